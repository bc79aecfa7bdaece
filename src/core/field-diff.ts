// Field-by-field differences between two versions of one thing (a card, a caller, the policy), as
// a reviewer reads them: the field's path, what it was, what it is. Lists of plain values compare
// whole (tenants ["a","b"] → ["b"]); lists of objects of the same length compare item by item.
import { jsonEqual, type JsonValue } from './json';

export interface FieldChange {
  /** Where, from the thing's root: `platform.tenants`, `skills[0].tags`, `securitySchemes["x-y"]`. */
  readonly path: string;
  /** The value before; undefined when the field was absent. */
  readonly before: JsonValue | undefined;
  /** The value after; undefined when the field is gone. */
  readonly after: JsonValue | undefined;
}

const member = (key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;

const isRecord = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasObjects = (items: readonly JsonValue[]) =>
  items.some((item) => typeof item === 'object' && item !== null);

function diff(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  path: string,
  out: FieldChange[],
): void {
  if (jsonEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      const b = Object.hasOwn(before, key) ? before[key] : undefined;
      const a = Object.hasOwn(after, key) ? after[key] : undefined;
      diff(b, a, `${path}${member(key)}`, out);
    }
    return;
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    (hasObjects(before) || hasObjects(after))
  ) {
    before.forEach((item, index) => diff(item, after[index], `${path}[${index}]`, out));
    return;
  }
  out.push({ path: path.startsWith('.') ? path.slice(1) : path, before, after });
}

const plain = (value: unknown): JsonValue | undefined =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as JsonValue);

/**
 * Every field of `before` and `after` that differs, in key order; empty when they are equal.
 * @example fieldChanges({ maxDepth: 4 }, { maxDepth: 1 }) // [{ path: 'maxDepth', before: 4, after: 1 }]
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  diff(plain(before), plain(after), '', out);
  return out;
}
