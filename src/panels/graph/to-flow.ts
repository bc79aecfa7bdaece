// The delegation graph as React Flow nodes and edges, derived from the workspace and its path
// verdicts alone. One node per caller and per agent card (and one per name a path mentions that
// has none); one edge per hop of every path, so paths sharing a hop stay apart as lanes.
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { DenialCode } from '../../core/admission';
import type { AgentCard } from '../../core/card';
import type { CallerContext } from '../../core/caller';
import type { HopVerdict, PathVerdict } from '../../core/paths';
import type { PathReport, Workspace } from '../../store';
import { NODE_HEIGHT, NODE_WIDTH, SOURCE_HANDLE, TARGET_HANDLE } from './node-size';

export type CallerNodeData = { readonly caller: CallerContext };
export type AgentNodeData = { readonly card: AgentCard };
export type MissingNodeData = { readonly name: string; readonly role: 'caller' | 'agent' };

export type CallerNode = Node<CallerNodeData, 'caller'>;
export type AgentNode = Node<AgentNodeData, 'agent'>;
export type MissingNode = Node<MissingNodeData, 'missing'>;
export type GraphNode = CallerNode | AgentNode | MissingNode;

/** How a hop looks: its verdict, or why it has none. */
export type HopTone = 'allowed' | 'denied' | 'unreachable' | 'unknown';

export type HopEdgeData = {
  readonly pathId: string;
  /** The caller the hop's path starts from. */
  readonly callerId: string;
  /** Position of the hop in its path, from 0. */
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly tone: HopTone;
  /** The core's verdict; undefined when the path's caller does not exist. */
  readonly hop: HopVerdict | undefined;
  readonly path: PathVerdict | undefined;
  readonly codes: readonly DenialCode[];
  readonly cycle: boolean;
  readonly depth: boolean;
  /** This edge's place among the edges joining the same two nodes, and how many there are. */
  readonly lane: number;
  readonly lanes: number;
  /** The hop in words, for screen readers and tooltips. */
  readonly description: string;
};
export type HopEdge = Edge<HopEdgeData, 'hop'>;

export interface Flow {
  readonly nodes: GraphNode[];
  readonly edges: HopEdge[];
}

/** Node ids: a card's node is its name; every other kind is prefixed. */
export const callerNodeId = (agentId: string) => `caller:${agentId}`;
const missingNodeId = (name: string) => `missing:${name}`;
export const hopEdgeId = (pathId: string, index: number) => `hop:${pathId}:${index}`;

const ORIGIN = { x: 0, y: 0 };
// Known sizes and handles let React Flow show nodes and hops on the first frame.
const SIZE = { initialWidth: NODE_WIDTH, initialHeight: NODE_HEIGHT };

const listOr = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ');

function callerNode(caller: CallerContext): CallerNode {
  return {
    id: callerNodeId(caller.agentId),
    type: 'caller',
    position: ORIGIN,
    ...SIZE,
    handles: [SOURCE_HANDLE],
    data: { caller },
    ariaLabel: `Caller ${caller.agentId}: tenant ${caller.tenant || '(none)'}, carries ${caller.dataClassification} data`,
    deletable: false,
  };
}

function agentNode(card: AgentCard): AgentNode {
  const { owner, tenants, maxDataClassification } = card.platform;
  return {
    id: card.name,
    type: 'agent',
    position: ORIGIN,
    ...SIZE,
    handles: [TARGET_HANDLE, SOURCE_HANDLE],
    data: { card },
    ariaLabel: `Agent ${card.name}: owner ${owner || '(none)'}, tenants ${listOr(tenants, 'all')}, cleared up to ${maxDataClassification}`,
    deletable: false,
  };
}

function missingNode(name: string, role: 'caller' | 'agent'): MissingNode {
  return {
    id: role === 'caller' ? callerNodeId(name) : missingNodeId(name),
    type: 'missing',
    position: ORIGIN,
    ...SIZE,
    handles: role === 'caller' ? [SOURCE_HANDLE] : [TARGET_HANDLE, SOURCE_HANDLE],
    data: { name, role },
    ariaLabel:
      role === 'caller' ? `Missing caller ${name}` : `Missing agent ${name}: no agent card`,
    deletable: false,
    connectable: false,
  };
}

