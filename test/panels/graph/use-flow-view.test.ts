import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GraphNode, HopEdge } from '../../../src/panels/graph/to-flow';
import { useFlowView } from '../../../src/panels/graph/use-flow-view';

const agentNode = (id: string, x: number, description = `${id} does things`): GraphNode =>
  ({
    id,
    type: 'missing',
    position: { x, y: 0 },
    data: { name: id, role: 'agent', description },
  }) as unknown as GraphNode;

const edge = (id: string, source: string, target: string, tone = 'allowed'): HopEdge => ({
  id,
  type: 'hop',
  source,
  target,
  data: {
    pathId: id,
    callerId: 'desk',
    index: 0,
    from: source,
    to: target,
    tone: tone as 'allowed',
    evaluated: true,
    codes: [],
    cycle: false,
    depth: false,
    lane: 0,
    lanes: 1,
    description: `${id} ${tone}`,
  },
});

function setup() {
  const a = agentNode('a', 0);
  const b = agentNode('b', 200);
  const c = agentNode('c', 400);
  const ab = edge('ab', 'a', 'b');
  const bc = edge('bc', 'b', 'c');
  const hook = renderHook(({ nodes, edges }) => useFlowView(nodes, edges), {
    initialProps: { nodes: [a, b, c], edges: [ab, bc] },
  });
  return { hook, a, b, c, ab, bc };
}

describe('useFlowView', () => {
  it('keeps the view object of every node and hop a new derivation draws as before', () => {
    const { hook, a, c, ab, bc } = setup();
    act(() => hook.result.current.select({ kind: 'node', id: 'a' }));
    const before = hook.result.current;
    const selectedA = before.nodes[0];
    expect(selectedA?.selected).toBe(true);
    // a: the same object; c: an equal copy; b: renamed in its label; bc: now denied.
    const b2 = agentNode('b', 200, 'b does other things');
    hook.rerender({
      nodes: [a, b2, { ...c, position: { ...c.position } }],
      edges: [{ ...ab }, edge('bc', 'b', 'c', 'denied')],
    });
    const after = hook.result.current;
    expect(after.nodes[0]).toBe(selectedA);
    expect(after.nodes[2]).toBe(before.nodes[2]);
    expect(after.nodes[1]).not.toBe(before.nodes[1]);
    expect(after.nodes[1]?.data).toEqual(b2.data);
    expect(after.edges[0]).toBe(before.edges[0]);
    expect(after.edges[1]?.data?.tone).toBe('denied');
    expect(after.edges[1]).not.toBe(bc);
  });

  it('hands React Flow the same arrays when nothing it draws changed', () => {
    const { hook, a, b, c, ab, bc } = setup();
    const before = hook.result.current;
    hook.rerender({ nodes: [a, b, { ...c }], edges: [ab, { ...bc }] });
    expect(hook.result.current.nodes).toBe(before.nodes);
    expect(hook.result.current.edges).toBe(before.edges);
  });

  it('carries the selection onto a changed node and a moved one', () => {
    const { hook, a, ab, bc } = setup();
    act(() => hook.result.current.selectIds(new Set(['b', 'c', 'bc'])));
    const moved = agentNode('c', 600);
    hook.rerender({
      nodes: [a, agentNode('b', 200, 'changed'), moved],
      edges: [ab, edge('bc', 'b', 'c', 'denied')],
    });
    const { nodes, edges } = hook.result.current;
    expect(nodes.map((n) => n.selected ?? false)).toEqual([false, true, true]);
    expect(nodes[2]?.position).toEqual({ x: 600, y: 0 });
    expect(edges.map((e) => e.selected ?? false)).toEqual([false, true]);
    expect(bc.selected).toBeUndefined();
  });
});
