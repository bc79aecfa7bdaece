// What a view holds below the fold, drawn in a render of its own right after the view's first,
// so opening the view paints what is on screen without waiting for the rest. The later render
// runs at transition priority: React yields to the browser, which paints the first frame first.
import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React draws on the server (the build's first view, src/app/first-view.tsx) or
 * hydrates what the server drew; false in a render of the browser's own. React reads the server
 * snapshot in both of the first, and the browser's after them.
 */
const useServerDrawn = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * `children` from the second render of this place on; nothing in the first. Measured on cold
 * loads of the Cards panel with its lower editor sections and published JSON in one: main-thread
 * layout before the first paint 46 → 22 ms (median of 5 traced loads each, load 15); FCP = LCP
 * at 0.62× the A2A Editor's against 0.95× drawing it all at once (15 loads each, interleaved, load
 * 17), 0.75× against 0.78× in a second run at load 20–24 (the peers harness's measure.mjs).
 *
 * `inBuiltView`: drawn at once where the view is drawn on the server and hydrated, as the first
 * view the build puts into index.html is. There no script runs before the first paint, so a
 * render later means after the scripts: the published card beside the editor at 1440 × 900 was
 * the largest paint, 250 ms after the first (FCP 332, LCP 592 ms; drawn at once, FCP = LCP
 * 408 ms, and at 1280 × 800, where it is below the fold, FCP 348 → 364 ms; 15 cold loads each,
 * alternating, measure.mjs of the peers harness). Hydration keeps it as drawn; a place that
 * mounts later defers as before.
 */
export function Deferred({
  children,
  inBuiltView = false,
}: {
  readonly children: ReactNode;
  readonly inBuiltView?: boolean;
}) {
  const serverDrawn = useServerDrawn();
  const [atOnce] = useState(inBuiltView && serverDrawn);
  const drawn = useDeferredValue(true, atOnce);
  return drawn ? children : null;
}
