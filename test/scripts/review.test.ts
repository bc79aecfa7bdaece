import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeDigest, readText } from '../../scripts/review';
import { sha256Hex } from '../../src/adapters/review/web-fingerprint';
import type { AgentCard } from '../../src/core/card';
import { createWorkbenchStore, defaultWorkspace, type Workspace } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { fingerprintWorkspace } from '../../src/store/review/content';
import { runReviewCommand } from '../../src/store/review/command';
import { reportHtml } from '../../src/store/review/report/report';
import { arbSubject } from '../core/workspace-arbitrary';
import { HAND_WORKED, HAND_WORKED_CANONICAL } from '../fixtures/hand-worked-workspace';

const dir = mkdtempSync(join(tmpdir(), 'review-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const webCrypto = sha256Hex;
const fingerprint = async (ws: Workspace, digest = nodeDigest) => {
  const result = await fingerprintWorkspace(ws, digest);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const arbWorkspace = arbSubject.map((s): Workspace => ({
  ...defaultWorkspace(),
  cards: [...s.cards],
  callers: [...s.callers],
  policy: s.policy,
  paths: [...s.paths],
  callbackHosts: [...s.callbackHosts],
}));

/** The same JSON with every object's keys in reverse order. */
const reversed = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).reverse())
      : v,
  ) as T;

describe('fingerprints', () => {
  it('hash with node:crypto and WebCrypto to the same value, and to the published SHA-256 of "abc"', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await nodeDigest('abc')).toEqual({ ok: true, value: abc });
    expect(await webCrypto('abc')).toEqual({ ok: true, value: abc });
    expect(await fingerprint(defaultWorkspace(), webCrypto)).toBe(
      await fingerprint(defaultWorkspace()),
    );
    await fc.assert(
      fc.asyncProperty(arbWorkspace, async (ws) => {
        expect(await fingerprint(ws, webCrypto)).toBe(await fingerprint(ws));
      }),
      { numRuns: 50 },
    );
  });

  it('are the SHA-256 of a canonical text written out by hand', async () => {
    const ws = HAND_WORKED;
    const canonical = HAND_WORKED_CANONICAL;
    const expected = `sha256:${createHash('sha256').update(canonical, 'utf8').digest('hex')}`;
    expect(await fingerprint(ws)).toBe(expected);
    expect(await fingerprint(ws, webCrypto)).toBe(expected);

    const path = write('hand-worked.json', JSON.stringify(ws));
    expect((await runReviewCommand(['canonical', path], io)).stdout).toBe(canonical);
    expect((await runReviewCommand(['fingerprint', path], io)).stdout).toBe(
      `${expected}  ${path}\n`,
    );
  });

  it('stay the same across key order, graph positions and recorded reviews', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbWorkspace,
        fc.dictionary(fc.string(), fc.record({ x: fc.integer(), y: fc.integer() })),
        async (ws, layout) => {
          const moved = { ...reversed(ws), layout, reviews: [] };
          expect(await fingerprint(moved)).toBe(await fingerprint(ws));
        },
      ),
      { numRuns: 50 },
    );
  });

  const edits: ReadonlyArray<[string, (ws: Workspace) => Workspace]> = [
    [
      'a card description',
      (ws) => ({
        ...ws,
        cards: ws.cards.map((c, i) => (i === 0 ? { ...c, description: `${c.description}.` } : c)),
      }),
    ],
    [
      'a card tenant',
      (ws) => ({
        ...ws,
        cards: ws.cards.map((c, i): AgentCard =>
          i === 0
            ? { ...c, platform: { ...c.platform, tenants: [...c.platform.tenants, 'new'] } }
            : c,
        ),
      }),
    ],
    [
      'a caller scope',
      (ws) => ({
        ...ws,
        callers: ws.callers.map((c, i) => (i === 0 ? { ...c, scopes: [...c.scopes, 'x'] } : c)),
      }),
    ],
    [
      'the max depth',
      (ws) => ({ ...ws, policy: { ...ws.policy, maxDepth: ws.policy.maxDepth + 1 } }),
    ],
    ['a required scope', (ws) => ({ ...ws, policy: { ...ws.policy, requiredScope: 'needed' } })],
    [
      'a path hop',
      (ws) => ({
        ...ws,
        paths: ws.paths.map((p, i) => (i === 0 ? { ...p, hops: [...p.hops, 'x'] } : p)),
      }),
    ],
    ['the allow-list', (ws) => ({ ...ws, callbackHosts: [...ws.callbackHosts, 'new.example'] })],
    ['the card order', (ws) => ({ ...ws, cards: [...ws.cards].reverse() })],
  ];

  it.each(edits)('change when %s changes', async (_name, edit) => {
    const ws = defaultWorkspace();
    expect(await fingerprint(edit(ws))).not.toBe(await fingerprint(ws));
  });
});

