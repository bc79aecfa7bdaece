import { describe, expect, it } from 'vitest';
import { createWorkbenchStore } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { GRAPH_FOCUS_VIEW, STORAGE_KEY } from '../../src/store/persistence';
import { FakeStorage } from './fake-storage';

const savedEnvelope = (storage: FakeStorage) =>
  JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe("the panels' saved view state", () => {
  it("keeps the graph's focus through a reload, and only the keys meant to be saved", () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage });
    store.getState().actions.setView(GRAPH_FOCUS_VIEW, 'path:p-payments');
    store.getState().actions.setView('matrix', { page: 3 });
    expect(savedEnvelope(storage).views).toEqual({ [GRAPH_FOCUS_VIEW]: 'path:p-payments' });
    const reloaded = createWorkbenchStore({ storage });
    expect(reloaded.getState().views[GRAPH_FOCUS_VIEW]).toBe('path:p-payments');
    expect(reloaded.getState().views.matrix).toBeUndefined();
  });

  it('saves a change of focus alone, with no edit to the workspace and no undo step', () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    store.getState().actions.setView(GRAPH_FOCUS_VIEW, 'caller:payments-desk');
    expect(savedEnvelope(storage).views).toEqual({ [GRAPH_FOCUS_VIEW]: 'caller:payments-desk' });
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('reads saved view state as untrusted: a wrong type or an unknown key is left out', () => {
    const storage = new FakeStorage();
    const doc = JSON.parse(exportWorkspace(createWorkbenchStore().getState().workspace)) as Record<
      string,
      unknown
    >;
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...doc, views: { [GRAPH_FOCUS_VIEW]: 42 } }));
    const wrong = createWorkbenchStore({ storage }).getState();
    expect(wrong.views[GRAPH_FOCUS_VIEW]).toBeUndefined();
    expect(wrong.recoveries).toEqual([]);
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify(doc).replace(
        /}$/,
        `,"views":{"__proto__":{"polluted":"yes"},"${GRAPH_FOCUS_VIEW}":"path:x"}}`,
      ),
    );
    const store = createWorkbenchStore({ storage });
    expect(store.getState().views[GRAPH_FOCUS_VIEW]).toBe('path:x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(store.getState().views)).toEqual([GRAPH_FOCUS_VIEW]);
  });

  it('is never exported with the workspace', () => {
    const store = createWorkbenchStore({ storage: new FakeStorage() });
    store.getState().actions.setView(GRAPH_FOCUS_VIEW, 'path:p-payments');
    expect(exportWorkspace(store.getState().workspace)).not.toContain('p-payments');
  });
});
