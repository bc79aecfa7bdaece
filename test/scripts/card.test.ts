import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCardFile } from '../../scripts/card';
import { MAX_DOCUMENT_BYTES } from '../../src/adapters/import/text-position';

const dir = mkdtempSync(join(tmpdir(), 'card-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, bytes: Buffer | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('readCardFile', () => {
  it('keeps a byte-order mark for the importer to report', () => {
    const read = readCardFile(write('bom.json', Buffer.from('\uFEFF{}', 'utf8')));
    expect(read).toEqual({ ok: true, value: '\uFEFF{}' });
  });

  it('refuses text that is not UTF-8, naming UTF-16 when it sees its mark', () => {
    const read = readCardFile(write('utf16.json', Buffer.from('\uFEFF{}', 'utf16le')));
    expect(read).toEqual({
      ok: false,
      error: { code: 'INVALID_ENCODING', message: 'The file is not UTF-8 (it looks like UTF-16).' },
    });
  });

  it('refuses a file over the size limit without reading all of it', () => {
    const read = readCardFile(write('big.json', Buffer.alloc(MAX_DOCUMENT_BYTES + 10, 0x20)));
    expect(read.ok ? undefined : read.error.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('reports a directory as unreadable rather than throwing', () => {
    const read = readCardFile(dir);
    expect(read.ok ? undefined : read.error.code).toBe('FILE_UNREADABLE');
  });
});

describe('npm run card -- check', () => {
  it('prints a result per file and exits 1 when one is rejected', () => {
    const run = spawnSync(
      'npx',
      [
        'tsx',
        'scripts/card.ts',
        'check',
        'test/fixtures/cards/v1_0.json',
        'test/fixtures/cards/bom.json',
        join(dir, 'absent.json'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const results = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { verdict: string; version: string });
    expect(results.map((r) => [r.version, r.verdict])).toEqual([
      ['1.0', 'valid'],
      ['0.3', 'migrated'],
      ['unknown', 'rejected'],
    ]);
  }, 30_000);
});
