// `npm run review -- verify` against a corpus of forged reports, one per way to lie (see
// test/fixtures/forged-reports.ts), and against the genuine reports the app downloads. Every
// forgery must be refused with its reason and exit code; every genuine report must verify.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeDigest, readText } from '../../scripts/review';
import type { Workspace } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { runReviewCommand } from '../../src/store/review/command';
import { forgedCases, genuineReports, type ForgedCase } from '../helpers/forged-reports';

const dir = mkdtempSync(join(tmpdir(), 'forged-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const write = (name: string, data: string | Uint8Array) => {
  files += 1;
  const path = join(dir, `${files}-${name}`);
  writeFileSync(path, data);
  return path;
};
const io = { readText, digest: nodeDigest };

const g = await genuineReports();
const cases = await forgedCases(g);

const argsOf = (report: string | Uint8Array, workspace: Workspace, baseline?: Workspace) => [
  'verify',
  write('report.html', report),
  write('workspace.json', exportWorkspace(workspace)),
  ...(baseline === undefined ? [] : ['--baseline', write('b.json', exportWorkspace(baseline))]),
];

const VERDICT = { 1: /MISMATCH: .* is not the review report of /, 3: /UNVERIFIED: / };

describe('the genuine reports the app downloads', () => {
  const genuine: ReadonlyArray<[string, string, Workspace, Workspace?]> = [
    ["a review's report (signed off, changes since the review before)", g.signed, g.reviewed],
    ["the workspace's report, signed off by the review of this content", g.signedNow, g.reviewed],
    ["an earlier review's report, the workspace changed since", g.earlier, g.edited],
    ['an unsigned report, changes since the newest review', g.unsigned, g.edited],
    ['an unsigned report without a baseline', g.unsignedNoBaseline, g.edited],
    ['an unsigned report against a workspace file', g.unsignedFileBaseline, g.edited],
    ['a report whose line breaks became CR LF', g.signed.replaceAll('\n', '\r\n'), g.reviewed],
    ['a report whose line breaks became CR', g.signed.replaceAll('\n', '\r'), g.reviewed],
    [
      "a review's report with its baseline given as a file",
      g.signed,
      g.reviewed,
      g.first.workspace as Workspace,
    ],
  ];

  it.each(genuine)('verify with 0: %s', async (_name, report, workspace, baseline) => {
    const outcome = await runReviewCommand(argsOf(report, workspace, baseline), io);
    expect(outcome.stdout).toMatch(
      /^VERIFIED: .* is the review report of .*, every review it names recorded\.$/m,
    );
    expect(outcome.stdout).not.toMatch(/^[✗–]/m);
    expect(outcome.exitCode).toBe(0);
  });
});

describe('a report with a check of the live cards', () => {
  it('verifies everything else and leaves the live table unverified (3), saying why', async () => {
    const outcome = await runReviewCommand(argsOf(g.signedWithDrift, g.reviewed), io);
    expect(outcome.stdout).toMatch(/^✓ The whole report is exactly what the workspace gives/m);
    expect(outcome.stdout).toMatch(
      /^– Live cards not verified: .* what the agents served at 2026-03-31 10:00 UTC is the report's word alone; check them again to confirm\.$/m,
    );
    expect(outcome.stdout).not.toMatch(/^✗/m);
    expect(outcome.exitCode).toBe(3);
  });
});

describe(`${cases.length} forged reports`, () => {
  it.each(cases.map((c): [string, ForgedCase] => [c.name, c]))(
    'are refused: %s',
    async (_name, c) => {
      const outcome = await runReviewCommand(argsOf(c.report, c.workspace, c.baseline), io);
      expect(outcome.stdout + outcome.stderr).toMatch(c.reason);
      // Nothing from the files reaches the terminal unescaped.
      expect(outcome.stdout).not.toMatch(/(?!\n)[\p{Cc}\u202e]/u);
      if (outcome.stderr === '') expect(outcome.stdout).toMatch(VERDICT[c.exitCode]);
      expect(outcome.exitCode).toBe(c.exitCode);
    },
  );
});

describe('the command line, run by tsx', () => {
  const named = (name: string) => {
    const found = cases.find((c) => c.name === name);
    if (found === undefined) throw new Error(`no case ${name}`);
    return found;
  };
  const run = (args: string[]) =>
    // `npm run review` is `tsx scripts/review.ts`: the same loader in one process, without npx's own.
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/review.ts', ...args], {
      encoding: 'utf8',
    });

  it('exits 0, 1 and 3 as documented, with the verdict and the reason', () => {
    const genuine = run(argsOf(g.signed, g.reviewed));
    expect(genuine.stdout).toContain('✓ Sign-off: this workspace records review "Q2" by Bo');
    expect(genuine.status).toBe(0);
    for (const name of [
      'the genuine matrix in an HTML comment after a forged one',
      'a forged sign-off id: a review the workspace does not record',
      'the genuine report against its workspace with the reviews removed',
      'a byte-order mark before the genuine report',
      'the baseline not recorded and the changes section rewritten',
    ]) {
      const c = named(name);
      const outcome = run(argsOf(c.report, c.workspace, c.baseline));
      expect(outcome.stdout, name).toMatch(c.reason);
      expect(outcome.stdout, name).toMatch(VERDICT[c.exitCode]);
      expect(outcome.status, name).toBe(c.exitCode);
    }
  }, 120_000);
});
