// No import circles in src/: a module may not reach itself through its imports. Every kind of
// import counts (`import type`, re-exports, `import()`, `typeof import()`), because a circle of
// types still means two modules that each need the other to be read. The graph is read from the
// files on disk with TypeScript's own import scanner; the file being linted is read from the
// editor's text, so a circle shows while it is typed.
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Extensions tried, in order, for a specifier written without one (as the bundler does). */
const SUFFIXES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The relative imports of `text`, each with the file it resolves to (undefined when it names no
 * file of code, as a stylesheet or a missing module).
 * @param {string} file absolute path of the importing file
 * @param {string} text its source
 * @returns {{ specifier: string, target: string | undefined, pos: number, end: number }[]}
 */
function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName, pos, end }) => {
      const base = resolve(dirname(file), fileName.replace(/[?#].*$/, ''));
      const target = SUFFIXES.map((suffix) => base + suffix).find(
        (path) => CODE.test(path) && isFile(path),
      );
      return { specifier: fileName, target, pos, end };
    });
}

/**
 * Imports read from disk, kept while the file's modification time and size stay the same (an
 * editor's ESLint server lives across edits; the command line reads each file once).
 * @type {Map<string, { mtimeMs: number, size: number, targets: string[] }>}
 */
const onDisk = new Map();

/** @param {string} file @returns {string[]} the files `file` imports */
function targetsOnDisk(file) {
  const { mtimeMs, size } = statSync(file);
  const known = onDisk.get(file);
  if (known !== undefined && known.mtimeMs === mtimeMs && known.size === size) return known.targets;
  const targets = importsOf(file, readFileSync(file, 'utf8')).flatMap(({ target }) =>
    target === undefined ? [] : [target],
  );
  onDisk.set(file, { mtimeMs, size, targets });
  return targets;
}

/**
 * The shortest chain of imports from `start` back to `file` within `root`, or undefined.
 * @param {string} root @param {string} file @param {string} start
 * @returns {string[] | undefined} `start`, …, `file`
 */
function pathBack(root, file, start) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = /** @type {string} */ (queue[i]);
    if (at === file) {
      const chain = [];
      for (
        let step = /** @type {string | null | undefined} */ (at);
        step;
        step = cameFrom.get(step)
      )
        chain.unshift(step);
      return chain;
    }
    for (const next of targetsOnDisk(at)) {
      if (!cameFrom.has(next) && inside(root, next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @param {string} root @param {string} path */
function inside(root, path) {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No module in src/ reaches itself through its imports, types included.' },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into the module that owns it, or a third one.',
    },
  },
  create(context) {
    const options = /** @type {{ srcRoot?: string }} */ (context.options[0] ?? {});
    const root = resolve(options.srcRoot ?? resolve(context.cwd, 'src'));
    const file = resolve(context.filename);
    if (!inside(root, file)) return {};
    const { sourceCode } = context;
    return {
      Program() {
        // Chains are found from the editor's text of this file and the disk's text of the others.
        for (const { target, pos, end } of importsOf(file, sourceCode.text)) {
          if (target === undefined || !inside(root, target)) continue;
          const chain = pathBack(root, file, target);
          if (chain === undefined) continue;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain].map((p) => relative(root, p)).join(' → ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'import-cycles': rule } };
