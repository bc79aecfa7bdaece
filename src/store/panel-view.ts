// A panel's view state (the matrix's filters, page and chosen cell, say) kept in the store rather
// than in the panel, so moving to another panel and back finds it as it was left. It is never in
// a share link or an export and never an undo step; it lives only as long as the page, except the
// few keys autosave keeps beside the workspace (persistence.ts's SAVED_VIEWS).
import { useCallback } from 'react';
import { useWorkbench, useWorkbenchActions, useWorkbenchApi } from './provider';

/**
 * Like `useState`, keyed by `key` in the store: the value (or `initial`, until the first update)
 * and a setter taking a value or a function of the current one. `initial` should be a constant.
 */
export function usePanelView<T>(
  key: string,
  initial: T,
): readonly [T, (update: T | ((current: T) => T)) => void] {
  const stored = useWorkbench((s) => s.views[key]) as T | undefined;
  const { setView } = useWorkbenchActions();
  const api = useWorkbenchApi();
  const set = useCallback(
    (update: T | ((current: T) => T)) => {
      const current = (api.getState().views[key] as T | undefined) ?? initial;
      setView(key, typeof update === 'function' ? (update as (c: T) => T)(current) : update);
    },
    [api, key, initial, setView],
  );
  return [stored ?? initial, set] as const;
}
