// When the browser app autosaves. Writing a large workspace takes longer than a frame, so an edit
// only asks for a save; the save is written once the edit has painted and the page is idle, and at
// once when the page is hidden or left (switching tabs, closing, reloading), so nothing is lost.
import type { SaveScheduler } from '../store/autosave';
import type { WorkbenchStore } from '../store';

/** How long after an edit the save waits, so a run of typing is written once. */
export const SAVE_DELAY_MS = 500;
/** The longest an idle page makes the save wait after SAVE_DELAY_MS. */
export const SAVE_IDLE_TIMEOUT_MS = 1500;

type TimerWindow = Pick<
  Window,
  'setTimeout' | 'clearTimeout' | 'requestIdleCallback' | 'cancelIdleCallback'
>;

/** Writes a requested save SAVE_DELAY_MS later, in the next idle moment. */
export function afterEditScheduler(win: TimerWindow = window): SaveScheduler {
  return (flush) => {
    let idle: number | undefined;
    const timer = win.setTimeout(() => {
      if (typeof win.requestIdleCallback !== 'function') flush();
      else idle = win.requestIdleCallback(flush, { timeout: SAVE_IDLE_TIMEOUT_MS });
    }, SAVE_DELAY_MS);
    return () => {
      win.clearTimeout(timer);
      if (idle !== undefined) win.cancelIdleCallback(idle);
    };
  };
}

/** Writes any waiting save as soon as the page is hidden or left; returns the unsubscribe. */
export function saveWhenHidden(store: WorkbenchStore, doc: Document = document): () => void {
  const win = doc.defaultView;
  const flush = () => store.getState().actions.flushSave();
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  win?.addEventListener('pagehide', flush);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win?.removeEventListener('pagehide', flush);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
