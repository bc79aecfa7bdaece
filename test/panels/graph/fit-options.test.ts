import { describe, expect, it } from 'vitest';
import { fittedViewport } from '../../../src/panels/graph/fit-options';

// As to-flow.ts makes them: every node carries its one fixed size as measured.
const node = (x: number, y: number) => ({
  id: `${x},${y}`,
  position: { x, y },
  data: {},
  measured: { width: 240, height: 84 },
});

describe('the view a graph opens at', () => {
  it('fits the nodes inside the margins Fit view keeps (52 left, 24 right and top, 40 below)', () => {
    // Two 240 × 84 nodes side by side span 1,000 × 84. On a 1,000 × 600 canvas the width left
    // between the margins is 924 px, so the zoom is 0.924 (the height would allow far more).
    // Centred, the span would start at 38 px, inside the 52 px left margin: it moves right to 52.
    // Vertically it is centred: 300 − 42 × 0.924.
    const view = fittedViewport([node(0, 0), node(760, 0)], 1000, 600);
    expect(view.zoom).toBeCloseTo(0.924, 10);
    expect(view.x).toBeCloseTo(52, 10);
    expect(view.y).toBeCloseTo(300 - 42 * 0.924, 10);
  });

  it('zooms out no further than a twentieth and in no further than twice', () => {
    // 100 nodes in a column 11,200 px tall on a 400 px canvas would need zoom 0.03.
    const column = Array.from({ length: 100 }, (_, i) => node(0, i * 112));
    expect(fittedViewport(column, 800, 400).zoom).toBe(0.05);
    expect(fittedViewport([node(0, 0)], 2000, 2000).zoom).toBe(2);
  });

  it('opens at full size at the origin while there is no canvas or nothing to show', () => {
    expect(fittedViewport([node(500, 500)], 0, 0)).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(fittedViewport([], 1000, 600)).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
