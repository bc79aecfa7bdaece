// Comparisons the panels show, derived from the store and memoised by reference: the workspace
// against the baseline, and the last edit against the state before it (the what-if). The core's
// compareWorkspaces does the work; this file only picks what to compare and indexes the results.
import type { AgentCard } from '../../core/card';
import type { WorkspaceTrust } from '../../core/card-trust';
import type { CallerContext } from '../../core/caller';
import {
  compareWorkspaces,
  type CellFlip,
  type HopFlip,
  type ReviewSubject,
  type WorkspaceChanges,
} from '../../core/compare';
import { visibleTo } from '../../core/directory';
import type { DelegationPath } from '../../core/paths';
import type { AdmissionPolicy } from '../../core/policy';
import type { BehaviourScript } from '../../core/behaviour';
import type { TrustedKey } from '../../core/trusted-key';
import { memoByRef } from '../memo';
import { NO_TRUST } from '../trust-read';
import {
  needsVerdicts,
  NO_CARDS,
  sideTrust,
  withheld,
  type SideChanges,
  type VerifiedContent,
} from './side-trust';
import type { WorkbenchState } from '../slices/types';
import type { Workspace } from '../workspace';
import { selectBaseline, type Baseline } from './baseline';

const compareMemo = memoByRef(
  (
    before: ReviewSubject,
    trustBefore: WorkspaceTrust,
    trustAfter: WorkspaceTrust,
    cards: readonly AgentCard[],
    callers: readonly CallerContext[],
    policy: AdmissionPolicy,
    paths: readonly DelegationPath[],
    callbackHosts: readonly string[],
    behaviours: readonly BehaviourScript[],
    trustedKeys: readonly TrustedKey[],
  ): WorkspaceChanges =>
    compareWorkspaces(
      { ...before, trust: trustBefore },
      { cards, callers, policy, paths, callbackHosts, behaviours, trustedKeys, trust: trustAfter },
    ),
);

const NO_KEYS: readonly TrustedKey[] = Object.freeze([]);

/**
 * `before` compared with `ws`; recomputed only when something a review covers changes. Each side
 * reads its own signature verdicts: `before`'s cards verified against `before`'s trusted keys,
 * the workspace's against today's (`verified`, the store's `contentTrust`), as the review report
 * does. While a side's verdicts are being verified, the flips of its signed cards are left out
 * and those cards are named as pending.
 */
const compareWith = (
  before: ReviewSubject,
  ws: Workspace,
  verified: readonly VerifiedContent[],
): SideChanges => {
  const trustBefore = sideTrust(before, verified);
  const trustAfter = sideTrust(ws, verified);
  const changes = compareMemo(
    before,
    trustBefore ?? NO_TRUST,
    trustAfter ?? NO_TRUST,
    ws.cards,
    ws.callers,
    ws.policy,
    ws.paths,
    ws.callbackHosts,
    ws.behaviours,
    ws.trustedKeys ?? NO_KEYS,
  );
  return withheld(
    changes,
    trustBefore === undefined ? before.cards : NO_CARDS,
    trustAfter === undefined ? ws.cards : NO_CARDS,
    before,
    ws,
  );
};

/**
 * The contents whose own signature verdicts the comparisons shown now read (the baseline, the
 * workspace before the last edit, the workspace), each once: what trust-watch.ts verifies.
 */
export function comparedContents(s: WorkbenchState): readonly ReviewSubject[] {
  const sides: ReviewSubject[] = [];
  const add = (side: ReviewSubject) => {
    if (
      needsVerdicts(side) &&
      !sides.some((o) => o.cards === side.cards && o.trustedKeys === side.trustedKeys)
    )
      sides.push(side);
  };
  const baseline = selectBaseline(s);
  const last = lastEditEntry(s);
  if (baseline !== undefined) add(baseline.workspace);
  if (last !== undefined) add(last.workspace);
  if (baseline !== undefined || last !== undefined) add(s.workspace);
  return sides;
}

export interface Comparison {
  readonly baseline: Baseline;
  readonly changes: WorkspaceChanges;
  /** Cards whose signature verdicts are still being verified: their flips are not in `changes`. */
  readonly pending: ReadonlySet<string>;
  /** True when the workspace's name differs from the baseline's. */
  readonly renamed: boolean;
}

const comparisonMemo = memoByRef(
  (baseline: Baseline, side: SideChanges, renamedFlag: { value: boolean }): Comparison => ({
    baseline,
    changes: side.changes,
    pending: side.pending,
    renamed: renamedFlag.value,
  }),
);
const RENAMED = { value: true };
const SAME_NAME = { value: false };

/** The workspace against the baseline; undefined when there is no baseline. */
export function selectComparison(s: WorkbenchState): Comparison | undefined {
  const baseline = selectBaseline(s);
  if (baseline === undefined) return undefined;
  const side = compareWith(baseline.workspace, s.workspace, s.contentTrust);
  const renamed = baseline.workspace.name !== s.workspace.name ? RENAMED : SAME_NAME;
  return comparisonMemo(baseline, side, renamed);
}

