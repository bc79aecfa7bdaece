import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, defaultWorkspace, exportWorkspace } from '../../src/store';
import { RECOVERY_KEY, STORAGE_KEY } from '../../src/store/persistence';
import { FakeStorage } from './fake-storage';

const saved = (value: unknown) => JSON.stringify(value);

function storageWith(text: string) {
  const storage = new FakeStorage();
  storage.items.set(STORAGE_KEY, text);
  return storage;
}

describe('autosave', () => {
  it('saves every change in a versioned envelope and reopens it', () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage, now: () => '2026-01-02T03:04:05.000Z' });
    store.getState().actions.setName('Saved work');
    const envelope = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown>;
    expect(envelope).toMatchObject({
      format: 'delegation-workbench',
      version: 1,
      savedAt: '2026-01-02T03:04:05.000Z',
    });
    const reopened = createWorkbenchStore({ storage });
    expect(reopened.getState().workspace.name).toBe('Saved work');
    expect(reopened.getState().recovery).toBeUndefined();
  });

  it('reports a full storage instead of ignoring it, and clears the report once a save works', () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage });
    storage.full = true;
    store.getState().actions.setName('Big');
    expect(store.getState().saveError).toEqual({
      code: 'QUOTA_EXCEEDED',
      message:
        'Browser storage is full: changes are not being saved. Export the workspace to keep it.',
    });
    storage.full = false;
    store.getState().actions.setName('Smaller');
    expect(store.getState().saveError).toBeUndefined();
  });

  it('reports storage that refuses for other reasons as unavailable', () => {
    const store = createWorkbenchStore({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('denied');
        },
        removeItem: () => {},
      },
    });
    store.getState().actions.setName('x');
    expect(store.getState().saveError?.code).toBe('STORAGE_UNAVAILABLE');
  });
});

describe('storage the browser blocks', () => {
  it('says at once that changes are not being saved', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createWorkbenchStore({
      storage: { getItem: refuse, setItem: refuse, removeItem: refuse },
    });
    expect(store.getState().workspace).toEqual(defaultWorkspace());
    expect(store.getState().saveError?.code).toBe('STORAGE_UNAVAILABLE');
  });
});

describe('opening saved data that cannot be read', () => {
  it('opens the default workspace on corrupt JSON and keeps the text for download', () => {
    const storage = storageWith('{"format": "delegation-workb');
    const store = createWorkbenchStore({ storage });
    const { workspace, recovery } = store.getState();
    expect(workspace).toEqual(defaultWorkspace());
    expect(recovery).toMatchObject({ code: 'NOT_JSON', raw: '{"format": "delegation-workb' });
    expect(storage.getItem(RECOVERY_KEY)).toBe('{"format": "delegation-workb');
  });

  it('names the JSON path of a schema error', () => {
    const bad = JSON.parse(exportWorkspace(defaultWorkspace())) as {
      workspace: { cards: Array<{ platform: { tenants: unknown } }> };
    };
    bad.workspace.cards[0]!.platform.tenants = 'retail';
    const store = createWorkbenchStore({ storage: storageWith(saved(bad)) });
    const recovery = store.getState().recovery;
    expect(recovery?.code).toBe('INVALID');
    expect(recovery?.reason).toContain('$.workspace.cards[0].platform.tenants');
    expect(recovery?.issues[0]?.path).toBe('$.workspace.cards[0].platform.tenants');
  });

  it('refuses data saved by a newer version rather than guessing', () => {
    const newer = { format: 'delegation-workbench', version: 99, workspace: {} };
    const store = createWorkbenchStore({ storage: storageWith(saved(newer)) });
    expect(store.getState().recovery).toMatchObject({ code: 'NEWER_VERSION' });
    expect(store.getState().recovery?.reason).toContain('format 99');
  });

  it('recognises data that is not a workbench save at all', () => {
    const store = createWorkbenchStore({ storage: storageWith('[1, 2, 3]') });
    expect(store.getState().recovery?.code).toBe('NOT_WORKBENCH');
  });

  it('keeps the unreadable data aside while new work autosaves, until it is discarded', () => {
    const storage = storageWith('not json');
    const store = createWorkbenchStore({ storage });
    store.getState().actions.setName('New work');
    expect(storage.getItem(RECOVERY_KEY)).toBe('not json');

    const nextVisit = createWorkbenchStore({ storage });
    expect(nextVisit.getState().workspace.name).toBe('New work');
    expect(nextVisit.getState().recovery?.raw).toBe('not json');

    nextVisit.getState().actions.dismissRecovery();
    expect(nextVisit.getState().recovery).toBeUndefined();
    expect(storage.getItem(RECOVERY_KEY)).toBe('not json');

    nextVisit.getState().actions.discardRecovery();
    expect(storage.getItem(RECOVERY_KEY)).toBeNull();
    expect(createWorkbenchStore({ storage }).getState().recovery).toBeUndefined();
  });
});
