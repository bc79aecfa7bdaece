// The layer rule, on resolved paths: every relative import (static, re-export or dynamic) is
// resolved against the importing file, and the folders both sit in decide whether it may cross.
// A specifier's spelling can't slip through: `../../graph/x` from a nested panel folder and
// `../../panels/graph/x` land in the same place, and that place is what is judged.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * What each layer of src/ may import, besides itself. Imports flow one way:
 * core ← adapters ← live ← store ← panels ← app (live: the network edge); scenarios are data over the core; components are
 * presentational; styles are CSS anyone may use.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const ALLOWED = {
  core: [],
  adapters: ['core'],
  live: ['core', 'adapters'],
  scenarios: ['core', 'adapters'],
  store: ['core', 'adapters', 'live', 'scenarios'],
  components: ['styles'],
  panels: ['core', 'adapters', 'live', 'scenarios', 'store', 'components', 'styles'],
  app: ['core', 'adapters', 'live', 'scenarios', 'store', 'components', 'panels', 'styles'],
  styles: [],
};

/** @type {Readonly<Record<string, string>>} */
const MESSAGES = {
  core: 'src/core depends on nothing else in src.',
  adapters: 'Adapters depend on src/core only.',
  live: 'The live transport sits between the adapters and the store.',
  scenarios: 'Scenarios are plain data over the core.',
  store: 'The store sits below the panels.',
  components: 'Components are presentational: no domain imports.',
  panels: 'Panels meet only in src/app.',
  app: 'The app may import any layer.',
  styles: 'Styles import no code.',
};

/**
 * Where a path sits: its layer (the first folder under src/) and, for panels, which panel.
 * Undefined outside src/ and for files directly in src/ (main.tsx), which belong to no layer.
 * A folder import (`../store`) sits in that folder's layer.
 * @param {string} srcRoot
 * @param {string} path
 * @returns {{ layer: string, panel: string | undefined } | undefined}
 */
function placeOf(srcRoot, path) {
  const rel = relative(srcRoot, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const [layer, second] = rel.split(sep);
  if (layer === undefined || !Object.hasOwn(ALLOWED, layer)) return undefined;
  return { layer, panel: layer === 'panels' ? second : undefined };
}

/**
 * Why `fromFile` may not import the module at `toPath`, or undefined when it may.
 * @param {string} srcRoot absolute path of src/
 * @param {string} fromFile absolute path of the importing file
 * @param {string} toPath absolute path the specifier resolves to
 * @returns {string | undefined}
 */
function crossing(srcRoot, fromFile, toPath) {
  const from = placeOf(srcRoot, fromFile);
  const to = placeOf(srcRoot, toPath);
  if (from === undefined) return undefined;
  if (to === undefined) {
    // Reaching out of the layers (the project root, scripts, src/main.tsx) is never allowed.
    return `${MESSAGES[from.layer]} (${relative(srcRoot, toPath)} is outside the layers of src/)`;
  }
  if (from.layer === to.layer) {
    if (from.layer === 'panels' && from.panel !== to.panel) {
      return 'Panels never import each other; share through components/ or the store.';
    }
    return undefined;
  }
  const allowed = ALLOWED[from.layer] ?? [];
  return allowed.includes(to.layer)
    ? undefined
    : `${MESSAGES[from.layer]} (src/${from.layer} imports src/${to.layer})`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow one way between the layers of src/, judged on resolved paths.',
    },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false },
    ],
    messages: { crossing: '{{why}}' },
  },
  create(context) {
    const options = /** @type {{ srcRoot?: string }} */ (context.options[0] ?? {});
    const srcRoot = resolve(options.srcRoot ?? resolve(context.cwd, 'src'));
    const file = context.filename;
    /** @param {import('eslint').Rule.Node['parent'] | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const why = crossing(srcRoot, file, resolve(dirname(file), specifier));
      if (why !== undefined) context.report({ node: source, messageId: 'crossing', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'layer-boundaries': rule } };
