// Fits the view once React Flow holds every node, then marks the moment the fitted graph is on
// screen (performance mark "graph:fitted", read by the browser benchmark). The graph already opens
// at the fitted view (fittedViewport, worked out before anything is drawn); this fit confirms it
// against the nodes React Flow holds, and the canvas stays hidden until then. Every node carries
// its fixed size as measured (to-flow.ts), so React Flow holds them initialised in the commit that
// draws them, and the fit is worked out there and then: React Flow's own fitView queues it behind
// one more update of its nodes, a frame at least, and on a busy page each frame waits for the
// task in progress. It fits again when most of the nodes drawn are new: another workspace opened
// (a scenario, an import, a share link) or many cards imported at once. An edit that adds or
// removes a few nodes keeps the user's view. While the view is still the fit (nobody has panned
// or zoomed), a canvas that changes size (the window resized, the page above it settling) is
// fitted again, so the graph stays whole in it.
import {
  useNodesInitialized,
  useReactFlow,
  useStore,
  useStoreApi,
  type Node,
  type ReactFlowState,
} from '@xyflow/react';
import { fitViewport } from '@xyflow/system';
import { useEffect, useRef } from 'react';
import { FIT_OPTIONS } from './fit-options';
import { GRAPH_FITTED_MARK } from './marks';

/**
 * True when the graph is mostly another one: more than half of `now` was not in `before`, or more
 * than half of `before` is not in `now` (a smaller workspace opened over a larger one that held
 * its names, as the bank example over the enterprise one). Never for an empty graph.
 */
export function mostlyNew(before: ReadonlySet<string>, now: readonly { readonly id: string }[]) {
  if (now.length === 0) return false;
  let kept = 0;
  for (const node of now) if (before.has(node.id)) kept += 1;
  const added = now.length - kept;
  const gone = before.size - kept;
  return added * 2 > now.length || gone * 2 > before.size;
}

const canvasSize = (s: ReactFlowState) => `${s.width}×${s.height}`;
const sameTransform = (a: readonly number[] | undefined, b: readonly number[]) =>
  a !== undefined && a.every((v, i) => Math.abs(v - (b[i] ?? NaN)) < 1e-6);

/** `onFitted` runs once, after the first fit. */
export function FitWhenDrawn({
  nodes,
  onFitted,
}: {
  readonly nodes: readonly Node[];
  readonly onFitted: () => void;
}) {
  const initialised = useNodesInitialized();
  const { fitView } = useReactFlow();
  const store = useStoreApi();
  const fittedOnce = useRef(false);
  const drawn = useRef<ReadonlySet<string>>(new Set());
  const refit = useRef(false);
  // The view the last fit gave ('pending' while React Flow's own fit is queued); while the view
  // is still this one, a new canvas size refits.
  const fittedAt = useRef<readonly number[] | 'pending'>(undefined);
  const size = useStore(canvasSize);
  useEffect(() => {
    const { transform, nodeLookup, width, height, panZoom, minZoom, maxZoom } = store.getState();
    if (panZoom === null || width === 0 || height === 0) return;
    const at = fittedAt.current;
    if (at !== 'pending' && !sameTransform(at, transform)) return;
    void fitViewport({ nodes: nodeLookup, width, height, panZoom, minZoom, maxZoom }, FIT_OPTIONS);
    fittedAt.current = [...store.getState().transform];
  }, [size, store]);
  useEffect(() => {
    if (fittedOnce.current && mostlyNew(drawn.current, nodes)) refit.current = true;
    drawn.current = new Set(nodes.map((node) => node.id));
  }, [nodes]);
  useEffect(() => {
    if (!initialised) return;
    if (!fittedOnce.current) {
      fittedOnce.current = true;
      const { nodeLookup, width, height, panZoom, minZoom, maxZoom } = store.getState();
      // The direct fit needs React Flow's zoom and the canvas's size, which React Flow leaves at
      // 0 only when the canvas was not visible when first measured. Its own queued fit is left
      // to do what it can then, and the graph is shown either way, never left hidden.
      if (panZoom === null || width === 0 || height === 0) {
        void fitView(FIT_OPTIONS);
      } else {
        // With no duration the view is set before this returns.
        void fitViewport(
          { nodes: nodeLookup, width, height, panZoom, minZoom, maxZoom },
          FIT_OPTIONS,
        );
        fittedAt.current = [...store.getState().transform];
      }
      onFitted();
      requestAnimationFrame(() => performance.mark(GRAPH_FITTED_MARK));
    } else if (refit.current) {
      refit.current = false;
      fittedAt.current = 'pending';
      void fitView(FIT_OPTIONS).then(() => {
        fittedAt.current = [...store.getState().transform];
      });
    }
  }, [initialised, nodes, fitView, onFitted, store]);
  return null;
}
