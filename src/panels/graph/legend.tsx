// What each kind of hop looks like: a line sample, its icon and words. Shown over the canvas and
// drawn into exported images.
import type { CSSProperties } from 'react';
import { HOP_GLYPHS } from './hop-edge';

const ITEMS = [
  { look: 'allowed', label: 'Allowed' },
  { look: 'denied', label: 'Denied (codes on the label)' },
  { look: 'cycle', label: 'Cycle: CYCLE_DETECTED' },
  { look: 'depth', label: 'Too deep: DEPTH_EXCEEDED' },
  { look: 'unreachable', label: 'Unreachable after a denial' },
  { look: 'unknown', label: 'No agent card or caller' },
] as const;

export interface VerdictLegendProps {
  /** Extra class (the exported copy is positioned in flow coordinates). */
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly caption?: string;
}

export function VerdictLegend({ className, style, caption }: VerdictLegendProps) {
  return (
    <div className={`graph-legend ${className ?? ''}`.trim()} style={style}>
      {caption !== undefined && <p className="graph-legend-caption">{caption}</p>}
      <p className="graph-legend-title">Hops</p>
      <ul className="graph-legend-items">
        {ITEMS.map(({ look, label }) => (
          <li key={look}>
            <svg width="30" height="10" aria-hidden="true" focusable="false">
              <line x1="1" y1="5" x2="29" y2="5" className={`graph-hop graph-hop-${look}`} />
            </svg>
            <span className={`graph-legend-glyph graph-hop-${look}`} aria-hidden="true">
              {HOP_GLYPHS[look]}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
