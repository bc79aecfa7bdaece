// How "Fit view" frames the graph: a margin all round, wider on the left where the zoom buttons
// sit and at the bottom where the attribution sits, so neither covers a node after a fit.
import type { FitViewOptions } from '@xyflow/react';

export const FIT_OPTIONS = {
  padding: { top: '24px', right: '24px', bottom: '40px', left: '72px' },
} satisfies FitViewOptions;
