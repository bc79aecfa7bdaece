// JSON on one line with a space after each comma and colon, so a long value wraps between items.
import type { JsonValue } from '../../core/json';

/** `{"matches": 1, "list": "SDN"}`; undefined (an absent value) reads "absent". */
export function compactJson(value: JsonValue | undefined): string {
  if (value === undefined) return 'absent';
  if (Array.isArray(value)) return `[${value.map((v) => compactJson(v)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${JSON.stringify(k)}: ${compactJson(v)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value);
}
