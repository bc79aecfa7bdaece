// The canonical JSON form a fingerprint is taken of: RFC 8785 (JSON Canonicalization Scheme).
// Keys sorted by UTF-16 code units, no insignificant whitespace, numbers and strings written as
// ECMAScript's JSON.stringify writes them. Same content, same text, on every machine.
import { err, ok, type Result } from './result';

export type CanonicalError = { code: 'NOT_CANONICAL'; message: string };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const at = (path: string) => (path === '' ? '$' : `$${path}`);
const keyPath = (key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;

/** Thrown inside the walk only; canonicalJson turns it into a coded error. */
class NotCanonical extends Error {}

function write(value: unknown, path: string, out: string[]): void {
  if (value === null || typeof value === 'boolean') {
    out.push(String(value));
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new NotCanonical(`${at(path)}: ${value} is not a JSON number`);
    out.push(JSON.stringify(value));
  } else if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) {
      throw new NotCanonical(`${at(path)}: the text holds a lone surrogate, which is not Unicode`);
    }
    out.push(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item: unknown, index) => {
      if (index > 0) out.push(',');
      // As JSON.stringify does: a hole or undefined in an array is written as null.
      write(item === undefined ? null : item, `${path}[${index}]`, out);
    });
    out.push(']');
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Default sort compares UTF-16 code units, exactly as RFC 8785 section 3.2.3 asks.
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    out.push('{');
    keys.forEach((key, index) => {
      if (LONE_SURROGATE.test(key)) {
        throw new NotCanonical(`${at(path)}: a key holds a lone surrogate, which is not Unicode`);
      }
      if (index > 0) out.push(',');
      out.push(JSON.stringify(key), ':');
      write(record[key], `${path}${keyPath(key)}`, out);
    });
    out.push('}');
  } else {
    throw new NotCanonical(`${at(path)}: a ${typeof value} is not JSON`);
  }
}

/**
 * `value` in RFC 8785 canonical form; an error names the JSON path of anything JSON cannot hold.
 * Object members that are undefined are left out, as JSON.stringify leaves them out.
 * @example canonicalJson({ b: 1, a: [true, 'x'] }) // ok('{"a":[true,"x"],"b":1}')
 */
export function canonicalJson(value: unknown): Result<string, CanonicalError> {
  const out: string[] = [];
  try {
    write(value, '', out);
  } catch (error) {
    if (error instanceof NotCanonical) return err('NOT_CANONICAL', error.message);
    throw error;
  }
  return ok(out.join(''));
}

/** Top-level workspace fields a fingerprint leaves out: graph positions, and reviews about it. */
const UNFINGERPRINTED_FIELDS = ['layout', 'reviews'] as const;

/**
 * The text a workspace's fingerprint is the SHA-256 of: the workspace's canonical JSON with
 * graph positions and recorded reviews left out, so dragging a node or recording a review keeps
 * the fingerprint, and any change to what was reviewed changes it.
 */
export function fingerprintText(workspace: object): Result<string, CanonicalError> {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(workspace)) {
    if (!(UNFINGERPRINTED_FIELDS as readonly string[]).includes(key)) {
      Object.defineProperty(content, key, { value, enumerable: true });
    }
  }
  return canonicalJson(content);
}
