// JSON data read from the wire, kept exactly. zod's records skip a key named "__proto__" (safely,
// but the data changes); structured results may legitimately use any key, so this reader copies
// every own key as a plain data property and never touches a prototype.
import { z } from 'zod';
import type { JsonObject, JsonValue } from '../../core/json';

/** Deeper than any real payload; stops a hostile document from exhausting the stack. */
const MAX_DEPTH = 256;

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A copy of `value` as JSON data, or undefined when it is not JSON (or nests too deeply). */
export function copyJson(value: unknown, depth = 0): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const item of value as unknown[]) {
      const copied = copyJson(item, depth + 1);
      if (copied === undefined) return undefined;
      items.push(copied);
    }
    return items;
  }
  if (!isPlainObject(value)) return undefined;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) {
    const copied = copyJson((value as Record<string, unknown>)[key], depth + 1);
    if (copied === undefined) return undefined;
    Object.defineProperty(out, key, {
      value: copied,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

const isJsonObject = (value: JsonValue | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Any JSON value, copied with every key kept. */
export const jsonDataSchema: z.ZodType<JsonValue> = z.unknown().transform((value, ctx) => {
  const copied = copyJson(value);
  if (copied !== undefined) return copied;
  ctx.addIssue({
    code: 'custom',
    message: 'expected JSON data (finite numbers, no deeper than 256)',
  });
  return z.NEVER;
});

/** A JSON object, copied with every key kept (including "__proto__"). */
export const jsonDataObjectSchema: z.ZodType<JsonObject> = z.unknown().transform((value, ctx) => {
  const copied = copyJson(value);
  if (isJsonObject(copied)) return copied;
  ctx.addIssue({ code: 'custom', message: 'expected a JSON object' });
  return z.NEVER;
});

/** Sets `key` on `target` as a plain data property, whatever the key is called. */
export function setData(target: JsonObject, key: string, value: JsonValue): JsonObject {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}
