// A panel's view state (the matrix's filters, page and chosen cell, say) kept in the store rather
// than in the panel, so moving to another panel and back finds it as it was left. It lives only as
// long as the page: never saved with the workspace, never in a share link, never an undo step.
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
