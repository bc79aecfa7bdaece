// Exporting the drawn graph as an image: for the moment of the capture the selection is cleared,
// focus dimming and keyboard focus are dropped and the legend is placed under the graph; then
// everything the viewport draws is framed and encoded, and the selection comes back.
import { getNodesBounds, useReactFlow } from '@xyflow/react';
import { useCallback, useState, type RefObject } from 'react';
import type { Position } from '../../store';
import {
  describeExportError,
  drawnBounds,
  imageFrame,
  renderImage,
  saveBlob,
  type ImageFormat,
} from './export-image';
import type { GraphNode } from './to-flow';
import type { FlowView } from './use-flow-view';
import type { GraphMessage } from './use-graph-commands';

const LEGEND_GAP = 48;

const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

export function useImageExport(
  container: RefObject<HTMLElement | null>,
  fileStem: string,
  say: (text: string, tone?: GraphMessage['tone']) => void,
  view: Pick<FlowView, 'nodes' | 'edges' | 'selectIds'>,
) {
  const { getViewport } = useReactFlow();
  const [legendAt, setLegendAt] = useState<Position>();
  const [busy, setBusy] = useState(false);

  const exportImage = useCallback(
    async (format: ImageFormat, nodes: readonly GraphNode[]) => {
      const bounds = getNodesBounds([...nodes]);
      const selected = new Set(
        [...view.nodes, ...view.edges].filter((x) => x.selected === true).map((x) => x.id),
      );
      const { selectIds } = view;
      setBusy(true);
      selectIds(new Set());
      if (
        document.activeElement instanceof HTMLElement &&
        container.current?.contains(document.activeElement)
      ) {
        document.activeElement.blur();
      }
      setLegendAt({ x: bounds.x, y: bounds.y + bounds.height + LEGEND_GAP });
      const filename = `${fileStem}.${format}`;
      try {
        await nextPaint();
        const root = container.current?.querySelector<HTMLElement>('.react-flow');
        const viewport = root?.querySelector<HTMLElement>('.react-flow__viewport');
        const drawn = viewport == null ? undefined : drawnBounds(viewport, getViewport());
        if (root == null || viewport == null || drawn === undefined) {
          throw new Error('there is nothing drawn to export');
        }
        const background = getComputedStyle(root).backgroundColor;
        saveBlob(filename, await renderImage(viewport, imageFrame(drawn), format, background));
        say(`Saved ${filename}.`);
      } catch (error) {
        say(`The ${format.toUpperCase()} export failed: ${describeExportError(error)}.`, 'error');
      } finally {
        selectIds(selected);
        setLegendAt(undefined);
        setBusy(false);
      }
    },
    [container, fileStem, getViewport, say, view],
  );

  return { exportImage, legendAt, busy };
}
