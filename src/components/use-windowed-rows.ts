// Draws only the rows of a long list that are near the view. Below `from` rows (and while the
// page prints) every row is drawn as before. Above it, rows out of view become spacers of their
// height (measured once drawn, estimated before), a focused row stays drawn while it has focus,
// the list is one Tab stop whose arrow, Home and End keys move between rows, and each row says
// where it sits in the whole list (aria-posinset / aria-setsize).
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from './after-paint';
import { RowLayoutCarrier } from './row-layout-carrier';
import { rowsInView, slots, type Slot } from './row-window';

/** Lists this long or shorter draw every row. */
const WINDOW_FROM = 100;
/**
 * Rows are drawn this far (in pixels) above and below the view, and drawn again once less than
 * half of it is left on the side the view moves to. Each draw renders and lays out the rows it
 * brings in within one frame. The bench's steady scroll of the 1,000-card Discovery (100 callers
 * × 1,000 agents), per-frame main-thread CPU from a trace at load 8–16: at 1,500 px, drawing
 * 1,200 px of rows at a time, those frames took up to 26–36 ms; at 900 px with the draw at
 * transition priority, 15–22 ms, for about a fifth more main-thread time in all.
 */
const OVERSCAN = 900;

export interface WindowedRowsOptions {
  readonly count: number;
  /** A stable key per row: a measured height follows its row. */
  readonly keyOf: (index: number) => string;
  /** The height a row is taken to have before it has been drawn. */
  readonly estimate: (index: number) => number;
  /** A row to keep drawn, e.g. the selected one; it is scrolled into view when it changes. */
  readonly keep?: number | undefined;
  readonly from?: number;
  /** Pixels drawn past the view each way (OVERSCAN unless given). */
  readonly overscan?: number;
  /**
   * True when rows only ever join at the end and a row's key and estimate never change (a live
   * run's frames): the layout is then carried on from the last draw, not worked out again.
   */
  readonly appendOnly?: boolean;
  /**
   * True to bring the kept row into view inside the list's own scroll box only, never by
   * scrolling the page: a live run moves its cursor at every frame, under the reader's hand.
   */
  readonly keepInOwnBox?: boolean;
}

export interface WindowedRows {
  /** Whether rows out of view are left out. */
  readonly windowed: boolean;
  /** What to draw, in order. */
  readonly slots: readonly Slot[];
  /** Spread on the list element (ul / ol). */
  readonly listProps: {
    readonly ref: (element: HTMLElement | null) => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
    readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on a row element (li). */
  readonly rowProps: (index: number) => RowProps;
  /** The row that is the list's one Tab stop when windowed. */
  readonly tabStop: number | undefined;
  /** A row's tabIndex when the row itself takes focus: 0 for the Tab stop, -1 for the others. */
  readonly tabIndexOf: (index: number) => 0 | -1 | undefined;
}

export interface RowProps {
  readonly ref?: (row: HTMLElement | null) => (() => void) | undefined;
  readonly 'data-row-index': number;
  readonly 'aria-posinset'?: number;
  readonly 'aria-setsize'?: number;
}

/**
 * For `memo` on a row component: the same props, comparing `row` by what it holds, so a row
 * already drawn is not drawn again when the list scrolls.
 */
export function sameRow<P extends { readonly row: RowProps }>(before: P, after: P): boolean {
  const keys = Object.keys(before) as (keyof P)[];
  if (keys.length !== Object.keys(after).length) return false;
  const a = before.row;
  const b = after.row;
  return (
    keys.every((key) => key === 'row' || Object.is(before[key], after[key])) &&
    a.ref === b.ref &&
    a['data-row-index'] === b['data-row-index'] &&
    a['aria-posinset'] === b['aria-posinset'] &&
    a['aria-setsize'] === b['aria-setsize']
  );
}

const ROW_SELECTOR = '[data-row-index]';
/** Inside a row, the element that takes focus; the row itself when it has none. */
const FOCUS_SELECTOR = '[data-row-focus]';

const indexOf = (element: Element | null): number | undefined => {
  const row = element?.closest<HTMLElement>(ROW_SELECTOR);
  const value = row?.dataset.rowIndex;
  return value === undefined ? undefined : Number(value);
};

/** Every ancestor that scrolls its content: each clips what the list can show. */
function scrollAncestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = element.parentElement; at !== null; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if (overflowY === 'auto' || overflowY === 'scroll') found.push(at);
  }
  return found;
}

/** Scrolls `box` (and nothing around it) as little as brings `row` into its view. */
export function scrollIntoBox(row: HTMLElement, box: HTMLElement): void {
  const at = row.getBoundingClientRect();
  const seen = box.getBoundingClientRect();
  if (at.top < seen.top) box.scrollTop += at.top - seen.top;
  else if (at.bottom > seen.bottom) box.scrollTop += at.bottom - seen.bottom;
}

