// Automatic layout, left to right along the delegation chains (dagre). A position the user dragged
// a node to is kept in the workspace and always wins over the computed one.
import { Graph, layout } from '@dagrejs/dagre';
import type { Position } from '../../store';
import type { Flow, GraphNode } from './to-flow';

/** The size every node is laid out with; the node CSS keeps nodes this wide. */
export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 108;

interface Box {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/** Top-left positions for every node of `flow`, computed by dagre. */
export function autoLayout(flow: Flow): ReadonlyMap<string, Position> {
  const graph = new Graph<object, Box, object>();
  graph.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 200, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of flow.edges) {
    // A hop back to its own agent is a self-loop; it says nothing about where the agent goes.
    if (edge.source !== edge.target) graph.setEdge(edge.source, edge.target);
  }
  layout(graph);
  const placed = new Map<string, Position>();
  for (const node of flow.nodes) {
    const box = graph.node(node.id);
    // dagre gives centres; React Flow positions the top-left corner.
    if (box?.x !== undefined && box.y !== undefined) {
      placed.set(node.id, { x: box.x - NODE_WIDTH / 2, y: box.y - NODE_HEIGHT / 2 });
    }
  }
  return placed;
}

/** `nodes` at their saved position if they have one, else where the layout put them. */
export function placeNodes(
  nodes: readonly GraphNode[],
  auto: ReadonlyMap<string, Position>,
  saved: Readonly<Record<string, Position>>,
): GraphNode[] {
  return nodes.map((node) => {
    const position = Object.hasOwn(saved, node.id) ? saved[node.id] : auto.get(node.id);
    return position === undefined ? node : { ...node, position: { x: position.x, y: position.y } };
  });
}
