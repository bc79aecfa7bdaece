import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  DAGRE_MAX_PAIRS,
  NODE_WIDTH,
  nodesWithoutHops,
  placeNodes,
} from '../../../src/panels/graph/layout';
import { fittedViewport } from '../../../src/panels/graph/fit-options';
import { NODE_HEIGHT } from '../../../src/panels/graph/node-size';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { enterpriseWorkspace } from '../../../src/store/enterprise-workspace';
import { pathReportsOf } from '../../../src/store/path-reports';
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

describe('nodes without a path', () => {
  const cards = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => agent(n));
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b'] }], { cards });
  const flow = toFlow(ws, reportsOf(ws));
  const at = autoLayout(flow);
  const box = (id: string) => {
    const p = at.get(id);
    if (p === undefined) throw new Error(id);
    return { left: p.x, top: p.y, right: p.x + NODE_WIDTH, bottom: p.y + NODE_HEIGHT };
  };

  it('are the agents and callers no hop touches', () => {
    expect([...nodesWithoutHops(flow)]).toEqual(['c', 'd', 'e', 'f', 'g']);
  });

  it('sit in a grid below a wide graph, not in a column beside it', () => {
    const graphBottom = Math.max(...['caller:desk', 'a', 'b'].map((id) => box(id).bottom));
    const aside = ['c', 'd', 'e', 'f', 'g'].map(box);
    for (const b of aside) expect(b.top).toBeGreaterThan(graphBottom);
    // The chain is three ranks wide, so the grid has at least three columns.
    expect(new Set(aside.map((b) => b.left)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(aside.map((b) => b.top)).size).toBeLessThanOrEqual(2);
  });

  it('overlap neither each other nor the graph', () => {
    const boxes = [...at.keys()].map(box);
    boxes.forEach((p, i) =>
      boxes.slice(i + 1).forEach((q) => {
        const apart =
          p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
        expect(apart).toBe(true);
      }),
    );
  });

  it('sit to the right of a graph taller than wide', () => {
    const names = 'abcdefghijkl'.split('');
    const chained = names.slice(0, 8);
    const tall = workspaceWith(
      chained.map((n, i) => ({ id: `p${i}`, callerId: 'desk', hops: [n] })),
      { cards: names.map((n) => agent(n)) },
    );
    const layout = autoLayout(toFlow(tall, reportsOf(tall)));
    const right = Math.max(...chained.map((id) => (layout.get(id)?.x ?? 0) + NODE_WIDTH));
    for (const id of names.slice(8)) expect(layout.get(id)?.x).toBeGreaterThan(right);
  });
});

describe('the enterprise example', () => {
  const ws = enterpriseWorkspace();
  const flow = toFlow(ws, pathReportsOf(ws));
  const nodes = placeNodes(flow.nodes, autoLayout(flow), {});

  it('fits a 1440 × 900 window’s canvas (918 × 645) at a zoom where 22 px names draw at 9 px', () => {
    const sized = nodes.map((n) => ({
      ...n,
      measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
    }));
    expect(fittedViewport(sized, 918, 645).zoom).toBeGreaterThanOrEqual(9 / 22);
  });

  it('keeps its 12 nodes without a path in the corner under the short last ranks', () => {
    const aside = nodesWithoutHops(flow);
    expect(aside.size).toBe(12);
    const linked = nodes.filter((n) => !aside.has(n.id));
    const bottom = Math.max(...linked.map((n) => n.position.y + NODE_HEIGHT));
    const right = Math.max(...linked.map((n) => n.position.x + NODE_WIDTH));
    for (const n of nodes.filter((n) => aside.has(n.id))) {
      expect(n.position.y + NODE_HEIGHT, n.id).toBeLessThanOrEqual(bottom);
      expect(n.position.x + NODE_WIDTH, n.id).toBeLessThanOrEqual(right);
    }
    nodes.forEach((p, i) =>
      nodes.slice(i + 1).forEach((q) => {
        const apart =
          p.position.x + NODE_WIDTH <= q.position.x ||
          q.position.x + NODE_WIDTH <= p.position.x ||
          p.position.y + NODE_HEIGHT <= q.position.y ||
          q.position.y + NODE_HEIGHT <= p.position.y;
        expect(apart, `${p.id} and ${q.id}`).toBe(true);
      }),
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

describe('laying out again after an edit', () => {
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'c'] }]);

  it('keeps the layout it has when an edit changes only verdicts', () => {
    const before = autoLayout(toFlow(ws, reportsOf(ws)));
    const stricter = { ...ws, policy: { ...ws.policy, maxDepth: 1 } };
    const flow = toFlow(stricter, reportsOf(stricter));
    // The depth limit now denies hops, so the flow is new; its nodes and hop ends are not.
    expect(flow.edges.some((e) => e.data?.depth)).toBe(true);
    expect(autoLayout(flow)).toBe(before);
  });

  it('lays out again when a hop or a node changes', () => {
    const before = autoLayout(toFlow(ws, reportsOf(ws)));
    const longer = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'c', 'a'] }]);
    const after = autoLayout(toFlow(longer, reportsOf(longer)));
    expect(after).not.toBe(before);
    const renamed = { ...ws, cards: [agent('a'), agent('b'), agent('z')] };
    expect(autoLayout(toFlow(renamed, reportsOf(renamed)))).not.toBe(after);
  });
});
