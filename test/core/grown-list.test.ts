// Lists shared between versions of a task, worked by hand: every version reads exactly the entries
// it had, whichever version is appended to, and reads as plain data to spread, JSON, structured
// clone and equality.
import { describe, expect, it } from 'vitest';
import { findIndexIn, grow, revise } from '../../src/core/grown-list';

interface Holder {
  readonly name: string;
  readonly list: readonly string[];
  readonly other: readonly number[];
}
const start: Holder = { name: 'v0', list: ['a'], other: [1] };

describe('growing a list', () => {
  it('gives each version its own entries, in order', () => {
    const v1 = grow(start, 'list', ['b']);
    const v2 = grow(v1, 'list', ['c', 'd']);
    expect(start.list).toEqual(['a']);
    expect(v1.list).toEqual(['a', 'b']);
    expect(v2.list).toEqual(['a', 'b', 'c', 'd']);
    expect(v2.name).toBe('v0');
    expect(v2.other).toBe(start.other);
  });

  it('copies before appending to a version that is not the newest, so none sees another’s entry', () => {
    const v1 = grow(start, 'list', ['b']);
    const v2 = grow(v1, 'list', ['c']);
    // v1 is no longer the newest: two branches from it.
    const left = grow(v1, 'list', ['x']);
    const right = grow(v1, 'list', ['y']);
    const onLeft = grow(left, 'list', ['z']);
    expect(v1.list).toEqual(['a', 'b']);
    expect(v2.list).toEqual(['a', 'b', 'c']);
    expect(left.list).toEqual(['a', 'b', 'x']);
    expect(right.list).toEqual(['a', 'b', 'y']);
    expect(onLeft.list).toEqual(['a', 'b', 'x', 'z']);
  });

  it('reads a version made before a later one was read', () => {
    let version = start;
    const versions = [start];
    for (let i = 1; i <= 1_000; i += 1) {
      version = grow(version, 'list', [`e${i}`]);
      versions.push(version);
    }
    expect(version.list).toHaveLength(1_001);
    expect(versions[500]?.list).toHaveLength(501);
    expect(versions[500]?.list.at(-1)).toBe('e500');
    expect(versions[1]?.list).toEqual(['a', 'e1']);
  });

  it('takes more items in one append than a call takes arguments', () => {
    // An agent may send an artifact of 500,000 parts in one event.
    const many = Array.from({ length: 500_000 }, (_, i) => `p${i}`);
    const v = grow(grow(start, 'list', many), 'list', many);
    expect(v.list).toHaveLength(1_000_001);
    expect(v.list.at(-1)).toBe('p499999');
  });

  it('keeps two lists of one value apart', () => {
    const v = grow(grow(start, 'list', ['b']), 'other', [2, 3]);
    expect(v.list).toEqual(['a', 'b']);
    expect(v.other).toEqual([1, 2, 3]);
  });
});

describe('revising a value', () => {
  it('sets what changed, keeps the grown lists, and keeps the keys in their order', () => {
    const grown = grow(start, 'list', ['b']);
    const revised = revise(grown, { name: 'v1' });
    expect(JSON.stringify(revised)).toBe('{"name":"v1","list":["a","b"],"other":[1]}');
    // A list set by the revision replaces the grown one, and later growth starts from it.
    const replaced = revise(grown, { list: ['z'] });
    expect(replaced.list).toEqual(['z']);
    expect(grow(replaced, 'list', ['y']).list).toEqual(['z', 'y']);
    expect(grown.list).toEqual(['a', 'b']);
  });

  it('adds new keys at the end, as a spread would', () => {
    const value = grow({ a: 1, list: [] as string[] }, 'list', ['x']);
    const revised = revise(value as { a: number; list: string[]; b?: number }, { b: 2 });
    expect(Object.keys(revised)).toEqual(['a', 'list', 'b']);
  });

  it('is a plain spread for a value with no grown lists', () => {
    const revised = revise(start, { name: 'v1' });
    expect(revised).toEqual({ name: 'v1', list: ['a'], other: [1] });
    expect(Object.getOwnPropertyDescriptor(revised, 'list')?.value).toBe(start.list);
  });
});

describe('a grown value read as plain data', () => {
  const grown = revise(grow(grow(start, 'list', ['b']), 'list', ['c']), { name: 'v2' });
  const plain = { name: 'v2', list: ['a', 'b', 'c'], other: [1] };

  it('spreads, serialises, clones and compares as the plain object', () => {
    expect(grown).toEqual(plain);
    expect(grown).toStrictEqual(plain);
    expect({ ...grown }).toStrictEqual(plain);
    expect(JSON.parse(JSON.stringify(grown))).toStrictEqual(plain);
    expect(structuredClone(grown)).toStrictEqual(plain);
    expect(Array.isArray(grown.list)).toBe(true);
    expect(Object.keys(grown)).toEqual(['name', 'list', 'other']);
  });

  it('gives the same array each time it is read', () => {
    expect(grown.list).toBe(grown.list);
  });

  it('reads keys named after Object.prototype members as plain values', () => {
    const odd = { constructor: 'c', toString: 't', list: ['a'] } as {
      constructor: unknown;
      toString: unknown;
      list: string[];
    };
    const grownOdd = revise(grow(odd, 'list', ['b']), { toString: 'u' });
    expect(grownOdd.constructor).toBe('c');
    expect(grownOdd.toString).toBe('u');
    expect(grownOdd.list).toEqual(['a', 'b']);
  });

  it('keeps a key named __proto__ as a key, not the prototype', () => {
    const hostile = JSON.parse('{"__proto__":{"polluted":true},"list":["a"]}') as {
      list: string[];
    };
    const grownHostile = grow(hostile, 'list', ['b']);
    expect(Object.getPrototypeOf(grownHostile)).toBe(Object.prototype);
    expect(Object.hasOwn(grownHostile, '__proto__')).toBe(true);
    expect((grownHostile as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    const revised = revise(grownHostile, { list: [] });
    expect(Object.getPrototypeOf(revised)).toBe(Object.prototype);
  });
});

describe('finding in a grown list', () => {
  it('finds within the version’s own entries only', () => {
    const v1 = grow(start, 'list', ['b']);
    grow(v1, 'list', ['c']);
    expect(findIndexIn(v1, 'list', (item) => item === 'b')).toBe(1);
    // 'c' is in the shared entries, past v1's length.
    expect(findIndexIn(v1, 'list', (item) => item === 'c')).toBe(-1);
    expect(findIndexIn(start, 'list', (item) => item === 'a')).toBe(0);
    expect(findIndexIn(start, 'list', (item) => item === 'b')).toBe(-1);
  });
});
