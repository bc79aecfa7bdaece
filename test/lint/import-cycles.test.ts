import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cycles from '../../eslint/import-cycles.js';

/** The cycle rule's messages for `file` (absolute), read from `text` or else from disk. */
function problems(srcRoot: string, file: string, text = readFileSync(file, 'utf8')): string[] {
  // The linter's working directory holds srcRoot, as the project root holds src/.
  return new Linter({ configType: 'flat', cwd: dirname(srcRoot) })
    .verify(
      text,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { cycles },
          rules: { 'cycles/import-cycles': ['error', { srcRoot }] },
        },
      ],
      { filename: file },
    )
    .filter((message) => message.ruleId === 'cycles/import-cycles')
    .map((message) => message.message);
}

const cycle = (...chain: string[]) =>
  `Import cycle: ${chain.join(' → ')}. Move what both sides need into the module that owns it, or a third one.`;

describe('a planted import cycle fails lint', () => {
  let root: string;
  const src = () => join(root, 'src');
  const at = (path: string) => join(src(), path);
  const plant = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(at(path)), { recursive: true });
      writeFileSync(at(path), text);
    }
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    plant({
      // Two modules that only share types: erased at run time, still a circle.
      'types/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'types/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      // Three modules through a re-export, a folder's index and an explicit extension.
      'three/x.ts': "export { y } from './dir';\n",
      'three/dir/index.ts': "import { z } from '../z.ts';\nexport const y = z;\n",
      'three/z.ts': "import type { X } from './x';\nexport const z = 1;\nexport type X = 1;\n",
      // A lazy import and a type query close a circle too.
      'lazy/p.ts': "export const load = () => import('./q');\n",
      'lazy/q.ts': "export type P = typeof import('./p');\n",
      // A diamond is no circle, and neither is a stylesheet or a package.
      'diamond/top.ts':
        "import { l } from './left';\nimport { r } from './right';\nexport const t = l + r;\n",
      'diamond/left.ts': "import { b } from './bottom';\nexport const l = b;\n",
      'diamond/right.tsx':
        "import { b } from './bottom';\nimport './look.css';\nexport const r = b;\n",
      'diamond/bottom.ts': "import { z } from 'zod';\nexport const b = z ? 1 : 0;\n",
      'diamond/look.css': '',
    });
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a circle of type imports from each side', () => {
    expect(problems(src(), at('types/a.ts'))).toEqual([
      cycle('types/a.ts', 'types/b.ts', 'types/a.ts'),
    ]);
    expect(problems(src(), at('types/b.ts'))).toEqual([
      cycle('types/b.ts', 'types/a.ts', 'types/b.ts'),
    ]);
  });

  it('follows re-exports, folder indexes and explicit extensions', () => {
    expect(problems(src(), at('three/x.ts'))).toEqual([
      cycle('three/x.ts', 'three/dir/index.ts', 'three/z.ts', 'three/x.ts'),
    ]);
  });

  it('counts lazy imports and type queries', () => {
    expect(problems(src(), at('lazy/p.ts'))).toEqual([
      cycle('lazy/p.ts', 'lazy/q.ts', 'lazy/p.ts'),
    ]);
    expect(problems(src(), at('lazy/q.ts'))).toEqual([
      cycle('lazy/q.ts', 'lazy/p.ts', 'lazy/q.ts'),
    ]);
  });

  it('passes a diamond, a stylesheet and a package', () => {
    for (const file of ['top.ts', 'left.ts', 'right.tsx', 'bottom.ts']) {
      expect(problems(src(), at(`diamond/${file}`))).toEqual([]);
    }
  });

  it("judges the file being edited by the editor's text", () => {
    // On disk a.ts imports b.ts; the text being typed no longer does.
    expect(problems(src(), at('types/a.ts'), 'export interface A { n: number }\n')).toEqual([]);
    // On disk bottom.ts imports nothing of ours; the text being typed closes a circle.
    expect(
      problems(src(), at('diamond/bottom.ts'), "import { t } from './top';\nexport const b = t;\n"),
    ).toEqual([
      cycle('diamond/bottom.ts', 'diamond/top.ts', 'diamond/left.ts', 'diamond/bottom.ts'),
    ]);
  });

  it('leaves files outside srcRoot alone', () => {
    expect(problems(at('three'), at('types/a.ts'))).toEqual([]);
  });
});
