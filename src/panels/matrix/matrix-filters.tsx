// The matrix's controls: which axis runs down the side, and the tenant, classification and
// verdict filters.
import { DENIAL_CODES } from '../../core/admission';
import { CLASSIFICATIONS, type Classification } from '../../core/classification';
import type { MatrixFilter, VerdictFilter } from '../../store/matrix';
import { DENIAL_TEXT } from '../../store/verdict-view';
import type { MatrixRows } from './orientation';
import { RadioGroup } from '../../components/radio-group';

export interface MatrixFiltersProps {
  readonly rows: MatrixRows;
  readonly onRows: (rows: MatrixRows) => void;
  readonly filter: MatrixFilter;
  readonly onFilter: (filter: MatrixFilter) => void;
  readonly tenants: readonly string[];
  /** Set when a baseline is set: offers to show only the cells that changed against it. */
  readonly changes?: number;
}

const ORIENTATIONS: ReadonlyArray<{ value: MatrixRows; label: string }> = [
  { value: 'callers', label: 'Callers as rows' },
  { value: 'agents', label: 'Agents as rows' },
];

const VERDICTS: ReadonlyArray<{ value: VerdictFilter; label: string }> = [
  { value: 'any', label: 'Any verdict' },
  { value: 'allowed', label: 'Allowed' },
  { value: 'denied', label: 'Denied, any reason' },
  ...DENIAL_CODES.map((code) => ({ value: code, label: `Denied: ${DENIAL_TEXT[code].title}` })),
];

const orUndefined = <T extends string>(value: string): T | undefined =>
  value === '' ? undefined : (value as T);

export function MatrixFilters({
  rows,
  onRows,
  filter,
  onFilter,
  tenants,
  changes,
}: MatrixFiltersProps) {
  return (
    <div className="matrix-filters">
      <RadioGroup
        legend="Rows"
        legendClassName="matrix-label"
        options={ORIENTATIONS}
        value={rows}
        onChange={onRows}
      />
      <label className="matrix-filter">
        <span className="matrix-label">Tenant</span>
        <select
          className="select"
          value={filter.tenant ?? ''}
          onChange={(e) => onFilter({ ...filter, tenant: orUndefined(e.target.value) })}
        >
          <option value="">Any tenant</option>
          {tenants.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="matrix-filter">
        <span className="matrix-label">Caller’s data</span>
        <select
          className="select"
          value={filter.classification ?? ''}
          onChange={(e) =>
            onFilter({ ...filter, classification: orUndefined<Classification>(e.target.value) })
          }
        >
          <option value="">Any classification</option>
          {CLASSIFICATIONS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="matrix-filter">
        <span className="matrix-label">Verdict</span>
        <select
          className="select"
          value={filter.verdict}
          onChange={(e) => onFilter({ ...filter, verdict: e.target.value as VerdictFilter })}
        >
          {VERDICTS.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      {changes !== undefined && (
        <label className="matrix-changed-only">
          <input
            type="checkbox"
            checked={filter.changedOnly === true}
            onChange={(e) => onFilter({ ...filter, changedOnly: e.target.checked })}
          />
          Changed since the baseline only ({changes})
        </label>
      )}
    </div>
  );
}
