// Keeps the store's `cardTrust` true to the workspace: whenever its published cards or trusted
// keys change, every signed card is verified again (asynchronously, the latest change winning)
// and the verdicts are set with `actions.setCardTrust`. Loaded lazily by the app, and the verifier
// (jose) only once a card carries signatures, so neither weighs on the first page.
import type { CardTrust, WorkspaceTrust } from '../core/card-trust';
import type { AgentCard } from '../core/card';
import type { TrustedKey } from '../core/trusted-key';
import type { CanonicalValue } from '../adapters/signature/canonical';
import type { WorkbenchStore } from './store';

/** A card whose published JSON may hold signatures (a cheap test; the verifier reads it properly). */
const mayBeSigned = (card: AgentCard): card is AgentCard & { published: string } =>
  card.published?.includes('"signatures"') === true;

const NO_KEYS: readonly TrustedKey[] = [];

// The verifier never throws; a chunk that fails to load leaves the cards unverified (unsigned).
const noteFailure = (error: unknown) => console.warn('Card signatures were not verified:', error);

/**
 * Verifies the workspace's signed cards now and after every change of their published JSON or of
 * the trusted keys; returns the unsubscribe. Settles each run with `setCardTrust`.
 */
export function watchTrust(store: WorkbenchStore): () => void {
  // Per card: the payload each of its signatures last verified, to name what changed since.
  const memory = new Map<string, Map<string, CanonicalValue>>();
  // Per card: the last result, reused while neither its text nor the keys change.
  const done = new Map<string, { text: string; keys: readonly TrustedKey[]; trust: CardTrust }>();
  let run = 0;
  let seen: { cards: readonly AgentCard[]; keys: readonly TrustedKey[] } | undefined;

  const check = () => {
    const { workspace } = store.getState();
    const keys = workspace.trustedKeys ?? NO_KEYS;
    if (seen?.cards === workspace.cards && seen.keys === keys) return;
    seen = { cards: workspace.cards, keys };
    const signed = workspace.cards.filter(mayBeSigned);
    const ticket = ++run;
    if (signed.length === 0) {
      if (Object.keys(store.getState().cardTrust).length > 0)
        store.getState().actions.setCardTrust({});
      return;
    }
    void import('../adapters/signature/verify').then(async ({ verifyCard }) => {
      const trust: Record<string, CardTrust> = {};
      for (const card of signed) {
        const before = done.get(card.name);
        if (before?.text === card.published && before.keys === keys) {
          trust[card.name] = before.trust;
          continue;
        }
        const remembered = memory.get(card.name) ?? new Map<string, CanonicalValue>();
        const result = await verifyCard(card.published, keys, remembered);
        if (ticket !== run) return;
        for (const [id, value] of result.verified) remembered.set(id, value);
        memory.set(card.name, remembered);
        done.set(card.name, { text: card.published, keys, trust: result.trust });
        trust[card.name] = result.trust;
      }
      if (ticket === run) store.getState().actions.setCardTrust(trust satisfies WorkspaceTrust);
    }, noteFailure);
  };
  check();
  return store.subscribe(check);
}
