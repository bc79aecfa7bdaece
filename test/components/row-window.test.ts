import { describe, expect, it } from 'vitest';
import { rowLayout, rowsInView, slots } from '../../src/components/row-window';

// Five rows of 40, 60, 50, 80 and 30 px with 10 px between them. Worked by hand:
//   row:    0       1         2          3          4
//   top:    0       50        120        180        270
//   bottom: 40      110       170        260        300   (the list is 300 px tall)
const layout = rowLayout([40, 60, 50, 80, 30], 10);

describe('row window', () => {
  it('stacks rows with the gap between neighbours only', () => {
    expect(layout.tops).toEqual([0, 50, 120, 180, 270]);
    expect(layout.height).toBe(300);
    expect(rowLayout([], 10).height).toBe(0);
  });

  it('draws the rows any part of the view touches', () => {
    // 100…200 cuts row 1 (50…110), holds row 2, cuts row 3 (180…260).
    expect(rowsInView(layout, 100, 200, 0)).toEqual({ first: 1, end: 4 });
    // 111…119 falls in the gap after row 1: nothing but the gap… and no row is touched.
    expect(rowsInView(layout, 111, 119, 0)).toEqual({ first: 2, end: 2 });
    // A row that only meets the view at an edge is not drawn: 40…50 touches rows 0 and 1 at edges.
    expect(rowsInView(layout, 40, 50, 0)).toEqual({ first: 1, end: 1 });
  });

  it('widens the view by the overscan each way, within the list', () => {
    // 100…200 widened by 70 is 30…270: row 0 ends at 40 > 30; row 4 starts at 270, not before.
    expect(rowsInView(layout, 100, 200, 70)).toEqual({ first: 0, end: 4 });
    expect(rowsInView(layout, 100, 200, 71)).toEqual({ first: 0, end: 5 });
    expect(rowsInView(layout, -500, 1000, 0)).toEqual({ first: 0, end: 5 });
  });

  it('stands a spacer for the rows left out, as tall as they are', () => {
    // The list's gaps fall on either side of a spacer as they did around the rows.
    expect(slots(layout, { first: 1, end: 4 }, [])).toEqual([
      { kind: 'spacer', before: 1, height: 40 }, // row 0
      { kind: 'row', index: 1 },
      { kind: 'row', index: 2 },
      { kind: 'row', index: 3 },
      { kind: 'spacer', before: 5, height: 30 }, // row 4
    ]);
  });

  it('keeps a focused row far from the view, with spacers on both sides', () => {
    // Rows 1 and 2 between row 0 and row 3: 60 + 10 (the gap between them) + 50 = 120 px.
    expect(slots(layout, { first: 0, end: 1 }, [3, 3, 9, -1])).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'spacer', before: 3, height: 120 },
      { kind: 'row', index: 3 },
      { kind: 'spacer', before: 5, height: 30 },
    ]);
  });

  it('lays out drawn rows and spacers to the list’s whole height', () => {
    for (const range of [
      { first: 0, end: 0 },
      { first: 2, end: 3 },
      { first: 0, end: 5 },
    ]) {
      const out = slots(layout, range, [4]);
      const tall = out.reduce(
        (sum, s) => sum + (s.kind === 'row' ? (layout.sizes[s.index] ?? 0) : s.height),
        0,
      );
      expect(tall + 10 * (out.length - 1)).toBe(300);
    }
  });
});
