// How many agent columns fit across the panel: measured from the matrix's box, so paging starts
// only past what the screen holds (38 agents at 1440 px), and never fewer than a wide screen's
// worth: a narrow screen scrolls sideways under sticky headers rather than paging six at a time.
import { useEffect, useState, type RefObject } from 'react';

/** A column's width (a 22 px cell and its padding) and the row headers' room, from matrix.css. */
const COLUMN_PX = 24;
const ROW_HEADER_PX = 210;
/** What fits at 1440 px beside the navigation: the fewest columns a page holds. */
export const MIN_FIT_COLUMNS = 40;

/** The columns that fit a box `width` px wide, at least MIN_FIT_COLUMNS. */
export const fitColumns = (width: number): number =>
  Math.max(MIN_FIT_COLUMNS, Math.floor((width - ROW_HEADER_PX) / COLUMN_PX));

/** The columns that fit the element, followed as it resizes. */
export function useFitColumns(box: RefObject<HTMLElement | null>): number {
  const [fit, setFit] = useState(MIN_FIT_COLUMNS);
  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    // A ResizeObserver reports the first size too, in the frame's layout step.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setFit(fitColumns(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return fit;
}
