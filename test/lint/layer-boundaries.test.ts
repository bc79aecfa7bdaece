import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../eslint/layer-boundaries.js';

const srcRoot = '/repo/src';
const linter = new Linter({ configType: 'flat', cwd: '/repo' });

/** The layer rule's messages for `code` written in `file` (a path under /repo/src). */
function problems(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
          plugins: { layers },
          rules: { 'layers/layer-boundaries': ['error', { srcRoot }] },
        },
      ],
      { filename: `${srcRoot}/${file}` },
    )
    .map((message) => message.message);
}

const PANELS_APART = 'Panels never import each other; share through components/ or the store.';

describe('a panel imports no other panel, however the path is spelt', () => {
  it('refuses a sibling panel from a panel folder', () => {
    expect(problems('panels/lifecycle/index.tsx', "import x from '../graph/to-flow';")).toEqual([
      PANELS_APART,
    ]);
  });

  it('refuses ../../graph from a nested panel folder', () => {
    expect(
      problems('panels/lifecycle/transcript/view.tsx', "import x from '../../graph/to-flow';"),
    ).toEqual([PANELS_APART]);
  });

  it('refuses ../../panels/graph, which resolves to another panel', () => {
    expect(
      problems('panels/lifecycle/view.tsx', "import x from '../../panels/graph/to-flow';"),
    ).toEqual([PANELS_APART]);
  });

  it('refuses re-exports and lazy imports of another panel', () => {
    expect(problems('panels/cards/a.ts', "export { x } from '../matrix/cell';")).toEqual([
      PANELS_APART,
    ]);
    expect(problems('panels/cards/a.ts', "const m = () => import('../matrix');")).toEqual([
      PANELS_APART,
    ]);
  });

  it('allows the panel its own files at any depth, and the layers below it', () => {
    expect(
      problems('panels/lifecycle/transcript/view.tsx', "import x from '../use-stepper';"),
    ).toEqual([]);
    expect(problems('panels/lifecycle/view.tsx', "import x from './transcript/view';")).toEqual([]);
    expect(
      problems(
        'panels/lifecycle/transcript/view.tsx',
        "import a from '../../../store'; import b from '../../../components/button'; import c from '../../../core/engine';",
      ),
    ).toEqual([]);
  });
});

describe('imports flow one way: core ← adapters ← store ← panels ← app', () => {
  it.each([
    ['core/engine.ts', '../adapters/acp/encode', 'src/core depends on nothing else in src.'],
    ['core/engine.ts', './../store', 'src/core depends on nothing else in src.'],
    ['adapters/acp/encode.ts', '../../store/session', 'Adapters depend on src/core only.'],
    ['store/session.ts', '../panels/lifecycle', 'The store sits below the panels.'],
    ['components/button.tsx', '../core/card', 'Components are presentational: no domain imports.'],
    ['panels/cards/index.tsx', '../../app/router', 'Panels meet only in src/app.'],
    ['scenarios/bank.ts', '../store/workspace', 'Scenarios are plain data over the core.'],
  ])('%s may not import %s', (file, specifier, message) => {
    const [first] = problems(file, `import x from '${specifier}';`);
    expect(first).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('refuses reaching out of the layers', () => {
    expect(problems('core/engine.ts', "import x from '../../scripts/bench';")).toHaveLength(1);
    expect(problems('store/session.ts', "import x from '../main';")).toHaveLength(1);
  });

  it.each([
    ['adapters/acp/encode.ts', '../../core/engine'],
    ['store/session.ts', '../adapters/acp'],
    ['store/session.ts', '../scenarios/bank'],
    ['app/panels.ts', '../panels/cards'],
    ['app/shell.tsx', '../store'],
    ['main.tsx', './app/app'],
    ['components/button.tsx', './icons'],
  ])('%s may import %s', (file, specifier) => {
    expect(problems(file, `import x from '${specifier}';`)).toEqual([]);
  });

  it('leaves packages to the package rules', () => {
    expect(problems('core/engine.ts', "import { z } from 'zod';")).toEqual([]);
  });
});
