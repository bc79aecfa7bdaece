// What a change does: two versions of what a reviewer reviews, compared. Every caller × agent
// verdict that flipped, every card that became visible or hidden, every planned hop whose outcome
// changed, and field by field what changed in cards, callers, paths, policy, allow-list and
// trusted keys.
// Pure: the same two versions always give the same changes, in the same order.
import { admissionCodes, type DenialCode } from './admission';
import type { BehaviourScript } from './behaviour';
import type { AgentCard } from './card';
import { trustOf, type WorkspaceTrust } from './card-trust';
import type { CallerContext } from './caller';
import { mayDiscover } from './directory';
import { fieldChanges, type FieldChange } from './field-diff';
import { evaluatePath, type DelegationPath, type HopStatus } from './paths';
import type { AdmissionPolicy } from './policy';
import type { TrustedKey } from './trusted-key';

/** What a review looks at; a workspace has these fields (and more the review ignores). */
export interface ReviewSubject {
  readonly cards: readonly AgentCard[];
  readonly callers: readonly CallerContext[];
  readonly policy: AdmissionPolicy;
  readonly paths: readonly DelegationPath[];
  readonly callbackHosts: readonly string[];
  /** Lifecycle scripts: compared as whole scripts, they decide no verdict. */
  readonly behaviours?: readonly BehaviourScript[];
  /** Public keys trusted to vouch for cards, matched by name; absent reads as none. */
  readonly trustedKeys?: readonly TrustedKey[] | undefined;
  /**
   * Each card's signature verdicts in this version (none: unsigned). Read by the signature rule
   * only, so removing a trusted key flips the cells of the cards it vouched for.
   */
  readonly trust?: WorkspaceTrust;
}

/** How a cell's verdict moved: denied → allowed, allowed → denied, or denied for other reasons. */
export type FlipKind = 'newly-allowed' | 'newly-denied' | 'other-codes';

export interface CellFlip {
  readonly callerId: string;
  readonly agent: string;
  readonly kind: FlipKind;
  readonly before: readonly DenialCode[];
  readonly after: readonly DenialCode[];
}

export interface VisibilityFlip {
  readonly callerId: string;
  readonly agent: string;
  /** True when the card is now listed for the caller and was hidden before. */
  readonly visible: boolean;
}

export interface HopOutcome {
  readonly status: HopStatus;
  readonly codes: readonly DenialCode[];
}

export interface HopFlip {
  readonly pathId: string;
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly before: HopOutcome;
  readonly after: HopOutcome;
}

export interface ItemChanges {
  /** Keys (card names, caller ids, path ids) only in the second version, in its order. */
  readonly added: readonly string[];
  /** Keys only in the first version, in its order. */
  readonly removed: readonly string[];
  /** Keys in both whose content differs, in the second version's order, field by field. */
  readonly changed: ReadonlyArray<{
    readonly key: string;
    readonly fields: readonly FieldChange[];
  }>;
}

export interface ChangeCounts {
  readonly newlyAllowed: number;
  readonly newlyDenied: number;
  readonly otherCodes: number;
  readonly newlyVisible: number;
  readonly newlyHidden: number;
  readonly hops: number;
  /** Cards, callers, paths, behaviours and trusted keys added, removed or changed. */
  readonly items: number;
  /** Policy fields and allow-list hosts that changed. */
  readonly settings: number;
}

export interface WorkspaceChanges {
  readonly policy: readonly FieldChange[];
  readonly cards: ItemChanges;
  readonly callers: ItemChanges;
  readonly paths: ItemChanges;
  readonly behaviours: ItemChanges;
  readonly trustedKeys: ItemChanges;
  readonly callbackHosts: {
    readonly added: readonly string[];
    readonly removed: readonly string[];
  };
  /** Cells of callers and cards present in both versions whose verdict or codes differ. */
  readonly cells: readonly CellFlip[];
  /** Cards present in both that a caller present in both now may or may no longer discover. */
  readonly visibility: readonly VisibilityFlip[];
  /** Hops of paths present in both, on the same route, whose outcome differs. */
  readonly hops: readonly HopFlip[];
  readonly counts: ChangeCounts;
}

function compareItems<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
): ItemChanges {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Set(after.map(key));
  const changed: Array<{ key: string; fields: FieldChange[] }> = [];
  const added: string[] = [];
  for (const item of after) {
    const k = key(item);
    const was = old.get(k);
    if (was === undefined) added.push(k);
    else if (was !== item) {
      const fields = fieldChanges(was, item);
      if (fields.length > 0) changed.push({ key: k, fields });
    }
  }
  const removed = before.map(key).filter((k) => !now.has(k));
  return { added, removed, changed };
}

