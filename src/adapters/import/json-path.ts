// JSON paths as findings show them: `$.skills[0].tags`, with bracket notation for keys that are
// not plain identifiers so a hostile key cannot make a path read as something else.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The path of `key` inside the object at `path`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** The path of a zod issue's path below `path`. */
export function issuePath(path: string, segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (acc, segment) => childPath(acc, typeof segment === 'symbol' ? String(segment) : segment),
    path,
  );
}
