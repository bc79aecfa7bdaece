// The map cannot drift silently. docs/ARCHITECTURE.md stays a one-page map (at most 250 lines);
// every file it, the folder READMEs and the decisions name in backticks or link to exists; and
// every test decision 004 names is a test in the file its row names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ARCHITECTURE = 'docs/ARCHITECTURE.md';
const DEVIATIONS = 'docs/decisions/004-deviations-from-the-reference.md';
const MAX_MAP_LINES = 250;

/** Folders that hold no source: dependencies, build output, test reports, history. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);

/** Every file under the repository, as paths relative to its root. */
function walk(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name) || entry.name === 'playwright-report') return [];
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const FILES = walk();
const BASENAMES = new Set(FILES.map((f) => basename(f)));

/** The folder READMEs: every README.md under src/, scripts/ and test/ but test fixtures'. */
const FOLDER_READMES = FILES.filter(
  (f) =>
    basename(f) === 'README.md' &&
    /^(src|scripts|test)\//.test(f) &&
    !f.startsWith('test/fixtures/') &&
    !f.startsWith('test/scripts/fixtures/'),
);

const DECISIONS = FILES.filter((f) => /^docs\/decisions\/\d{3}-.*\.md$/.test(f));

/** Backticked text that names no file in the repository: build output, URL paths. */
const NOT_FILES = new Set([
  'dist/',
  'boot.js',
  '.well-known/agent-card.json',
  '.well-known/agent.json',
]);

const PATH_LIKE = /^(?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)*\/?$/;
const FILE_EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|py|html|png|svg)$/;

const exists = (path: string): boolean => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Fenced code blocks out: they show commands and output, not the map. */
const prose = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '');

/** False when `token` looks like a path that exists from none of `bases`. */
function checkToken(token: string, bases: readonly string[]): boolean {
  if (NOT_FILES.has(token) || token.startsWith('@') || !PATH_LIKE.test(token)) return true;
  const isFile = FILE_EXTENSION.test(token);
  const isDir = token.endsWith('/');
  if (!token.includes('/')) return !isFile || BASENAMES.has(token);
  // "../" is written from the checkout, as the README writes `../shared/reference/`.
  const candidates = token.startsWith('../')
    ? [resolve(ROOT, token)]
    : bases.map((base) => resolve(base, token));
  const inside = candidates.filter((c) => c.startsWith(`${ROOT}/`));
  if (inside.length === 0) return true;
  if (!isFile && !isDir) {
    const first = token.replace(/^(?:\.{1,2}\/)*/, '').split('/')[0] ?? '';
    if (!bases.some((base) => exists(join(base, first)))) return true;
  }
  return inside.some(exists);
}

/**
 * The paths `text` (a document at `docPath`, relative to the root) names that do not exist. A
 * backticked file name with a known extension or a folder ending in "/" must exist; a slashed name
 * without either (`text/plain`) is checked only when its first segment exists. A path with a slash
 * is read from the document's folder, any folder above it, or `src/`, and one starting "../" from
 * the checkout; a bare file name may be anywhere in the repository. A path that leaves the
 * repository (`../shared/…`, the reference beside the checkout) and a link to a web address are
 * not checked. A heading naming a folder adds it to where the lines below are read from.
 */
