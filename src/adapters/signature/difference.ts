// The first place two canonical values differ, as a JSON path: keys in JCS order, then array
// items in order, so the answer does not depend on how either side was written.
import { childPath } from '../import/json-path';
import type { CanonicalValue } from './canonical';

/**
 * The JSON path of the first difference between `a` and `b`, or undefined when they are equal.
 * @example firstDifference({ name: 'a' }, { name: 'b' }) // '$.name'
 */
export function firstDifference(
  a: CanonicalValue | undefined,
  b: CanonicalValue | undefined,
  path = '$',
): string | undefined {
  if (a === undefined || b === undefined) return a === b ? undefined : path;
  if (typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return a === b ? undefined : path;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const found = firstDifference(a[i], b[i], childPath(path, i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const left = a as Record<string, CanonicalValue>;
  const right = b as Record<string, CanonicalValue>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  for (const key of keys) {
    const found = firstDifference(left[key], right[key], childPath(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}
