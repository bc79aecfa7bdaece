// The hops React Flow holds: every hop while they are readable; zoomed out past the labels only
// the selected ones, while far-hops.tsx draws the rest. React Flow then still selects, unselects
// (a node clicked, the canvas clicked, Escape) and deletes (Delete, Backspace) a selected hop
// itself, with its own rules, and draws it, focusable, above the plain layer.
import { useState } from 'react';
import type { HopEdge } from './to-flow';

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a === b || (a.length === b.length && a.every((item, i) => item === b[i]));

/** `edges` as React Flow should hold them; the same array while they are the same hops. */
export function useFlowHops(edges: HopEdge[], far: boolean): HopEdge[] {
  const wanted = far ? edges.filter((edge) => edge.selected === true) : edges;
  const [held, setHeld] = useState(wanted);
  if (sameItems(held, wanted)) return held;
  // Adjusting state while rendering: React Flow is handed a new array only when the hops change.
  setHeld(wanted);
  return wanted;
}
