// The append-only log behind a live run's items and events: each version sees exactly its own
// entries, appending to the newest shares the array, appending to an older one never shows the
// newer entries to either.
import { describe, expect, it } from 'vitest';
import { AppendLog, appendTo } from '../../src/live/append-log';

describe('AppendLog', () => {
  it('keeps every version as it was', () => {
    const a = AppendLog.of('a');
    const ab = a.append('b');
    const abc = ab.append('c');
    expect([...a]).toEqual(['a']);
    expect([...ab]).toEqual(['a', 'b']);
    expect(abc.toArray()).toEqual(['a', 'b', 'c']);
    expect(ab.at(2)).toBeUndefined();
    expect(abc.at(-1)).toBeUndefined();
  });

  it('forks an older version without touching the newer one', () => {
    const ab = AppendLog.of('a', 'b');
    const abc = ab.append('c');
    const abx = ab.append('x');
    expect([...abc]).toEqual(['a', 'b', 'c']);
    expect([...abx]).toEqual(['a', 'b', 'x']);
    expect(abc.append('d').toArray()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finds the first and the last match within its own entries', () => {
    const log = AppendLog.of(1, 2, 3, 4);
    const short = AppendLog.of(1, 2);
    log.append(5);
    expect(log.find((n) => n % 2 === 0)).toBe(2);
    expect(log.findLast((n) => n % 2 === 0)).toBe(4);
    expect(short.findLast((n) => n > 2)).toBeUndefined();
  });

  it('appends to a plain array by making a log of it', () => {
    const plain = ['a'];
    const log = appendTo(plain, 'b');
    expect([...log]).toEqual(['a', 'b']);
    expect(plain).toEqual(['a']);
  });
});
