// The lists a live task grows one event at a time (its history, its artifacts, an artifact's
// parts), shared by every version of the task. A live run keeps the task as it stood after each
// event, one version per frame; copying the growing list into every version costs the square of
// the events: 581 MiB for 10,000 appended parts, against 0.2 MiB per 1,000 shared (measured with
// `node --expose-gc --import tsx scripts/live-memory.ts parts 10000`).
//
// So a grown list is one array that every version reads the first `length` entries of, pushed
// onto in place when the version appended to is the newest (as the timeline's recording is).
// Readers still see plain data: the list is an own, enumerable property whose getter makes the
// version's array on first read, so spread, JSON, structured clone and equality read it as an
// array. The array made is kept while anything holds it (a WeakRef), so the same version gives
// the same array to readers that compare by identity, and a frame nobody looks at holds none.

const GROWN = Symbol('grown lists');

/** The first `length` entries of `entries`, as one version of a list sees them. */
interface Grown<T> {
  readonly entries: T[];
  readonly length: number;
  made?: WeakRef<readonly T[]>;
}

type Lists = Readonly<Partial<Record<PropertyKey, Grown<unknown>>>>;
type Holder = { readonly [GROWN]?: Lists };

const listsOf = (value: object): Lists => (value as Holder)[GROWN] ?? {};

/** The list grown at `key`: own entries only, so a key named `constructor` is no list. */
const heldAt = (lists: Lists, key: PropertyKey): Grown<unknown> | undefined =>
  Object.hasOwn(lists, key) ? lists[key] : undefined;

function read<T>(grown: Grown<T>): readonly T[] {
  const made = grown.made?.deref();
  if (made !== undefined) return made;
  const list = grown.entries.slice(0, grown.length);
  grown.made = new WeakRef(list);
  return list;
}

/**
 * A copy of `value` with `changes` set, as `{ ...value, ...changes }` gives, keys in the same
 * order. Lists `value` grew and `changes` does not set stay shared, unread.
 */
export function revise<T extends object>(value: T, changes: Partial<T>): T {
  const lists = (value as Holder)[GROWN];
  return lists === undefined ? { ...value, ...changes } : build(value, changes, lists);
}

/**
 * A copy of `value` whose list at `key` has `items` at its end. The new version shares its
 * entries with `value`'s: appended in place when `value` is the newest version, copied first
 * otherwise, so no version ever sees an entry it did not have.
 */
export function grow<T extends object, K extends keyof T>(
  value: T,
  key: K,
  items: readonly (T[K] extends readonly (infer I)[] ? I : never)[],
): T {
  const lists = listsOf(value);
  const held = heldAt(lists, key);
  let entries: unknown[];
  if (held === undefined) entries = [...(value[key] as readonly unknown[])];
  else if (held.entries.length === held.length) entries = held.entries;
  else entries = held.entries.slice(0, held.length);
  // One at a time: an event may carry more items than a call takes arguments.
  for (const item of items) entries.push(item);
  return build(value, {}, { ...lists, [key]: { entries, length: entries.length } });
}

/**
 * The index of the first entry of `value`'s list at `key` that passes `test`, or -1, read
 * without making the list.
 */
export function findIndexIn<T extends object, K extends keyof T>(
  value: T,
  key: K,
  test: (item: T[K] extends readonly (infer I)[] ? I : never) => boolean,
): number {
  const held = heldAt(listsOf(value), key);
  const list = (held === undefined ? value[key] : held.entries) as readonly never[];
  const length = held === undefined ? list.length : held.length;
  for (let i = 0; i < length; i += 1) if (test(list[i] as never)) return i;
  return -1;
}

function build<T extends object>(value: T, changes: Partial<T>, lists: Lists): T {
  const out: Record<PropertyKey, unknown> = {};
  const kept: Record<PropertyKey, Grown<unknown>> = {};
  // Defined, never assigned: a key named `__proto__` stays a key, not the object's prototype.
  const put = (key: string, item: unknown) =>
    Object.defineProperty(out, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  const set = (key: string, grown: Grown<unknown>) => {
    kept[key] = grown;
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get: () => read(grown),
    });
  };
  for (const key of Object.keys(value)) {
    const grown = heldAt(lists, key);
    if (Object.hasOwn(changes, key)) put(key, changes[key as keyof T]);
    else if (grown !== undefined) set(key, grown);
    else put(key, value[key as keyof T]);
  }
  for (const key of Object.keys(changes)) {
    if (!Object.hasOwn(out, key)) put(key, changes[key as keyof T]);
  }
  for (const key of Object.keys(lists)) {
    const grown = heldAt(lists, key);
    if (grown !== undefined && !Object.hasOwn(out, key)) set(key, grown);
  }
  Object.defineProperty(out, GROWN, { value: kept });
  return out as T;
}
