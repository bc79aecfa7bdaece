import { describe, expect, it } from 'vitest';
import { createWorkbenchStore } from '../../src/store';
import { createAutosave, saveAtOnce, type SaveScheduler } from '../../src/store/autosave';
import { STORAGE_KEY } from '../../src/store/persistence';
import { FakeStorage } from './fake-storage';

/** A scheduler the test runs by hand: `run()` fires every flush scheduled and not cancelled. */
function manualScheduler() {
  const waiting = new Set<() => void>();
  const schedule: SaveScheduler = (flush) => {
    waiting.add(flush);
    return () => waiting.delete(flush);
  };
  return {
    schedule,
    waiting: () => waiting.size,
    run() {
      const flushes = [...waiting];
      waiting.clear();
      for (const flush of flushes) flush();
    },
  };
}

const savedName = (storage: FakeStorage) => {
  const text = storage.getItem(STORAGE_KEY);
  return text === null
    ? undefined
    : (JSON.parse(text) as { workspace: { name: string } }).workspace.name;
};

describe('createAutosave', () => {
  it('folds every request made before the scheduled save into one save', () => {
    const scheduler = manualScheduler();
    let saves = 0;
    const autosave = createAutosave(() => (saves += 1), scheduler.schedule);
    autosave.request();
    autosave.request();
    autosave.request();
    expect(saves).toBe(0);
    expect(scheduler.waiting()).toBe(1);
    scheduler.run();
    expect(saves).toBe(1);
    autosave.request();
    scheduler.run();
    expect(saves).toBe(2);
  });

  it('saves a waiting request at once on flush and cancels the scheduled save', () => {
    const scheduler = manualScheduler();
    let saves = 0;
    const autosave = createAutosave(() => (saves += 1), scheduler.schedule);
    autosave.request();
    autosave.flush();
    expect(saves).toBe(1);
    expect(scheduler.waiting()).toBe(0);
    autosave.flush();
    expect(saves).toBe(1);
  });

  it('does nothing on flush when no save was asked for', () => {
    let saves = 0;
    createAutosave(() => (saves += 1), manualScheduler().schedule).flush();
    expect(saves).toBe(0);
  });

  it('saves within the request when the scheduler runs it at once', () => {
    let saves = 0;
    const autosave = createAutosave(() => (saves += 1), saveAtOnce);
    autosave.request();
    autosave.request();
    expect(saves).toBe(2);
  });
});

describe('the store with a deferred autosave', () => {
  it('leaves storage alone during an edit and writes the latest workspace once, later', () => {
    const storage = new FakeStorage();
    const scheduler = manualScheduler();
    let writes = 0;
    const counting = {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string, value: string) => {
        writes += 1;
        storage.setItem(key, value);
      },
      removeItem: (key: string) => storage.removeItem(key),
    };
    const store = createWorkbenchStore({ storage: counting, saveScheduler: scheduler.schedule });
    store.getState().actions.setName('First');
    store.getState().actions.setName('Second');
    expect(writes).toBe(0);
    expect(savedName(storage)).toBeUndefined();
    scheduler.run();
    expect(writes).toBe(1);
    expect(savedName(storage)).toBe('Second');
  });

  it('writes a waiting save at once on flushSave, so a closing page loses nothing', () => {
    const storage = new FakeStorage();
    const scheduler = manualScheduler();
    const store = createWorkbenchStore({ storage, saveScheduler: scheduler.schedule });
    store.getState().actions.setName('Typed just before closing');
    store.getState().actions.flushSave();
    expect(savedName(storage)).toBe('Typed just before closing');
    expect(scheduler.waiting()).toBe(0);
    expect(createWorkbenchStore({ storage }).getState().workspace.name).toBe(
      'Typed just before closing',
    );
  });

  it('reports a full storage when the deferred save runs', () => {
    const storage = new FakeStorage();
    const scheduler = manualScheduler();
    const store = createWorkbenchStore({ storage, saveScheduler: scheduler.schedule });
    storage.full = true;
    store.getState().actions.setName('Big');
    expect(store.getState().saveError).toBeUndefined();
    scheduler.run();
    expect(store.getState().saveError?.code).toBe('QUOTA_EXCEEDED');
  });

  it('saves an undo as it saves an edit', () => {
    const storage = new FakeStorage();
    const scheduler = manualScheduler();
    const store = createWorkbenchStore({ storage, saveScheduler: scheduler.schedule });
    const before = store.getState().workspace.name;
    store.getState().actions.setName('Renamed');
    scheduler.run();
    store.getState().actions.undo();
    scheduler.run();
    expect(savedName(storage)).toBe(before);
  });
});
