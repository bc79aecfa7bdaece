// What a matrix cell says: a one-letter code per denial for the grid (so every agent of a large
// workspace fits across one screen) and the full sentence for screen readers and tooltips.
import type { DenialCode } from '../../core/admission';
import { DENIAL_TEXT } from '../../store/verdict-view';

/** The mark of an allowed cell. */
export const ALLOWED_MARK = '✓';

/**
 * One letter per denial code, unique and in the key (CodeLegend). Letters rather than the
 * exports' abbreviations: a cell denied three ways ("TCA") then fits a 22 px column.
 */
export const GRID_CODE: Readonly<Record<DenialCode, string>> = {
  DEPTH_EXCEEDED: 'D',
  CYCLE_DETECTED: 'L',
  TENANT_NOT_PERMITTED: 'T',
  CLASSIFICATION_EXCEEDED: 'C',
  NO_ACCEPTABLE_AUTH: 'A',
  MISSING_SCOPE: 'S',
  SIGNATURE_NOT_TRUSTED: 'K',
};

/** "✓" or "TC": the allowed mark, or one letter per denial code in the core's order. */
export function compactCell(codes: readonly DenialCode[]): string {
  return codes.length === 0 ? ALLOWED_MARK : codes.map((code) => GRID_CODE[code]).join('');
}

/** "a → b: denied: Tenant not served (TENANT_NOT_PERMITTED)" */
export function cellLabel(caller: string, agent: string, codes: readonly DenialCode[]): string {
  const verdict =
    codes.length === 0
      ? 'allowed'
      : `denied: ${codes.map((code) => `${DENIAL_TEXT[code].title} (${code})`).join(', ')}`;
  return `${caller} → ${agent}: ${verdict}`;
}