function missingPaths(text: string, docPath: string): string[] {
  const docDir = dirname(join(ROOT, docPath));
  const bases: string[] = [];
  for (let dir = docDir; dir.startsWith(ROOT); dir = dirname(dir)) {
    bases.push(dir);
    if (dir === ROOT) break;
  }
  bases.push(join(ROOT, 'src'));
  const body = prose(text);
  const missing: string[] = [];

  // A heading that names a folder (`src/adapters`) is where the lines under it start from.
  let sectionBases: string[] = [];
  for (const line of body.split('\n')) {
    const tokens = [...line.matchAll(/`([^`\n]+)`/g)].map(([, token = '']) => token);
    const heading = line.startsWith('#');
    if (heading) sectionBases = tokens.map((t) => join(ROOT, t)).filter((dir) => exists(dir));
    for (const token of tokens) {
      if (!checkToken(token, [...bases, ...sectionBases])) missing.push(token);
    }
  }
  for (const [, target = ''] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = resolve(docDir, target.replace(/#.*$/, ''));
    if (path.startsWith(`${ROOT}/`) && !exists(path)) missing.push(target);
  }
  return missing;
}

/**
 * The tests `text` (decision 004) names that are not in the files named beside them: each table
 * row, list item or paragraph is one block; its files are the legend's short names and the
 * backticked test paths in it; its tests are the names in “curly quotes”.
 */
function missingTests(text: string, readFile: (path: string) => string): string[] {
  const legend = new Map<string, string>();
  for (const [, short = '', path = ''] of text.matchAll(
    /\*\*([\w-]+)\*\* `([^`]+\.test\.tsx?)`/g,
  )) {
    legend.set(short, path);
  }
  const blocks = text.split(/\n(?=\| \d+ \||- |\n)/);
  const missing: string[] = [];
  for (const block of blocks) {
    const names = [...block.matchAll(/“([^”]+)”/g)].map(([, n = '']) => n.replace(/\s+/g, ' '));
    if (names.length === 0) continue;
    const files = [
      ...[...legend].flatMap(([short, path]) =>
        new RegExp(`(?<![\\w-])${short}(?![\\w-])`).test(block) ? [path] : [],
      ),
      ...[...block.matchAll(/`([^`]+\.test\.tsx?)`/g)].map(([, path = '']) => path),
    ];
    const sources = files.map(readFile);
    for (const name of names) {
      if (!sources.some((source) => source.includes(name))) missing.push(name);
    }
  }
  return missing;
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('docs/ARCHITECTURE.md as the map', () => {
  it(`stays at or under ${MAX_MAP_LINES} lines`, () => {
    const lines = read(ARCHITECTURE).split('\n');
    if (lines.at(-1) === '') lines.pop();
    expect(lines.length).toBeLessThanOrEqual(MAX_MAP_LINES);
  });

  it('links to a README in each folder it sends the reader to', () => {
    expect(FOLDER_READMES.length).toBeGreaterThanOrEqual(8);
    for (const readme of FOLDER_READMES) {
      expect(read(ARCHITECTURE), readme).toContain(`](../${readme})`);
    }
  });

  it.each([ARCHITECTURE, ...FOLDER_READMES, ...DECISIONS])(
    '%s names only files that exist',
    (doc) => {
      expect(missingPaths(read(doc), doc)).toEqual([]);
    },
  );

  it('catches a planted path that does not exist, and passes the same text with a real one', () => {
    const planted = [
      'Admission lives in `src/core/admission.ts`, the graph in `graph/README.md`.',
      'Links: [core](../src/core/README.md), [gone](../src/core/NOPE.md).',
      'Gone: `src/core/admision.ts`, `scripts/bench/nowhere/`, `no-such-file.tsx`,',
      '`src/store/not-here/edits.ts`. Not files: `text/plain`, `agent/{name}`, `../shared/x.py`.',
    ].join('\n');
    expect(missingPaths(planted, 'docs/ARCHITECTURE.md')).toEqual([
      'graph/README.md',
      'src/core/admision.ts',
      'scripts/bench/nowhere/',
      'no-such-file.tsx',
      'src/store/not-here/edits.ts',
      '../src/core/NOPE.md',
    ]);
    // From src/panels/, graph/README.md is that panel's, and both links point nowhere.
    expect(missingPaths(planted, 'src/panels/README.md')).toEqual([
      'src/core/admision.ts',
      'scripts/bench/nowhere/',
      'no-such-file.tsx',
      'src/store/not-here/edits.ts',
      '../src/core/README.md',
      '../src/core/NOPE.md',
    ]);
  });
});

describe('decision 004, the one list of departures from the reference', () => {
  it('names tests that exist, each in the file its row names', () => {
    const text = read(DEVIATIONS);
    expect([...text.matchAll(/“/g)].length).toBeGreaterThan(30);
    expect(missingTests(text, read)).toEqual([]);
  });

  it('catches a planted test name, and one named beside the wrong file', () => {
    const text = [
      '**core-dev** `test/core/reference-deviations.test.ts`, **adm** `test/core/admission.test.ts`',
      '',
      '| 1 | x | y | z | w | core-dev “refuses a callback whose token is only whitespace” |',
      '| 2 | x | y | z | w | core-dev “refuses a callback whose token is only spaces” |',
      '| 3 | x | y | z | w | adm “refuses a callback whose token is only whitespace” |',
    ].join('\n');
    expect(missingTests(text, read)).toEqual([
      'refuses a callback whose token is only spaces',
      'refuses a callback whose token is only whitespace',
    ]);
  });
});
