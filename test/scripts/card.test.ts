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
  it('hands over the bytes as stored, byte-order mark included', () => {
    const read = readCardFile(write('bom.json', Buffer.from('\uFEFF{}', 'utf8')));
    expect(read).toEqual({ ok: true, value: new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]) });
  });

  it('reads no more than one byte past the size limit', () => {
    const read = readCardFile(write('big.json', Buffer.alloc(MAX_DOCUMENT_BYTES + 10, 0x20)));
    expect(read.ok ? read.value.length : undefined).toBe(MAX_DOCUMENT_BYTES + 1);
  });

  it('reports a directory as unreadable rather than throwing', () => {
    const read = readCardFile(dir);
    expect(read.ok ? undefined : read.error.code).toBe('FILE_UNREADABLE');
  });
});

describe('npm run card -- check', () => {
  it('prints a result per file and exits 1 when one is rejected', () => {
    // `npm run card` is `tsx scripts/card.ts`: the same loader in one process, without npx's own.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
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
  });
});
