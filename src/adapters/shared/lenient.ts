// Reading wire JSON leniently with a strict zod schema: parse, and for each problem the schema
// finds, leave out the least that fixes it (an optional field of the wrong shape, or one item of
// a list), report that at its JSON path in the document as it arrived, and parse again. Only a
// problem that leaves nothing usable (a required field of the document itself) refuses it.
import type { z } from 'zod';
import { jsonPath } from './issues';
import type { WireSink } from './wire-findings';

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown> | unknown[];

/** Enough for any real reply; a document with more problems than this is refused. */
const MAX_REPAIRS = 200;

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    if (Array.isArray(node)) {
      if (typeof key !== 'number') return undefined;
      node = node[key];
    } else {
      if (!Object.hasOwn(node, key)) return undefined;
      node = node[key];
    }
  }
  return node;
}

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
};

/**
 * `input` read with `schema`, repaired as little as needed; findings go to `sink` with paths
 * below `at`. Undefined when the document could not be used.
 */
export function readLenient<T>(
  schema: z.ZodType<T>,
  input: unknown,
  at: Path,
  sink: WireSink,
  what: string,
): T | undefined {
  // Most documents read as they are: parsed once, with no copy (zod's parse writes nothing).
  const whole = schema.safeParse(input);
  if (whole.success) return whole.data;
  // A working copy: repairs never touch the caller's value.
  const root: { doc: unknown } = { doc: structuredClone(input) };
  // Original indices of every list an item was dropped from, so paths name the document as sent.
  const indices = new Map<unknown[], number[]>();
  // Fields left out because their value was wrong: if the schema then needs them, that is the error.
  const dropped = new Map<string, string>();
  const original = (path: Path): string => {
    const out: PropertyKey[] = [...at];
    let node = root.doc;
    for (const key of path) {
      if (Array.isArray(node) && typeof key === 'number') out.push(indices.get(node)?.[key] ?? key);
      else out.push(key);
      node = isContainer(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
    return jsonPath(out);
  };
  for (let repair = 0; repair <= MAX_REPAIRS; repair += 1) {
    // The copy reads as the document did until a repair changes it.
    const parsed = repair === 0 ? whole : schema.safeParse(root.doc);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    if (issue === undefined) break;
    const path = issue.path as Path;
    const value = getAt(root.doc, path);
    const here = original(path);
    if (value !== undefined && path.length > 0) {
      // A wrong value: leave out its field, or the list item it is.
      dropped.set(here, `${issue.message} (found ${describe(value)})`);
      removeAt(root.doc, path, indices, sink, here, `${issue.message} (found ${describe(value)})`);
      continue;
    }
    // Something required is missing (or was just left out): drop the list item holding it.
    const reason = dropped.get(here) ?? `required: ${issue.message}`;
    const item = nearestListItem(path);
    if (item === undefined) {
      sink.add(
        dropped.has(here) ? 'INVALID_VALUE' : 'MISSING_REQUIRED_FIELD',
        here,
        `${what}: ${reason}`,
      );
      return undefined;
    }
    const itemAt = original(item);
    sink.add('ITEM_DROPPED', itemAt, `left out: ${here.slice(itemAt.length) || '$'}: ${reason}`);
    spliceAt(root.doc, item, indices);
  }
  sink.add('INVALID_VALUE', jsonPath(at), `${what}: too many problems to read`);
  return undefined;
}

const nearestListItem = (path: Path): Path | undefined => {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    if (typeof path[i] === 'number') return path.slice(0, i + 1);
  }
  return undefined;
};

function spliceAt(root: unknown, item: Path, indices: Map<unknown[], number[]>): void {
  const list = getAt(root, item.slice(0, -1));
  const index = item[item.length - 1];
  if (!Array.isArray(list) || typeof index !== 'number') return;
  const kept = indices.get(list) ?? list.map((_, i) => i);
  kept.splice(index, 1);
  list.splice(index, 1);
  indices.set(list, kept);
}

function removeAt(
  root: unknown,
  path: Path,
  indices: Map<unknown[], number[]>,
  sink: WireSink,
  here: string,
  reason: string,
): void {
  const last = path[path.length - 1];
  if (typeof last === 'number') {
    sink.add('ITEM_DROPPED', here, `left out: ${reason}`);
    spliceAt(root, path, indices);
    return;
  }
  const parent = getAt(root, path.slice(0, -1));
  if (isContainer(parent) && !Array.isArray(parent) && last !== undefined) {
    sink.add('FIELD_DROPPED', here, `left out: ${reason}`);
    Reflect.deleteProperty(parent, last);
  }
}
