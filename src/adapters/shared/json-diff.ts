// Where two JSON values differ, as JSON paths. Loss reports for cards use it: encode, decode, and
// every path that came back different is something the wire form could not carry.
import type { JsonValue } from '../../core/json';
import { jsonPath } from './issues';

/** Paths (`$.a[0].b`) at which `a` and `b` differ; a missing key differs from any value. */
export function jsonDiff(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  at: readonly PropertyKey[] = [],
): string[] {
  if (a === b) return [];
  const bothObjects =
    a !== null &&
    b !== null &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Array.isArray(a) === Array.isArray(b);
  if (!bothObjects || a === undefined || b === undefined) return [jsonPath(at)];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [jsonPath(at)];
    return a.flatMap((item, i) => jsonDiff(item, b[i], [...at, i]));
  }
  const left = a as Record<string, JsonValue>;
  const right = b as Record<string, JsonValue>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) =>
    jsonDiff(
      Object.hasOwn(left, key) ? left[key] : undefined,
      Object.hasOwn(right, key) ? right[key] : undefined,
      [...at, key],
    ),
  );
}
