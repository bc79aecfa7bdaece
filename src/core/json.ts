// JSON values as the core holds them: plain data that survives JSON.stringify unchanged.
import { z } from 'zod';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Any JSON value; non-finite numbers are refused because JSON cannot carry them. */
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number().refine(Number.isFinite, 'JSON numbers must be finite'),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
);

export const jsonObjectSchema: z.ZodType<JsonObject> = z.record(z.string(), jsonValueSchema);

/**
 * Object.prototype.hasOwnProperty, to call as `hasOwnProperty.call(object, key)` on a key a for-in
 * walk just produced: V8 checks that against the object's shape (Object.hasOwn is slower there).
 * Only where V8's optimizer can see which function it is: a constant of the same module, or
 * `Object.prototype.hasOwnProperty.call` written out. An imported binding is not a constant to
 * the optimizer, and each call then goes through the generic builtin (three times as slow).
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called with .call
const { hasOwnProperty } = Object.prototype;

/** Structural equality of two JSON values; key order does not matter. */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const arrayA = Array.isArray(a);
  if (arrayA || Array.isArray(b)) {
    if (!arrayA || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) {
      // Identical values (most leaves) need no call.
      const x = a[i];
      const y = b[i];
      if (x !== y && !jsonEqual(x, y)) return false;
    }
    return true;
  }
  // Walked with for-in rather than Object.keys: no key arrays to allocate, and V8 turns the
  // hasOwnProperty of a key for-in just produced into a check of the object's shape (Object.hasOwn
  // gets no such treatment and is slower here than the key arrays).
  let keys = 0;
  for (const key in a) {
    if (!hasOwnProperty.call(a, key)) continue;
    if (!hasOwnProperty.call(b, key)) return false;
    keys += 1;
    const x = a[key];
    const y = b[key];
    if (x !== y && !jsonEqual(x, y)) return false;
  }
  for (const key in b) if (hasOwnProperty.call(b, key)) keys -= 1;
  return keys === 0;
}

/**
 * Sets `key` on `target` as a plain data property, whatever the key is called: a key named
 * `__proto__` stays a key and never replaces the target's prototype, as it would by assignment.
 * `target` is an object the caller made (a literal or a table), so for every other key plain
 * assignment defines the same property, and much faster than `Object.defineProperty`.
 */
export function setData<T extends object>(target: T, key: string, value: unknown): T {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

/** Copies `source`'s own keys onto `target` as plain data properties (see `setData`). */
export function assignData(target: JsonObject, source: JsonObject): JsonObject {
  const keys = Object.keys(source);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    setData(target, key, source[key]);
  }
  return target;
}
