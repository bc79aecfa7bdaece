import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import { agentCardSchema } from '../../../src/core/card';
import { MAX_DEPTH, parseSafeJson } from '../../../src/adapters/import/safe-json';
import { fixture } from './fixtures';

const prototypeSnapshot = () => [
  Object.getOwnPropertyNames(Object.prototype).sort().join(),
  Object.getOwnPropertyNames(Array.prototype).sort().join(),
  Object.getPrototypeOf({}) === Object.prototype,
];

/** JSON text with keys chosen to try prototype pollution, built without JSON.stringify's help. */
const hostileJsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', '1', '1e999', '"x"', '"\\u001b"', '-0.5e3'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(
        fc.tuple(
          fc.constantFrom(
            '__proto__',
            'constructor',
            'prototype',
            'polluted',
            'a',
            'a',
            '\\u005f_proto__',
          ),
          tie('value'),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => `{${pairs.map(([k, v]) => `"${k}":${v}`).join(',')}}`),
  ),
})).value;

describe('parseSafeJson', () => {
  it('agrees with JSON.parse on JSON it has nothing to say about', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const parsed = parseSafeJson(text);
        if (parsed.findings.length === 0) {
          expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(JSON.parse(text)));
        }
      }),
    );
  });

  it('never throws on arbitrary text, and reports something whenever JSON.parse refuses it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (text) => {
        const parsed = parseSafeJson(text);
        let refused = false;
        try {
          JSON.parse(text);
        } catch {
          refused = true;
        }
        if (refused) expect(parsed.findings.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never changes a prototype, whatever keys the text holds', () => {
    const before = prototypeSnapshot();
    fc.assert(
      fc.property(hostileJsonText, (text) => {
        const parsed = parseSafeJson(text);
        importCard(text);
        expect(prototypeSnapshot()).toEqual(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        const dangerous = /"(__proto__|constructor|prototype|\\u005f_proto__)":/.test(text);
        if (dangerous) expect(parsed.findings.map((f) => f.code)).toContain('DANGEROUS_KEY');
      }),
    );
  });

  it('builds objects without a prototype', () => {
    const { value } = parseSafeJson('{"a": {"b": []}}');
    expect(Object.getPrototypeOf(value)).toBeNull();
  });

  it('survives nesting far deeper than the stack would', () => {
    const text = '['.repeat(100_000);
    const parsed = parseSafeJson(text);
    expect(parsed.value).toBeUndefined();
    expect(parsed.findings.map((f) => f.code)).toEqual(['NESTING_TOO_DEEP']);
    expect(parsed.findings[0]?.message).toContain(`column ${MAX_DEPTH + 1}`);
  });

  it.each([
    ['{"a": 1,}', 'line 1, column 9', 'a quoted key'],
    ['{\n  "a": tru\n}', 'line 2, column 8', 'a JSON value'],
    ['{\r\n"a": "b\\x"}', 'line 2, column 9', 'an escape'],
    ['[1, 2', 'line 1, column 6', '"," or "]"'],
    ['{"a" 1}', 'line 1, column 6', '":" after the key'],
    ['', 'line 1, column 1', 'a JSON value'],
    ['{} {}', 'line 1, column 4', 'the end of the document'],
  ])('places the syntax error in %j at %s', (text, where, expected) => {
    const [finding] = parseSafeJson(text).findings;
    expect(finding?.code).toBe('INVALID_JSON');
    expect(finding?.message).toContain(where);
    expect(finding?.message).toContain(`expected ${expected}`);
  });

  it.each([
    ['n_string_unescaped_ctrl_char.json', 'U+0000 inside a string at line 1, column 4', '\\u0000'],
    [
      'n_string_unescaped_newline.json',
      'a raw line feed (U+000A) inside a string at line 1, column 6',
      '\\n',
    ],
    [
      'n_string_unescaped_tab.json',
      'a raw tab (U+0009) inside a string at line 1, column 3',
      '\\t',
    ],
  ])('refuses the JSON test suite’s %s, saying where', (name, found, escape) => {
    const parsed = parseSafeJson(
      readFileSync(new URL(`../../fixtures/json/${name}`, import.meta.url), 'utf8'),
    );
    expect(parsed.value).toBeUndefined();
    expect(parsed.findings).toEqual([
      {
        code: 'INVALID_JSON',
        severity: 'error',
        path: '$',
        message: `Not valid JSON: found ${found}; JSON requires it escaped as ${escape}.`,
      },
    ]);
  });

  it('reads the same characters when they are escaped, removing the unsafe ones', () => {
    const parsed = parseSafeJson('{"a": "tab\\there", "b": "n\\u0000ul"}');
    expect(parsed.value).toEqual(
      Object.assign(Object.create(null) as object, { a: 'tab\there', b: 'nul' }),
    );
    expect(parsed.findings.map((f) => [f.code, f.path])).toEqual([['CONTROL_CHARACTER', '$.b']]);
    expect(parsed.findings[0]?.message).toContain('(U+0000 (NUL))');
    expect([...parsed.stripped]).toEqual([['$.b', 'U+0000 (NUL)']]);
  });

  it.each([
    ['a lone high surrogate', '"\\ud800"'],
    ['a lone low surrogate', '"\\udc00x"'],
    ['a high surrogate followed by another escape', '"\\ud800\\u0041"'],
    ['a raw lone surrogate in pasted text', '"\ud800"'],
  ])('refuses %s and keeps nothing half-encoded', (_, value) => {
    const parsed = parseSafeJson(`{"name": ${value}}`);
    expect(parsed.findings.map((f) => [f.code, f.severity, f.path])).toEqual([
      ['LONE_SURROGATE', 'error', '$.name'],
    ]);
    expect(parsed.findings[0]?.message).toContain('line 1, column 10');
    const name = (parsed.value as { name: string }).name;
    expect(/[\ud800-\udfff]/.test(name)).toBe(false);
  });

  it('reads an escaped surrogate pair as the one character it is', () => {
    const parsed = parseSafeJson('{"name": "\\ud83d\\ude00", "\\ud800": 1}');
    expect((parsed.value as { name: string }).name).toBe('\u{1F600}');
    expect(parsed.findings.map((f) => [f.code, f.path])).toEqual([
      ['LONE_SURROGATE', '$["\uFFFD"]'],
    ]);
  });

  it('caps repeated findings so a hostile document cannot flood the report', () => {
    const text = `{${Array.from({ length: 500 }, () => '"k": 1').join(',')}}`;
    const found = parseSafeJson(text).findings;
    expect(found.length).toBeLessThan(60);
    expect(found.at(-1)?.message).toContain('449 more DUPLICATE_KEY findings');
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `value` with its n-th string or key (in traversal order) replaced by `replacement`. */
function replaceNth(value: Json, n: number, replacement: string): Json {
  let seen = -1;
  const walk = (v: Json): Json => {
    if (typeof v === 'string') return (seen += 1) === n ? replacement : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v).map(([k, inner]): [string, Json] => [
      (seen += 1) === n ? replacement : k,
      walk(inner),
    ]);
    return Object.fromEntries(entries);
  };
  return walk(value);
}

describe('importCard under fuzzing', () => {
  const clean = fixture('v0_3-clean.json');

  it('never throws when any string or key of a card names a member of Object.prototype', () => {
    // Exhaustive rather than sampled: every slot of every fixture, with every name.
    const names = ['constructor', '__proto__', 'toString'];
    const fixtures = [
      'v0_3-clean',
      'v1_0',
      'hybrid',
      'v0_1-authentication',
      'reference-scheme-names',
    ];
    for (const name of fixtures) {
      const card = JSON.parse(fixture(`${name}.json`)) as Json;
      for (
        let n = 0;
        JSON.stringify(replaceNth(card, n, '\u0000')) !== JSON.stringify(card);
        n += 1
      ) {
        for (const replacement of names) {
          const result = importCard(JSON.stringify(replaceNth(card, n, replacement)));
          expect(result.card === null).toBe(result.verdict === 'rejected');
          if (result.card !== null)
            expect(agentCardSchema.safeParse(result.card).success).toBe(true);
        }
      }
    }
  });

  it('never throws on damaged copies of a real card, and rejects exactly when it reports an error', () => {
    const damaged = fc
      .tuple(fc.nat({ max: clean.length }), fc.nat({ max: 8 }), fc.string({ maxLength: 4 }))
      .map(([at, cut, insert]) => clean.slice(0, at) + insert + clean.slice(at + cut));
    fc.assert(
      fc.property(damaged, (text) => {
        const result = importCard(text);
        const hasError = result.findings.some((f) => f.severity === 'error');
        expect(result.verdict === 'rejected').toBe(hasError);
        expect(result.card === null).toBe(hasError);
      }),
    );
  });

  it('never throws when known fields hold values of any shape', () => {
    const card = JSON.parse(clean) as Record<string, unknown>;
    const keys = [
      ...Object.keys(card),
      'supportedInterfaces',
      'securityRequirements',
      'authentication',
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 })),
        (changes) => {
          const result = importCard(JSON.stringify({ ...card, ...changes }));
          expect(['valid', 'migrated', 'rejected']).toContain(result.verdict);
        },
      ),
    );
  });
});
