import { describe, expect, it } from 'vitest';
import {
  cubicPoint,
  hopGeometry,
  labelPosition,
  laneOffset,
} from '../../../src/panels/graph/edge-geometry';

describe('hop geometry', () => {
  it('draws a lone hop through the middle and spreads shared hops symmetrically', () => {
    expect(laneOffset(0, 1)).toBe(0);
    const three = [0, 1, 2].map((lane) => laneOffset(lane, 3));
    expect(three[1]).toBe(0);
    expect(three[0]).toBe(-(three[2] ?? 0));
    expect(three[2]).toBeGreaterThan(0);
  });

  it('puts the labels of shared hops at different points along the curve', () => {
    const ts = [0, 1, 2, 3].map((lane) => labelPosition(lane, 4));
    expect(new Set(ts).size).toBe(4);
    ts.forEach((t) => expect(t).toBeGreaterThanOrEqual(0.2));
    ts.forEach((t) => expect(t).toBeLessThanOrEqual(0.8));
  });

  it('evaluates the curve at both ends and in the middle', () => {
    const [p0, p1, p2, p3] = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 20, y: 10 },
      { x: 30, y: 10 },
    ] as const;
    expect(cubicPoint(p0, p1, p2, p3, 0)).toEqual(p0);
    expect(cubicPoint(p0, p1, p2, p3, 1)).toEqual(p3);
    expect(cubicPoint(p0, p1, p2, p3, 0.5)).toEqual({ x: 15, y: 5 });
  });

  it('labels a forward hop between its ends', () => {
    const g = hopGeometry({ x: 0, y: 0 }, { x: 200, y: 100 }, 0, 1, false);
    expect(g.path.startsWith('M0,0 C')).toBe(true);
    expect(g.label).toEqual({ x: 100, y: 50 });
  });

  it('swings a hop back to an agent further left below the row', () => {
    const g = hopGeometry({ x: 600, y: 50 }, { x: 100, y: 50 }, 0, 1, false);
    expect(g.label.y).toBeGreaterThan(100);
  });

  it('loops a hop from an agent to itself above the node', () => {
    const g = hopGeometry({ x: 240, y: 50 }, { x: 0, y: 50 }, 0, 1, true);
    expect(g.label.y).toBeLessThan(0);
  });
});
