// How "Fit view" frames the graph: a margin all round, wider on the left where the zoom buttons
// sit and at the bottom where the attribution sits, so neither covers a node after a fit.
import {
  getNodesBounds,
  getViewportForBounds,
  type FitViewOptions,
  type Node,
  type Viewport,
} from '@xyflow/react';

/** How far the graph zooms out and in. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 2;

export const FIT_OPTIONS = {
  // The zoom buttons are 41 px from the canvas's left edge; the attribution 20 px from its bottom.
  padding: { top: '24px', right: '24px', bottom: '40px', left: '52px' },
  // Far out React Flow holds most nodes hidden (use-flow-nodes.ts): a fit frames them all.
  includeHiddenNodes: true,
} satisfies FitViewOptions;

/**
 * The view "Fit view" gives `nodes` on a canvas of `width` × `height`, worked out with React
 * Flow's own arithmetic before anything is drawn (every node carries its fixed size as measured,
 * to-flow.ts), so a graph opens already fitted. Zoom 1 at the origin when there is no canvas or
 * no node yet.
 */
export function fittedViewport(nodes: readonly Node[], width: number, height: number): Viewport {
  if (nodes.length === 0 || width <= 0 || height <= 0) return { x: 0, y: 0, zoom: 1 };
  const bounds = getNodesBounds([...nodes]);
  return getViewportForBounds(bounds, width, height, MIN_ZOOM, MAX_ZOOM, FIT_OPTIONS.padding);
}
