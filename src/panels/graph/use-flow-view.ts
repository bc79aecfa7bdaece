// React Flow's view state over the derived graph. The nodes and edges come from the workspace;
// this keeps only what React Flow owns (measured sizes, selection, a drag in progress) and carries
// it across each new derivation, so an edit elsewhere neither unselects nor re-measures anything.
import {
  applyEdgeChanges,
  applyNodeChanges,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useState } from 'react';
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

function carryNodes(next: readonly GraphNode[], previous: readonly GraphNode[]): GraphNode[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  return next.map((node) => {
    const old = before.get(node.id);
    if (old === undefined) return node;
    return {
      ...node,
      selected: old.selected ?? false,
      measured: old.measured,
      // Mid-drag the workspace has not heard of the new position yet.
      ...(old.dragging === true ? { position: old.position, dragging: true } : {}),
    };
  });
}

function carryEdges(next: readonly HopEdge[], previous: readonly HopEdge[]): HopEdge[] {
  const selected = new Set(previous.filter((e) => e.selected === true).map((e) => e.id));
  return selected.size === 0
    ? [...next]
    : next.map((edge) => (selected.has(edge.id) ? { ...edge, selected: true } : edge));
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
      nodes: state.nodeSource === nodes ? state.nodes : carryNodes(nodes, state.nodes),
      edges: state.edgeSource === edges ? state.edges : carryEdges(edges, state.edges),
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
