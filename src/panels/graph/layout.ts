// Automatic layout, left to right along the delegation chains. dagre lays out the graphs people
// draw by hand; past DAGRE_MAX_PAIRS distinct hops it needs seconds (its crossing reduction grows
// fast on cyclic graphs), so larger graphs are laid out as the tree of the first path reaching
// each agent, in linear time. Callers and agents no hop touches are set aside in a compact grid
// beside the paths, not stacked in one tall column. A position the user dragged a node to wins.
import { Graph, layout } from '@dagrejs/dagre';
import type { Position } from '../../store';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import type { Flow, GraphNode } from './to-flow';

export { NODE_WIDTH };

const RANK_GAP = 200;
/**
 * Between nodes of one rank. Hop labels sit between ranks, not between the nodes of one, so the
 * gap is kept small: the enterprise example's tallest rank holds 13 nodes, and its height is what
 * limits the zoom a fit can give on a landscape canvas.
 */
const NODE_GAP = 12;
/** Between the graph and the grid of nodes without a hop: room for the grid's heading. */
export const ASIDE_GAP = 72;
const GRID_GAP = 24;

/** dagre handles up to this many distinct node pairs joined by hops. */
export const DAGRE_MAX_PAIRS = 60;

interface Box {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/** The distinct (source, target) pairs of `flow`'s hops in the order first met, self-loops left out. */
function pairs(flow: Flow): Array<[string, string]> {
  const targetsOf = new Map<string, Set<string>>();
  const found: Array<[string, string]> = [];
  for (const { source, target } of flow.edges) {
    if (source === target) continue;
    let targets = targetsOf.get(source);
    if (targets === undefined) {
      targets = new Set();
      targetsOf.set(source, targets);
    }
    if (targets.has(target)) continue;
    targets.add(target);
    found.push([source, target]);
  }
  return found;
}

/** `item` added at the end of the list `map` holds under `key`, the list made when there is none. */
function append(map: Map<string, string[]>, key: string, item: string) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}

function dagreLayout(flow: Flow, edges: ReadonlyArray<[string, string]>) {
  const graph = new Graph<object, Box, object>();
  graph.setGraph({ rankdir: 'LR', nodesep: NODE_GAP, ranksep: RANK_GAP, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const [source, target] of edges) graph.setEdge(source, target);
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

/**
 * Each node under the first node that reaches it, breadth first from the callers (then from any
 * node still unplaced), so every chain reads left to right at its shortest depth.
 */
function firstReachForest(flow: Flow, edges: ReadonlyArray<[string, string]>) {
  const out = new Map<string, string[]>();
  for (const [source, target] of edges) append(out, source, target);
  const children = new Map<string, string[]>();
  const depth = new Map<string, number>();
  const roots: string[] = [];
  const grow = (starts: readonly string[]) => {
    let frontier = starts.filter((id) => !depth.has(id));
    for (const id of frontier) {
      depth.set(id, 0);
      roots.push(id);
    }
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const id of frontier) {
        for (const target of out.get(id) ?? []) {
          if (depth.has(target)) continue;
          depth.set(target, (depth.get(id) ?? 0) + 1);
          append(children, id, target);
          next.push(target);
        }
      }
      frontier = next;
    }
  };
  const isCaller = (n: GraphNode) =>
    n.type === 'caller' || (n.type === 'missing' && n.data.role === 'caller');
  grow(flow.nodes.filter(isCaller).map((n) => n.id));
  for (const node of flow.nodes) if (!depth.has(node.id)) grow([node.id]);
  return { roots, children, depth };
}

/** A tidy tree layout of the first-reach forest: leaves stacked, parents centred on children. */
function forestLayout(flow: Flow, edges: ReadonlyArray<[string, string]>) {
  const { roots, children, depth } = firstReachForest(flow, edges);
  const row = new Map<string, number>();
  let slot = 0;
  const place = (id: string): number => {
    const ys = (children.get(id) ?? []).map(place);
    const y = ys.length === 0 ? slot++ : ((ys[0] ?? 0) + (ys.at(-1) ?? 0)) / 2;
    row.set(id, y);
    return y;
  };
  for (const root of roots) place(root);
  const placed = new Map<string, Position>();
  for (const [id, y] of row) {
    placed.set(id, {
      x: (depth.get(id) ?? 0) * (NODE_WIDTH + RANK_GAP),
      y: y * (NODE_HEIGHT + NODE_GAP),
    });
  }
  return placed;
}

/** The ids of `flow`'s nodes that no hop starts or ends at. */
export function nodesWithoutHops(flow: Flow): Set<string> {
  const linked = new Set<string>();
  for (const e of flow.edges) {
    linked.add(e.source);
    linked.add(e.target);
  }
  return new Set(flow.nodes.filter((n) => !linked.has(n.id)).map((n) => n.id));
}

/** The landscape canvas a layout is shaped for: width over height of a desktop's graph canvas. */
const CANVAS_ASPECT = 1.4;

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boundsOf(placed: ReadonlyMap<string, Position>): Bounds {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of placed.values()) {
    [left, top] = [Math.min(left, x), Math.min(top, y)];
    [right, bottom] = [Math.max(right, x + NODE_WIDTH), Math.max(bottom, y + NODE_HEIGHT)];
  }
  return { left, top, right, bottom };
}

/** How large a fit on a CANVAS_ASPECT canvas would draw `b`: larger is better. */
const fitScore = (b: Bounds) =>
  Math.min(CANVAS_ASPECT / (b.right - b.left), 1 / (b.bottom - b.top));

