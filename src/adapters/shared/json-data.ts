// JSON data read from the wire, kept exactly. zod's records skip a key named "__proto__" (safely,
// but the data changes); structured results may legitimately use any key. The wire's JSON comes
// from JSON.parse, which already holds every key, "__proto__" included, as a plain data property,
// so these schemas check the value where it is instead of copying it key by key.
import { z } from 'zod';
import type { JsonObject, JsonValue } from '../../core/json';

/** Deeper than any real payload; stops a hostile document from exhausting the stack. */
const MAX_DEPTH = 256;

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The verdict for a leaf (string, boolean, null, number): true or false. Undefined for anything
 * else, which only isJsonData's walk can judge. Leaves are most values, so the walk asks this
 * first and makes no call for them.
 */
function leafVerdict(value: unknown): boolean | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return undefined;
}

/** True when `value` is JSON data: plain objects and arrays, finite numbers, at most 256 deep. */
export function isJsonData(value: unknown, depth = 0): value is JsonValue {
  const leaf = leafVerdict(value);
  if (leaf !== undefined) return leaf;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const verdict = leafVerdict(item);
      if (verdict === false || (verdict === undefined && !isJsonData(item, depth + 1))) {
        return false;
      }
    }
    return true;
  }
  if (!isPlainObject(value)) return false;
  // for-in with a hasOwnProperty filter sees the same keys as Object.keys without allocating their
  // list, and V8 checks a key for-in just produced against the object's shape, not by lookup:
  // written out, since an imported hasOwnProperty is a generic call (core/json.ts says why).
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const verdict = leafVerdict(item);
    if (verdict === false || (verdict === undefined && !isJsonData(item, depth + 1))) return false;
  }
  return true;
}

/** True when `value` is a JSON object: not null, not an array, JSON data throughout. */
export const isJsonDataObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && isJsonData(value);

/** Any JSON value, every key kept. */
export const jsonDataSchema: z.ZodType<JsonValue> = z.custom<JsonValue>(
  (value) => isJsonData(value),
  {
    message: 'expected JSON data (finite numbers, no deeper than 256)',
  },
);

/** A JSON object, every key kept (including "__proto__"). */
export const jsonDataObjectSchema: z.ZodType<JsonObject> = z.custom<JsonObject>(isJsonDataObject, {
  message: 'expected a JSON object',
});
