// The nodes React Flow draws: every node while they can be read; far out (NodesBare) only the
// selected ones and the ends of a selected hop, while far-nodes.tsx draws the rest as plain boxes.
// React Flow still holds every node, the others marked hidden, so its fit, its viewport and the
// drag of a selection know where they are; a hidden node costs it no component, no observer and
// nothing to draw, which at 300 agents was most of opening the graph.
import { useMemo, useState } from 'react';
import type { GraphNode, HopEdge } from './to-flow';

/** The ids of the nodes React Flow must draw itself far out: selected, or an end of a selected hop. */
function drawnByFlow(nodes: readonly GraphNode[], edges: readonly HopEdge[]): Set<string> {
  const ids = new Set<string>();
  for (const node of nodes) if (node.selected === true) ids.add(node.id);
  for (const edge of edges) {
    if (edge.selected !== true) continue;
    ids.add(edge.source);
    ids.add(edge.target);
  }
  return ids;
}

export interface FlowNodes {
  /** The nodes as React Flow should hold them. */
  readonly nodes: GraphNode[];
  /** The nodes React Flow holds hidden, for far-nodes.tsx to draw; empty while none is. */
  readonly far: readonly GraphNode[];
}

const NONE: readonly GraphNode[] = [];

/** `nodes` as React Flow should hold them, with those `bare` leaves to far-nodes.tsx hidden. */
export function useFlowNodes(
  nodes: GraphNode[],
  edges: readonly HopEdge[],
  bare: boolean,
): FlowNodes {
  // A node keeps its hidden copy while it is the same object, so React Flow, which skips a node
  // whose object it already holds, has nothing to do for the nodes an edit did not touch.
  const [hiddenCopies] = useState(() => new WeakMap<GraphNode, GraphNode>());
  return useMemo(() => {
    if (!bare) return { nodes, far: NONE };
    const drawn = drawnByFlow(nodes, edges);
    const far: GraphNode[] = [];
    const held = nodes.map((node) => {
      if (drawn.has(node.id)) return node;
      far.push(node);
      let copy = hiddenCopies.get(node);
      if (copy === undefined) {
        copy = { ...node, hidden: true };
        hiddenCopies.set(node, copy);
      }
      return copy;
    });
    return { nodes: held, far };
  }, [nodes, edges, bare, hiddenCopies]);
}
