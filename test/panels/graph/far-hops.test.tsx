import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FarHops } from '../../../src/panels/graph/far-hops';
import { FocusShown } from '../../../src/panels/graph/focus';
import { toFlow, type GraphNode } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('the zoomed-out layer of hops', () => {
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
  // Nodes 240 × 84 with handles 10 px wide centred on their borders (node-size.ts): a hop leaves
  // at x + 240 + 5 and arrives at x − 5, both 42 px down; between nodes 440 px apart the curve's
  // control points sit half the 190 px gap along, on the same line.
  const nodes = flow.nodes.map((n) =>
    n.id === 'caller:desk'
      ? { ...n, ...at(n.id, 0, 0) }
      : n.id === 'a'
        ? { ...n, ...at(n.id, 440, 0) }
        : n.id === 'b'
          ? { ...n, ...at(n.id, 880, 100) }
          : { ...n, ...at(n.id, 440, 300) },
  ) as GraphNode[];
  const line = (container: HTMLElement, hop: string) =>
    container.querySelector(`path[data-hop="${hop}"]`);

  it('draws each hop from its source’s right handle to its target’s left one, as React Flow does', () => {
    const { container } = render(<FarHops nodes={nodes} edges={flow.edges} />);
    expect(container.querySelectorAll('svg.graph-far-hops path')).toHaveLength(3);
    expect(line(container, 'hop:p:0')?.getAttribute('d')).toBe('M245,42 C340,42 340,42 435,42');
    // Down 100 px to b: the same 190 px gap, so the controls sit 95 px along at each end's height.
    expect(line(container, 'hop:p:1')?.getAttribute('d')).toBe('M685,42 C780,42 780,142 875,142');
  });

  it('gives each hop its look and its arrowhead, and leaves the selected one to React Flow', () => {
    const edges = flow.edges.map((e) => (e.id === 'hop:p:1' ? { ...e, selected: true } : e));
    const { container } = render(<FarHops nodes={nodes} edges={edges} />);
    expect(line(container, 'hop:p:0')?.getAttribute('class')).toBe('graph-hop graph-hop-allowed');
    expect(line(container, 'hop:p:0')?.getAttribute('marker-end')).toBe(
      "url('#graph-arrow-allowed')",
    );
    expect(line(container, 'hop:q:0')?.getAttribute('class')).toBe('graph-hop graph-hop-denied');
    expect(line(container, 'hop:q:0')?.getAttribute('marker-end')).toBe(
      "url('#graph-arrow-denied')",
    );
    expect(line(container, 'hop:p:1')).toBeNull();
  });

  it('dims the hops a focus leaves out', () => {
    const focus = { nodes: new Set(['caller:desk', 'a', 'b']), edges: new Set(['hop:p:0']) };
    // Drawn first without a focus, then with one: the same hop objects, so only the focus changed.
    const { container, rerender } = render(
      <FocusShown value={undefined}>
        <FarHops nodes={nodes} edges={flow.edges} />
      </FocusShown>,
    );
    expect(container.querySelectorAll('.graph-dim')).toHaveLength(0);
    rerender(
      <FocusShown value={focus}>
        <FarHops nodes={nodes} edges={flow.edges} />
      </FocusShown>,
    );
    expect(line(container, 'hop:p:0')?.getAttribute('class')).not.toContain('graph-dim');
    expect(line(container, 'hop:p:1')?.getAttribute('class')).toContain('graph-dim');
    expect(line(container, 'hop:q:0')?.getAttribute('class')).toContain('graph-dim');
  });

  it('follows a node that moves, and leaves out a hop whose node is not drawn', () => {
    const { container, rerender } = render(<FarHops nodes={nodes} edges={flow.edges} />);
    const moved = nodes.map((n) => (n.id === 'a' ? { ...n, position: { x: 440, y: 60 } } : n));
    rerender(<FarHops nodes={moved} edges={flow.edges} />);
    expect(line(container, 'hop:p:0')?.getAttribute('d')).toBe('M245,42 C340,42 340,102 435,102');
    // a's other hop leaves it 60 px lower too: to b, now 40 px below it.
    expect(line(container, 'hop:p:1')?.getAttribute('d')).toBe('M685,102 C780,102 780,142 875,142');
    rerender(<FarHops nodes={moved.filter((n) => n.id !== 'b')} edges={flow.edges} />);
    expect(line(container, 'hop:p:1')).toBeNull();
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });
});
