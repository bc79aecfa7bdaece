// A layout carried on from draw to draw (rows added at the end, heights measured as rows are
// drawn) is the layout worked out afresh from the same heights, worked by hand here.
import { describe, expect, it } from 'vitest';
import { RowLayoutCarrier, type LayoutRequest } from '../../src/components/row-layout-carrier';

const request = (count: number, measures: number, appendOnly = true): LayoutRequest => ({
  count,
  keyOf: String,
  estimate: () => 30,
  gap: 2,
  appendOnly,
  measures,
});

describe('a row layout carried on as a list grows', () => {
  it('adds the new rows after the old, and moves every row below one measured anew', () => {
    const carrier = new RowLayoutCarrier();
    expect(carrier.layout(request(3, 0)).tops).toEqual([0, 32, 64]);
    // Row 1 measures 50 where 30 was estimated: rows 2 and after move down by 20.
    expect(carrier.measure('1', 1, 50)).toBe(true);
    const grown = carrier.layout(request(5, 1));
    expect(grown.tops).toEqual([0, 32, 84, 116, 148]);
    expect(grown.sizes).toEqual([30, 50, 30, 30, 30]);
    expect(grown.height).toBe(178);
    // The same height again is no change.
    expect(carrier.measure('1', 1, 50.2)).toBe(false);
  });

  it('works a shorter list, or one that is not append-only, out afresh', () => {
    const carrier = new RowLayoutCarrier();
    carrier.layout(request(4, 0));
    expect(carrier.layout(request(2, 0)).tops).toEqual([0, 32]);
    carrier.measure('0', 0, 10);
    expect(carrier.layout({ ...request(3, 1, false), estimate: () => 20 }).tops).toEqual([
      0, 12, 34,
    ]);
  });

  it('works the layout out afresh when the first row is another one (a list scoped anew)', () => {
    const carrier = new RowLayoutCarrier();
    carrier.layout(request(3, 0));
    const moved = carrier.layout({
      ...request(3, 0),
      keyOf: (i) => String(i + 10),
      estimate: () => 40,
    });
    expect(moved.tops).toEqual([0, 42, 84]);
  });
});
