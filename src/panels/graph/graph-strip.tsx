// The legend, in a collapsible strip above the canvas: never over a node or a hop label, at any
// zoom or size. How to author is in the side panel's help.
import { VerdictLegend } from './legend';

export interface GraphStripProps {
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  /** Shown when the view is zoomed too far out for hop labels to read (labels-shown.ts). */
  readonly zoomHint: boolean;
}

export function GraphStrip({ open, onToggle, zoomHint }: GraphStripProps) {
  return (
    <details
      className="graph-strip"
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="graph-strip-summary">
        Legend
        {zoomHint && (
          <span className="graph-strip-hint"> · Select a hop or zoom in to read its label.</span>
        )}
      </summary>
      <div className="graph-strip-body">
        <VerdictLegend className="graph-legend-strip" short />
      </div>
    </details>
  );
}
