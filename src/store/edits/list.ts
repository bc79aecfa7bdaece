// Immutable list helpers the edits share. Indices out of range are refused, never clamped
// silently, so a stale index from the UI cannot edit the wrong item.
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';

const inRange = (length: number, index: number) =>
  Number.isInteger(index) && index >= 0 && index < length;

/** `items` with `item` inserted before `index` (appended when index is omitted). */
export function insertAt<T>(items: readonly T[], item: T, index?: number): EditResult<T[]> {
  const at = index ?? items.length;
  if (!Number.isInteger(at) || at < 0 || at > items.length) return refuse('NO_SUCH_INDEX', at);
  return ok([...items.slice(0, at), item, ...items.slice(at)]);
}

/** `items` without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): EditResult<T[]> {
  if (!inRange(items.length, index)) return refuse('NO_SUCH_INDEX', index);
  return ok(items.filter((_, i) => i !== index));
}

/** `items` with the item at `index` replaced. */
export function replaceAt<T>(items: readonly T[], index: number, item: T): EditResult<T[]> {
  if (!inRange(items.length, index)) return refuse('NO_SUCH_INDEX', index);
  return ok(items.map((existing, i) => (i === index ? item : existing)));
}

/** `items` with the item at `from` moved so that it ends up at index `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): EditResult<T[]> {
  if (!inRange(items.length, from)) return refuse('NO_SUCH_INDEX', from);
  if (!inRange(items.length, to)) return refuse('NO_SUCH_INDEX', to);
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return ok(next);
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
