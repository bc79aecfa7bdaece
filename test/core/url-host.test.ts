import { domainToUnicode } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePunycode, mixedScripts, urlHost } from '../../src/core/url-host';

describe('mixedScripts', () => {
  it.each([
    ['a Cyrillic а (U+0430) among Latin letters', '\u0430gents', ['Cyrillic', 'Latin']],
    ['Greek beside Latin', 'p\u03b1ypal', ['Latin', 'Greek']],
    ['Cyrillic beside Greek', '\u0430\u03b2', ['Cyrillic', 'Greek']],
    ['Hangul beside Hiragana', '\ud55c\u3042', ['Hangul', 'Hiragana']],
  ])('names the scripts of %s', (_, label, scripts) => {
    expect(mixedScripts(label)).toEqual(scripts);
  });

  it.each([
    ['plain Latin with digits and a hyphen', 'agents-2'],
    ['all Cyrillic', '\u043f\u0440\u0438\u043c\u0435\u0440'],
    ['Japanese: Han with Hiragana and Katakana', '\u4f8b\u3048\u30c6\u30b9\u30c8'],
    ['Latin with Han, as TS #39 allows', 'abc\u65e5\u672c'],
    ['Latin with Hangul', 'abc\ud55c\uad6d'],
    ['German umlauts, which are Latin', 'm\u00fcnchen'],
    ['digits only', '123'],
  ])('accepts %s as one script', (_, label) => {
    expect(mixedScripts(label)).toBeUndefined();
  });
});

describe('decodePunycode', () => {
  it.each([
    ['gents-3ve', '\u0430gents'],
    ['mnchen-3ya', 'm\u00fcnchen'],
    ['r8jz45g', '\u4f8b\u3048'],
  ])('decodes %s', (input, expected) => {
    expect(decodePunycode(input)).toBe(expected);
  });

  it('refuses malformed input rather than guessing', () => {
    expect(decodePunycode('abc-\u00e9')).toBeUndefined();
    expect(decodePunycode('99999999999')).toBeUndefined();
    expect(decodePunycode('a-z')).toBe(undefined);
  });

  it('agrees with the URL parser and Node’s domainToUnicode on any label', () => {
    const letter = fc.oneof(
      fc.constantFrom(...'abcxyz0189-'),
      fc.integer({ min: 0xa0, max: 0x2fff }).map((c) => String.fromCodePoint(c)),
      fc.integer({ min: 0x3040, max: 0x9fff }).map((c) => String.fromCodePoint(c)),
    );
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 12 }), (chars) => {
        const label = chars.join('');
        const url = `https://${label}.example/`;
        if (!URL.canParse(url)) return;
        const [ascii = ''] = new URL(url).hostname.split('.');
        if (!ascii.startsWith('xn--')) return;
        expect(decodePunycode(ascii.slice(4))).toBe(
          domainToUnicode(`${ascii}.example`).split('.')[0],
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('urlHost', () => {
  it('shows the host the parser reaches and the look-alike it was written as', () => {
    expect(urlHost('https://\u0430gents.bank.example/a2a')).toEqual({
      host: 'xn--gents-3ve.bank.example',
      unicodeHost: '\u0430gents.bank.example',
      userinfo: undefined,
      mixedLabels: [{ label: '\u0430gents', scripts: ['Cyrillic', 'Latin'] }],
    });
  });

  it('finds a look-alike written directly in punycode', () => {
    expect(urlHost('https://xn--gents-3ve.bank.example/')?.mixedLabels).toHaveLength(1);
  });

  it('separates a user name dressed as a host from the real host', () => {
    expect(urlHost('https://agents.bank.example@evil.example/')).toMatchObject({
      host: 'evil.example',
      userinfo: 'agents.bank.example',
    });
  });

  it('never repeats a password', () => {
    expect(urlHost('https://ops:s3cret@agents.example/')?.userinfo).toBe('ops:…');
  });

  it('is undefined for text the parser does not read as a URL', () => {
    expect(urlHost('/relative/path')).toBeUndefined();
  });
});
