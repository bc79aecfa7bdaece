import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterEditScheduler,
  SAVE_DELAY_MS,
  SAVE_IDLE_TIMEOUT_MS,
  saveWhenHidden,
} from '../../src/app/save-timing';
import { createWorkbenchStore } from '../../src/store';
import { STORAGE_KEY } from '../../src/store/persistence';
import { FakeStorage } from '../store/fake-storage';

afterEach(() => {
  vi.useRealTimers();
});

/** Timers from vitest's fake clock, with or without requestIdleCallback. */
function timerWindow(idle: boolean) {
  const idleCalls: Array<{ run: () => void; timeout: number | undefined }> = [];
  const cancelled: number[] = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    requestIdleCallback: idle
      ? (run: () => void, options?: { timeout?: number }) =>
          idleCalls.push({ run, timeout: options?.timeout })
      : (undefined as unknown as Window['requestIdleCallback']),
    cancelIdleCallback: (id: number) => cancelled.push(id),
  } as unknown as Parameters<typeof afterEditScheduler>[0];
  return { win, idleCalls, cancelled };
}

const savedName = (storage: FakeStorage) => {
  const text = storage.getItem(STORAGE_KEY);
  return text === null
    ? undefined
    : (JSON.parse(text) as { workspace: { name: string } }).workspace.name;
};

describe('afterEditScheduler', () => {
  it('waits SAVE_DELAY_MS after the edit, then asks for an idle moment within the idle timeout', () => {
    vi.useFakeTimers();
    const { win, idleCalls } = timerWindow(true);
    let saves = 0;
    afterEditScheduler(win)(() => (saves += 1));
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(idleCalls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCalls).toHaveLength(1);
    expect(idleCalls[0]?.timeout).toBe(SAVE_IDLE_TIMEOUT_MS);
    expect(saves).toBe(0);
    idleCalls[0]?.run();
    expect(saves).toBe(1);
  });

  it('saves when the delay ends in a browser without requestIdleCallback', () => {
    vi.useFakeTimers();
    const { win } = timerWindow(false);
    let saves = 0;
    afterEditScheduler(win)(() => (saves += 1));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saves).toBe(1);
  });

  it('cancels both the delay and the idle request', () => {
    vi.useFakeTimers();
    const { win, idleCalls, cancelled } = timerWindow(true);
    let saves = 0;
    const schedule = afterEditScheduler(win);
    schedule(() => (saves += 1))();
    vi.advanceTimersByTime(SAVE_DELAY_MS * 4);
    expect(idleCalls).toHaveLength(0);
    const cancel = schedule(() => (saves += 1));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    cancel();
    expect(cancelled).toEqual([1]);
    expect(saves).toBe(0);
  });
});

describe('saveWhenHidden', () => {
  const deferredStore = () => {
    const storage = new FakeStorage();
    // A scheduler that never fires: only the page events can write.
    const store = createWorkbenchStore({ storage, saveScheduler: () => () => undefined });
    return { storage, store };
  };

  it('writes the waiting save when the page is left', () => {
    const { storage, store } = deferredStore();
    const stop = saveWhenHidden(store);
    store.getState().actions.setName('Typed, then the tab closed');
    expect(savedName(storage)).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(savedName(storage)).toBe('Typed, then the tab closed');
    stop();
  });

  it('writes the waiting save when the page is hidden, not when it is shown', () => {
    const { storage, store } = deferredStore();
    const stop = saveWhenHidden(store);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    store.getState().actions.setName('Switched tabs');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(savedName(storage)).toBeUndefined();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(savedName(storage)).toBe('Switched tabs');
    stop();
  });

  it('stops listening once unsubscribed', () => {
    const { storage, store } = deferredStore();
    saveWhenHidden(store)();
    store.getState().actions.setName('Not flushed');
    window.dispatchEvent(new Event('pagehide'));
    expect(savedName(storage)).toBeUndefined();
  });
});
