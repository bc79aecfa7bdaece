// Tolerant field readers over the safe JSON tree. Each reads one field, reports what is wrong with
// it at its JSON path, and returns undefined rather than throwing when there is nothing usable.
import type { FindingSink } from './findings';
import { childPath } from './json-path';
import type { SafeJson, SafeObject } from './safe-json';

/**
 * Card generations the importer recognises; `1.0+0.3` is a 1.0 card that also carries 0.3 fields,
 * `acp` an ACP agent manifest (import-acp-manifest.ts).
 */
export type DetectedVersion = '1.0' | '1.0+0.3' | '0.3' | '0.2' | '0.1' | 'acp' | 'unknown';

export interface ReadContext {
  readonly sink: FindingSink;
  /** Absolute URL relative URLs are resolved against, when one was given. */
  readonly base: URL | undefined;
  readonly version: DetectedVersion;
  /** JSON path → the control characters the JSON reader removed from the string there. */
  readonly stripped?: ReadonlyMap<string, string>;
}

/** True when the card is read with 1.0 rules (a 1.0 card, or a hybrid whose 1.0 fields win). */
export const readsAsV1 = (ctx: ReadContext): boolean =>
  ctx.version === '1.0' || ctx.version === '1.0+0.3';

/**
 * An absent list in a 1.0 card: ProtoJSON leaves empty repeated fields out (the official SDK writes
 * no `skills` for a card without skills), so in 1.0 absence means empty rather than missing.
 */
export const absentListIsEmpty = (ctx: ReadContext): boolean => readsAsV1(ctx);

/**
 * `table[key]` for a key that came from the card. A plain lookup would find Object.prototype's
 * members: a card saying "constructor" must not reach Object's constructor.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** True for a JSON object (not an array, not null). */
export const isObject = (value: SafeJson | undefined): value is SafeObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `key`, treating an explicit null as absent (serialisers often write null). */
export function field(object: SafeObject, key: string): SafeJson | undefined {
  if (!Object.hasOwn(object, key)) return undefined;
  const value = object[key];
  return value === null ? undefined : value;
}

/** How a finding names a value's type: "a string", "an array", "null" … */
export function describeType(value: SafeJson | undefined): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function wrongType(ctx: ReadContext, path: string, expected: string, value: SafeJson): void {
  ctx.sink.add('WRONG_TYPE', path, `Expected ${expected}, found ${describeType(value)}.`);
}

function missing(ctx: ReadContext, path: string, what: string): void {
  ctx.sink.add('MISSING_REQUIRED_FIELD', path, `Required field is missing: ${what}.`);
}

/** A required string field; missing or mistyped is an error. */
export function requiredString(
  ctx: ReadContext,
  object: SafeObject,
  key: string,
  path: string,
  what = key,
): string | undefined {
  const value = field(object, key);
  const at = childPath(path, key);
  if (value === undefined) missing(ctx, at, what);
  else if (typeof value !== 'string') wrongType(ctx, at, 'a string', value);
  else return value;
  return undefined;
}

/** An optional string field; a mistyped value is dropped with a warning. */
export function optionalString(
  ctx: ReadContext,
  object: SafeObject,
  key: string,
  path: string,
): string | undefined {
  const value = field(object, key);
  if (value === undefined || typeof value === 'string') return value;
  dropOptional(ctx, childPath(path, key), 'a string', value);
  return undefined;
}

/** An optional boolean field; a mistyped value is dropped with a warning. */
export function optionalBoolean(
  ctx: ReadContext,
  object: SafeObject,
  key: string,
  path: string,
): boolean | undefined {
  const value = field(object, key);
  if (value === undefined || typeof value === 'boolean') return value;
  dropOptional(ctx, childPath(path, key), 'true or false', value);
  return undefined;
}

/** Reports an optional value of the wrong type that the importer leaves out. */
export function dropOptional(
  ctx: ReadContext,
  path: string,
  expected: string,
  value: SafeJson,
): void {
  ctx.sink.add(
    'INVALID_OPTIONAL_FIELD',
    path,
    `Expected ${expected}, found ${describeType(value)}; this optional field was left out.`,
    'left out',
  );
}

/** A required array of strings; a missing array or any non-string item is an error. */
export function requiredStringArray(
  ctx: ReadContext,
  object: SafeObject,
  key: string,
  path: string,
): string[] | undefined {
  const value = field(object, key);
  const at = childPath(path, key);
  if (value === undefined) {
    missing(ctx, at, key);
    return undefined;
  }
  return stringArray(ctx, value, at);
}

/** An array of strings at `path`; anything else is a WRONG_TYPE error. */
export function stringArray(ctx: ReadContext, value: SafeJson, path: string): string[] | undefined {
  if (!Array.isArray(value)) {
    wrongType(ctx, path, 'an array of strings', value);
    return undefined;
  }
  let ok = true;
  value.forEach((item, i) => {
    if (typeof item !== 'string') {
      wrongType(ctx, childPath(path, i), 'a string', item);
      ok = false;
    }
  });
  return ok ? (value as string[]) : undefined;
}

/** A required object field; missing or mistyped is an error. */
export function requiredObject(
  ctx: ReadContext,
  object: SafeObject,
  key: string,
  path: string,
): SafeObject | undefined {
  const value = field(object, key);
  const at = childPath(path, key);
  if (value === undefined) missing(ctx, at, key);
  else if (!isObject(value)) wrongType(ctx, at, 'an object', value);
  else return value;
  return undefined;
}

/** Field names a reader understands: `kept` reach the core's card, `dropped` are known but not kept. */
export interface KnownFields {
  readonly kept: ReadonlySet<string>;
  readonly dropped?: ReadonlySet<string>;
}

/** Notes every key of `object` that no card version defines, and known ones the core does not keep. */
export function noteOtherFields(
  ctx: ReadContext,
  object: SafeObject,
  path: string,
  known: KnownFields,
): void {
  for (const key of Object.keys(object)) {
    if (known.kept.has(key)) continue;
    const at = childPath(path, key);
    if (known.dropped?.has(key)) {
      ctx.sink.add('FIELD_NOT_KEPT', at, 'A known card field the workbench does not keep.');
    } else {
      ctx.sink.add('UNKNOWN_FIELD', at, 'No A2A card version defines this field; it was ignored.');
    }
  }
}
