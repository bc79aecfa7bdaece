import { describe, expect, it } from 'vitest';
import { imageFrame, unionRect } from '../../../src/panels/graph/export-image';

describe('image framing', () => {
  it('bounds every rectangle', () => {
    expect(
      unionRect([
        { x: 10, y: 20, width: 100, height: 50 },
        { x: -30, y: 60, width: 20, height: 200 },
      ]),
    ).toEqual({ x: -30, y: 20, width: 140, height: 240 });
    expect(unionRect([])).toBeUndefined();
  });

  it('frames the drawing at full size with a margin on every side', () => {
    const frame = imageFrame({ x: -100, y: 50, width: 400, height: 300 }, 20);
    expect(frame).toEqual({
      width: 440,
      height: 340,
      scale: 1,
      transform: 'translate(120px, -30px) scale(1)',
    });
  });

  it('scales a drawing down so no side exceeds the limit', () => {
    const frame = imageFrame({ x: 0, y: 0, width: 19_968, height: 968 }, 16, 10_000);
    expect(frame.scale).toBe(0.5);
    expect(frame.width).toBe(10_000);
    expect(frame.height).toBe(500);
  });
});
