// Undo history as plain data. Every workspace edit goes through `record`, so nothing can change
// the workspace without leaving a labelled step to undo.
import type { Workspace } from './workspace';

export const HISTORY_DEPTH = 100;

export interface HistoryEntry {
  /** What the step did, as a user would name it: "Rename card". */
  readonly label: string;
  /** The workspace on the other side of the step. */
  readonly workspace: Workspace;
  /** Consecutive steps sharing a merge key (a drag, a run of typing) undo as one. */
  readonly mergeKey?: string;
  /**
   * The step put a whole other workspace in place (an import, a scenario, a shared link): not an
   * edit of any one item, so no panel says what "this edit" did to its verdicts.
   */
  readonly replaced?: true;
}

export interface History {
  /** Oldest first; the last entry is undone first. */
  readonly past: readonly HistoryEntry[];
  /** Nearest first; the first entry is redone first. */
  readonly future: readonly HistoryEntry[];
}

/** How a commit is recorded: the two fields of a step the caller chooses. */
export interface CommitOptions {
  /** Consecutive commits with the same key undo as one step (a run of typing in one field). */
  readonly mergeKey?: string;
  /** The commit puts a whole other workspace in place (HistoryEntry.replaced). */
  readonly replaced?: boolean;
}

export const emptyHistory: History = { past: [], future: [] };

/** An entry's label and kind, carried across undo and redo (its merge key is not). */
const step = ({ label, replaced }: HistoryEntry) => ({ label, ...(replaced && { replaced }) });

/** The history after moving from `current` to a new workspace by the step `label`. */
export function record(
  history: History,
  current: Workspace,
  label: string,
  mergeKey?: string,
  replaced = false,
): History {
  const last = history.past.at(-1);
  if (mergeKey !== undefined && last?.mergeKey === mergeKey && history.future.length === 0) {
    return history;
  }
  const entry: HistoryEntry = {
    label,
    workspace: current,
    ...(mergeKey !== undefined && { mergeKey }),
    ...(replaced && { replaced: true }),
  };
  return { past: [...history.past, entry].slice(-HISTORY_DEPTH), future: [] };
}

/** The workspace to show after undoing, and the history after it; undefined when nothing to undo. */
export function undo(
  history: History,
  current: Workspace,
): { workspace: Workspace; history: History } | undefined {
  const last = history.past.at(-1);
  if (last === undefined) return undefined;
  return {
    workspace: last.workspace,
    history: {
      past: history.past.slice(0, -1),
      future: [{ ...step(last), workspace: current }, ...history.future],
    },
  };
}

/** The workspace to show after redoing, and the history after it; undefined when nothing to redo. */
export function redo(
  history: History,
  current: Workspace,
): { workspace: Workspace; history: History } | undefined {
  const [next, ...rest] = history.future;
  if (next === undefined) return undefined;
  return {
    workspace: next.workspace,
    history: { past: [...history.past, { ...step(next), workspace: current }], future: rest },
  };
}
