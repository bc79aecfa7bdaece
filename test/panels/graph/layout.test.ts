import { describe, expect, it } from 'vitest';
import { autoLayout, NODE_WIDTH, placeNodes } from '../../../src/panels/graph/layout';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { reportsOf, workspaceWith } from './fixture';

describe('graph layout', () => {
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'c'] }]);
  const flow = toFlow(ws, reportsOf(ws));

  it('places a chain left to right, one rank per hop, without overlap', () => {
    const at = autoLayout(flow);
    const xs = ['caller:desk', 'a', 'b', 'c'].map((id) => at.get(id)?.x ?? NaN);
    xs.slice(1).forEach((x, i) => expect(x).toBeGreaterThanOrEqual((xs[i] ?? 0) + NODE_WIDTH));
  });

  it('lays out a cycle back to an earlier agent without failing', () => {
    const loop = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'a', 'a'] }]);
    const at = autoLayout(toFlow(loop, reportsOf(loop)));
    expect([...at.keys()].sort()).toEqual(['a', 'b', 'c', 'caller:desk']);
  });

  it('keeps a position the user dragged a node to and lays out the rest', () => {
    const auto = autoLayout(flow);
    const nodes = placeNodes(flow.nodes, auto, { b: { x: -500, y: 42 } });
    expect(nodes.find((n) => n.id === 'b')?.position).toEqual({ x: -500, y: 42 });
    expect(nodes.find((n) => n.id === 'a')?.position).toEqual(auto.get('a'));
  });

  it('ignores saved positions inherited from Object.prototype', () => {
    const saved = Object.create({ a: { x: 1, y: 1 } }) as Record<string, { x: number; y: number }>;
    const auto = autoLayout(flow);
    expect(placeNodes(flow.nodes, auto, saved).find((n) => n.id === 'a')?.position).toEqual(
      auto.get('a'),
    );
  });
});
