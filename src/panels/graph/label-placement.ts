// Where each hop's label goes. A label first takes its own point on its curve; where that would
// cover another label or a node it slides along the curve, and only when the whole curve is taken
// does it step above or below it. Labels are placed one at a time in hop order, against a grid of
// what is already placed, so a graph of a thousand hops is placed in linear time.
import {
  hopCurve,
  hopEnds,
  labelPoint,
  type HopCurve,
  type LabelPlace,
  type Point,
} from './edge-geometry';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import type { GraphNode, HopEdge, HopEdgeData } from './to-flow';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LabelItem {
  readonly id: string;
  readonly curve: HopCurve;
  readonly width: number;
  readonly height: number;
  /** A hop from a node to itself keeps its label at the top of its loop. */
  readonly fixed: boolean;
}

// The label's type in graph.css: 11px text, 1.6 line height, 7px padding each side and a 1px
// border. Widths per character are a little over DejaVu Sans bold and Mono at 11px, so an
// estimate errs on the roomy side.
const LINE = 17.6;
const FRAME = 2 * 7 + 2;
const GLYPH = 8;
const GAP = 4;
const BOLD = 7.4;
const TEXT = 6.4;
const MONO = 6.7;
/** Kept clear around every label. */
const MARGIN = 4;

const note = (data: HopEdgeData) =>
  data.tone === 'unreachable'
    ? 'unreachable'
    : data.tone === 'unknown'
      ? data.evaluated
        ? 'no card'
        : 'no caller'
      : '';

/** The size a hop's label is drawn at (hop-edge.tsx `HopLabel`): a head line and a line per code. */
export function labelSize(data: HopEdgeData): { width: number; height: number } {
  const text = note(data);
  const head =
    GLYPH +
    GAP +
    data.pathId.length * BOLD +
    (data.change === undefined ? 0 : GAP + GLYPH) +
    (text === '' ? 0 : GAP + text.length * TEXT);
  const codes = data.codes.map(
    (code) =>
      (code === 'CYCLE_DETECTED' || code === 'DEPTH_EXCEEDED' ? code.length + 2 : code.length) *
      MONO,
  );
  return {
    width: Math.ceil(FRAME + Math.max(head, ...codes)),
    height: Math.ceil(2 + LINE * (1 + data.codes.length)),
  };
}

/** The label items of `edges` between `nodes` as placed. */
export function labelItems(nodes: readonly GraphNode[], edges: readonly HopEdge[]): LabelItem[] {
  const at = new Map(nodes.map((n) => [n.id, n.position]));
  const items: LabelItem[] = [];
  for (const edge of edges) {
    const [from, to] = [at.get(edge.source), at.get(edge.target)];
    if (from === undefined || to === undefined || edge.data === undefined) continue;
    const ends = hopEnds(from, to);
    const fixed = edge.source === edge.target;
    const curve = hopCurve(ends.source, ends.target, edge.data.lane, edge.data.lanes, fixed);
    items.push({ id: edge.id, curve, ...labelSize(edge.data), fixed });
  }
  return items;
}

/** The boxes of `nodes` as drawn. */
export const nodeBoxes = (nodes: readonly GraphNode[]): Box[] =>
  nodes.map((n) => ({ x: n.position.x, y: n.position.y, width: NODE_WIDTH, height: NODE_HEIGHT }));

const CELL = 128;

/** Boxes filed by the grid cells they touch, to find the ones near a point quickly. */
class BoxGrid {
  private readonly cells = new Map<string, Box[]>();

  private *keys(box: Box) {
    for (let cx = Math.floor(box.x / CELL); cx <= Math.floor((box.x + box.width) / CELL); cx += 1) {
      for (
        let cy = Math.floor(box.y / CELL);
        cy <= Math.floor((box.y + box.height) / CELL);
        cy += 1
      ) {
        yield `${cx},${cy}`;
      }
    }
  }

  add(box: Box) {
    for (const key of this.keys(box)) {
      const cell = this.cells.get(key);
      if (cell === undefined) this.cells.set(key, [box]);
      else cell.push(box);
    }
  }

  /** The area of `box` that boxes already filed cover (a box in several cells counts once). */
  covered(box: Box): number {
    const seen = new Set<Box>();
    let area = 0;
    for (const key of this.keys(box)) {
      for (const other of this.cells.get(key) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        area += overlapArea(box, other);
      }
    }
    return area;
  }
}

/** The area two boxes share; 0 when they only touch. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Points along a curve to try, nearest the label's own point first, within the middle 70%. */
function tries(own: number): number[] {
  const ts = [own];
  for (let step = 1; step <= 8; step += 1) {
    for (const t of [own - step * 0.06, own + step * 0.06]) {
      if (t >= 0.15 && t <= 0.85) ts.push(Math.round(t * 100) / 100);
    }
  }
  return ts;
}

/** The box of a label `item` centred at `p`, with the margin kept clear around it. */
const boxAt = (item: LabelItem, p: Point): Box => ({
  x: p.x - item.width / 2 - MARGIN,
  y: p.y - item.height / 2 - MARGIN,
  width: item.width + 2 * MARGIN,
  height: item.height + 2 * MARGIN,
});

/**
 * A place for each label in `items`, taken in order: the first point along its curve (then above
 * or below it, a label's height at a time) where it covers no label placed before it and no box
 * in `obstacles`; where there is none, the point where it covers least.
 */
export function placeLabels(
  items: readonly LabelItem[],
  obstacles: readonly Box[],
): Map<string, LabelPlace> {
  const nodes = new BoxGrid();
  obstacles.forEach((box) => nodes.add(box));
  const labels = new BoxGrid();
  const placed = new Map<string, LabelPlace>();
  for (const item of items) {
    const ts = item.fixed ? [item.curve.labelT] : tries(item.curve.labelT);
    const rise = item.height + 2 * MARGIN;
    let best: { place: LabelPlace; box: Box; cost: number } | undefined;
    search: for (const dy of [0, -rise, rise, -2 * rise, 2 * rise]) {
      for (const t of ts) {
        const place = { t, dy };
        const box = boxAt(item, labelPoint(item.curve, place));
        // Shrunk by the margin: labels may keep their margins side by side, not their text.
        const inner = {
          x: box.x + MARGIN,
          y: box.y + MARGIN,
          width: item.width,
          height: item.height,
        };
        const cost = labels.covered(box) + nodes.covered(inner);
        if (best === undefined || cost < best.cost) best = { place, box, cost };
        if (cost === 0) break search;
      }
    }
    if (best === undefined) continue;
    labels.add(best.box);
    placed.set(item.id, best.place);
  }
  return placed;
}