const io = { readText, digest: nodeDigest };

describe('npm run review', () => {
  it('prints fingerprints as sha256sum does, and the canonical text they hash', async () => {
    const ws = defaultWorkspace();
    const path = write('bank.json', exportWorkspace(ws));
    const printed = await runReviewCommand(['fingerprint', path], io);
    expect(printed).toEqual({
      exitCode: 0,
      stdout: `${await fingerprint(ws)}  ${path}\n`,
      stderr: '',
    });
    const canonical = await runReviewCommand(['canonical', path], io);
    expect(`sha256:${createHash('sha256').update(canonical.stdout).digest('hex')}`).toBe(
      await fingerprint(ws),
    );
    expect(canonical.stdout).toMatch(/^\{"behaviours":\[/);
  });

  it('says which file is unusable and where, exiting 1', async () => {
    const bad = write(
      'bad.json',
      JSON.stringify({ ...defaultWorkspace(), policy: { maxDepth: -1 } }),
    );
    const outcome = await runReviewCommand(['fingerprint', bad], io);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr).toContain('$.policy.maxDepth: max depth cannot be negative');
  });

  it('exits 2 with usage for a wrong command line', async () => {
    for (const argv of [[], ['verify', 'only-one.html'], ['sign'], ['verify', 'a', 'b', '--x']]) {
      const outcome = await runReviewCommand(argv, io);
      expect(outcome.exitCode, argv.join(' ')).toBe(2);
      expect(outcome.stderr).toContain('Usage:');
    }
  });

  it('verifies a report from the command line: exit 0 for its workspace, 1 for a changed one, 3 without its review', async () => {
    const store = createWorkbenchStore({
      now: () => '2026-03-31T09:15:00.000Z',
      digest: nodeDigest,
    });
    const recorded = await store
      .getState()
      .actions.recordReview({ name: 'Q1', reviewer: 'Ana', note: '' });
    if (!recorded.ok) throw new Error(recorded.error.message);
    const review = recorded.value;
    const ws = store.getState().workspace;
    const report = write(
      'report.html',
      reportHtml({ workspace: review.workspace, fingerprint: review.fingerprint, signOff: review }),
    );
    const same = write('same.json', exportWorkspace(ws));
    const changed = write(
      'changed.json',
      exportWorkspace({ ...ws, policy: { ...ws.policy, maxDepth: 1 }, reviews: [] }),
    );
    const run = (...args: string[]) =>
      // `npm run review` is `tsx scripts/review.ts`: the same loader in one process, without npx's own.
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/review.ts', 'verify', ...args], {
        encoding: 'utf8',
      });
    const ok = run(report, same);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(
      `VERIFIED: ${report} is the review report of ${same}, every review it names recorded.`,
    );
    const no = run(report, changed);
    expect(no.status).toBe(1);
    expect(no.stdout).toContain('✗ Fingerprint differs');
    expect(no.stdout).toContain(`MISMATCH: ${report} is not the review report of ${changed}.`);
    const unrecorded = run(
      report,
      write('no-reviews.json', exportWorkspace({ ...ws, reviews: [] })),
    );
    expect(unrecorded.stdout).toContain(
      '– Sign-off not verified: this workspace records no review',
    );
    expect(unrecorded.stdout).toContain('UNVERIFIED: ');
    expect(unrecorded.status).toBe(3);
  });
});
