// What each kind of hop looks like: a line sample, its icon and words. Shown over the canvas and
// drawn into exported images.
import type { CSSProperties } from 'react';
import { HOP_GLYPHS } from './hop-edge';

const ITEMS = [
  { look: 'allowed', label: 'Allowed', short: 'Allowed' },
  { look: 'denied', label: 'Denied (codes on the label)', short: 'Denied' },
  { look: 'cycle', label: 'Cycle: CYCLE_DETECTED', short: 'Cycle' },
  { look: 'depth', label: 'Too deep: DEPTH_EXCEEDED', short: 'Too deep' },
  { look: 'unreachable', label: 'Unreachable after a denial', short: 'Unreachable after a denial' },
  { look: 'unknown', label: 'No agent card or caller', short: 'No card or caller' },
] as const;

export interface VerdictLegendProps {
  /** Extra class (the exported copy is positioned in flow coordinates). */
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly caption?: string;
  /** Each look in a word or two, so the strip above the canvas keeps to one row. */
  readonly short?: boolean;
}

export function VerdictLegend({ className, style, caption, short }: VerdictLegendProps) {
  return (
    <div className={`graph-legend ${className ?? ''}`.trim()} style={style}>
      {caption !== undefined && <p className="graph-legend-caption">{caption}</p>}
      <p className="graph-legend-title">Hops</p>
      <ul className="graph-legend-items">
        {ITEMS.map(({ look, label, short: word }) => (
          <li key={look}>
            <svg width="30" height="10" aria-hidden="true" focusable="false">
              <line x1="1" y1="5" x2="29" y2="5" className={`graph-hop graph-hop-${look}`} />
            </svg>
            <span className={`graph-legend-glyph graph-hop-${look}`} aria-hidden="true">
              {HOP_GLYPHS[look]}
            </span>
            <span>{short === true ? word : label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
