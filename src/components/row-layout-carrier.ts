// A windowed list's row layout carried from one draw to the next. A live run's lists grow at every
// frame of a stream: working out every row's size and place again at each draw costs a walk over
// all of them, where carrying the last layout on costs only the rows added (and those from the
// lowest row measured anew). Measured with a CPU profile of the 200,000-event stream stopped at
// 10,000 (`LIVE_STREAMS_PROFILE=DIR npx playwright test test/e2e/live-streams.spec.ts -g 200,000`
// on an unminified build): the event log's and the transcript's layouts took about 190 ms of the
// run's main thread worked out afresh at each draw (up to 3 ms a draw), 9 ms carried on.
import type { RowLayout } from './row-window';

interface Carried extends RowLayout {
  readonly tops: number[];
  readonly sizes: number[];
  readonly firstKey: string | undefined;
}

export interface LayoutRequest {
  readonly count: number;
  readonly keyOf: (index: number) => string;
  readonly estimate: (index: number) => number;
  readonly gap: number;
  /** Rows only join at the end, each keeping its key and estimate: the layout may be carried on. */
  readonly appendOnly: boolean;
  /** Changes with every height measured anew (the draw it brings works them in). */
  readonly measures: number;
}

export class RowLayoutCarrier {
  private readonly measured = new Map<string, number>();
  private carried: Carried | undefined;
  /** The lowest row measured anew since the layout was last worked out. */
  private remeasured = Number.POSITIVE_INFINITY;

  /** Notes the height a drawn row measured; true when it differs from what was known. */
  measure(key: string, index: number, height: number): boolean {
    if (Math.abs((this.measured.get(key) ?? -1) - height) <= 0.5) return false;
    this.measured.set(key, height);
    this.remeasured = Math.min(this.remeasured, index);
    return true;
  }

  /** Where each of `count` rows sits: measured heights where known, estimates elsewhere. */
  layout(now: LayoutRequest): RowLayout {
    const { count, keyOf, estimate, gap } = now;
    const firstKey = count === 0 ? undefined : keyOf(0);
    const before = this.carried;
    const carry =
      now.appendOnly &&
      before !== undefined &&
      before.gap === gap &&
      before.firstKey === firstKey &&
      before.tops.length <= count;
    const from = carry ? Math.min(before.tops.length, this.remeasured) : 0;
    this.remeasured = Number.POSITIVE_INFINITY;
    const sizes = carry ? before.sizes : [];
    const tops = carry ? before.tops : [];
    sizes.length = from;
    tops.length = from;
    let at = from === 0 ? 0 : (tops[from - 1] ?? 0) + (sizes[from - 1] ?? 0) + gap;
    for (let i = from; i < count; i += 1) {
      const size = this.measured.get(keyOf(i)) ?? estimate(i);
      sizes.push(size);
      tops.push(at);
      at += size + gap;
    }
    const layout: Carried = {
      tops,
      sizes,
      gap,
      height: count === 0 ? 0 : at - gap,
      firstKey,
    };
    this.carried = layout;
    return layout;
  }
}
