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
import { memoByRef } from '../memo';
import { NO_TRUST } from '../trust-read';
import type { WorkbenchState } from '../slices/types';
import type { Workspace } from '../workspace';
import { selectBaseline, type Baseline } from './baseline';

const compareMemo = memoByRef(
  (
    before: ReviewSubject,
    trust: WorkspaceTrust,
    cards: readonly AgentCard[],
    callers: readonly CallerContext[],
    policy: AdmissionPolicy,
    paths: readonly DelegationPath[],
    callbackHosts: readonly string[],
    behaviours: readonly BehaviourScript[],
  ): WorkspaceChanges =>
    compareWorkspaces(
      { ...before, trust },
      { cards, callers, policy, paths, callbackHosts, behaviours, trust },
    ),
);

/**
 * `before` compared with `ws`; recomputed only when something a review covers changes. Both
 * sides read the store's signature verdicts (the workspace's now): verdicts of an earlier
 * version's cards under its own keys are not worked out here.
 */
const compareWith = (
  before: ReviewSubject,
  ws: Workspace,
  cardTrust: WorkspaceTrust,
): WorkspaceChanges => {
  const read =
    before.policy.requireTrustedSignature === true || ws.policy.requireTrustedSignature === true;
  return compareMemo(
    before,
    read ? cardTrust : NO_TRUST,
    ws.cards,
    ws.callers,
    ws.policy,
    ws.paths,
    ws.callbackHosts,
    ws.behaviours,
  );
};

export interface Comparison {
  readonly baseline: Baseline;
  readonly changes: WorkspaceChanges;
  /** True when the workspace's name differs from the baseline's. */
  readonly renamed: boolean;
}

const comparisonMemo = memoByRef(
  (baseline: Baseline, changes: WorkspaceChanges, renamedFlag: { value: boolean }): Comparison => ({
    baseline,
    changes,
    renamed: renamedFlag.value,
  }),
);
const RENAMED = { value: true };
const SAME_NAME = { value: false };

/** The workspace against the baseline; undefined when there is no baseline. */
export function selectComparison(s: WorkbenchState): Comparison | undefined {
  const baseline = selectBaseline(s);
  if (baseline === undefined) return undefined;
  const changes = compareWith(baseline.workspace, s.workspace, s.cardTrust);
  const renamed = baseline.workspace.name !== s.workspace.name ? RENAMED : SAME_NAME;
  return comparisonMemo(baseline, changes, renamed);
}

export interface EditEffect {
  /** The undo label of the edit: "Edit policy max depth". */
  readonly label: string;
  readonly changes: WorkspaceChanges;
}

const effectMemo = memoByRef(
  (
    entry: { readonly label: string; readonly workspace: Workspace },
    ws: Workspace,
    cardTrust: WorkspaceTrust,
  ): EditEffect => ({
    label: entry.label,
    changes: compareWith(entry.workspace, ws, cardTrust),
  }),
);

/**
 * What the last edit did, against the workspace just before it (a run of typing counts as one
 * edit). Undefined after an undo, so undoing an edit takes its effect away with it, and after a
 * whole workspace was put in place (an import, a scenario, a shared link), which edits no one item.
 */
export function selectLastEdit(s: WorkbenchState): EditEffect | undefined {
  const last = s.history.past.at(-1);
  if (last === undefined || last.replaced === true || s.history.future.length > 0) return undefined;
  return effectMemo(last, s.workspace, s.cardTrust);
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
