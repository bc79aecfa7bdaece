// Where the state diagram draws each state and each legal transition. Happy path left to right
// (submitted → working → completed), the two pauses above and below working, the other terminal
// states at the corners; every arrow comes from TRANSITIONS, so the drawing cannot drift from it.
import { TASK_STATES, TRANSITIONS, type TaskState } from '../../../core/lifecycle';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export const NODE = { width: 132, height: 36 } as const;
export const VIEW = { width: 700, height: 330 } as const;

export const POSITIONS: Readonly<Record<TaskState, Point>> = {
  submitted: { x: 80, y: 165 },
  working: { x: 330, y: 165 },
  'input-required': { x: 330, y: 40 },
  'auth-required': { x: 330, y: 290 },
  completed: { x: 610, y: 165 },
  canceled: { x: 610, y: 40 },
  failed: { x: 610, y: 290 },
  rejected: { x: 80, y: 290 },
};

/** Sideways bow of an arrow, in view units; a two-way pair bows apart so both stay visible. */
const BENDS: Partial<Record<string, number>> = {
  'input-required>failed': 36,
  'auth-required>canceled': 36,
};
const PAIR_BEND = 12;

export interface EdgeShape {
  readonly from: TaskState;
  readonly to: TaskState;
  /** SVG path data from the edge of `from` to the edge of `to`. */
  readonly d: string;
}

export const edgeKey = (from: TaskState, to: TaskState) => `${from}>${to}`;

/** Where the line from `center` toward `toward` leaves the node's pill (a stadium). */
function boundary(center: Point, toward: Point): Point {
  const dx = toward.x - center.x;
  const dy = toward.y - center.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const r = NODE.height / 2;
  const flat = NODE.width / 2 - r;
  // The straight top or bottom edge, if the ray meets it there.
  if (uy !== 0) {
    const t = r / Math.abs(uy);
    if (Math.abs(ux * t) <= flat) return { x: center.x + ux * t, y: center.y + uy * t };
  }
  // Otherwise the round end: solve |(t·u) − c| = r for the end's centre c.
  const cx = Math.sign(ux) * flat;
  const b = ux * cx;
  const t = b + Math.sqrt(b * b - (cx * cx - r * r));
  return { x: center.x + ux * t, y: center.y + uy * t };
}

const round = (n: number) => Math.round(n * 10) / 10;

function shape(from: TaskState, to: TaskState): EdgeShape {
  const a = POSITIONS[from];
  const b = POSITIONS[to];
  const pair = TRANSITIONS[to].includes(from);
  const bend = BENDS[edgeKey(from, to)] ?? (pair ? PAIR_BEND : 0);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const control = {
    x: (a.x + b.x) / 2 - ((b.y - a.y) / length) * bend,
    y: (a.y + b.y) / 2 + ((b.x - a.x) / length) * bend,
  };
  const start = boundary(a, control);
  const end = boundary(b, control);
  const d =
    bend === 0
      ? `M${round(start.x)} ${round(start.y)} L${round(end.x)} ${round(end.y)}`
      : `M${round(start.x)} ${round(start.y)} Q${round(control.x)} ${round(control.y)} ${round(end.x)} ${round(end.y)}`;
  return { from, to, d };
}

/** Every legal transition as an arrow, in TRANSITIONS order. */
export const EDGES: readonly EdgeShape[] = TASK_STATES.flatMap((from) =>
  TRANSITIONS[from].map((to) => shape(from, to)),
);

/** The transitions a path of states took, as edge keys. */
export function takenEdges(path: readonly TaskState[]): Set<string> {
  const taken = new Set<string>();
  path.forEach((state, index) => {
    const next = path[index + 1];
    if (next !== undefined) taken.add(edgeKey(state, next));
  });
  return taken;
}
