import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryUrls,
  initialChunks,
  resolveInDist,
  staticImports,
} from '../../scripts/size/initial-chunks';

const fixture = join(import.meta.dirname, 'fixtures', 'size-dist');
const read = (path: string) => {
  const full = join(fixture, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

describe('entryUrls', () => {
  it('finds module scripts and modulepreload links but not stylesheets', () => {
    expect(entryUrls(read('index.html') ?? '')).toEqual([
      './assets/index-aaaa.js',
      './assets/preloaded-bbbb.js',
    ]);
  });

  it('reads attributes in either order', () => {
    const html =
      '<script src="/a.js" type="module"></script><link href="./b.js" rel="modulepreload">';
    expect(entryUrls(html)).toEqual(['/a.js', './b.js']);
  });
});

describe('staticImports', () => {
  it('lists import-from, bare import and export-from declarations', () => {
    const code =
      'import{a as e}from"./x.js";import"./y.js";export*from"./z.js";import d from\'./w.js\'';
    expect(staticImports(code)).toEqual(['./x.js', './y.js', './z.js', './w.js']);
  });

  it('leaves dynamic import() calls out', () => {
    expect(staticImports('const m=()=>import("./lazy.js");import ("./also-lazy.js")')).toEqual([]);
  });

  it('ignores property names and identifiers that merely contain "import"', () => {
    expect(staticImports('o.import"./no.js";const reimport="./no.js";x={import:1}')).toEqual([]);
  });
});

describe('resolveInDist', () => {
  it('resolves relative and root paths inside dist and refuses anything outside', () => {
    expect(resolveInDist('assets/a.js', './b.js')).toBe('assets/b.js');
    expect(resolveInDist('assets/a.js', '../assets/b.js?v=1')).toBe('assets/b.js');
    expect(resolveInDist('index.html', '/assets/c.js')).toBe('assets/c.js');
    expect(resolveInDist('index.html', '../outside.js')).toBeUndefined();
    expect(resolveInDist('index.html', 'https://cdn.example/x.js')).toBeUndefined();
    expect(resolveInDist('index.html', 'react')).toBeUndefined();
  });
});

describe('initialChunks', () => {
  it('follows static imports transitively from the entry and preloads, each file once', () => {
    const { files } = initialChunks(read);
    expect(files).toEqual([
      'assets/index-aaaa.js',
      'assets/preloaded-bbbb.js',
      'assets/vendor-ffff.js',
      'assets/polyfill-gggg.js',
      'assets/shared-eeee.js',
    ]);
  });

  it('does not count chunks reachable only through import()', () => {
    const { files } = initialChunks(read);
    expect(files).not.toContain('assets/lazy-panel-dddd.js');
    expect(files).not.toContain('assets/lazy-only-hhhh.js');
  });

  it('reports an import-like string that names no file as missing instead of counting it', () => {
    expect(initialChunks(read).missing).toEqual(['assets/not-a-chunk.js']);
  });

  it('reports a missing index.html', () => {
    expect(initialChunks(() => undefined)).toEqual({ files: [], missing: ['index.html'] });
  });
});
