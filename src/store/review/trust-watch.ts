// Keeps the store's `contentTrust` true to the comparisons the panels show: each compared side
// whose signature rule is on and whose cards carry signatures is verified against its own trusted
// keys (content-trust.ts, as the review report does), once per content, the results set as they
// arrive. Verdicts of a side no comparison reads any more are dropped. Loaded lazily by the app.
import type { SignedContent } from '../../adapters/signature/workspace-trust';
import type { WorkbenchStore } from '../store';
import { comparedContents } from './comparison';
import { verifyContentTrust, type TrustVerifier } from './content-trust';
import { verifiedOf, type VerifiedContent } from './side-trust';

type Content = SignedContent;

const same = (a: Content, b: Content) => a.cards === b.cards && a.trustedKeys === b.trustedKeys;

// A verifier that fails to load leaves its side pending: no verdict is guessed.
const noteFailure = (error: unknown) =>
  console.warn('Card signatures of a compared version were not verified:', error);

/**
 * Verifies every compared side now and after every change that alters which sides are compared;
 * returns the unsubscribe. `verify` is the report's verifier unless a test supplies another.
 */
export function watchContentTrust(
  store: WorkbenchStore,
  verify: TrustVerifier = verifyContentTrust,
): () => void {
  const inFlight: Content[] = [];
  let stopped = false;

  const check = () => {
    const state = store.getState();
    const sides = comparedContents(state);
    const kept = state.contentTrust.filter((v) => sides.some((side) => same(side, v)));
    if (kept.length !== state.contentTrust.length) state.actions.setContentTrust(kept);
    for (const side of sides) {
      if (verifiedOf(side, kept) !== undefined || inFlight.some((c) => same(c, side))) continue;
      const content: Content = { cards: side.cards, trustedKeys: side.trustedKeys };
      inFlight.push(content);
      verify(content).then(
        (trust) => {
          inFlight.splice(inFlight.indexOf(content), 1);
          if (stopped) return;
          const now = store.getState();
          if (!comparedContents(now).some((s) => same(s, content))) return;
          const entry: VerifiedContent = { ...content, trust };
          now.actions.setContentTrust([...now.contentTrust, entry]);
        },
        (error: unknown) => {
          inFlight.splice(inFlight.indexOf(content), 1);
          noteFailure(error);
        },
      );
    }
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