export interface EditEffect {
  /** The undo label of the edit: "Edit policy max depth". */
  readonly label: string;
  readonly changes: WorkspaceChanges;
  /** Cards whose signature verdicts are still being verified: their flips are not in `changes`. */
  readonly pending: ReadonlySet<string>;
}

const effectMemo = memoByRef(
  (entry: { readonly label: string }, side: SideChanges): EditEffect => ({
    label: entry.label,
    changes: side.changes,
    pending: side.pending,
  }),
);

/** The undo entry of the last edit, when its effect is shown (see selectLastEdit). */
function lastEditEntry(s: WorkbenchState) {
  const last = s.history.past.at(-1);
  if (last === undefined || last.replaced === true || s.history.future.length > 0) return undefined;
  return last;
}

/**
 * What the last edit did, against the workspace just before it (a run of typing counts as one
 * edit). Undefined after an undo, so undoing an edit takes its effect away with it, and after a
 * whole workspace was put in place (an import, a scenario, a shared link), which edits no one item.
 */
export function selectLastEdit(s: WorkbenchState): EditEffect | undefined {
  const last = lastEditEntry(s);
  return last && effectMemo(last, compareWith(last.workspace, s.workspace, s.contentTrust));
}

/** A key for one caller × agent cell. */
export const cellKey = (callerId: string, agent: string): string => `${callerId}\u0000${agent}`;

/** The flipped cells by cellKey. */
export const flipsByCell = memoByRef(
  (changes: WorkspaceChanges): ReadonlyMap<string, CellFlip> =>
    new Map(changes.cells.map((flip) => [cellKey(flip.callerId, flip.agent), flip])),
);

/** A key for one hop of a planned path. */
export const hopKey = (pathId: string, index: number): string => `${pathId}\u0000${index}`;

/** The hops whose outcome changed, by hopKey. */
export const flipsByHop = memoByRef(
  (changes: WorkspaceChanges): ReadonlyMap<string, HopFlip> =>
    new Map(changes.hops.map((flip) => [hopKey(flip.pathId, flip.index), flip])),
);

export interface ListingChanges {
  /** False when the caller did not exist in the baseline: nothing to compare with. */
  readonly callerKnown: boolean;
  /** Cards listed now that the caller would not have been shown in the baseline. */
  readonly newlyListed: ReadonlySet<string>;
  /** Cards hidden now that were listed in the baseline (and still exist). */
  readonly newlyHidden: ReadonlySet<string>;
}

const listingCache = memoByRef(
  (_before: ReviewSubject, _cards: readonly AgentCard[], _caller: CallerContext) =>
    new Map<string, ListingChanges>(),
);

/**
 * How the listing `callerId` gets for `tags` differs from the baseline's listing for the same
 * caller and tags; cards new since the baseline are left to the card marks.
 */
export function listingChanges(
  before: ReviewSubject,
  ws: Workspace,
  callerId: string,
  tags: readonly string[],
): ListingChanges | undefined {
  const caller = ws.callers.find((c) => c.agentId === callerId);
  if (caller === undefined) return undefined;
  const cache = listingCache(before, ws.cards, caller);
  const key = JSON.stringify(tags);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const was = before.callers.find((c) => c.agentId === callerId);
  let result: ListingChanges;
  if (was === undefined) {
    result = { callerKnown: false, newlyListed: new Set(), newlyHidden: new Set() };
  } else {
    const names = (cards: readonly AgentCard[], who: CallerContext) =>
      new Set(visibleTo(cards, who, tags).map((v) => v.card.name));
    const listedBefore = names(before.cards, was);
    const after = names(ws.cards, caller);
    const existedBefore = new Set(before.cards.map((c) => c.name));
    const existsNow = new Set(ws.cards.map((c) => c.name));
    result = {
      callerKnown: true,
      newlyListed: new Set([...after].filter((n) => !listedBefore.has(n) && existedBefore.has(n))),
      newlyHidden: new Set([...listedBefore].filter((n) => !after.has(n) && existsNow.has(n))),
    };
  }
  cache.set(key, result);
  return result;
}

/** The last edit's effect when it changed the policy. */
export function selectPolicyEditEffect(s: WorkbenchState): EditEffect | undefined {
  const effect = selectLastEdit(s);
  return effect !== undefined && effect.changes.policy.length > 0 ? effect : undefined;
}

/** The last edit's effect when it changed card `name` in a field under `prefix` (`platform`). */
export function selectCardEditEffect(
  s: WorkbenchState,
  name: string,
  prefix: string,
): EditEffect | undefined {
  const effect = selectLastEdit(s);
  const changed = effect?.changes.cards.changed.find((c) => c.key === name);
  return changed?.fields.some((f) => f.path.startsWith(prefix)) ? effect : undefined;
}

/** The last edit's effect when it changed caller `agentId`. */
export function selectCallerEditEffect(s: WorkbenchState, agentId: string): EditEffect | undefined {
  const effect = selectLastEdit(s);
  return effect?.changes.callers.changed.some((c) => c.key === agentId) ? effect : undefined;
}
