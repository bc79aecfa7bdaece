// Every signed card of a workspace verified against that workspace's own trusted keys, with no
// memory of earlier runs: the same content always gives the same verdicts, so a review report
// built from them can be rebuilt, byte for byte, by `review verify` (in Node, with the same jose).
import type { AgentCard } from '../../core/card';
import type { CardTrust, WorkspaceTrust } from '../../core/card-trust';
import type { TrustedKey } from '../../core/trusted-key';
import { verifyCard } from './verify';

/** What verifying needs of a workspace or a review's snapshot. */
export interface SignedContent {
  readonly cards: readonly AgentCard[];
  /** Absent in content recorded before trusted keys were part of a workspace: then none. */
  readonly trustedKeys?: readonly TrustedKey[] | undefined;
}

/**
 * The verdicts of every card whose published JSON carries signatures, by card name; a card with
 * none is left out (it reads as unsigned). Never throws.
 * @example await verifyWorkspaceTrust(review.workspace)
 */
export async function verifyWorkspaceTrust(content: SignedContent): Promise<WorkspaceTrust> {
  const keys = content.trustedKeys ?? [];
  const entries: Array<readonly [string, CardTrust]> = [];
  for (const card of content.cards) {
    if (card.published === undefined) continue;
    const { trust } = await verifyCard(card.published, keys);
    if (trust.verdicts.length > 0) entries.push([card.name, trust]);
  }
  // fromEntries defines each name as an own key, `__proto__` included.
  return Object.fromEntries(entries);
}
