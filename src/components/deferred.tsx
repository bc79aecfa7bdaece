// What a view holds below the fold, drawn in a render of its own right after the view's first,
// so opening the view paints what is on screen without waiting for the rest. The later render
// runs at transition priority: React yields to the browser, which paints the first frame first.
import { useDeferredValue, type ReactNode } from 'react';

/**
 * `children` from the second render of this place on; nothing in the first. Measured on cold
 * loads of the Cards panel with its lower editor sections and published JSON in one: main-thread
 * layout before the first paint 46 → 22 ms (median of 5 traced loads each, load 15); FCP = LCP
 * at 0.62× the A2A Editor's against 0.95× drawing it all at once (15 loads each, interleaved, load
 * 17), 0.75× against 0.78× in a second run at load 20–24 (the peers harness's measure.mjs).
 */
export function Deferred({ children }: { readonly children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
