// The placed labels, handed to the hops. Each hop subscribes to its own place, so a new placement
// redraws only the labels that moved; a label whose place is unchanged keeps its object.
import { createContext, use, useState, useSyncExternalStore } from 'react';
import type { LabelPlace } from './edge-geometry';
import type { GraphNode, HopEdge } from './to-flow';

export interface LabelPlaces {
  readonly get: (id: string) => LabelPlace | undefined;
  readonly set: (next: ReadonlyMap<string, LabelPlace>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createLabelPlaces(): LabelPlaces {
  let places: ReadonlyMap<string, LabelPlace> = new Map();
  const listeners = new Set<() => void>();
  return {
    get: (id) => places.get(id),
    set: (next) => {
      const kept = new Map<string, LabelPlace>();
      for (const [id, place] of next) {
        const old = places.get(id);
        kept.set(id, old?.t === place.t && old.dy === place.dy ? old : place);
      }
      places = kept;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const none: LabelPlaces = {
  get: () => undefined,
  set: () => undefined,
  subscribe: () => () => undefined,
};

export const LabelPlacesShown = createContext<LabelPlaces>(none);

/** Where hop `id`'s label was placed; undefined for its own point on the curve. */
export function useLabelPlace(id: string): LabelPlace | undefined {
  const places = use(LabelPlacesShown);
  return useSyncExternalStore(places.subscribe, () => places.get(id));
}

/** `items`, or the array last given while `same` holds for each of them, in order. */
function useSameBy<T>(items: readonly T[], same: (a: T, b: T) => boolean): readonly T[] {
  const [kept, keep] = useState(items);
  const unchanged =
    kept === items ||
    (kept.length === items.length && items.every((item, i) => same(kept[i] as T, item)));
  // Adjusting state while rendering, as use-flow-hops.ts does.
  if (!unchanged) keep(items);
  return unchanged ? kept : items;
}

/**
 * What labels are placed from, kept as the very same arrays while every node is where it was and
 * every hop joins the same nodes with the same data: selecting a node or a hop (which hands in
 * new objects for it) then places nothing again. Placing the 1,000 labels of the 300-agent bench
 * graph takes 74–126 ms (min–median of 15 in Node, `placeLabels` on `graphWorkspace(300, 1000)`,
 * load 18), which every click on a node or a hop paid, and every drag's start.
 */
export function useLabelBasis(
  nodes: readonly GraphNode[],
  edges: readonly HopEdge[],
): { readonly nodes: readonly GraphNode[]; readonly edges: readonly HopEdge[] } {
  return {
    nodes: useSameBy(
      nodes,
      (a, b) => a.id === b.id && a.position.x === b.position.x && a.position.y === b.position.y,
    ),
    edges: useSameBy(
      edges,
      (a, b) =>
        a.id === b.id && a.source === b.source && a.target === b.target && a.data === b.data,
    ),
  };
}
