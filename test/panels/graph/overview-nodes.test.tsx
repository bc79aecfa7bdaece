import { render, renderHook } from '@testing-library/react';
import type { NodeChange, NodeProps } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { FocusShown } from '../../../src/panels/graph/focus';
import { nodeTypes } from '../../../src/panels/graph/nodes';
import {
  fullChanges,
  fullNode,
  overviewNodes,
  useFlowNodes,
  type FlowNode,
  type OverviewNode,
} from '../../../src/panels/graph/overview-nodes';
import { toFlow, type GraphNode } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('nodes zoomed far out', () => {
  // desk → a → ghost (no card), and c with no path.
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'ghost'] }], {
    cards: [agent('a'), agent('c')],
  });
  const flow = toFlow(ws, reportsOf(ws));
  const byId = (nodes: readonly FlowNode[], id: string) => nodes.find((n) => n.id === id);

  it('are every node as a box of its own id, size and accessible name', () => {
    const boxes = overviewNodes(flow.nodes, flow.edges);
    expect(boxes.map((n) => n.type)).toEqual(flow.nodes.map(() => 'overview'));
    expect(boxes.map((n) => n.id)).toEqual(flow.nodes.map((n) => n.id));
    const a = byId(boxes, 'a');
    expect(a?.ariaLabel).toBe(byId(flow.nodes, 'a')?.ariaLabel);
    expect(a?.measured).toEqual({ width: 240, height: 84 });
    expect(a?.position).toBe(byId(flow.nodes, 'a')?.position);
  });

  it('keep the selected node and both ends of a selected hop in full', () => {
    const nodes = flow.nodes.map((n) => (n.id === 'c' ? { ...n, selected: true } : n));
    const edges = flow.edges.map((e) => (e.id === 'hop:p:1' ? { ...e, selected: true } : e));
    const held = overviewNodes(nodes, edges);
    const types = Object.fromEntries(held.map((n) => [n.id, n.type]));
    // hop:p:1 runs a → ghost: both ends keep their handles; desk and nothing else is a box.
    expect(types).toEqual({
      'caller:desk': 'overview',
      a: 'agent',
      'missing:ghost': 'missing',
      c: 'agent',
    });
    expect(byId(held, 'c')).toBe(byId(nodes, 'c'));
  });

  it('keep one box per node object, which leads back to the node', () => {
    const first = overviewNodes(flow.nodes, flow.edges);
    const again = overviewNodes([...flow.nodes], flow.edges);
    first.forEach((box, i) => expect(again[i]).toBe(box));
    first.forEach((box, i) => expect(fullNode(box)).toBe(flow.nodes[i]));
    const full = flow.nodes[0] as GraphNode;
    expect(fullNode(full)).toBe(full);
    // A node an edit replaced gets a box of its own.
    const moved = { ...full, position: { x: 5, y: 5 } };
    const [box] = overviewNodes([moved], []);
    expect(box).not.toBe(first[0]);
    expect(box?.position).toEqual({ x: 5, y: 5 });
  });

  it("turn React Flow's changes to boxes into changes to their nodes", () => {
    const [box] = overviewNodes(flow.nodes, []) as OverviewNode[];
    const changes: NodeChange<FlowNode>[] = [
      { type: 'select', id: 'a', selected: true },
      { type: 'replace', id: box?.id ?? '', item: box as OverviewNode },
    ];
    const out = fullChanges(changes);
    expect(out[0]).toBe(changes[0]);
    expect(out[1]).toEqual({ type: 'replace', id: flow.nodes[0]?.id, item: flow.nodes[0] });
  });

  it('are handed to React Flow in the same array while they are the same nodes', () => {
    const { result, rerender } = renderHook(
      ({ nodes, far }) => useFlowNodes(nodes, flow.edges, far),
      { initialProps: { nodes: flow.nodes, far: false } },
    );
    expect(result.current).toBe(flow.nodes);
    rerender({ nodes: flow.nodes, far: true });
    const boxes = result.current;
    expect(boxes.every((n) => n.type === 'overview')).toBe(true);
    rerender({ nodes: [...flow.nodes], far: true });
    expect(result.current).toBe(boxes);
    rerender({ nodes: flow.nodes, far: false });
    expect(result.current).toBe(flow.nodes);
  });

  it('draw a box in its kind’s look, without text or handles, dimmed when a focus leaves it out', () => {
    const Box = nodeTypes.overview;
    const props = (id: string) => {
      const box = byId(overviewNodes(flow.nodes, []), id) as OverviewNode;
      return { id, data: box.data, type: 'overview' } as NodeProps<OverviewNode>;
    };
    const { container, rerender } = render(<Box {...props('caller:desk')} />);
    const drawn = () => container.firstElementChild;
    expect(drawn()?.className).toBe('graph-node graph-node-caller graph-node-overview');
    expect(drawn()?.textContent).toBe('');
    expect(container.querySelector('.react-flow__handle')).toBeNull();
    rerender(<Box {...props('missing:ghost')} />);
    expect(drawn()?.className).toBe('graph-node graph-node-missing graph-node-overview');
    const focus = { nodes: new Set(['caller:desk']), edges: new Set<string>() };
    rerender(
      <FocusShown value={focus}>
        <Box {...props('a')} />
      </FocusShown>,
    );
    expect(drawn()?.className).toBe('graph-node graph-node-agent graph-node-overview graph-dim');
  });
});
