// Whether two derivations of a node or a hop draw the same. The graph is derived afresh from the
// workspace after every edit; React Flow re-renders each node and edge whose object is new, so an
// item that would draw the same keeps its previous object, and an edit redraws only what it changed.

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/**
 * True when `a` and `b` are the same value, or plain objects or arrays with the same keys whose
 * values are the same within `depth` more levels. Past that depth only identity counts, so a
 * deeply changed value is never taken for an unchanged one.
 */
export function sameDrawing(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || !isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) {
    return false;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameDrawing(a[key], b[key], depth - 1)) return false;
  }
  return true;
}
