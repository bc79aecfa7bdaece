// A panel whose content a baseline comparison marks, with the baseline bar above it. The bar is
// loaded beside the panel and shows nothing until a baseline is set, so the first page carries
// neither it nor the comparison.
import type { ComponentType } from 'react';

type PanelModule = { default: ComponentType };

export const withBaselineBar = (load: () => Promise<PanelModule>) => (): Promise<PanelModule> =>
  Promise.all([load(), import('./baseline-bar')]).then(([{ default: Panel }, { BaselineBar }]) => ({
    default: function ComparedPanel() {
      return (
        <>
          <BaselineBar />
          <Panel />
        </>
      );
    },
  }));