/** The part of the list on screen, in the list's own coordinates. */
function viewOf(list: HTMLElement, clips: readonly HTMLElement[]) {
  let top = 0;
  let bottom = window.innerHeight;
  for (const clip of clips) {
    const box = clip.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  const at = list.getBoundingClientRect().top;
  return { top: top - at, bottom: Math.max(top, bottom) - at };
}

export function useWindowedRows({
  count,
  keyOf,
  estimate,
  keep,
  from = WINDOW_FROM,
  overscan = OVERSCAN,
  appendOnly = false,
  keepInOwnBox = false,
}: WindowedRowsOptions): WindowedRows {
  const [printing, setPrinting] = useState(false);
  const windowed = count > from && !printing;
  const [list, setList] = useState<HTMLElement | null>(null);
  // Measured heights and the layout last worked out from them; `measures` counts the changes.
  const [carrier] = useState(() => new RowLayoutCarrier());
  const [measures, setMeasures] = useState(0);
  // No window while the build draws the first view: its lists are too short to window.
  const [view, setView] = useState(() => ({
    top: 0,
    bottom: typeof window === 'undefined' ? 0 : window.innerHeight,
    gap: 0,
  }));
  const [focused, setFocused] = useState<number>();
  const [lastFocused, setLastFocused] = useState<number>();
  const [target, setTarget] = useState<{ index: number }>();

  const layout = carrier.layout({ count, keyOf, estimate, gap: view.gap, appendOnly, measures });
  const range = windowed
    ? rowsInView(layout, view.top, view.bottom, overscan)
    : { first: 0, end: count };
  const kept = [focused, target?.index, keep].filter((i): i is number => i !== undefined);
  const shown = slots(layout, range, windowed ? kept : []);

  // The scroll and resize handlers judge against what was last drawn, without a render.
  const latest = useRef({ layout, range, keyOf, gap: view.gap });
  useLayoutEffect(() => {
    latest.current = { layout, range, keyOf, gap: view.gap };
  });

  // Follow the view: any scroll in the page (captured at the window) or a resize. The view is read
  // after the next frame is drawn, never in the scroll handler: a draw commits between frames, and
  // a geometry read then would lay it out on the spot. The draw itself renders at transition
  // priority, in slices between frames, except in a list that grows at every frame of a live run,
  // whose own updates would keep interrupting it.
  useEffect(() => {
    if (!windowed || list === null) return;
    const clips = scrollAncestors(list);
    const follow = () => {
      cancel = undefined;
      const next = {
        ...viewOf(list, clips),
        gap: Number.parseFloat(getComputedStyle(list).rowGap) || 0,
      };
      const now = latest.current;
      const needed = rowsInView(now.layout, next.top, next.bottom, overscan / 2);
      const covered = needed.first >= now.range.first && needed.end <= now.range.end;
      if (covered && next.gap === now.gap) return;
      if (appendOnly) setView(next);
      else startTransition(() => setView(next));
    };
    let cancel: (() => void) | undefined = afterNextPaint(follow);
    const schedule = () => {
      cancel ??= afterNextPaint(follow);
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, list, overscan, appendOnly]);

  // Measure each drawn row when it appears and whenever its height changes (a reflow, an edit).
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          setMeasures((before) => {
            let changed = false;
            for (const { target: row, borderBoxSize } of entries) {
              const height = borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;
              const index = Number((row as HTMLElement).dataset.rowIndex);
              if (!Number.isInteger(index) || height <= 0) continue;
              if (carrier.measure(latest.current.keyOf(index), index, height)) changed = true;
            }
            return changed ? before + 1 : before;
          });
        }),
  );
  const rowRef = useCallback(
    (row: HTMLElement | null) => {
      if (row === null || observer === undefined) return;
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [observer],
  );

  // A printed page holds every row.
  useEffect(() => {
    const media = window.matchMedia('print');
    const set = (on: boolean) => () => flushSync(() => setPrinting(on));
    const before = set(true);
    const after = set(false);
    const change = (event: MediaQueryListEvent) => flushSync(() => setPrinting(event.matches));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media.removeEventListener('change', change);
    };
  }, []);

  // A row moved to by key: focus it once drawn, and bring it into view.
  useLayoutEffect(() => {
    if (target === undefined || list === null) return;
    const row = list.querySelector<HTMLElement>(`:scope > [data-row-index="${target.index}"]`);
    if (row === null) return;
    (row.querySelector<HTMLElement>(FOCUS_SELECTOR) ?? row).focus({ preventScroll: true });
    row.scrollIntoView?.({ block: 'nearest' });
  }, [target, list]);

  // The kept row (the selection) is brought into view when it changes.
  useLayoutEffect(() => {
    if (!windowed || keep === undefined || list === null) return;
    const row = list.querySelector<HTMLElement>(`:scope > [data-row-index="${keep}"]`);
    const box = keepInOwnBox ? scrollAncestors(list)[0] : undefined;
    if (row === null || box === undefined) {
      row?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    scrollIntoBox(row, box);
  }, [windowed, keep, list, keepInOwnBox]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = event.target as HTMLElement;
      const index = indexOf(element);
      if (index === undefined) return;
      const row = element.closest(ROW_SELECTOR);
      if (element !== row && !element.matches(FOCUS_SELECTOR)) return;
      const to =
        event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'ArrowUp'
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? count - 1
                : undefined;
      if (to === undefined || to < 0 || to >= count) return;
      event.preventDefault();
      setTarget({ index: to });
    },
    [count],
  );
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = indexOf(event.target);
    setFocused(index);
    if (index !== undefined) setLastFocused(index);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
  }, []);

  const drawn = (i: number | undefined) =>
    i !== undefined && shown.some((s) => s.kind === 'row' && s.index === i);
  const tabStop = !windowed
    ? undefined
    : drawn(lastFocused)
      ? lastFocused
      : drawn(keep)
        ? keep
        : range.end > range.first
          ? range.first
          : undefined;

  return {
    windowed,
    slots: shown,
    listProps: { ref: setList, onKeyDown, onFocus, onBlur },
    rowProps: (index) =>
      windowed
        ? {
            ref: rowRef,
            'data-row-index': index,
            'aria-posinset': index + 1,
            'aria-setsize': count,
          }
        : { 'data-row-index': index },
    tabStop,
    tabIndexOf: (index) => (tabStop === undefined ? undefined : tabStop === index ? 0 : -1),
  };
}
