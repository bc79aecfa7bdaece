// The placed labels, handed to the hops. Each hop subscribes to its own place, so a new placement
// redraws only the labels that moved; a label whose place is unchanged keeps its object.
import { createContext, use, useSyncExternalStore } from 'react';
import type { LabelPlace } from './edge-geometry';

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
