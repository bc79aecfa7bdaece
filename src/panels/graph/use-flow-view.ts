// React Flow's view state over the derived graph. The nodes and edges come from the workspace;
// this keeps only what React Flow owns (measured sizes, selection, a drag in progress) and carries
// it across each new derivation, so an edit elsewhere neither unselects nor re-measures anything.
// A node or hop an edit did not change keeps its object, so React Flow draws only what changed.
import {
  applyEdgeChanges,
  applyNodeChanges,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useState } from 'react';
import { sameDrawing } from './same-drawing';
import type { GraphNode, HopEdge } from './to-flow';

export type FlowTarget = { readonly kind: 'node' | 'edge'; readonly id: string } | undefined;

interface ViewState {
  readonly nodeSource: readonly GraphNode[];
  readonly edgeSource: readonly HopEdge[];
  readonly nodes: GraphNode[];
  readonly edges: HopEdge[];
  /** A selection asked for before its node or edge exists (a hop just added). */
  readonly pending: FlowTarget;
}

/** `next`, or `previous` itself when it holds the very same items, so React Flow has nothing to do. */
export const sameOr = <T>(next: T[], previous: T[]): T[] =>
  next.length === previous.length && next.every((item, i) => item === previous[i])
    ? previous
    : next;

const byId = <T extends { readonly id: string }>(items: readonly T[]) =>
  new Map(items.map((item) => [item.id, item]));

/**
 * `next` with the view state of `state` carried over: an item whose derivation draws as before
 * keeps its view object as it is; a changed one gets the selection and size it had.
 */
function carryNodes(next: readonly GraphNode[], state: ViewState): GraphNode[] {
  const sources = byId(state.nodeSource);
  const views = byId(state.nodes);
  return next.map((node) => {
    const old = views.get(node.id);
    if (old === undefined) return node;
    // Mid-drag the workspace has not heard of the new position yet.
    if (old.dragging === true) {
      return {
        ...node,
        selected: old.selected ?? false,
        measured: old.measured,
        position: old.position,
        dragging: true,
      };
    }
    const before = sources.get(node.id);
    if (
      before !== undefined &&
      (before === node || sameDrawing(before, node)) &&
      old.position.x === node.position.x &&
      old.position.y === node.position.y
    ) {
      return old;
    }
    return { ...node, selected: old.selected ?? false, measured: old.measured };
  });
}

function carryEdges(next: readonly HopEdge[], state: ViewState): HopEdge[] {
  const sources = byId(state.edgeSource);
  const views = byId(state.edges);
  return next.map((edge) => {
    const old = views.get(edge.id);
    if (old === undefined) return edge;
    const before = sources.get(edge.id);
    if (before === edge || (before !== undefined && sameDrawing(before, edge))) return old;
    return old.selected === true ? { ...edge, selected: true } : edge;
  });
}

export interface FlowView {
  readonly nodes: GraphNode[];
  readonly edges: HopEdge[];
  readonly onNodesChange: (changes: NodeChange<GraphNode>[]) => void;
  readonly onEdgesChange: (changes: EdgeChange<HopEdge>[]) => void;
  /** Selects exactly the node or edge `id` (or nothing). */
  readonly select: (target: FlowTarget) => void;
  /** Selects exactly the nodes and edges whose ids are in `ids`. */
  readonly selectIds: (ids: ReadonlySet<string>) => void;
}

function selectOnly(state: ViewState, target: FlowTarget): ViewState {
  const found =
    target === undefined ||
    (target.kind === 'node'
      ? state.nodes.some((n) => n.id === target.id)
      : state.edges.some((e) => e.id === target.id));
  return {
    ...state,
    pending: found ? undefined : target,
    nodes: state.nodes.map((n) => {
      const want = target?.kind === 'node' && target.id === n.id;
      return (n.selected ?? false) === want ? n : { ...n, selected: want };
    }),
    edges: state.edges.map((e) => {
      const want = target?.kind === 'edge' && target.id === e.id;
      return (e.selected ?? false) === want ? e : { ...e, selected: want };
    }),
  };
}

export function useFlowView(nodes: readonly GraphNode[], edges: readonly HopEdge[]): FlowView {
  const [state, setState] = useState<ViewState>(() => ({
    nodeSource: nodes,
    edgeSource: edges,
    nodes: [...nodes],
    edges: [...edges],
    pending: undefined,
  }));
  let current = state;
  if (state.nodeSource !== nodes || state.edgeSource !== edges) {
    // Adjusting state while rendering: React re-renders at once, before the children see it.
    current = {
      nodeSource: nodes,
      edgeSource: edges,
      nodes:
        state.nodeSource === nodes ? state.nodes : sameOr(carryNodes(nodes, state), state.nodes),
      edges:
        state.edgeSource === edges ? state.edges : sameOr(carryEdges(edges, state), state.edges),
      pending: state.pending,
    };
    if (current.pending !== undefined) current = selectOnly(current, current.pending);
    setState(current);
  }
  const onNodesChange = useCallback((changes: NodeChange<GraphNode>[]) => {
    setState((s) => ({
      ...s,
      nodes: applyNodeChanges(changes, s.nodes),
      pending: changes.some((c) => c.type === 'select') ? undefined : s.pending,
    }));
  }, []);
  const onEdgesChange = useCallback((changes: EdgeChange<HopEdge>[]) => {
    setState((s) => ({
      ...s,
      edges: applyEdgeChanges(changes, s.edges),
      pending: changes.some((c) => c.type === 'select') ? undefined : s.pending,
    }));
  }, []);
  const select = useCallback((target: FlowTarget) => setState((s) => selectOnly(s, target)), []);
  const selectIds = useCallback(
    (ids: ReadonlySet<string>) =>
      setState((s) => ({
        ...s,
        pending: undefined,
        nodes: s.nodes.map((n) =>
          (n.selected ?? false) === ids.has(n.id) ? n : { ...n, selected: ids.has(n.id) },
        ),
        edges: s.edges.map((e) =>
          (e.selected ?? false) === ids.has(e.id) ? e : { ...e, selected: ids.has(e.id) },
        ),
      })),
    [],
  );
  return {
    nodes: current.nodes,
    edges: current.edges,
    onNodesChange,
    onEdgesChange,
    select,
    selectIds,
  };
}
