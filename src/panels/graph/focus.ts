// Focus on part of the graph: one caller's paths or one path. What is in focus keeps full
// strength; everything else is dimmed, so a presenter can walk a room through one story at a time.
import { createContext } from 'react';
import type { Flow, HopEdge } from './to-flow';
import { callerNodeId } from './to-flow';

/** What the graph focuses on; `all` dims nothing. */
export type GraphFocus =
  | { readonly kind: 'all' }
  | { readonly kind: 'caller'; readonly callerId: string }
  | { readonly kind: 'path'; readonly pathId: string };

export const FOCUS_ALL: GraphFocus = { kind: 'all' };

export interface FocusSet {
  readonly nodes: ReadonlySet<string>;
  readonly edges: ReadonlySet<string>;
}

const inFocus = (edge: HopEdge, focus: GraphFocus): boolean => {
  if (edge.data === undefined) return false;
  if (focus.kind === 'path') return edge.data.pathId === focus.pathId;
  // A caller's paths are those whose first hop leaves its node.
  return focus.kind === 'caller' && edge.data.callerId === focus.callerId;
};

/** The nodes and hops in `focus`; undefined when nothing is dimmed. */
export function focusSet(flow: Flow, focus: GraphFocus): FocusSet | undefined {
  if (focus.kind === 'all') return undefined;
  const edges = new Set<string>();
  const nodes = new Set<string>();
  if (focus.kind === 'caller') nodes.add(callerNodeId(focus.callerId));
  for (const edge of flow.edges) {
    if (!inFocus(edge, focus)) continue;
    edges.add(edge.id);
    nodes.add(edge.source);
    nodes.add(edge.target);
  }
  return { nodes, edges };
}

const sameMembers = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Whether `a` and `b` dim the same nodes and hops. The focus is worked out again after every
 * edit; while it holds the same ids the canvas keeps the one it has, so no node or hop redraws.
 */
export function sameFocus(a: FocusSet | undefined, b: FocusSet | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return sameMembers(a.nodes, b.nodes) && sameMembers(a.edges, b.edges);
}

/**
 * `focus` while the caller or path it names is in the workspace, else every path: a focus saved
 * before a reload may name one that was since renamed or removed, and would dim everything.
 */
export function knownFocus(
  focus: GraphFocus,
  callers: readonly { readonly agentId: string }[],
  paths: readonly { readonly id: string }[],
): GraphFocus {
  if (focus.kind === 'caller')
    return callers.some((c) => c.agentId === focus.callerId) ? focus : FOCUS_ALL;
  if (focus.kind === 'path') return paths.some((p) => p.id === focus.pathId) ? focus : FOCUS_ALL;
  return focus;
}

/** Encodes a focus as a select option's value, and back. */
export const focusValue = (focus: GraphFocus): string =>
  focus.kind === 'all'
    ? ''
    : focus.kind === 'caller'
      ? `caller:${focus.callerId}`
      : `path:${focus.pathId}`;

export function focusFrom(value: string): GraphFocus {
  if (value.startsWith('caller:')) return { kind: 'caller', callerId: value.slice(7) };
  if (value.startsWith('path:')) return { kind: 'path', pathId: value.slice(5) };
  return FOCUS_ALL;
}

/** The focus the canvas draws: nodes and hops outside it are dimmed. */
export const FocusShown = createContext<FocusSet | undefined>(undefined);

/** " graph-dim" when a focus is shown and `inFocus` (its nodes or its hops) leaves `id` out. */
export const dimClass = (inFocus: ReadonlySet<string> | undefined, id: string): string =>
  inFocus !== undefined && !inFocus.has(id) ? ' graph-dim' : '';
