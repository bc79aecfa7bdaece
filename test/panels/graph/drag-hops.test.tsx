import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DragHops, hopsTouching } from '../../../src/panels/graph/drag-hops';
import { LabelsShown } from '../../../src/panels/graph/labels-shown';
import { useLabelBasis } from '../../../src/panels/graph/label-places';
import { toFlow, type GraphNode } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

// desk → a → b, and a second path whose first hop is denied by tenant.
const ws = workspaceWith(
  [
    { id: 'p', callerId: 'desk', hops: ['a', 'b'] },
    { id: 'q', callerId: 'desk', hops: ['retail-only'] },
  ],
  { cards: [agent('a'), agent('b'), agent('retail-only', { tenants: ['retail'] })] },
);
const flow = toFlow(ws, reportsOf(ws));
const at = (id: string, x: number, y: number) => ({ id, position: { x, y } });
const nodes = flow.nodes.map((n) =>
  n.id === 'caller:desk'
    ? { ...n, ...at(n.id, 0, 0) }
    : n.id === 'a'
      ? { ...n, ...at(n.id, 440, 0) }
      : n.id === 'b'
        ? { ...n, ...at(n.id, 880, 100) }
        : { ...n, ...at(n.id, 440, 300) },
) as GraphNode[];

describe('the hops of a drag', () => {
  it('are those with an end in a dragged node', () => {
    expect([...hopsTouching(flow.edges, [{ id: 'a' }])].sort()).toEqual(['hop:p:0', 'hop:p:1']);
    expect([...hopsTouching(flow.edges, [{ id: 'caller:desk' }])].sort()).toEqual([
      'hop:p:0',
      'hop:q:0',
    ]);
    expect(hopsTouching(flow.edges, [{ id: 'nobody' }]).size).toBe(0);
  });

  it('are drawn alone on their layer, along the curves React Flow draws, in their looks', () => {
    const picked = flow.edges.map((e) => (e.id === 'hop:p:1' ? { ...e, selected: true } : e));
    const { container } = render(
      <LabelsShown value={false}>
        <DragHops nodes={nodes} edges={picked} moving={new Set(['hop:p:0', 'hop:p:1'])} />
      </LabelsShown>,
    );
    const lines = container.querySelectorAll('svg.graph-drag-hops path');
    expect([...lines].map((l) => l.getAttribute('data-hop'))).toEqual(['hop:p:0', 'hop:p:1']);
    // Nodes 240 × 84, handles 10 px wide centred on their borders (node-size.ts): from x + 245 to
    // x − 5, 42 px down, the controls half the 190 px gap along (as far-hops.test.tsx works out).
    expect(lines[0]?.getAttribute('d')).toBe('M245,42 C340,42 340,42 435,42');
    expect(lines[1]?.getAttribute('d')).toBe('M685,42 C780,42 780,142 875,142');
    expect(lines[0]?.getAttribute('class')).toBe(
      'react-flow__edge-path graph-hop graph-hop-allowed',
    );
    expect(lines[1]?.getAttribute('class')).toContain('graph-hop-selected');
    expect(lines[0]?.getAttribute('marker-end')).toBe("url('#graph-arrow-allowed')");
  });

  it('follows a dragged node to where it is now', () => {
    const moved = nodes.map((n) => (n.id === 'a' ? { ...n, position: { x: 440, y: 200 } } : n));
    const { container } = render(
      <LabelsShown value={false}>
        <DragHops nodes={moved} edges={flow.edges} moving={new Set(['hop:p:0'])} />
      </LabelsShown>,
    );
    // Down 200 px: the target end is at y = 242, the source stays at 42.
    expect(container.querySelector('path[data-hop="hop:p:0"]')?.getAttribute('d')).toBe(
      'M245,42 C340,42 340,242 435,242',
    );
  });
});

describe('what labels are placed from', () => {
  it('stays the same arrays while nodes keep their places and hops their ends and data', () => {
    const { result, rerender } = renderHook(({ n, e }) => useLabelBasis(n, e), {
      initialProps: { n: nodes, e: flow.edges },
    });
    const first = result.current;
    // Selecting a node and a hop hands in new objects for them, in new arrays.
    rerender({
      n: nodes.map((node) => (node.id === 'a' ? { ...node, selected: true } : node)),
      e: flow.edges.map((edge) => (edge.id === 'hop:p:0' ? { ...edge, selected: true } : edge)),
    });
    expect(result.current.nodes).toBe(first.nodes);
    expect(result.current.edges).toBe(first.edges);
  });

  it('changes when a node moves or a hop is drawn differently', () => {
    const { result, rerender } = renderHook(({ n, e }) => useLabelBasis(n, e), {
      initialProps: { n: nodes, e: flow.edges },
    });
    const first = result.current;
    const moved = nodes.map((n) => (n.id === 'b' ? { ...n, position: { x: 880, y: 101 } } : n));
    rerender({ n: moved, e: flow.edges });
    expect(result.current.nodes).toBe(moved);
    expect(result.current.edges).toBe(first.edges);
    const relaned = flow.edges.map((e) =>
      e.id === 'hop:q:0' && e.data ? { ...e, data: { ...e.data, lane: 1, lanes: 2 } } : e,
    );
    rerender({ n: moved, e: relaned });
    expect(result.current.edges).toBe(relaned);
  });
});
