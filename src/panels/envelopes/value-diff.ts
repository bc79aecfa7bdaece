// What changed between two JSON values, value by value: each change is a JSON path with the value
// before and after (undefined where the value is absent on one side). Arrays are compared item by
// item, so a message appended to a history is one added item, not a whole new history.
import { formatJsonPath, type JsonKey } from '../../components/json-lines';
import type { JsonValue } from '../../core/json';

export interface ValueChange {
  readonly path: string;
  readonly before: JsonValue | undefined;
  readonly after: JsonValue | undefined;
}

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const own = (value: { [key: string]: JsonValue }, key: string) =>
  Object.hasOwn(value, key) ? value[key] : undefined;

function walk(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  at: readonly JsonKey[],
  out: ValueChange[],
): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const length = Math.max(a.length, b.length);
    for (let i = 0; i < length; i += 1) walk(a[i], b[i], [...at, i], out);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) walk(own(a, key), own(b, key), [...at, key], out);
    return;
  }
  out.push({ path: formatJsonPath(at), before: a, after: b });
}

/**
 * The changes from `before` to `after`, in document order.
 * @example valueDiff({ s: 'working' }, { s: 'completed' }) // [{ path: '$.s', before: 'working', after: 'completed' }]
 */
export function valueDiff(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
): ValueChange[] {
  const out: ValueChange[] = [];
  walk(before, after, [], out);
  return out;
}
