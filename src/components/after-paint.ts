// Runs a callback once the browser has drawn its next frame: after that frame's layout, so a
// geometry read or a focus() there finds the layout clean instead of forcing one on the spot.
// requestAnimationFrame alone runs before the frame's layout; the task posted from it runs after
// the frame.

/** Calls `callback` after the next frame is drawn; returns a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
