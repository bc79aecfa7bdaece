import { describe, expect, it } from 'vitest';
import { TASK_STATES, TRANSITIONS } from '../../../src/core/lifecycle';
import {
  EDGES,
  NODE,
  POSITIONS,
  takenEdges,
  VIEW,
} from '../../../src/panels/lifecycle/diagram/layout';

describe('state diagram layout', () => {
  it('draws exactly the legal transitions, one arrow each', () => {
    const drawn = EDGES.map((e) => `${e.from}>${e.to}`).sort();
    const legal = TASK_STATES.flatMap((from) => TRANSITIONS[from].map((to) => `${from}>${to}`));
    expect(drawn).toEqual(legal.sort());
  });

  it('places every state inside the view without overlaps', () => {
    for (const state of TASK_STATES) {
      const { x, y } = POSITIONS[state];
      expect(x - NODE.width / 2).toBeGreaterThanOrEqual(0);
      expect(x + NODE.width / 2).toBeLessThanOrEqual(VIEW.width);
      expect(y - NODE.height / 2).toBeGreaterThanOrEqual(0);
      expect(y + NODE.height / 2).toBeLessThanOrEqual(VIEW.height);
    }
    const boxes = TASK_STATES.map((s) => POSITIONS[s]);
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart = Math.abs(a.x - b.x) >= NODE.width || Math.abs(a.y - b.y) >= NODE.height;
        expect(apart).toBe(true);
      }),
    );
  });

  it('marks the transitions a path took', () => {
    expect([...takenEdges(['submitted', 'working', 'input-required', 'working'])]).toEqual([
      'submitted>working',
      'working>input-required',
      'input-required>working',
    ]);
  });
});
