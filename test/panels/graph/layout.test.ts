import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  DAGRE_MAX_PAIRS,
  NODE_WIDTH,
  placeNodes,
} from '../../../src/panels/graph/layout';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

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

describe('layout of a large graph', () => {
  const cards = Array.from({ length: 120 }, (_, i) => agent(`agent-${i}`));
  const paths = Array.from({ length: 40 }, (_, p) => ({
    id: `p${p}`,
    callerId: 'desk',
    hops: Array.from({ length: 5 }, (_, h) => `agent-${(p * 7 + h * 13) % 120}`),
  }));
  const ws = workspaceWith(paths, { cards });
  const flow = toFlow(ws, reportsOf(ws));

  it('is past what dagre is given', () => {
    const pairs = new Set(flow.edges.map((e) => `${e.source}>${e.target}`));
    expect(pairs.size).toBeGreaterThan(DAGRE_MAX_PAIRS);
  });

  it('places every node, each chain left to right, without two nodes on one spot', () => {
    const at = autoLayout(flow);
    expect(at.size).toBe(flow.nodes.length);
    const spots = new Set([...at.values()].map((p) => `${p.x},${p.y}`));
    expect(spots.size).toBe(flow.nodes.length);
    const first = ['caller:desk', ...(paths[0]?.hops ?? [])].map((id) => at.get(id)?.x ?? NaN);
    expect(first[1]).toBeGreaterThan(first[0] ?? Infinity);
  });

  it('puts an agent one rank right of the first node that reaches it', () => {
    const at = autoLayout(flow);
    const desk = at.get('caller:desk')?.x ?? NaN;
    const firstHop = at.get(paths[0]?.hops[0] ?? '')?.x ?? NaN;
    expect(firstHop - desk).toBe(NODE_WIDTH + 200);
  });
});
