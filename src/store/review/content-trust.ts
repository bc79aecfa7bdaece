// The signature verdicts a review's evidence reads: every signed card of the content verified
// against the content's own trusted keys, fresh each time (no memory of earlier runs, unlike the
// store's `cardTrust`), so the report and the Cedar set of a snapshot read the snapshot's keys and
// `review verify` rebuilds the same verdicts. The verifier (jose) loads only for signed cards.
import type { AgentCard } from '../../core/card';
import type { WorkspaceTrust } from '../../core/card-trust';
import { NO_TRUST } from '../trust-read';
import type { SignedContent } from '../../adapters/signature/workspace-trust';

/** Verifies a workspace's (or a snapshot's) cards against its own trusted keys. */
export type TrustVerifier = (content: SignedContent) => Promise<WorkspaceTrust>;

/** A card whose published JSON may hold signatures (a cheap test; the verifier reads it properly). */
export const mayBeSigned = (card: AgentCard): boolean =>
  card.published?.includes('"signatures"') === true;

/** The real verifier: jose, loaded on first use, and only when a card may be signed. */
export const verifyContentTrust: TrustVerifier = async (content) => {
  if (!content.cards.some(mayBeSigned)) return NO_TRUST;
  const { verifyWorkspaceTrust } = await import('../../adapters/signature/workspace-trust');
  return verifyWorkspaceTrust(content);
};
