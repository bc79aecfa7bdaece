// Editing one caller through the store. An edit lands only if the store accepts it (an agent id
// that is empty or taken is refused) and the caller schema holds, so a half-typed value never
// reaches the workspace and the field can say why it was refused.
import { useCallback } from 'react';
import { callerContextSchema, type CallerContext } from '../../core/caller';
import { edits, useWorkbenchActions, useWorkbenchApi } from '../../store';

/** Applies `next` in place of the caller; returns the message to show when it was refused. */
export type CallerEdit = (next: CallerContext, field?: string) => string | undefined;

/**
 * Commits edits of caller `agentId`, shown at `index` in the list. A `field` makes consecutive
 * edits of that field one undo step (a run of typing); the index keeps the run together while
 * the agent id itself is being retyped.
 */
export function useCallerEdit(agentId: string, index: number): CallerEdit {
  const store = useWorkbenchApi();
  const { commit, selectCaller } = useWorkbenchActions();
  return useCallback(
    (next, field) => {
      const result = edits.updateCaller(store.getState().workspace, agentId, next);
      if (!result.ok) return result.error.message;
      const checked = callerContextSchema.safeParse(next);
      if (!checked.success) return checked.error.issues[0]?.message ?? 'this value is not allowed';
      commit(
        field === undefined ? 'Edit caller' : `Edit caller ${field}`,
        result.value,
        field === undefined ? undefined : { mergeKey: `caller:${index}:${field}` },
      );
      if (next.agentId !== agentId) selectCaller(next.agentId);
      return undefined;
    },
    [store, commit, selectCaller, agentId, index],
  );
}
