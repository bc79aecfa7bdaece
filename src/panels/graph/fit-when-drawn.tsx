// Fits the view once every node has been measured, then marks the moment the fitted graph is
// on screen (performance mark "graph:fitted", read by the browser benchmark). The graph already
// opens at the fitted view (fittedViewport, worked out before anything is drawn); this fit, a
// frame after React Flow's own measurement of the new nodes, confirms it against what React Flow
// measured, and the canvas stays hidden until then. It fits again when
// most of the nodes drawn are new: another workspace opened (a scenario, an import, a share link)
// or many cards imported at once. An edit that adds or removes a few nodes keeps the user's view.
import { useNodesInitialized, useReactFlow, type Node } from '@xyflow/react';
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

function afterFrames(frames: number, run: () => void) {
  requestAnimationFrame(() => (frames > 1 ? afterFrames(frames - 1, run) : run()));
}

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
  const fittedOnce = useRef(false);
  const drawn = useRef<ReadonlySet<string>>(new Set());
  const refit = useRef(false);
  useEffect(() => {
    if (fittedOnce.current && mostlyNew(drawn.current, nodes)) refit.current = true;
    drawn.current = new Set(nodes.map((node) => node.id));
  }, [nodes]);
  useEffect(() => {
    if (!initialised) return;
    if (!fittedOnce.current) {
      fittedOnce.current = true;
      // The nodes are observed in this commit's effects and measured in the coming frame.
      afterFrames(
        2,
        () =>
          void fitView(FIT_OPTIONS).then(() =>
            requestAnimationFrame(() => {
              performance.mark(GRAPH_FITTED_MARK);
              onFitted();
            }),
          ),
      );
    } else if (refit.current) {
      refit.current = false;
      void fitView(FIT_OPTIONS);
    }
  }, [initialised, nodes, fitView, onFitted]);
  return null;
}
