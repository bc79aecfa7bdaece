// Reads a2a-v1.0.1.proto (the normative 1.0 definition) as text: every message, its fields with
// their JSON names (lowerCamel), types, and whether `(google.api.field_behavior) = REQUIRED`. Then
// checks a JSON value for missing required fields, recursing into nested messages.
import { readConformance } from './conformance';

export interface ProtoField {
  readonly name: string;
  /** The proto3 JSON name: lowerCamel of the field name. */
  readonly json: string;
  readonly type: string;
  readonly repeated: boolean;
  /** For map<K, V>: the value type. */
  readonly mapValue?: string;
  readonly required: boolean;
  /** Explicit presence (`optional`, a oneof member, a message): "" or false is still written. */
  readonly presence: boolean;
}

const lowerCamel = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Strips // comments and returns the body of each top-level `message Name { … }`. */
function messageBodies(text: string): Map<string, string> {
  const source = text.replace(/\/\/[^\n]*/g, '');
  const bodies = new Map<string, string>();
  const opener = /\bmessage\s+(\w+)\s*\{/g;
  for (let match = opener.exec(source); match; match = opener.exec(source)) {
    let depth = 1;
    let i = opener.lastIndex;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '{') depth += 1;
      else if (source[i] === '}') depth -= 1;
    }
    bodies.set(match[1] ?? '', source.slice(opener.lastIndex, i - 1));
  }
  return bodies;
}

const FIELD =
  /(repeated\s+|optional\s+)?(map\s*<\s*\w+\s*,\s*([\w.]+)\s*>|[\w.]+)\s+(\w+)\s*=\s*\d+\s*(\[[^\]]*\])?\s*;/g;

/** Every message of the proto with its fields. */
function parseProto(text: string = readConformance('a2a-v1.0.1.proto')): Map<string, ProtoField[]> {
  const messages = new Map<string, ProtoField[]>();
  const bodies = messageBodies(text);
  for (const [name, body] of bodies) {
    const fields: ProtoField[] = [];
    const oneofMembers = new Set(
      [...body.matchAll(/\boneof\s+\w+\s*\{([^}]*)\}/g)].flatMap((o) =>
        [...(o[1] ?? '').matchAll(FIELD)].map((f) => f[4]),
      ),
    );
    for (const m of body.matchAll(FIELD)) {
      const [, modifier, type = '', mapValue, fieldName = '', options = ''] = m;
      fields.push({
        name: fieldName,
        json: lowerCamel(fieldName),
        type: mapValue ? 'map' : type,
        repeated: modifier?.trim() === 'repeated',
        ...(mapValue ? { mapValue } : {}),
        required: /field_behavior\)\s*=\s*REQUIRED/.test(options),
        presence:
          modifier?.trim() !== 'repeated' &&
          mapValue === undefined &&
          (modifier?.trim() === 'optional' ||
            oneofMembers.has(fieldName) ||
            bodies.has(type) ||
            type.startsWith('google.protobuf.')),
      });
    }
    messages.set(name, fields);
  }
  return messages;
}

let cached: Map<string, ProtoField[]> | undefined;
const proto = () => (cached ??= parseProto());

/** JSON paths of every REQUIRED field missing from `value` read as `message`, nested ones too. */
export function missingRequired(message: string, value: unknown, path = '$'): string[] {
  const fields = proto().get(message);
  if (fields === undefined) throw new Error(`no message ${message} in the proto`);
  if (value === null || typeof value !== 'object') return [path];
  const record = value as Record<string, unknown>;
  const missing: string[] = [];
  for (const field of fields) {
    const present = Object.hasOwn(record, field.json) && record[field.json] !== undefined;
    if (!present) {
      if (field.required) missing.push(`${path}.${field.json}`);
      continue;
    }
    const child = record[field.json];
    const at = `${path}.${field.json}`;
    if (field.mapValue !== undefined) {
      if (proto().has(field.mapValue) && child && typeof child === 'object') {
        for (const [k, v] of Object.entries(child))
          missing.push(...missingRequired(field.mapValue, v, `${at}.${k}`));
      }
    } else if (proto().has(field.type)) {
      const items = field.repeated && Array.isArray(child) ? child : [child];
      items.forEach((item, i) =>
        missing.push(...missingRequired(field.type, item, field.repeated ? `${at}[${i}]` : at)),
      );
    }
  }
  return missing;
}

/** JSON paths of keys in `value` that `message` (or a nested message) does not define. */
export function unknownFields(message: string, value: unknown, path = '$'): string[] {
  const fields = proto().get(message);
  if (fields === undefined || value === null || typeof value !== 'object') return [];
  const byJson = new Map(fields.map((f) => [f.json, f]));
  const unknown: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const field = byJson.get(key);
    const at = `${path}.${key}`;
    if (field === undefined) {
      unknown.push(at);
    } else if (field.mapValue !== undefined && child && typeof child === 'object') {
      for (const [k, v] of Object.entries(child as Record<string, unknown>))
        unknown.push(...unknownFields(field.mapValue, v, `${at}.${k}`));
    } else if (field.repeated && Array.isArray(child)) {
      child.forEach((item, i) => unknown.push(...unknownFields(field.type, item, `${at}[${i}]`)));
    } else {
      unknown.push(...unknownFields(field.type, child, at));
    }
  }
  return unknown;
}

const isDefault = (value: unknown): boolean =>
  value === '' || value === false || value === 0 || (Array.isArray(value) && value.length === 0);

/**
 * `value` as proto3 JSON writes `message`: fields without explicit presence left out at their
 * default ("", false, 0, []). The workbench writes REQUIRED fields even when empty; the SDK does not.
 */
export function withoutProtoDefaults(message: string, value: unknown): unknown {
  const fields = proto().get(message);
  if (fields === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value;
  }
  const byJson = new Map(fields.map((f) => [f.json, f]));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const field = byJson.get(key);
    const emptyMap =
      field?.mapValue !== undefined &&
      child !== null &&
      typeof child === 'object' &&
      Object.keys(child).length === 0;
    if (field && !field.presence && (isDefault(child) || emptyMap)) continue;
    let next = child;
    if (field?.mapValue !== undefined && child && typeof child === 'object') {
      next = Object.fromEntries(
        Object.entries(child as Record<string, unknown>).map(([k, v]) => [
          k,
          withoutProtoDefaults(field.mapValue ?? '', v),
        ]),
      );
    } else if (field && Array.isArray(child)) {
      next = (child as unknown[]).map((item) => withoutProtoDefaults(field.type, item));
    } else if (field) {
      next = withoutProtoDefaults(field.type, child);
    }
    Object.defineProperty(out, key, { value: next, enumerable: true });
  }
  return out;
}
