import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintText } from '../../src/core/canonical-json';

const text = (value: unknown) => {
  const result = canonicalJson(value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('canonicalJson (RFC 8785)', () => {
  it('writes the RFC 8785 section 3.2.2 example exactly', () => {
    // Parsed from the RFC's input text, so the numbers go through the same double conversion.
    const input = JSON.parse(String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`) as unknown;
    expect(text(input)).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  it('sorts keys by UTF-16 code units as RFC 8785 section 3.2.3 does', () => {
    const input = JSON.parse(String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`) as Record<string, string>;
    // Read the order from the text: JSON.parse would put the integer-like key "1" first again.
    const order = [...text(input).matchAll(/:"([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
  });

  it('leaves out undefined members and writes nested values without whitespace', () => {
    expect(text({ b: [1, { d: undefined, c: 'x' }], a: undefined, e: -0 })).toBe(
      '{"b":[1,{"c":"x"}],"e":0}',
    );
  });

  it('keeps a __proto__ key as a key', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;
    expect(text(value)).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a non-finite number', { a: [1, Number.NaN] }, '$.a[1]: NaN is not a JSON number'],
    ['a lone surrogate', { 'x y': '\ud800' }, '$["x y"]: the text holds a lone surrogate'],
    ['a function', { f: () => 1 }, '$.f: a function is not JSON'],
  ])('refuses %s, naming where', (_name, value, message) => {
    const result = canonicalJson(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('gives the same text whatever the key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const shuffled = JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
          v !== null && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v).reverse())
            : v,
        ) as unknown;
        expect(text(shuffled)).toBe(text(value));
        expect(JSON.parse(text(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('fingerprintText', () => {
  it('leaves out graph positions and reviews, and nothing else', () => {
    const ws = {
      name: 'w',
      layout: { a: { x: 1, y: 2 } },
      reviews: [{ id: 'r' }],
      policy: { maxDepth: 1 },
    };
    expect(fingerprintText(ws)).toEqual({
      ok: true,
      value: '{"name":"w","policy":{"maxDepth":1}}',
    });
  });
});
