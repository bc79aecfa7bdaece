// The key to the short codes in the matrix cells: each abbreviation, what it means and the full
// denial code it stands for (the cells' tooltips say the same for one cell).
import { DENIAL_CODES } from '../../core/admission';
import { DENIAL_TEXT } from '../../store/verdict-view';

export function CodeLegend() {
  return (
    <dl className="matrix-legend" aria-label="Cell codes">
      {DENIAL_CODES.map((code) => (
        <div key={code} className="matrix-legend-item" title={code}>
          <dt>{DENIAL_TEXT[code].abbr}</dt>
          <dd>
            {DENIAL_TEXT[code].title} <code>{code}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
