// Each side of an in-app comparison reads its own signature verdicts: the baseline's cards verified
// against the baseline's own trusted keys, the workspace's against today's, exactly as the review
// report does (content-trust.ts). Verification is async, so the verdicts arrive in the store's
// `contentTrust` (trust-watch.ts); until a side's have, the flips of its signed cards are withheld
// and named as pending rather than guessed.
import type { AgentCard } from '../../core/card';
import type { WorkspaceTrust } from '../../core/card-trust';
import type { ReviewSubject, WorkspaceChanges } from '../../core/compare';
import type { TrustedKey } from '../../core/trusted-key';
import { memoByRef } from '../memo';
import { NO_TRUST } from '../trust-read';
import { mayBeSigned } from './content-trust';

/** One compared content's cards verified against its own trusted keys, matched by identity. */
export interface VerifiedContent {
  readonly cards: readonly AgentCard[];
  readonly trustedKeys?: readonly TrustedKey[] | undefined;
  readonly trust: WorkspaceTrust;
}

/** What a side is matched by: its cards and its trusted keys, by reference. */
type Side = Pick<ReviewSubject, 'cards' | 'policy' | 'trustedKeys'>;

/** The names of the cards whose published JSON may carry signatures, once per cards array. */
const signedNames = memoByRef(
  (cards: readonly AgentCard[]): ReadonlySet<string> =>
    new Set(cards.filter(mayBeSigned).map((card) => card.name)),
);

/** True when `side`'s verdicts must be verified: its signature rule is on and a card is signed. */
export const needsVerdicts = (side: Side): boolean =>
  side.policy.requireTrustedSignature === true && signedNames(side.cards).size > 0;

const sameContent = (a: Omit<Side, 'policy'>, b: Omit<Side, 'policy'>) =>
  a.cards === b.cards && a.trustedKeys === b.trustedKeys;

/** The verdicts of `side` found among `verified`, if verified. */
export const verifiedOf = (
  side: Omit<Side, 'policy'>,
  verified: readonly VerifiedContent[],
): VerifiedContent | undefined => verified.find((v) => sameContent(v, side));

/**
 * The verdicts `side`'s own verdicts read: none when its rule is off or no card is signed (exact:
 * an unsigned card reads as unsigned), its verified ones, or undefined while they are pending.
 */
export const sideTrust = (
  side: Side,
  verified: readonly VerifiedContent[],
): WorkspaceTrust | undefined =>
  needsVerdicts(side) ? verifiedOf(side, verified)?.trust : NO_TRUST;

const NONE: ReadonlySet<string> = new Set();

/** Changes with the flips that read a pending card's verdict left out, and those cards' names. */
export interface SideChanges {
  readonly changes: WorkspaceChanges;
  /** Cards whose signature verdicts on one side are still being verified: their flips are left out. */
  readonly pending: ReadonlySet<string>;
}

const settled = memoByRef((changes: WorkspaceChanges): SideChanges => ({ changes, pending: NONE }));

/**
 * `changes` as far as they are known: every cell flip of a pending card, and every hop flip of a
 * path through one (a denied hop ends the path, so later hops read it too), is left out and
 * counted again without it. With nothing pending, `changes` as they are.
 */
export const withheld = memoByRef(
  (
    changes: WorkspaceChanges,
    pendingBefore: readonly AgentCard[],
    pendingAfter: readonly AgentCard[],
    before: Pick<ReviewSubject, 'paths'>,
    after: Pick<ReviewSubject, 'paths'>,
  ): SideChanges => {
    const pending = new Set([...signedNames(pendingBefore), ...signedNames(pendingAfter)]);
    if (pending.size === 0) return settled(changes);
    const through = new Set(
      [...before.paths, ...after.paths]
        .filter((path) => path.hops.some((hop) => pending.has(hop)))
        .map((path) => path.id),
    );
    const cells = changes.cells.filter((flip) => !pending.has(flip.agent));
    const hops = changes.hops.filter((flip) => !through.has(flip.pathId));
    const count = (kind: (typeof cells)[number]['kind']) =>
      cells.filter((c) => c.kind === kind).length;
    return {
      pending,
      changes: {
        ...changes,
        cells,
        hops,
        counts: {
          ...changes.counts,
          newlyAllowed: count('newly-allowed'),
          newlyDenied: count('newly-denied'),
          otherCodes: count('other-codes'),
          hops: hops.length,
        },
      },
    };
  },
);

/** No cards pending on a side (a frozen value, so memos keyed by it hold). */
export const NO_CARDS: readonly AgentCard[] = Object.freeze([]);
