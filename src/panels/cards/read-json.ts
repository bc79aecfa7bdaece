// Reading what the user typed into the JSON view. The importer's reader is used because it says
// where a problem is (line and column), refuses duplicate keys and never builds a prototype.
import { parseSafeJson } from '../../adapters/import/safe-json';

export interface JsonProblem {
  /** JSON path, `$` for the whole document. */
  readonly path: string;
  readonly message: string;
}

export type JsonRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly kind: 'syntax'; readonly problems: readonly JsonProblem[] };

/** `text` as a JSON value, or the reasons it is not one. */
export function readJson(text: string): JsonRead {
  const parsed = parseSafeJson(text);
  // Typed control characters are refused here rather than silently removed: an escaped NUL in a
  // URL would otherwise join the host around it.
  const errors = parsed.findings.filter(
    (f) => f.severity === 'error' || f.code === 'CONTROL_CHARACTER',
  );
  if (parsed.value === undefined || errors.length > 0) {
    return {
      ok: false,
      kind: 'syntax',
      problems: errors.map(({ path, message }) => ({ path, message })),
    };
  }
  return { ok: true, value: parsed.value };
}
