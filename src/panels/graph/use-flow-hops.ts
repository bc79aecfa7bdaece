// The hops React Flow holds: every hop while they are readable; zoomed out past the labels only
// the selected ones, while far-hops.tsx draws the rest. React Flow then still selects, unselects
// (a node clicked, the canvas clicked, Escape) and deletes (Delete, Backspace) a selected hop
// itself, with its own rules, and draws it, focusable, above the plain layer.
import { useState } from 'react';
import type { HopEdge } from './to-flow';
import { sameOr } from './use-flow-view';

/** `edges` as React Flow should hold them; the same array while they are the same hops. */
export function useFlowHops(edges: HopEdge[], far: boolean): HopEdge[] {
  const wanted = far ? edges.filter((edge) => edge.selected === true) : edges;
  const [held, setHeld] = useState(wanted);
  const next = sameOr(wanted, held);
  // Adjusting state while rendering: React Flow is handed a new array only when the hops change.
  if (next !== held) setHeld(next);
  return next;
}
