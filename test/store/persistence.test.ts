import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, defaultWorkspace, selectAutosavePaused } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import {
  MAX_SET_ASIDE_CHARS,
  RECOVERY_KEY,
  RECOVERY_LIST_KEY,
  STORAGE_KEY,
} from '../../src/store/persistence';
import { envelope } from '../../src/store/envelope';
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
    expect(reopened.getState().recoveries).toEqual([]);
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
  it('opens the default workspace on corrupt JSON, moves the text aside and keeps it for download', () => {
    const storage = storageWith('{"format": "delegation-workb');
    const store = createWorkbenchStore({ storage });
    const { workspace, recoveries } = store.getState();
    expect(workspace).toEqual(defaultWorkspace());
    expect(recoveries).toEqual([
      expect.objectContaining({
        code: 'NOT_JSON',
        place: 'set-aside',
        key: `${RECOVERY_KEY}:1`,
        raw: '{"format": "delegation-workb',
      }),
    ]);
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBe('{"format": "delegation-workb');
    expect(storage.getItem(RECOVERY_LIST_KEY)).toBe(`["${RECOVERY_KEY}:1"]`);
    // Moved, not copied: only once the copy reads back whole.
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('names the JSON path of a schema error', () => {
    const bad = JSON.parse(exportWorkspace(defaultWorkspace())) as {
      workspace: { cards: Array<{ platform: { tenants: unknown } }> };
    };
    bad.workspace.cards[0]!.platform.tenants = 'retail';
    const store = createWorkbenchStore({ storage: storageWith(saved(bad)) });
    const [recovery] = store.getState().recoveries;
    expect(recovery?.code).toBe('INVALID');
    expect(recovery?.reason).toContain('$.workspace.cards[0].platform.tenants');
    expect(recovery?.issues[0]?.path).toBe('$.workspace.cards[0].platform.tenants');
  });

  it('refuses data saved by a newer version rather than guessing', () => {
    const newer = { format: 'delegation-workbench', version: 99, workspace: {} };
    const store = createWorkbenchStore({ storage: storageWith(saved(newer)) });
    expect(store.getState().recoveries[0]).toMatchObject({ code: 'NEWER_VERSION' });
    expect(store.getState().recoveries[0]?.reason).toContain('format 99');
  });

  it('recognises data that is not a workbench save at all', () => {
    const store = createWorkbenchStore({ storage: storageWith('[1, 2, 3]') });
    expect(store.getState().recoveries[0]?.code).toBe('NOT_WORKBENCH');
  });

  it('keeps the unreadable data aside while new work autosaves, until it is discarded', () => {
    const storage = storageWith('not json');
    const store = createWorkbenchStore({ storage });
    store.getState().actions.setName('New work');
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBe('not json');

    const nextVisit = createWorkbenchStore({ storage });
    expect(nextVisit.getState().workspace.name).toBe('New work');
    expect(nextVisit.getState().recoveries.map((r) => r.raw)).toEqual(['not json']);

    nextVisit.getState().actions.dismissRecovery();
    expect(nextVisit.getState().recoveryDismissed).toBe(true);
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBe('not json');

    nextVisit.getState().actions.discardRecovery(`${RECOVERY_KEY}:1`);
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBeNull();
    expect(createWorkbenchStore({ storage }).getState().recoveries).toEqual([]);
  });
});

