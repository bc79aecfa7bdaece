import { describe, expect, it } from 'vitest';
import { chunkPlan, type ChunkingContextLike } from '../../scripts/build/panel-chunks';

/** A module graph: each module's static imports, then its dynamic ones after a `|`. */
function graph(edges: Record<string, string>): ChunkingContextLike {
  return {
    getModuleInfo: (id) => {
      const line = edges[id];
      if (line === undefined) return null;
      const [statics = '', dynamics = ''] = line.split('|');
      const ids = (text: string) => text.split(' ').filter((s) => s !== '');
      return { importedIds: ids(statics), dynamicallyImportedIds: ids(dynamics) };
    },
  };
}

const OPTIONS = {
  entry: '/app/main.tsx',
  panel: /\/panels\/([a-z]+)\/index\.tsx$/,
  home: 'cards',
  beside: /\/app\/bar\.tsx$/,
};

// main loads react and the store; three panels and the bar are lazy, and Cards opens a lazy dialog.
const APP = graph({
  '/app/main.tsx':
    'react /store.ts | /panels/cards/index.tsx /panels/graph/index.tsx /panels/matrix/index.tsx /app/bar.tsx',
  react: '',
  '/store.ts': 'react',
  '/panels/cards/index.tsx': 'react /cards/editor.tsx /field.tsx /codec.ts | /cards/dialog.tsx',
  '/cards/editor.tsx': '/store.ts',
  '/cards/dialog.tsx': '/cards/importer.ts /codec.ts',
  '/cards/importer.ts': '',
  '/field.tsx': 'react',
  '/codec.ts': '',
  '/panels/graph/index.tsx': '/field.tsx /verdict.tsx /xyflow',
  '/xyflow': '',
  '/panels/matrix/index.tsx': '/verdict.tsx /matrix/table.tsx',
  '/matrix/table.tsx': '',
  '/verdict.tsx': '/store.ts',
  '/app/bar.tsx': '/summary.ts',
  '/summary.ts': '',
});

describe('chunkPlan', () => {
  const plan = chunkPlan(OPTIONS, APP);

  it('keeps every module the entry imports statically in the shell, but the entry itself', () => {
    expect([...plan.shell].sort()).toEqual(['/store.ts', 'react']);
  });

  it('puts what the home panel shares with another panel, a lazy dialog or the bar in one group', () => {
    expect([...plan.homeShared].sort()).toEqual([
      '/app/bar.tsx',
      '/codec.ts',
      '/field.tsx',
      '/summary.ts',
    ]);
  });

  it('leaves the home panel’s own modules, and any panel’s, to its own chunk', () => {
    for (const own of [
      '/panels/cards/index.tsx',
      '/cards/editor.tsx',
      '/matrix/table.tsx',
      '/xyflow',
    ])
      for (const group of [plan.shell, plan.homeShared, plan.panelsShared])
        expect(group.has(own), own).toBe(false);
  });

  it('groups what two other panels share, and not what one panel shares with a lazy chunk', () => {
    expect([...plan.panelsShared]).toEqual(['/verdict.tsx']);
    expect(plan.panelsShared.has('/cards/importer.ts')).toBe(false);
  });

  it('never groups the same module twice', () => {
    const all = [...plan.shell, ...plan.homeShared, ...plan.panelsShared];
    expect(new Set(all).size).toBe(all.length);
  });
});
