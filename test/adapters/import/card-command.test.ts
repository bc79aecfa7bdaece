import { describe, expect, it } from 'vitest';
import {
  CARD_USAGE,
  runCardCommand,
  type CardCommandIo,
} from '../../../src/adapters/import/card-command';
import { err, ok } from '../../../src/core/result';
import { fixture, fixtureBytes } from './fixtures';

const io: CardCommandIo = {
  readFile: (path) =>
    path === 'missing.json'
      ? err('FILE_UNREADABLE', 'Cannot read missing.json: no such file')
      : ok(fixtureBytes(path)),
};

const lines = (stdout: string) =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('card check', () => {
  it('prints one JSON line per file and exits 0 when none is rejected', () => {
    const outcome = runCardCommand(['check', 'v0_3-clean.json', 'v0_2.json'], io);
    expect(outcome.exitCode).toBe(0);
    const results = lines(outcome.stdout);
    expect(results.map((r) => [r.path, r.version, r.verdict])).toEqual([
      ['v0_3-clean.json', '0.3', 'valid'],
      ['v0_2.json', '0.2', 'migrated'],
    ]);
    expect(Object.keys(results[0] ?? {})).toEqual([
      'path',
      'at',
      'version',
      'verdict',
      'changes',
      'reasons',
      'findings',
      'card',
    ]);
  });

  it('exits 1 when any file is rejected, and still reports the others', () => {
    const outcome = runCardCommand(['check', 'duplicate-keys.json', 'v1_0.json'], io);
    expect(outcome.exitCode).toBe(1);
    expect(lines(outcome.stdout).map((r) => r.verdict)).toEqual(['rejected', 'valid']);
  });

  it('prints one line per card of a file holding a list, and names duplicates across files', () => {
    const array = `[${fixture('v0_3-clean.json')}, ${fixture('v1_0.json')}]`;
    const files: Record<string, string> = {
      'registry.json': `{"agents": ${array}}`,
      'fx.json': fixture('v0_3-clean.json'),
    };
    const outcome = runCardCommand(['check', 'registry.json', 'fx.json'], {
      readFile: (path) => ok(new TextEncoder().encode(files[path] ?? '')),
    });
    const results = lines(outcome.stdout);
    expect(results.map((r) => [r.path, r.at, r.verdict, r.duplicate])).toEqual([
      ['registry.json', '$.agents[0]', 'valid', undefined],
      ['registry.json', '$.agents[1]', 'valid', undefined],
      ['fx.json', '$', 'valid', { of: 'import', source: 'registry.json', at: '$.agents[0]' }],
    ]);
    expect(outcome.stderr).toBe(
      'card: 3 cards in 2 files: 2 cards to add; 0 rejected; 1 duplicate left out: fx-rates-agent\n',
    );
    expect(outcome.exitCode).toBe(1);
  });

  it('reports an unreadable file as a rejected result', () => {
    const outcome = runCardCommand(['check', 'missing.json'], io);
    expect(outcome.exitCode).toBe(1);
    expect(lines(outcome.stdout)[0]).toMatchObject({
      path: 'missing.json',
      verdict: 'rejected',
      card: null,
      findings: [{ code: 'FILE_UNREADABLE', path: '$', severity: 'error' }],
    });
  });

  it('resolves relative URLs against --base', () => {
    const relative: CardCommandIo = {
      readFile: () =>
        ok(
          new TextEncoder().encode(
            fixture('v0_3-clean.json').replace('https://agents.example.com/fx/a2a', '/fx/a2a'),
          ),
        ),
    };
    const outcome = runCardCommand(
      ['check', '--base=https://agents.example.com/', 'card.json'],
      relative,
    );
    expect(lines(outcome.stdout)[0]?.card).toMatchObject({
      url: 'https://agents.example.com/fx/a2a',
    });
  });

  it('indents results with --pretty', () => {
    const outcome = runCardCommand(['check', '--pretty', 'v0_3-clean.json'], io);
    expect(outcome.stdout).toMatch(/^\{\n {2}"path": "v0_3-clean.json",/);
  });

  it('prints usage for --help and exits 0', () => {
    expect(runCardCommand(['--help'], io)).toEqual({ exitCode: 0, stdout: CARD_USAGE, stderr: '' });
    expect(runCardCommand(['check', '-h'], io).stdout).toBe(CARD_USAGE);
  });

  it.each([
    [[], 'missing command'],
    [['lint', 'a.json'], 'unknown command "lint"'],
    [['check'], 'no files to check'],
    [['check', '--fix', 'a.json'], 'unknown option "--fix"'],
    [['check', '--base', 'ftp://x/', 'a.json'], '--base needs an absolute http(s) URL'],
    [['check', '--base'], '--base needs an absolute http(s) URL'],
  ])('refuses %j with exit code 2', (argv, message) => {
    const outcome = runCardCommand(argv, io);
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain(`card: ${message}`);
  });

  it('treats everything after -- as a file name', () => {
    const outcome = runCardCommand(['check', '--', '--pretty'], {
      readFile: () => err('FILE_UNREADABLE', 'Cannot read --pretty'),
    });
    expect(lines(outcome.stdout)[0]?.path).toBe('--pretty');
  });
});
