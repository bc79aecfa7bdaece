// Work for the page's idle time: after the frames and the tasks already queued, so it never holds
// back a frame the user is waiting for.

/** Runs `work` when the page is next idle; returns a cancel. */
export type WhenIdle = (work: () => void) => () => void;

/** requestIdleCallback where the browser has it, otherwise a short timeout. */
export const whenIdle: WhenIdle = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
};
