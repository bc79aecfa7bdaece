// When autosave writes. Serialising a large workspace and writing it to storage takes longer than
// a frame, so an edit only asks for a save: asks made before the save runs fold into one, which
// writes the workspace as it is then. The app decides when that is (after the edit has painted)
// and writes at once when the page is hidden or left, so nothing typed is lost.

/** Arranges for `flush` to run later; returns a function that cancels it. */
export type SaveScheduler = (flush: () => void) => () => void;

/** Saves within the edit itself: for tests and for stores without a page around them. */
export const saveAtOnce: SaveScheduler = (flush) => {
  flush();
  return () => undefined;
};

export interface Autosave {
  /** Asks for a save; does nothing when one is already waiting. */
  readonly request: () => void;
  /** Runs the waiting save now, if there is one. */
  readonly flush: () => void;
}

/** Coalesces save requests: `save` runs once per `schedule`d flush, however many were asked for. */
export function createAutosave(save: () => void, schedule: SaveScheduler): Autosave {
  let pending = false;
  let cancel: (() => void) | undefined;
  const flush = () => {
    if (!pending) return;
    pending = false;
    cancel?.();
    cancel = undefined;
    save();
  };
  const request = () => {
    if (pending) return;
    pending = true;
    const cancelScheduled = schedule(flush);
    // A scheduler that ran the save at once has nothing left to cancel.
    if (pending) cancel = cancelScheduled;
  };
  return { request, flush };
}
