// What a matrix cell says: a compact form for the grid and the full sentence for screen readers
// and tooltips.
import type { CellVerdict } from '../../store';
import { DENIAL_TEXT } from '../../store/verdict-view';

/** "✓ ok" or "✕ TEN CLASS": icon plus code abbreviations. */
export function compactCell(denials: CellVerdict['denials']): { icon: string; text: string } {
  return denials.length === 0
    ? { icon: '✓', text: 'ok' }
    : { icon: '✕', text: denials.map((d) => DENIAL_TEXT[d.code].abbr).join(' ') };
}

/** "a → b: denied: Tenant not served (TENANT_NOT_PERMITTED)" */
export function cellLabel(caller: string, agent: string, denials: CellVerdict['denials']): string {
  const verdict =
    denials.length === 0
      ? 'allowed'
      : `denied: ${denials.map((d) => `${DENIAL_TEXT[d.code].title} (${d.code})`).join(', ')}`;
  return `${caller} → ${agent}: ${verdict}`;
}