describe('two unreadable saves in a row', () => {
  it('keeps both, the oldest offered first, and discarding one leaves the other', () => {
    const storage = storageWith('first unreadable');
    createWorkbenchStore({ storage });
    storage.items.set(STORAGE_KEY, 'second unreadable');
    const store = createWorkbenchStore({ storage });
    expect(store.getState().recoveries.map((r) => [r.key, r.raw])).toEqual([
      [`${RECOVERY_KEY}:1`, 'first unreadable'],
      [`${RECOVERY_KEY}:2`, 'second unreadable'],
    ]);

    store.getState().actions.discardRecovery(`${RECOVERY_KEY}:1`);
    const later = createWorkbenchStore({ storage });
    expect(later.getState().recoveries.map((r) => r.raw)).toEqual(['second unreadable']);
  });

  it('keeps a value an earlier build set aside in its single slot, as the oldest', () => {
    const storage = storageWith('new unreadable');
    storage.items.set(RECOVERY_KEY, 'old unreadable');
    const store = createWorkbenchStore({ storage });
    expect(store.getState().recoveries.map((r) => [r.key, r.raw])).toEqual([
      [RECOVERY_KEY, 'old unreadable'],
      [`${RECOVERY_KEY}:1`, 'new unreadable'],
    ]);
    store.getState().actions.discardRecovery(RECOVERY_KEY);
    expect(storage.getItem(RECOVERY_KEY)).toBeNull();
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBe('new unreadable');
  });

  it('does not keep the same value twice when an earlier build copied it without moving it', () => {
    const storage = storageWith('same unreadable');
    storage.items.set(RECOVERY_KEY, 'same unreadable');
    const store = createWorkbenchStore({ storage });
    expect(store.getState().recoveries.map((r) => r.key)).toEqual([RECOVERY_KEY]);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('unreadable data that cannot be set aside', () => {
  /** A storage that refuses any write that would take it past `limit` characters in all. */
  class SmallStorage extends FakeStorage {
    constructor(private readonly limit: number) {
      super();
    }
    override setItem(key: string, value: string): void {
      const used = [...this.items].reduce(
        (sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length),
        0,
      );
      if (used + key.length + value.length > this.limit) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      super.setItem(key, value);
    }
  }

  it('holds it in place and pauses autosave when the copy exceeds the quota', () => {
    const raw = `{${'x'.repeat(600)}`;
    const storage = new SmallStorage(1000);
    storage.items.set(STORAGE_KEY, raw);
    const store = createWorkbenchStore({ storage });
    expect(store.getState().recoveries).toEqual([
      expect.objectContaining({
        place: 'in-place',
        key: STORAGE_KEY,
        heldBecause: 'browser storage has no room for a copy',
      }),
    ]);
    expect([...storage.items.keys()]).toEqual([STORAGE_KEY]);
    expect(selectAutosavePaused(store.getState())).toBe(true);

    // Edits do not overwrite the original, and it survives the next visit.
    store.getState().actions.setName('Edited while paused');
    expect(storage.getItem(STORAGE_KEY)).toBe(raw);
    const nextVisit = createWorkbenchStore({ storage });
    expect(nextVisit.getState().recoveries[0]).toMatchObject({ place: 'in-place', raw });
  });

  it('resumes saving, with the edits made meanwhile, once the user downloads it', () => {
    // Room for the original or a saved workspace, but not for the original and a copy of it.
    const workspaceSize = JSON.stringify(envelope(defaultWorkspace(), 'x'.repeat(24))).length;
    const raw = `{${'x'.repeat(workspaceSize + 200)}`;
    const storage = new SmallStorage(STORAGE_KEY.length + raw.length + 100);
    storage.items.set(STORAGE_KEY, raw);
    const store = createWorkbenchStore({ storage });
    expect(store.getState().recoveries[0]?.place).toBe('in-place');
    store.getState().actions.setName('Edited while paused');
    expect(storage.getItem(STORAGE_KEY)).toBe(raw);

    store.getState().actions.recoveryDownloaded(STORAGE_KEY);
    expect(store.getState().recoveries[0]?.place).toBe('downloaded');
    expect(selectAutosavePaused(store.getState())).toBe(false);
    expect(store.getState().saveError).toBeUndefined();
    expect(storage.getItem(STORAGE_KEY)).toContain('Edited while paused');
  });

  it('resumes saving once the user discards it', () => {
    const storage = new SmallStorage(1000);
    storage.items.set(STORAGE_KEY, `{${'x'.repeat(600)}`);
    const store = createWorkbenchStore({ storage });
    store.getState().actions.discardRecovery(STORAGE_KEY);
    expect(store.getState().recoveries).toEqual([]);
    expect(createWorkbenchStore({ storage }).getState().workspace).toEqual(defaultWorkspace());
  });

  it('holds in place a value larger than the set-aside cap, saying so', () => {
    const raw = `{${'x'.repeat(MAX_SET_ASIDE_CHARS)}`;
    const store = createWorkbenchStore({ storage: storageWith(raw) });
    expect(store.getState().recoveries[0]?.place).toBe('in-place');
    expect(store.getState().recoveries[0]?.heldBecause).toBe(
      'it and the data already set aside come to 2.0 MB, more than the 2.0 MB the workbench keeps aside',
    );
  });
});
