// The arithmetic of a windowed list, apart from the DOM: where each row sits given the heights
// known (measured or estimated) and the gap between rows, which rows a view of the list needs,
// and the spacers that stand in for the rows left out, so the list keeps its full height.

/** Where each row starts, in pixels from the top of the list, and the list's whole height. */
export interface RowLayout {
  readonly tops: readonly number[];
  readonly sizes: readonly number[];
  readonly gap: number;
  readonly height: number;
}

/** Rows stacked with `gap` pixels between neighbours (none before the first or after the last). */
export function rowLayout(sizes: readonly number[], gap: number): RowLayout {
  const tops: number[] = [];
  let at = 0;
  for (const size of sizes) {
    tops.push(at);
    at += size + gap;
  }
  return { tops, sizes, gap, height: sizes.length === 0 ? 0 : at - gap };
}

/** The first row whose bottom edge lies below `y` (the row count when none does). */
function firstEndingBelow(layout: RowLayout, y: number): number {
  let low = 0;
  let high = layout.tops.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((layout.tops[mid] ?? 0) + (layout.sizes[mid] ?? 0) > y) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The first row that starts at or below `y` (the row count when none does). */
function firstStartingFrom(layout: RowLayout, y: number): number {
  let low = 0;
  let high = layout.tops.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((layout.tops[mid] ?? 0) >= y) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The rows `[first, end)` that any part of `top`…`bottom` (list coordinates) touches, widened by
 * `overscan` pixels each way so a row is drawn before it scrolls in.
 */
export function rowsInView(
  layout: RowLayout,
  top: number,
  bottom: number,
  overscan: number,
): { readonly first: number; readonly end: number } {
  const first = firstEndingBelow(layout, top - overscan);
  const end = Math.max(first, firstStartingFrom(layout, bottom + overscan));
  return { first, end };
}

/** A row to draw, or a spacer as tall as the rows it stands for. */
export type Slot =
  | { readonly kind: 'row'; readonly index: number }
  | { readonly kind: 'spacer'; readonly before: number; readonly height: number };

/**
 * The rows `[first, end)` plus the `kept` ones (a focused or selected row far from the view), in
 * order, with a spacer wherever rows are left out. The list lays its children out with the same
 * gap, so a spacer is as tall as the rows it stands for with the gaps between them; the gaps on
 * either side of it are those that were on either side of them.
 */
export function slots(
  layout: RowLayout,
  range: { readonly first: number; readonly end: number },
  kept: readonly number[],
): Slot[] {
  const count = layout.tops.length;
  const drawn = new Set<number>();
  for (let i = range.first; i < Math.min(range.end, count); i += 1) drawn.add(i);
  for (const i of kept) if (Number.isInteger(i) && i >= 0 && i < count) drawn.add(i);
  const order = [...drawn].sort((a, b) => a - b);
  const out: Slot[] = [];
  let nextTop = 0;
  let next = 0;
  for (const index of order) {
    if (index > next) {
      const height = (layout.tops[index] ?? 0) - nextTop - layout.gap;
      out.push({ kind: 'spacer', before: index, height });
    }
    out.push({ kind: 'row', index });
    nextTop = (layout.tops[index] ?? 0) + (layout.sizes[index] ?? 0) + layout.gap;
    next = index + 1;
  }
  if (next < count) {
    out.push({ kind: 'spacer', before: count, height: layout.height - nextTop });
  }
  return out;
}