function toneOf(hop: HopVerdict | undefined): HopTone {
  switch (hop?.status) {
    case 'allowed':
      return 'allowed';
    case 'denied':
      return 'denied';
    case 'unreachable':
      return 'unreachable';
    default:
      return 'unknown';
  }
}

function describeHop(
  path: { readonly id: string; readonly callerId: string },
  index: number,
  from: string,
  to: string,
  hop: HopVerdict | undefined,
) {
  const where = `${path.id}, hop ${index + 1}: ${from} to ${to}`;
  switch (hop?.status) {
    case 'allowed':
      return `${where}, allowed`;
    case 'denied':
      return `${where}, denied: ${hop.denials.map((d) => d.code).join(', ')}`;
    case 'unreachable':
      return `${where}, unreachable after an earlier denial`;
    case 'unknown-agent':
      return `${where}, no agent card named ${to}`;
    case undefined:
      return `${where}, not evaluated: there is no caller ${path.callerId}`;
  }
}

/**
 * The graph of `workspace`: caller and agent nodes, and an edge per hop of every path carrying
 * the hop's verdict from `reports` (pathReportsOf). Positions are left at the origin for layout.
 */
export function toFlow(
  workspace: Pick<Workspace, 'callers' | 'cards'>,
  reports: readonly PathReport[],
): Flow {
  const nodes: GraphNode[] = [];
  const seen = new Set<string>();
  const add = (node: GraphNode) => {
    // A card named like another node's id would collide; the first one keeps the id.
    if (seen.has(node.id)) return;
    seen.add(node.id);
    nodes.push(node);
  };
  workspace.callers.forEach((caller) => add(callerNode(caller)));
  workspace.cards.forEach((card) => add(agentNode(card)));
  const cardNames = new Set(workspace.cards.map((c) => c.name));
  const agentId = (name: string) => (cardNames.has(name) ? name : missingNodeId(name));

  const edges: HopEdge[] = [];
  for (const { path, caller, verdict } of reports) {
    if (caller === undefined) add(missingNode(path.callerId, 'caller'));
    path.hops.forEach((to, index) => {
      if (!cardNames.has(to)) add(missingNode(to, 'agent'));
      const hop = verdict?.hops[index];
      const from = index === 0 ? path.callerId : (path.hops[index - 1] ?? path.callerId);
      const codes = hop?.denials.map((d) => d.code) ?? [];
      const description = describeHop(path, index, from, to, hop);
      const tone = toneOf(hop);
      const cycle = codes.includes('CYCLE_DETECTED');
      const depth = codes.includes('DEPTH_EXCEEDED');
      const look = cycle ? 'cycle' : depth ? 'depth' : tone;
      edges.push({
        id: hopEdgeId(path.id, index),
        type: 'hop',
        source: index === 0 ? callerNodeId(path.callerId) : agentId(from),
        target: agentId(to),
        ariaLabel: description,
        markerEnd: {
          type: MarkerType.ArrowClosed,
          color: `var(--graph-${look})`,
          width: 16,
          height: 16,
        },
        data: {
          pathId: path.id,
          callerId: path.callerId,
          index,
          from,
          to,
          tone,
          hop,
          path: verdict,
          codes,
          cycle,
          depth,
          lane: 0,
          lanes: 1,
          description,
        },
      });
    });
  }
  return { nodes, edges: withLanes(edges) };
}

/** Numbers the edges that join the same two nodes, so each can be drawn apart from the others. */
function withLanes(edges: HopEdge[]): HopEdge[] {
  const groups = new Map<string, number>();
  const key = (e: HopEdge) => `${e.source}\u0000${e.target}`;
  for (const edge of edges) groups.set(key(edge), (groups.get(key(edge)) ?? 0) + 1);
  const next = new Map<string, number>();
  return edges.map((edge) => {
    const lanes = groups.get(key(edge)) ?? 1;
    if (lanes === 1 || edge.data === undefined) return edge;
    const lane = next.get(key(edge)) ?? 0;
    next.set(key(edge), lane + 1);
    return { ...edge, data: { ...edge.data, lane, lanes } };
  });
}
