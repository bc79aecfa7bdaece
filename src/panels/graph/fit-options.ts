// How "Fit view" frames the graph: a margin all round, wider on the left where the zoom buttons
// sit and at the bottom where the attribution sits, so neither covers a node after a fit.
import { getViewportForBounds, type FitViewOptions, type Viewport } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';

/** How far the graph zooms out and in. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 2;

export const FIT_OPTIONS = {
  padding: { top: '24px', right: '24px', bottom: '40px', left: '72px' },
} satisfies FitViewOptions;

/**
 * The view "Fit view" gives `nodes` (top-left corners, every node at the one fixed size) on a
 * canvas of `width` × `height`, worked out before anything is drawn, so a graph opens already
 * fitted: no frame at full size first, and nodes and hops drawn once, at the detail the fit
 * shows. Zoom 1 at the origin when there is no canvas or no node yet.
 */
export function fittedViewport(
  nodes: readonly { readonly position: { readonly x: number; readonly y: number } }[],
  width: number,
  height: number,
): Viewport {
  if (nodes.length === 0 || width <= 0 || height <= 0) return { x: 0, y: 0, zoom: 1 };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { position } of nodes) {
    left = Math.min(left, position.x);
    top = Math.min(top, position.y);
    right = Math.max(right, position.x + NODE_WIDTH);
    bottom = Math.max(bottom, position.y + NODE_HEIGHT);
  }
  const bounds = { x: left, y: top, width: right - left, height: bottom - top };
  return getViewportForBounds(bounds, width, height, MIN_ZOOM, MAX_ZOOM, FIT_OPTIONS.padding);
}
