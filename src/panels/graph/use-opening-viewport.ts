// The view a graph opens at: the one "Fit view" would give it, worked out from the layout and
// the canvas's size before React Flow draws anything (then fitted again once drawn, FitWhenDrawn).
import type { Viewport } from '@xyflow/react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { fittedViewport } from './fit-options';
import type { GraphNode } from './to-flow';

/** Undefined until the canvas has been laid out once; then fixed for as long as it is shown. */
export function useOpeningViewport(
  canvas: RefObject<HTMLElement | null>,
  nodes: readonly GraphNode[],
  empty: boolean,
): Viewport | undefined {
  const [opening, setOpening] = useState<Viewport>();
  useLayoutEffect(() => {
    const element = canvas.current;
    if (opening !== undefined || empty || element === null) return;
    // Measuring the laid-out canvas before the first paint is what a layout effect is for; the
    // state is set once, and React draws the graph at that view before anything is shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpening(fittedViewport(nodes, element.clientWidth, element.clientHeight));
  }, [opening, empty, nodes, canvas]);
  return opening;
}