/**
 * `ids` in a compact grid beside everything already `placed`: below it, to its right, or in the
 * free corner at its bottom right (under the last ranks, which are often short), whichever keeps
 * the whole drawing largest when fitted to a landscape canvas. The enterprise example's 12 nodes
 * without a path go in that corner, and it fits at 1440 × 900 with names of 9 px and more.
 */
function gridAside(placed: Map<string, Position>, ids: readonly string[]) {
  if (ids.length === 0) return;
  const step = { x: NODE_WIDTH + GRID_GAP, y: NODE_HEIGHT + GRID_GAP };
  if (placed.size === 0) {
    const columns = Math.ceil(Math.sqrt(ids.length * 2));
    ids.forEach((id, i) => {
      placed.set(id, { x: (i % columns) * step.x, y: Math.floor(i / columns) * step.y });
    });
    return;
  }
  const { left, top, right, bottom } = boundsOf(placed);
  const nodes = [...placed.values()];
  /** The lowest bottom of a node reaching into the columns from `x` rightwards. */
  const floorFrom = (x: number) =>
    nodes.reduce(
      (low, at) => (at.x + NODE_WIDTH + GRID_GAP > x ? Math.max(low, at.y + NODE_HEIGHT) : low),
      -Infinity,
    );
  let best:
    | { score: number; area: number; x0: number; y0: number; columns: number; byColumn: boolean }
    | undefined;
  const consider = (x0: number, y0: number, columns: number, byColumn: boolean) => {
    const rows = Math.ceil(ids.length / columns);
    const [width, height] = [columns * step.x - GRID_GAP, rows * step.y - GRID_GAP];
    const whole = {
      left: Math.min(left, x0),
      top: Math.min(top, y0),
      right: Math.max(right, x0 + width),
      bottom: Math.max(bottom, y0 + height),
    };
    const score = fitScore(whole);
    const area = (whole.right - whole.left) * (whole.bottom - whole.top);
    // Of two that fit as large, the smaller drawing; then the first considered (below, the
    // corner, the right).
    const better =
      best === undefined ||
      score > best.score * (1 + 1e-9) ||
      (score >= best.score * (1 - 1e-9) && area < best.area);
    if (better) best = { score, area, x0, y0, columns, byColumn };
  };
  for (let columns = 1; columns <= ids.length; columns += 1) {
    const width = columns * step.x - GRID_GAP;
    consider(left, bottom + ASIDE_GAP, columns, false);
    const x0 = right - width;
    if (x0 > left) {
      const floor = floorFrom(x0);
      consider(x0, floor === -Infinity ? top : floor + ASIDE_GAP, columns, false);
    }
  }
  // To the right, in columns no taller than the graph.
  const rows = Math.max(1, Math.floor((bottom - top + GRID_GAP) / step.y));
  consider(right + RANK_GAP, top, Math.ceil(ids.length / rows), true);
  if (best === undefined) return;
  const { x0, y0, columns, byColumn } = best;
  const perColumn = Math.ceil(ids.length / columns);
  ids.forEach((id, i) => {
    const [column, row] = byColumn
      ? [Math.floor(i / perColumn), i % perColumn]
      : [i % columns, Math.floor(i / columns)];
    placed.set(id, { x: x0 + column * step.x, y: y0 + row * step.y });
  });
}

/** The last layout, kept while an edit leaves every node and every hop's ends as they were. */
let last: { readonly flow: Flow; readonly placed: ReadonlyMap<string, Position> } | undefined;

/** Whether `a` and `b` have the same nodes and the same hops between them, in the same order. */
function sameShape(a: Flow, b: Flow): boolean {
  return (
    a.nodes.length === b.nodes.length &&
    a.edges.length === b.edges.length &&
    a.nodes.every((n, i) => n.id === b.nodes[i]?.id) &&
    a.edges.every((e, i) => e.source === b.edges[i]?.source && e.target === b.edges[i]?.target)
  );
}

/**
 * Top-left positions for every node of `flow`. An edit that changes no node and no hop's ends (a
 * policy field, say, which only changes verdicts) gets the layout it had, without laying out again.
 */
export function autoLayout(flow: Flow): ReadonlyMap<string, Position> {
  if (last !== undefined && (last.flow === flow || sameShape(last.flow, flow))) return last.placed;
  const placed = layoutOf(flow);
  last = { flow, placed };
  return placed;
}

function layoutOf(flow: Flow): ReadonlyMap<string, Position> {
  const edges = pairs(flow);
  const aside = nodesWithoutHops(flow);
  const linked = { nodes: flow.nodes.filter((n) => !aside.has(n.id)), edges: flow.edges };
  const placed =
    edges.length <= DAGRE_MAX_PAIRS ? dagreLayout(linked, edges) : forestLayout(linked, edges);
  gridAside(placed, [...aside]);
  return placed;
}

/** The last placed copy of each node, so a node that stays where it was stays the same object. */
const placedCopies = new WeakMap<GraphNode, GraphNode>();

/** `nodes` at their saved position if they have one, else where the layout put them. */
export function placeNodes(
  nodes: readonly GraphNode[],
  auto: ReadonlyMap<string, Position>,
  saved: Readonly<Record<string, Position>>,
): GraphNode[] {
  return nodes.map((node) => {
    const position = Object.hasOwn(saved, node.id) ? saved[node.id] : auto.get(node.id);
    if (position === undefined) return node;
    const kept = placedCopies.get(node);
    if (kept?.position.x === position.x && kept.position.y === position.y) return kept;
    const placed = { ...node, position: { x: position.x, y: position.y } };
    placedCopies.set(node, placed);
    return placed;
  });
}
