// What a matrix cell says: a compact form for the grid and the full sentence for screen readers
// and tooltips.
import type { DenialCode } from '../../core/admission';
import { DENIAL_TEXT } from '../../store/verdict-view';

/** "✓ ok" or "✕ TEN CLASS": icon plus code abbreviations, one text for the cell's one text node. */
export function compactCell(codes: readonly DenialCode[]): string {
  return codes.length === 0 ? '✓ ok' : `✕ ${codes.map((code) => DENIAL_TEXT[code].abbr).join(' ')}`;
}

/** "a → b: denied: Tenant not served (TENANT_NOT_PERMITTED)" */
export function cellLabel(caller: string, agent: string, codes: readonly DenialCode[]): string {
  const verdict =
    codes.length === 0
      ? 'allowed'
      : `denied: ${codes.map((code) => `${DENIAL_TEXT[code].title} (${code})`).join(', ')}`;
  return `${caller} → ${agent}: ${verdict}`;
}
