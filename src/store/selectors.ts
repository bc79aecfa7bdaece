// Derived verdicts are computed from the workspace, never stored. Every helper here delegates to
// the core and is memoised by reference, so a component can select a derived value directly.
import {
  admissionCodes,
  checkDelegation,
  DENIAL_CODES,
  type Denial,
  type DenialCode,
} from '../core/admission';
import type { AgentCard } from '../core/card';
import { trustOf, type WorkspaceTrust } from '../core/card-trust';
import type { CallerContext } from '../core/caller';
import { createDirectory, discover, type Directory, type Discovery } from '../core/directory';
import type { AdmissionPolicy } from '../core/policy';
import { memoByRef } from './memo';
import { NO_TRUST, trustRead } from './trust-read';
import type { WorkbenchState } from './slices/types';
import type { Workspace } from './workspace';

export const selectWorkspace = (s: WorkbenchState) => s.workspace;
export const selectName = (s: WorkbenchState) => s.workspace.name;
export const selectCards = (s: WorkbenchState) => s.workspace.cards;
export const selectCallers = (s: WorkbenchState) => s.workspace.callers;
/** Caller ids in workspace order; pick with useShallow, the array is new on every call. */
export const selectCallerIds = (s: WorkbenchState) => s.workspace.callers.map((c) => c.agentId);
export const selectPolicy = (s: WorkbenchState) => s.workspace.policy;
export const selectLayout = (s: WorkbenchState) => s.workspace.layout;
export const selectCanUndo = (s: WorkbenchState) => s.history.past.length > 0;
export const selectCanRedo = (s: WorkbenchState) => s.history.future.length > 0;
/** The label of the step undo would revert ("Rename card"), if any. */
export const selectUndoLabel = (s: WorkbenchState) => s.history.past.at(-1)?.label;
/** The label of the step redo would reapply, if any. */
export const selectRedoLabel = (s: WorkbenchState) => s.history.future[0]?.label;
export const selectRecoveries = (s: WorkbenchState) => s.recoveries;
/** True while unreadable saved data sits where the next save would overwrite it. */
export const selectAutosavePaused = (s: WorkbenchState) =>
  s.recoveries.some((r) => r.place === 'in-place');
export const selectSaveError = (s: WorkbenchState) => s.saveError;

/** The selected caller, else the first one; undefined only when there are no callers. */
export const selectSelectedCaller = (s: WorkbenchState): CallerContext | undefined =>
  s.workspace.callers.find((c) => c.agentId === s.selection.callerId) ?? s.workspace.callers[0];

/** The selected card, if it still exists. */
export const selectSelectedCard = (s: WorkbenchState): AgentCard | undefined =>
  s.workspace.cards.find((c) => c.name === s.selection.cardName);

/**
 * Cards by name, in workspace order, through the core's directory and its duplicate-name check.
 * The workspace schema and every edit keep card names unique, so a duplicate here is a bug.
 */
export const directoryOf = memoByRef((cards: readonly AgentCard[]): Directory => {
  const directory = createDirectory(cards);
  if (!directory.ok) throw new Error(`workspace invariant: ${directory.error.message}`);
  return directory.value;
});

export interface CardVerdict {
  readonly card: AgentCard;
  /** Every admission denial; empty means the caller may delegate to this card. */
  readonly denials: readonly Denial[];
}

const admissionMemo = memoByRef(
  (
    cards: readonly AgentCard[],
    caller: CallerContext,
    policy: AdmissionPolicy,
    trust: WorkspaceTrust,
  ): CardVerdict[] =>
    cards.map((card) => ({
      card,
      denials: checkDelegation(caller, card, policy, trustOf(trust, card.name)),
    })),
);

const callerById = (ws: Workspace, callerId: string) =>
  ws.callers.find((c) => c.agentId === callerId);

/** Admission verdicts of caller `callerId` for every card, in card order, given the cards' trust. */
export function admissionFor(
  ws: Workspace,
  callerId: string,
  trust: WorkspaceTrust,
): CardVerdict[] | undefined {
  const caller = callerById(ws, callerId);
  return caller && admissionMemo(ws.cards, caller, ws.policy, trustRead(ws.policy, trust));
}

/**
 * The codes of one matrix cell as a byte: bit i is set when the cell breaks `DENIAL_CODES[i]`, so
 * 0 is allowed. A matrix holds 100,000 cells: one byte each, not an object and two arrays, keeps
 * building it (and collecting what it replaced) cheap. Reasons are worded (checkDelegation) for
 * the one cell a reviewer opens, not for every cell.
 */
export function denialMask(codes: readonly DenialCode[]): number {
  let mask = 0;
  for (const code of codes) mask |= 1 << DENIAL_CODES.indexOf(code);
  return mask;
}

// Every set of codes a mask can name, each one shared frozen array in the fixed order.
const CODE_SETS: readonly (readonly DenialCode[])[] = Array.from(
  { length: 1 << DENIAL_CODES.length },
  (_, mask) => Object.freeze(DENIAL_CODES.filter((_code, i) => (mask & (1 << i)) !== 0)),
);

/** The codes a cell's mask holds, in the fixed order (no array is made per call). */
export const codesOfMask = (mask: number): readonly DenialCode[] => CODE_SETS[mask] ?? [];

const matrixRowMemo = memoByRef(
  (
    cards: readonly AgentCard[],
    caller: CallerContext,
    policy: AdmissionPolicy,
    trust: WorkspaceTrust,
  ): Uint8Array => {
    const row = new Uint8Array(cards.length);
    const read = trust !== NO_TRUST;
    cards.forEach((card, j) => {
      row[j] = denialMask(
        admissionCodes(caller, card, policy, read ? trustOf(trust, card.name) : undefined),
      );
    });
    return row;
  },
);

/**
 * One row per caller: its cells' masks for every card, in card order (the admission matrix).
 * `trust` is what `trustRead` gives for the policy.
 */
export const admissionMatrixOf = memoByRef(
  (
    callers: readonly CallerContext[],
    cards: readonly AgentCard[],
    policy: AdmissionPolicy,
    trust: WorkspaceTrust,
  ): Uint8Array[] => callers.map((caller) => matrixRowMemo(cards, caller, policy, trust)),
);

const discoveryMemo = memoByRef(
  (_cards: readonly AgentCard[], _caller: CallerContext) => new Map<string, Discovery>(),
);

/** What caller `callerId` discovers, narrowed to skills tagged with any of `tags`. */
export function discoveryFor(
  ws: Workspace,
  callerId: string,
  tags: readonly string[] = [],
): Discovery | undefined {
  const caller = callerById(ws, callerId);
  if (caller === undefined) return undefined;
  const cache = discoveryMemo(ws.cards, caller);
  const key = JSON.stringify(tags);
  let found = cache.get(key);
  if (found === undefined) {
    found = discover(ws.cards, caller, tags);
    cache.set(key, found);
  }
  return found;
}
