// The browser benchmark opens the app with `?bench` in the URL. Only then does the page time each
// edit to the frame that shows it and offer the store to the benchmark's scripts; otherwise
// nothing here runs.
import type { WorkbenchStore } from '../store';

/** The mark the benchmark sets just before it calls a store action. */
export const EDIT_START_MARK = 'edit:start';
/** From EDIT_START_MARK to the layout effect after React committed the edit. */
export const EDIT_RENDER_MEASURE = 'edit:render';
/** From EDIT_START_MARK to the next animation frame after that commit. */
export const EDIT_FRAME_MEASURE = 'edit:frame';

export const BENCH_MODE =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('bench');

/** Hands `store` to the benchmark's scripts, in bench mode only. */
export function exposeForBench(store: WorkbenchStore): void {
  if (BENCH_MODE) Object.assign(window, { workbenchStore: store });
}
