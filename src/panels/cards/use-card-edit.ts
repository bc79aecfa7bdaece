// Editing the shown card through the store. Every change is checked before it lands: the store's
// rename rules (empty or duplicate name) and then the core card schema, so a half-typed value
// never reaches the workspace (or its autosave) and the field can show why it was refused.
import { useCallback } from 'react';
import { agentCardSchema, type AgentCard } from '../../core/card';
import {
  EDIT_MESSAGES,
  edits,
  formatPath,
  useWorkbenchActions,
  useWorkbenchApi,
} from '../../store';

/** Why an edit was not stored, and where in the card. */
export interface Refusal {
  readonly path: string;
  readonly message: string;
}

/** Stores `next` in place of the card; `field` merges a run of typing into one undo step. */
export type CardCommit = (next: AgentCard, field?: string) => Refusal | undefined;

/**
 * Stores the card with `patch` applied to its latest stored value (a key set to undefined is
 * removed); answers with the message a field shows when refused.
 */
export type CardEdit = (patch: Partial<AgentCard>, field?: string) => string | undefined;

/** The first schema problem of `card`, if any. */
function cardProblem(card: AgentCard): Refusal | undefined {
  const checked = agentCardSchema.safeParse(card);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  return issue === undefined
    ? { path: '$', message: 'this card is not valid' }
    : { path: formatPath(issue.path), message: issue.message };
}

/** The undo label: "Edit card description", "Edit card skill 1 name". */
const label = (field: string | undefined) =>
  field === undefined ? 'Edit card' : `Edit card ${field}`;

/** Commits edits of the card named `name`, shown at `index` in the list. */
export function useCardCommit(name: string, index: number): CardCommit {
  const store = useWorkbenchApi();
  const { commit, selectCard } = useWorkbenchActions();
  return useCallback(
    (next, field) => {
      const result = edits.updateCard(store.getState().workspace, name, next);
      if (!result.ok) return { path: '$.name', message: result.error.message };
      const problem = cardProblem(next);
      if (problem !== undefined) return problem;
      commit(
        label(field),
        result.value,
        field === undefined ? undefined : { mergeKey: `card:${index}:${field}` },
      );
      if (next.name !== name) selectCard(next.name);
      return undefined;
    },
    [store, commit, selectCard, name, index],
  );
}

/** Edits by patch, for the form: each section changes only its own fields. */
export function useCardEdit(name: string, index: number): CardEdit {
  const store = useWorkbenchApi();
  const commit = useCardCommit(name, index);
  return useCallback(
    (patch, field) => {
      const current = store.getState().workspace.cards.find((c) => c.name === name);
      if (current === undefined) return EDIT_MESSAGES.NO_SUCH_CARD(name);
      const merged = Object.fromEntries(
        Object.entries({ ...current, ...patch }).filter(([, value]) => value !== undefined),
      ) as AgentCard;
      return commit(merged, field)?.message;
    },
    [store, commit, name],
  );
}
