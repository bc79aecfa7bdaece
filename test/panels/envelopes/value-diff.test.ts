import { describe, expect, it } from 'vitest';
import { valueDiff } from '../../../src/panels/envelopes/value-diff';

describe('the value-level diff', () => {
  it('reports a changed scalar with its path and both values', () => {
    expect(valueDiff({ status: { state: 'working' } }, { status: { state: 'completed' } })).toEqual(
      [{ path: '$.status.state', before: 'working', after: 'completed' }],
    );
  });

  it('reports an appended array item as one added value', () => {
    expect(valueDiff({ h: [1] }, { h: [1, { m: 2 }] })).toEqual([
      { path: '$.h[1]', before: undefined, after: { m: 2 } },
    ]);
  });

  it('reports a removed key as absent after', () => {
    expect(valueDiff({ a: 1, b: 2 }, { a: 1 })).toEqual([
      { path: '$.b', before: 2, after: undefined },
    ]);
  });

  it('finds nothing between equal values, whatever their key order', () => {
    expect(valueDiff({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toEqual([]);
  });

  it('reports a change of type at the value, not inside it', () => {
    expect(valueDiff({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: '$.a', before: [1], after: { 0: 1 } },
    ]);
  });

  it('quotes keys that are not identifiers', () => {
    expect(valueDiff({ 'a/b': 1 }, { 'a/b': 2 })[0]?.path).toBe('$["a/b"]');
  });

  it('reads a whole new document as one change at the root', () => {
    expect(valueDiff(undefined, { a: 1 })).toEqual([
      { path: '$', before: undefined, after: { a: 1 } },
    ]);
  });
});
