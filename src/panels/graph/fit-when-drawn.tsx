// Fits the view once every node has been measured, then marks the moment the fitted graph is
// on screen (performance mark "graph:fitted", read by the browser benchmark).
import { useNodesInitialized, useReactFlow } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { FIT_OPTIONS } from './fit-options';
import { GRAPH_FITTED_MARK } from './marks';

/** `onFitted` runs once, after the first fit. */
export function FitWhenDrawn({ onFitted }: { readonly onFitted: () => void }) {
  const initialised = useNodesInitialized();
  const { fitView } = useReactFlow();
  const done = useRef(false);
  useEffect(() => {
    if (!initialised || done.current) return;
    done.current = true;
    void fitView(FIT_OPTIONS).then(() =>
      requestAnimationFrame(() => {
        performance.mark(GRAPH_FITTED_MARK);
        onFitted();
      }),
    );
  }, [initialised, fitView, onFitted]);
  return null;
}
