import { describe, expect, it } from 'vitest';
import { fitColumns, MIN_FIT_COLUMNS } from '../../../src/panels/matrix/fit';

describe('the agent columns that fit across the panel', () => {
  it.each([
    // 24 px a column after 210 px of row headers: (1690 − 210) / 24 = 61.67.
    [1690, 61],
    // The panel beside the navigation at 1440 px: (1180 − 210) / 24 = 40.4.
    [1180, 40],
    // Narrower boxes still hold a page of forty, scrolled sideways.
    [700, MIN_FIT_COLUMNS],
    [0, MIN_FIT_COLUMNS],
  ])('fits %i px with %i columns', (width, columns) => {
    expect(fitColumns(width)).toBe(columns);
  });

  it('holds the enterprise example’s 38 agents at its least', () => {
    expect(MIN_FIT_COLUMNS).toBeGreaterThanOrEqual(38);
  });
});
