import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCardBytes } from '../../../src/adapters/import/import-card';
import {
  decodeBytes,
  firstInvalidUtf8,
  readBlobText,
} from '../../../src/adapters/import/read-bytes';
import { MAX_DOCUMENT_BYTES } from '../../../src/adapters/import/text-position';
import { fixtureBytes } from './fixtures';

const bytes = (...values: number[]) => new Uint8Array(values);
const decode = (data: Uint8Array) => decodeBytes(data, MAX_DOCUMENT_BYTES);
const refusal = (data: Uint8Array) => {
  const result = decode(data);
  return result.ok ? undefined : result.error;
};

describe('decodeBytes', () => {
  it('keeps a UTF-8 byte-order mark as U+FEFF for the reader to report', () => {
    const result = decode(fixtureBytes('bom.json'));
    expect(result.ok && result.value.charCodeAt(0)).toBe(0xfeff);
  });

  it.each([
    ['utf16le-bom.json', 'UTF-16 (little-endian)'],
    ['utf16be-bom.json', 'UTF-16 (big-endian)'],
  ])('refuses %s, naming the encoding its byte-order mark declares', (name, encoding) => {
    expect(refusal(fixtureBytes(name))).toEqual({
      code: 'INVALID_ENCODING',
      message: `The text is ${encoding}, not UTF-8 (it starts with that byte-order mark); save it as UTF-8.`,
    });
  });

  it('names UTF-32 rather than UTF-16 for a UTF-32 mark', () => {
    expect(refusal(bytes(0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0))?.message).toMatch(
      /^The text is UTF-32 \(little-endian\)/,
    );
  });

  it('refuses UTF-16 without a mark, which would otherwise decode as text full of NULs', () => {
    expect(refusal(fixtureBytes('utf16le-no-bom.json'))?.message).toBe(
      'The text is UTF-16 (little-endian) without a byte-order mark, not UTF-8 (every other byte is zero); save it as UTF-8.',
    );
  });

  it('refuses Latin-1 and says which byte, where', () => {
    // "Café" with é as the single byte 0xE9: line 4, after 21 characters of that line.
    expect(refusal(fixtureBytes('latin1.json'))).toEqual({
      code: 'INVALID_ENCODING',
      message:
        'The text is not UTF-8: the byte 0xE9 at offset 81 (line 4, column 22) does not start or continue a UTF-8 character; save it as UTF-8.',
    });
  });

  it('refuses an overlong "/" (C0 AF) rather than reading it as a slash', () => {
    expect(refusal(fixtureBytes('overlong-utf8.json'))?.message).toContain(
      'the byte 0xC0 at offset 166 (line 5, column 37)',
    );
  });

  it('refuses more than the limit without decoding', () => {
    expect(decodeBytes(new Uint8Array(11), 10)).toEqual({
      ok: false,
      error: {
        code: 'DOCUMENT_TOO_LARGE',
        message: 'The document is larger than 10 bytes; it was not read.',
      },
    });
    expect(refusal(new Uint8Array(MAX_DOCUMENT_BYTES + 1))?.message).toBe(
      'The document is larger than 1 MiB; it was not read.',
    );
  });
});

describe('firstInvalidUtf8', () => {
  it.each([
    ['a surrogate encoded as UTF-8 (ED A0 80)', bytes(0x41, 0xed, 0xa0, 0x80), 1],
    ['a code point past U+10FFFF (F4 90 80 80)', bytes(0xf4, 0x90, 0x80, 0x80), 0],
    ['an overlong three-byte form (E0 80 AF)', bytes(0xe0, 0x80, 0xaf), 0],
    ['a sequence cut short at the end (E2 82)', bytes(0x20, 0xe2, 0x82), 1],
    ['a lone continuation byte', bytes(0x80), 0],
    [
      'the euro sign (E2 82 AC) and U+1D11E (F0 9D 84 9E)',
      bytes(0xe2, 0x82, 0xac, 0xf0, 0x9d, 0x84, 0x9e),
      -1,
    ],
  ])('%s', (_, data, expected) => {
    expect(firstInvalidUtf8(data)).toBe(expected);
  });

  it('agrees with the platform’s fatal decoder on any bytes', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const valid = (data: Uint8Array) => {
      try {
        fatal.decode(data);
        return true;
      } catch {
        return false;
      }
    };
    // Bytes biased towards the lead and continuation ranges where the edge cases live.
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xbf }),
      fc.integer({ min: 0xc0, max: 0xff }),
      fc.constantFrom(0xe0, 0xed, 0xf0, 0xf4, 0x9f, 0xa0, 0x8f, 0x90),
    );
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 12 }), (list) => {
        const data = new Uint8Array(list);
        expect(firstInvalidUtf8(data) === -1).toBe(valid(data));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('readBlobText', () => {
  it('reads a file’s bytes through the same decoder', async () => {
    const blob = new Blob([fixtureBytes('latin1.json')]);
    const read = await readBlobText(blob, MAX_DOCUMENT_BYTES);
    expect(read.ok ? undefined : read.error.code).toBe('INVALID_ENCODING');
  });

  it('refuses a file over the limit before reading any of it', async () => {
    let read = false;
    const huge = {
      size: 6 * 1024 * 1024,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    } as unknown as Blob;
    expect(await readBlobText(huge, 5 * 1024 * 1024)).toEqual({
      ok: false,
      error: {
        code: 'DOCUMENT_TOO_LARGE',
        message: 'The file is larger than 5 MiB; it was not read.',
      },
    });
    expect(read).toBe(false);
  });

  it('reports a file the browser cannot read', async () => {
    const gone = {
      size: 10,
      arrayBuffer: () => Promise.reject(new Error('the file was moved')),
    } as unknown as Blob;
    expect(await readBlobText(gone, 100)).toEqual({
      ok: false,
      error: {
        code: 'FILE_UNREADABLE',
        message: 'The file could not be read: the file was moved.',
      },
    });
  });
});

describe('importCardBytes', () => {
  it.each([
    ['v0_3-clean.json', 'valid', undefined],
    ['bom.json', 'migrated', undefined],
    ['utf16le-bom.json', 'rejected', 'INVALID_ENCODING'],
    ['latin1.json', 'rejected', 'INVALID_ENCODING'],
  ])('%s is %s', (name, verdict, code) => {
    const result = importCardBytes(fixtureBytes(name));
    expect(result.verdict).toBe(verdict);
    if (code !== undefined) {
      expect(result.findings).toEqual([expect.objectContaining({ code, path: '$' })]);
      expect(result.reasons[0]).toMatch(/^\$: The text is/);
    }
  });
});
