import { describe, expect, it } from 'vitest';
import { readJson } from '../../../src/panels/cards/read-json';

describe('readJson (the published JSON editor)', () => {
  it('refuses a typed control character rather than removing it, so no URL is repaired', () => {
    const read = readJson('{"url": "https://agents.example.com\\u0000.evil.example/a2a"}');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problems.map((p) => p.path)).toEqual(['$.url']);
      expect(read.problems[0]?.message).toContain('U+0000 (NUL)');
    }
  });

  it('refuses a raw tab inside a string with its line and column', () => {
    const read = readJson('{\n  "name": "a\tb"\n}');
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.problems[0]?.message).toContain(
        'a raw tab (U+0009) inside a string at line 2, column 13',
      );
  });

  it('reads escaped whitespace as JSON allows', () => {
    expect(readJson('{"description": "two\\nlines"}')).toEqual({
      ok: true,
      value: Object.assign(Object.create(null) as object, { description: 'two\nlines' }),
    });
  });
});
