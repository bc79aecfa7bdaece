// Nodes as React Flow holds them zoomed far out. Below OVERVIEW_ZOOM a node is under 36 px wide
// and nothing in it can be read, so each is drawn as its bare box in its kind's look: the
// "overview" node type, with no text and no handles (nodes.tsx). React Flow still holds every
// node, so picking, dragging, Tab, box selection and the minimap work as at any zoom, and each
// box keeps its node's accessible name. What it saves is most of a node's document: opening a
// 300-agent graph built, styled, laid out and measured every element of every node, handles
// included, at a zoom where none of it could be read.
// A selected node, and both ends of a selected hop (a hop React Flow draws needs its ends'
// handles), keep their full form.
import type { Node, NodeChange } from '@xyflow/react';
import { useState } from 'react';
import type { GraphNode, HopEdge } from './to-flow';
import { sameOr } from './use-flow-view';

/** Below this zoom nodes are drawn as bare boxes. Under the labels' zoom (0.25), hops too are plain. */
export const OVERVIEW_ZOOM = 0.15;

/** A node drawn as its box alone; `data` is its full form's, which says its kind. */
export type OverviewNode = Node<GraphNode['data'], 'overview'>;

/** A node as React Flow holds it. */
export type FlowNode = GraphNode | OverviewNode;

// One box per node object, and back: a node an edit did not touch keeps its box object, so React
// Flow has nothing to redraw for it.
const boxes = new WeakMap<GraphNode, OverviewNode>();
const fullForms = new WeakMap<OverviewNode, GraphNode>();

function boxOf(node: GraphNode): OverviewNode {
  const kept = boxes.get(node);
  if (kept !== undefined) return kept;
  const box: OverviewNode = { ...node, type: 'overview' };
  boxes.set(node, box);
  fullForms.set(box, node);
  return box;
}

/** The node React Flow's `node` stands for: itself, or the full form of a box. */
export function fullNode(node: FlowNode): GraphNode {
  if (node.type !== 'overview') return node;
  const full = fullForms.get(node);
  if (full === undefined) throw new Error(`node ${node.id} is a box that was never drawn`);
  return full;
}

/** React Flow's changes to its nodes as changes to their full forms (boxes carry the same ids). */
export function fullChanges(changes: readonly NodeChange<FlowNode>[]): NodeChange<GraphNode>[] {
  return changes.map((change) =>
    change.type === 'add' || change.type === 'replace'
      ? { ...change, item: fullNode(change.item) }
      : change,
  );
}

/** The kind a node's data says: what its box looks like. */
export function kindOf(data: GraphNode['data']): 'caller' | 'agent' | 'missing' {
  if ('caller' in data) return 'caller';
  if ('card' in data) return 'agent';
  return 'missing';
}

/**
 * `nodes` as boxes, except the selected ones and both ends of every selected hop in `edges`.
 * @example overviewNodes([caller, agent], []) // [box of caller, box of agent]
 */
export function overviewNodes(nodes: readonly GraphNode[], edges: readonly HopEdge[]): FlowNode[] {
  const full = new Set<string>();
  for (const edge of edges) {
    if (edge.selected !== true) continue;
    full.add(edge.source);
    full.add(edge.target);
  }
  return nodes.map((node) => (node.selected === true || full.has(node.id) ? node : boxOf(node)));
}

/** The nodes React Flow should hold; the same array while they are the same nodes. */
export function useFlowNodes(
  nodes: GraphNode[],
  edges: readonly HopEdge[],
  overview: boolean,
): FlowNode[] {
  const wanted = overview ? overviewNodes(nodes, edges) : nodes;
  const [held, setHeld] = useState<FlowNode[]>(wanted);
  const next = sameOr(wanted, held);
  // Adjusting state while rendering: React Flow is handed a new array only when the nodes change.
  if (next !== held) setHeld(next);
  return next;
}
