// The delegation graph as React Flow nodes and edges, derived from the workspace and its path
// verdicts alone. One node per caller and per agent card (and one per name a path mentions that
// has none); one edge per hop of every path, so paths sharing a hop stay apart as lanes.
import type { Edge, Node } from '@xyflow/react';
import type { DenialCode } from '../../core/admission';
import type { AgentCard } from '../../core/card';
import type { CallerContext } from '../../core/caller';
import type { HopVerdict } from '../../core/paths';
import type { Workspace } from '../../store';
import type { PathReport } from '../../store/path-reports';
import { hopLook, hopMarkerId } from './hop-markers';
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
  /**
   * False when the path's caller does not exist, so the core gave no verdict. The verdict itself
   * stays in the path reports: an edge holds only what it draws, so an edge whose drawing did
   * not change compares equal and is not drawn again.
   */
  readonly evaluated: boolean;
  readonly codes: readonly DenialCode[];
  readonly cycle: boolean;
  readonly depth: boolean;
  /** This edge's place among the edges joining the same two nodes, and how many there are. */
  readonly lane: number;
  readonly lanes: number;
  /** The hop in words, for screen readers and tooltips. */
  readonly description: string;
  /** How the outcome changed against the baseline, in words, when it did (hop-changes.ts). */
  readonly change?: string;
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
// Every node is drawn at this one size (graph.css), so React Flow is told it rather than measuring:
// with the size and the handles known, nodes and hops are drawn and fitted on the first frame,
// and a node an edit adds or renames is drawn without a second pass to measure it.
const SIZE = { measured: { width: NODE_WIDTH, height: NODE_HEIGHT } };

const listOr = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ');

/**
 * A node per caller and per card object: the workspace keeps the objects an edit did not touch,
 * so their nodes stay the same objects too and React Flow has nothing to redraw for them.
 */
const callerNodes = new WeakMap<CallerContext, CallerNode>();
const agentNodes = new WeakMap<AgentCard, AgentNode>();

function callerNode(caller: CallerContext): CallerNode {
  const kept = callerNodes.get(caller);
  if (kept !== undefined) return kept;
  const node: CallerNode = {
    id: callerNodeId(caller.agentId),
    type: 'caller',
    position: ORIGIN,
    ...SIZE,
    handles: [SOURCE_HANDLE],
    data: { caller },
    ariaLabel: `Caller ${caller.agentId}: tenant ${caller.tenant || '(none)'}, carries ${caller.dataClassification} data`,
    deletable: false,
  };
  callerNodes.set(caller, node);
  return node;
}

function agentNode(card: AgentCard): AgentNode {
  const kept = agentNodes.get(card);
  if (kept !== undefined) return kept;
  const { owner, tenants, maxDataClassification } = card.platform;
  const node: AgentNode = {
    id: card.name,
    type: 'agent',
    position: ORIGIN,
    ...SIZE,
    handles: [TARGET_HANDLE, SOURCE_HANDLE],
    data: { card },
    ariaLabel: `Agent ${card.name}: owner ${owner || '(none)'}, tenants ${listOr(tenants, 'all')}, cleared up to ${maxDataClassification}`,
    deletable: false,
  };
  agentNodes.set(card, node);
  return node;
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

interface PathEdges {
  readonly report: PathReport;
  readonly known: readonly boolean[];
  readonly edges: readonly HopEdge[];
}

/** The edges last drawn for each path, so a hop whose drawing is unchanged keeps its object. */
const edgesByPath = new WeakMap<PathReport['path'], PathEdges>();

/** Whether `a` and `b` (the same hop of the same path) draw alike; lanes are numbered later. */
const drawsAlike = (a: HopEdge, b: HopEdge) =>
  a.source === b.source &&
  a.target === b.target &&
  a.data?.description === b.data?.description &&
  a.data?.tone === b.data?.tone &&
  a.data?.evaluated === b.data?.evaluated &&
  a.data?.codes.length === b.data?.codes.length &&
  (a.data?.codes.every((code, i) => code === b.data?.codes[i]) ?? false);

/**
 * The hops of one path as edges, lanes not yet numbered. `known[i]` says whether hop i's agent
 * has a card. The same report with the same cards known gives the very same edges; a new report
 * for the same path (the policy changed, say) keeps each edge whose verdict draws as before.
 */
function reportEdges(report: PathReport, known: readonly boolean[]): readonly HopEdge[] {
  const { path, verdict } = report;
  const kept = edgesByPath.get(path);
  const sameKnown = kept !== undefined && kept.known.every((k, i) => k === known[i]);
  if (kept?.report === report && sameKnown) return kept.edges;
  const agentId = (name: string, index: number) =>
    known[index] === true ? name : missingNodeId(name);
  const edges = path.hops.map((to, index): HopEdge => {
    const hop = verdict?.hops[index];
    const from = index === 0 ? path.callerId : (path.hops[index - 1] ?? path.callerId);
    const codes = hop?.denials.map((d) => d.code) ?? [];
    const description = describeHop(path, index, from, to, hop);
    const tone = toneOf(hop);
    const cycle = codes.includes('CYCLE_DETECTED');
    const depth = codes.includes('DEPTH_EXCEEDED');
    const look = hopLook({ cycle, depth, tone });
    const edge: HopEdge = {
      id: hopEdgeId(path.id, index),
      type: 'hop',
      source: index === 0 ? callerNodeId(path.callerId) : agentId(from, index - 1),
      target: agentId(to, index),
      ariaLabel: description,
      markerEnd: hopMarkerId(look),
      data: {
        pathId: path.id,
        callerId: path.callerId,
        index,
        from,
        to,
        tone,
        evaluated: hop !== undefined,
        codes,
        cycle,
        depth,
        lane: 0,
        lanes: 1,
        description,
      },
    };
    const before = kept?.edges[index];
    return before !== undefined && drawsAlike(before, edge) ? before : edge;
  });
  edgesByPath.set(path, { report, known, edges });
  return edges;
}

/** Each edge with lanes numbered, kept so that the same edge in the same lane is the same object. */
const laned = new WeakMap<HopEdge, HopEdge>();

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

  const edges: HopEdge[] = [];
  for (const report of reports) {
    const { path, caller } = report;
    if (caller === undefined) add(missingNode(path.callerId, 'caller'));
    const known = path.hops.map((to) => cardNames.has(to));
    path.hops.forEach((to, index) => {
      if (known[index] === false) add(missingNode(to, 'agent'));
    });
    edges.push(...reportEdges(report, known));
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
    const kept = laned.get(edge);
    if (kept?.data?.lane === lane && kept.data.lanes === lanes) return kept;
    const numbered = { ...edge, data: { ...edge.data, lane, lanes } };
    laned.set(edge, numbered);
    return numbered;
  });
}