const sameCodes = (a: readonly DenialCode[], b: readonly DenialCode[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

function flipKind(before: readonly DenialCode[], after: readonly DenialCode[]): FlipKind {
  if (before.length > 0 && after.length === 0) return 'newly-allowed';
  if (before.length === 0 && after.length > 0) return 'newly-denied';
  return 'other-codes';
}

/** The common callers and cards, as pairs of before/after, in the second version's order. */
function common<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const old = new Map(before.map((item) => [key(item), item]));
  const pairs: Array<{ key: string; before: T; after: T }> = [];
  for (const item of after) {
    const was = old.get(key(item));
    if (was !== undefined) pairs.push({ key: key(item), before: was, after: item });
  }
  return pairs;
}

function compareCells(before: ReviewSubject, after: ReviewSubject) {
  const callers = common(before.callers, after.callers, (c) => c.agentId);
  const cards = common(before.cards, after.cards, (c) => c.name);
  const cells: CellFlip[] = [];
  const visibility: VisibilityFlip[] = [];
  const samePolicy = before.policy === after.policy;
  const trustRead =
    before.policy.requireTrustedSignature === true || after.policy.requireTrustedSignature === true;
  const judged = cards.map((card) => {
    const trustBefore = trustOf(before.trust, card.key);
    const trustAfter = trustOf(after.trust, card.key);
    const same = card.before === card.after && (!trustRead || trustBefore === trustAfter);
    return { ...card, trustBefore, trustAfter, same };
  });
  for (const caller of callers) {
    for (const card of judged) {
      // Nothing the verdict reads changed: skip the two admission checks.
      if (samePolicy && caller.before === caller.after && card.same) continue;
      const was = admissionCodes(caller.before, card.before, before.policy, card.trustBefore);
      const now = admissionCodes(caller.after, card.after, after.policy, card.trustAfter);
      if (!sameCodes(was, now)) {
        cells.push({
          callerId: caller.key,
          agent: card.key,
          kind: flipKind(was, now),
          before: was,
          after: now,
        });
      }
      const seen = mayDiscover(caller.before, card.before);
      const sees = mayDiscover(caller.after, card.after);
      if (seen !== sees) visibility.push({ callerId: caller.key, agent: card.key, visible: sees });
    }
  }
  return { cells, visibility };
}

const outcomeKey = (o: HopOutcome) => `${o.status}:${o.codes.join(',')}`;

function compareHops(before: ReviewSubject, after: ReviewSubject): HopFlip[] {
  const directory = (ws: ReviewSubject) => new Map(ws.cards.map((card) => [card.name, card]));
  const cardsBefore = directory(before);
  const cardsAfter = directory(after);
  const callerOf = (ws: ReviewSubject, id: string) => ws.callers.find((c) => c.agentId === id);
  const flips: HopFlip[] = [];
  for (const { before: was, after: now } of common(before.paths, after.paths, (p) => p.id)) {
    const callerBefore = callerOf(before, was.callerId);
    const callerAfter = callerOf(after, now.callerId);
    if (callerBefore === undefined || callerAfter === undefined) continue;
    const old = evaluatePath(was, callerBefore, cardsBefore, before.policy, before.trust);
    const next = evaluatePath(now, callerAfter, cardsAfter, after.policy, after.trust);
    next.hops.forEach((hop, index) => {
      const prior = old.hops[index];
      if (prior === undefined || prior.from !== hop.from || prior.to !== hop.to) return;
      const b = { status: prior.status, codes: prior.denials.map((d) => d.code) };
      const a = { status: hop.status, codes: hop.denials.map((d) => d.code) };
      if (outcomeKey(a) !== outcomeKey(b)) {
        flips.push({ pathId: now.id, index, from: hop.from, to: hop.to, before: b, after: a });
      }
    });
  }
  return flips;
}

const itemCount = (c: ItemChanges) => c.added.length + c.removed.length + c.changed.length;

/**
 * Everything that differs from `before` to `after`. Comparing a version with itself finds
 * nothing, and swapping the two mirrors every change (added ↔ removed, newly allowed ↔ newly
 * denied, before ↔ after). Cards are matched by name, callers by agent id, paths and behaviours
 * by id, so a rename reads as one removed and one added.
 */
export function compareWorkspaces(before: ReviewSubject, after: ReviewSubject): WorkspaceChanges {
  const { cells, visibility } = compareCells(before, after);
  const hops = compareHops(before, after);
  const cards = compareItems(before.cards, after.cards, (c) => c.name);
  const callers = compareItems(before.callers, after.callers, (c) => c.agentId);
  const paths = compareItems(before.paths, after.paths, (p) => p.id);
  const behaviours = compareItems(before.behaviours ?? [], after.behaviours ?? [], (b) => b.id);
  const trustedKeys = compareItems(
    before.trustedKeys ?? [],
    after.trustedKeys ?? [],
    (k) => k.name,
  );
  const policy = before.policy === after.policy ? [] : fieldChanges(before.policy, after.policy);
  const oldHosts = new Set(before.callbackHosts);
  const newHosts = new Set(after.callbackHosts);
  const callbackHosts = {
    added: [...newHosts].filter((h) => !oldHosts.has(h)),
    removed: [...oldHosts].filter((h) => !newHosts.has(h)),
  };
  const count = (kind: FlipKind) => cells.filter((c) => c.kind === kind).length;
  return {
    policy,
    cards,
    callers,
    paths,
    behaviours,
    trustedKeys,
    callbackHosts,
    cells,
    visibility,
    hops,
    counts: {
      newlyAllowed: count('newly-allowed'),
      newlyDenied: count('newly-denied'),
      otherCodes: count('other-codes'),
      newlyVisible: visibility.filter((v) => v.visible).length,
      newlyHidden: visibility.filter((v) => !v.visible).length,
      hops: hops.length,
      items:
        itemCount(cards) +
        itemCount(callers) +
        itemCount(paths) +
        itemCount(behaviours) +
        itemCount(trustedKeys),
      settings: policy.length + callbackHosts.added.length + callbackHosts.removed.length,
    },
  };
}

/** True when the comparison found no difference at all. */
export const unchanged = (changes: WorkspaceChanges): boolean =>
  Object.values(changes.counts).every((n) => n === 0);
