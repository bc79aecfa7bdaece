// Where a hop is drawn. Hops joining the same two nodes get lanes: each is shifted a little and
// carries its label at a different point along the curve, so every path's hop stays readable.
import { NODE_HEIGHT, SOURCE_HANDLE, TARGET_HANDLE } from './node-size';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface HopGeometry {
  /** SVG path data. */
  readonly path: string;
  readonly label: Point;
}

/**
 * Where React Flow puts the two ends of a hop between nodes whose top-left corners are given: the
 * right edge of the source's handle and the left edge of the target's, each at its handle's middle.
 */
export function hopEnds(source: Point, target: Point): { source: Point; target: Point } {
  const s = SOURCE_HANDLE;
  const t = TARGET_HANDLE;
  return {
    source: { x: source.x + s.x + (s.width ?? 0), y: source.y + s.y + (s.height ?? 0) / 2 },
    target: { x: target.x + t.x, y: target.y + t.y + (t.height ?? 0) / 2 },
  };
}

/** The vertical shift of lane `lane` of `lanes`, within the node's height. */
export function laneOffset(lane: number, lanes: number): number {
  if (lanes <= 1) return 0;
  const spacing = Math.min(16, (NODE_HEIGHT - 28) / (lanes - 1));
  return (lane - (lanes - 1) / 2) * spacing;
}

/**
 * Where along the curve (0…1) lane `lane`'s label sits: spread from 0.2 to 0.8, so two labels of
 * hops sharing their ends sit apart, one near each end.
 */
export function labelPosition(lane: number, lanes: number): number {
  if (lanes <= 1) return 0.5;
  return 0.2 + (0.6 * lane) / (lanes - 1);
}

/** The point at `t` on the cubic Bézier p0 → p3 with controls p1, p2. */
export function cubicPoint(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {
    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
    y: a * p0.y + b * p1.y + c * p2.y + d * p3.y,
  };
}

// As React Flow's bezier edges: a hop going backwards swings wide instead of folding.
const controlOffset = (distance: number) =>
  distance >= 0 ? 0.5 * distance : 0.25 * 25 * Math.sqrt(-distance);

const round = (n: number) => Math.round(n * 10) / 10;
const pathOf = (p0: Point, p1: Point, p2: Point, p3: Point) =>
  `M${round(p0.x)},${round(p0.y)} C${round(p1.x)},${round(p1.y)} ${round(p2.x)},${round(p2.y)} ${round(p3.x)},${round(p3.y)}`;

/** A hop's cubic Bézier curve, and where along it (0…1) its label sits unless placed elsewhere. */
export interface HopCurve {
  readonly points: readonly [Point, Point, Point, Point];
  readonly labelT: number;
}

/**
 * The curve from a source handle (right side) to a target handle (left side) for lane `lane` of
 * `lanes`. A hop from a node to itself loops over the node.
 */
export function hopCurve(
  source: Point,
  target: Point,
  lane: number,
  lanes: number,
  selfLoop: boolean,
): HopCurve {
  const offset = laneOffset(lane, lanes);
  const p0 = { x: source.x, y: source.y + offset };
  const p3 = { x: target.x, y: target.y + offset };
  if (selfLoop) {
    const rise = NODE_HEIGHT + 30 + lane * 24;
    const p1 = { x: p0.x + 80, y: p0.y - rise };
    const p2 = { x: p3.x - 80, y: p3.y - rise };
    return { points: [p0, p1, p2, p3], labelT: 0.5 };
  }
  const c = Math.max(controlOffset(p3.x - p0.x), 20);
  // A hop back to an agent further left (usually a cycle) swings below the row instead of
  // running back through the nodes and hops it returns past.
  const dip = p3.x < p0.x ? NODE_HEIGHT + 40 + lane * 20 : 0;
  const p1 = { x: p0.x + c, y: p0.y + dip };
  const p2 = { x: p3.x - c, y: p3.y + dip };
  return { points: [p0, p1, p2, p3], labelT: labelPosition(lane, lanes) };
}

/** Where a label was placed: a point along its curve, moved `dy` up or down from it. */
export interface LabelPlace {
  readonly t: number;
  readonly dy: number;
}

/** The point of `curve` a label placed at `place` is centred on (its own point when unplaced). */
export function labelPoint(curve: HopCurve, place?: LabelPlace): Point {
  const [p0, p1, p2, p3] = curve.points;
  const at = cubicPoint(p0, p1, p2, p3, place?.t ?? curve.labelT);
  return place === undefined || place.dy === 0 ? at : { x: at.x, y: at.y + place.dy };
}

/** The hop's SVG path and its label's centre; `place` is where label placement put the label. */
export function hopGeometry(
  source: Point,
  target: Point,
  lane: number,
  lanes: number,
  selfLoop: boolean,
  place?: LabelPlace,
): HopGeometry {
  const curve = hopCurve(source, target, lane, lanes, selfLoop);
  const [p0, p1, p2, p3] = curve.points;
  return { path: pathOf(p0, p1, p2, p3), label: labelPoint(curve, place) };
}
