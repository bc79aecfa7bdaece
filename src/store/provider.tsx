// React access to the store: a provider that owns one store, and hooks that read it. Reading the
// store outside the provider is a programming error and says so.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WorkbenchActions, WorkbenchState } from './slices/types';
import { createWorkbenchStore, type WorkbenchOptions, type WorkbenchStore } from './store';

const WorkbenchContext = createContext<WorkbenchStore | null>(null);

type ProviderProps = { readonly children: ReactNode } & (
  | { readonly store: WorkbenchStore; readonly options?: never }
  | { readonly store?: never; readonly options?: WorkbenchOptions }
);

/** Provides `store`, or a store created once from `options`. */
export function WorkbenchProvider({ store, options, children }: ProviderProps) {
  const [owned] = useState(() => store ?? createWorkbenchStore(options));
  return <WorkbenchContext.Provider value={store ?? owned}>{children}</WorkbenchContext.Provider>;
}

/** The raw store, for effects and event handlers that read state without subscribing. */
export function useWorkbenchApi(): WorkbenchStore {
  const store = useContext(WorkbenchContext);
  if (store === null) {
    throw new Error(
      'useWorkbench must be used inside <WorkbenchProvider>: wrap the app (or the test) in it',
    );
  }
  return store;
}

/** The slice of state `selector` picks; re-renders only when it changes (use useShallow for objects). */
export function useWorkbench<T>(selector: (state: WorkbenchState) => T): T {
  return useStore(useWorkbenchApi(), selector);
}

const selectActions = (state: WorkbenchState) => state.actions;

/** Every action; the object is created once, so selecting it never re-renders. */
export const useWorkbenchActions = (): WorkbenchActions => useWorkbench(selectActions);
