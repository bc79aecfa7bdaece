import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import moduleState from '../../eslint/module-state.js';

const linter = new Linter({ configType: 'flat' });

/** The rule's messages for `code`, a TypeScript module. */
function problems(code: string, filename = 'src/core/planted.ts'): string[] {
  return (
    linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: {
              parser: tseslint.parser,
              ecmaVersion: 'latest',
              sourceType: 'module',
            },
            plugins: { pure: moduleState },
            rules: { 'pure/no-module-state': 'error' },
          },
        ],
        { filename },
      )
      // Only this rule's findings: a file's disable comments name rules this config does not load.
      .filter((message) => message.ruleId === 'pure/no-module-state')
      .map((message) => message.message)
  );
}

describe('module-level state is refused', () => {
  it.each([
    [
      'a counter in a let',
      'let served = 0;\nexport const next = () => (served += 1);',
      'let served',
    ],
    ['an exported let', 'export let last = "agent";', 'let last'],
    ['a var', 'var seen = "";', 'var seen'],
    [
      'a Map cache filled by set',
      'const quotes = new Map<string, string>();\nexport const q = (s: string) => { quotes.set(s, JSON.stringify(s)); return quotes.get(s); };',
      'quotes is written by .set()',
    ],
    [
      'an array filled by index',
      'const iso: string[] = [];\nexport const at = (n: number) => (iso[n] ??= String(n));',
      'iso is assigned to',
    ],
    [
      'a ring buffer pushed to',
      'const recent = new Array<string>(16).fill("");\nexport const keep = (id: string) => { recent.push(id); };',
      'recent is written by .push()',
    ],
    [
      'a typed array written through a local alias',
      'const block = new Int32Array(16);\nexport function f(n: number) { const w = block; w[0] = n; return w; }',
      'block is assigned to',
    ],
    [
      'a reused buffer handed to a function that fills it',
      'declare function reset(s: Int32Array): void;\nconst digest = new Int32Array(5);\nexport const h = () => { reset(digest); return digest[0]; };',
      'digest is handed to a function that may write it',
    ],
    [
      'a buffer handed out as a view',
      'const scratch = new Uint8Array(256);\nexport const v = () => new TextEncoder().encodeInto("x", scratch.subarray(16));',
      'scratch is handed out as a view',
    ],
    [
      'an object counter',
      'const counts = { hits: 0 };\nexport const hit = () => counts.hits++;',
      'counts is assigned to',
    ],
    [
      'a Set written under an `as` cast',
      'const seen = new Set<string>() as Set<string>;\nexport const mark = (s: string) => seen.add(s);',
      'seen is written by .add()',
    ],
    [
      'a WeakMap memo with no measured gain beside it',
      '// Each list worded once.\nconst listed = new WeakMap<object, string>();\nexport const l = (o: object) => listed.get(o);',
      'needs a comment above it giving its measured gain',
    ],
  ])('refuses %s', (_name, code, expected) => {
    const found = problems(code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });
});

describe('immutable module-level values pass', () => {
  it.each([
    [
      'a table read with has',
      "const DONE: ReadonlySet<string> = new Set(['a']);\nexport const done = (s: string) => DONE.has(s);",
    ],
    [
      'an `as const` list read by includes',
      "const STATES = ['a', 'b'] as const;\nexport const known = (s: string) => (STATES as readonly string[]).includes(s);",
    ],
    [
      'a lookup table indexed for reading',
      'const HEX = Uint8Array.from("0123", (c) => c.charCodeAt(0));\nexport const hex = (n: number) => HEX[n & 3];',
    ],
    [
      'a collection built and written inside a function',
      'export function f() { const m = new Map<string, number>(); m.set("a", 1); let n = 0; n += 1; return [m, n]; }',
    ],
    [
      'a regular expression and a function',
      'const PLAIN = /^[a-z]+$/;\nexport const plain = (s: string) => PLAIN.test(s);',
    ],
    [
      'a WeakMap memo keyed by its input, with its measured gain',
      '// 1.6× on the discovery row (npx tsx scripts/bench.ts)\nconst index = new WeakMap<object, number>();\nexport const i = (o: object) => index.get(o);',
    ],
  ])('accepts %s', (_name, code) => {
    expect(problems(code)).toEqual([]);
  });
});

describe('src/core', () => {
  const root = resolve(import.meta.dirname, '../../src/core');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );

  it('holds no module-level mutable state in any file', () => {
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      problems(readFileSync(join(root, file), 'utf8'), `src/core/${file}`).map(
        (message) => `${file}: ${message}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
