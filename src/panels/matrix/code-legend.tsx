// The key to the cells: the allowed mark, then each denial's letter, what it means and the full
// denial code it stands for (the cells' tooltips say the same for one cell).
import { DENIAL_CODES } from '../../core/admission';
import { DENIAL_TEXT } from '../../store/verdict-view';
import { ALLOWED_MARK, GRID_CODE } from './cell-text';

export function CodeLegend({ changes }: { readonly changes: boolean }) {
  return (
    <dl className="matrix-legend" aria-label="Cell codes">
      <div className="matrix-legend-item">
        <dt className="matrix-legend-allowed">{ALLOWED_MARK}</dt>
        <dd>Allowed</dd>
      </div>
      {DENIAL_CODES.map((code) => (
        <div key={code} className="matrix-legend-item" title={code}>
          <dt>{GRID_CODE[code]}</dt>
          <dd>
            {DENIAL_TEXT[code].title} <code>{code}</code>
          </dd>
        </div>
      ))}
      {changes && (
        <div className="matrix-legend-item">
          <dt className="matrix-legend-changed">Δ</dt>
          <dd>Changed since the baseline</dd>
        </div>
      )}
    </dl>
  );
}
