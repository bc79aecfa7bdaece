import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineColumn, utf8ByteLength } from '../../../src/adapters/import/text-position';
import { stripControlCharacters } from '../../../src/adapters/import/control-characters';

describe('text positions', () => {
  it('counts UTF-8 bytes as an encoder would', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });

  it.each([
    ['abc', 2, { line: 1, column: 3 }],
    ['a\nb', 2, { line: 2, column: 1 }],
    ['a\r\nb', 3, { line: 2, column: 1 }],
    ['a\rb', 2, { line: 2, column: 1 }],
    ['a\n\nb', 3, { line: 3, column: 1 }],
    ['ab', 99, { line: 1, column: 3 }],
  ])('places offset %#', (text, offset, expected) => {
    expect(lineColumn(text, offset)).toEqual(expected);
  });
});

describe('control characters', () => {
  it('removes escapes and direction overrides but keeps tabs and line breaks', () => {
    expect(stripControlCharacters('a\u0000b\u001b[0m\tc\n\u202ed\u2066')).toEqual({
      text: 'ab[0m\tc\nd',
      removed: 4,
    });
    expect(stripControlCharacters('plain')).toEqual({ text: 'plain', removed: 0 });
  });
});
