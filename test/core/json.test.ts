import { describe, expect, it } from 'vitest';
import { assignData, jsonEqual, jsonValueSchema, type JsonValue } from '../../src/core/json';

describe('JSON values', () => {
  it.each<[string, JsonValue, JsonValue, boolean]>([
    ['equal primitives', 1, 1, true],
    ['different primitives', 1, '1', false],
    ['null and an object', null, {}, false],
    ['objects in another key order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['an array and an object', [], {}, false],
    ['objects with different keys', { a: 1 }, { b: 1 }, false],
    ['objects with an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['nested differences', { a: { b: [null] } }, { a: { b: [false] } }, false],
  ])('compares %s structurally', (_label, a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
    expect(jsonEqual(b, a)).toBe(expected);
  });

  it('refuses non-finite numbers', () => {
    expect(jsonValueSchema.safeParse(NaN).success).toBe(false);
    expect(jsonValueSchema.safeParse({ a: [Infinity] }).success).toBe(false);
    expect(jsonValueSchema.safeParse({ a: [1.5, 'x', null, true] }).success).toBe(true);
  });

  it('copies a "__proto__" key as data without touching the target prototype', () => {
    const source = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<
      string,
      JsonValue
    >;
    const target = assignData({}, source);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(['__proto__', 'a']);
    expect((target as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true},"a":1}');
  });
});
