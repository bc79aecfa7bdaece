// Review exports both ways: "as reviewed" (built from the newest review's recorded snapshot) and
// "workspace now". After a policy change each report verifies against the workspace that records
// the review, swapping them fails with the reason, and the two Cedar sets differ exactly where the
// policy changed: a max depth of 4 cut to 1 (worked out by hand from the bank example below).
import * as cedar from '@cedar-policy/cedar-wasm/nodejs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDigest, readText } from '../../scripts/review';
import { createWorkbenchStore, type Review, type Workspace } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { selectBaseline } from '../../src/store/review/baseline';
import { cedarSet, type CedarFile } from '../../src/store/review/cedar-files';
import { runReviewCommand } from '../../src/store/review/command';
import { reviewReport, workspaceReport } from '../../src/store/review/report/for-workspace';

const AT = '2026-03-31T09:15:00.000Z';
const dir = mkdtempSync(join(tmpdir(), 'review-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const verify = (report: string, workspace: string) =>
  runReviewCommand(['verify', report, workspace], { readText, digest: nodeDigest });

let review: Review;
let reviewedFile: string;
let nowFile: string;
let unrecordedFile: string;
let now: Workspace;
let asReviewed: { path: string; html: string; fingerprint: string };
let workspaceNow: { path: string; html: string; fingerprint: string };

beforeAll(async () => {
  const store = createWorkbenchStore({ now: () => AT, digest: nodeDigest });
  const recorded = await store.getState().actions.recordReview({
    name: 'Q1 sign-off',
    reviewer: 'Ana',
    note: 'Bank example as designed.',
  });
  if (!recorded.ok) throw new Error(recorded.error.message);
  review = recorded.value;
  reviewedFile = write('reviewed.json', exportWorkspace(store.getState().workspace));
  const { actions, workspace } = store.getState();
  actions.setPolicy({ ...workspace.policy, maxDepth: 1 });
  now = store.getState().workspace;
  nowFile = write('now.json', exportWorkspace(now));
  unrecordedFile = write('unrecorded.json', exportWorkspace({ ...now, reviews: [] }));
  const reviewed = await reviewReport(now.reviews ?? [], review);
  asReviewed = { ...reviewed, path: write(reviewed.fileName, reviewed.html) };
  const built = await workspaceReport(now, selectBaseline(store.getState()), nodeDigest);
  if (!built.ok) throw new Error(built.error.message);
  workspaceNow = { ...built.value, path: write(built.value.fileName, built.value.html) };
});

describe('the two reports', () => {
  it('name which they are and the fingerprint each was built from', () => {
    expect(asReviewed.fingerprint).toBe(review.fingerprint);
    expect(workspaceNow.fingerprint).not.toBe(review.fingerprint);
    expect(asReviewed.html).toContain(
      '<p class="subject">As reviewed: the content review “<strong>Q1 sign-off</strong>” signed off, as it recorded it.</p>',
    );
    expect(asReviewed.html).toContain(`<code class="fingerprint">${review.fingerprint}</code>`);
    expect(workspaceNow.html).toContain(
      '<p class="subject">Workspace now: the workspace as it was when this report was made. No recorded review signs off this content.</p>',
    );
    expect(workspaceNow.html).toContain(
      `<code class="fingerprint">${workspaceNow.fingerprint}</code>`,
    );
  });

  it('"as reviewed" verifies (exit 0) against the workspace that records the review, though it has moved on', async () => {
    const outcome = await verify(asReviewed.path, nowFile);
    expect(outcome.stdout).toContain(
      `✓ Fingerprint ${review.fingerprint} is that of review "Q1 sign-off", which this workspace records`,
    );
    expect(outcome.exitCode).toBe(0);
    expect((await verify(asReviewed.path, reviewedFile)).exitCode).toBe(0);
  });

  it('"workspace now" verifies (exit 0) against the workspace as it is', async () => {
    const outcome = await verify(workspaceNow.path, nowFile);
    expect(outcome.stdout).toContain(`✓ Fingerprint matches: ${workspaceNow.fingerprint}.`);
    expect(outcome.stdout).toContain('VERIFIED: ');
    expect(outcome.exitCode).toBe(0);
  });

  it('swapped, "now" against the reviewed workspace fails (exit 1), naming both fingerprints', async () => {
    const outcome = await verify(workspaceNow.path, reviewedFile);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toContain(
      `✗ Fingerprint differs: the report states "${workspaceNow.fingerprint}", the workspace is ${review.fingerprint}.`,
    );
  });

  it('"as reviewed" against a workspace that no longer records the review fails (exit 1), saying which review had that content', async () => {
    const outcome = await verify(asReviewed.path, unrecordedFile);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toContain(
      `✗ Fingerprint differs: the report states "${review.fingerprint}", the workspace is ${workspaceNow.fingerprint}.`,
    );
  });
});

describe('the two Cedar sets', () => {
  let reviewedSet: readonly CedarFile[];
  let nowSet: readonly CedarFile[];
  const file = (set: readonly CedarFile[], label: CedarFile['label']) => {
    const found = set.find((f) => f.label === label);
    if (found === undefined) throw new Error(`no ${label}`);
    return found;
  };
  /** The line numbers (1-based) where two texts of the same line count differ. */
  const differingLines = (a: string, b: string) => {
    const left = a.split('\n');
    const right = b.split('\n');
    expect(left.length).toBe(right.length);
    return left.flatMap((line, i) => (line === right[i] ? [] : [i + 1]));
  };

  beforeAll(async () => {
    const reviewed = await cedarSet({ kind: 'reviewed', review }, nodeDigest);
    const current = await cedarSet({ kind: 'now', workspace: now }, nodeDigest);
    if (!reviewed.ok || !current.ok) throw new Error('no Cedar set');
    expect(reviewed.value.fingerprint).toBe(review.fingerprint);
    expect(current.value.fingerprint).toBe(workspaceNow.fingerprint);
    reviewedSet = reviewed.value.files;
    nowSet = current.value.files;
  });

  it('name each file by which set it is and the fingerprint it was built from', () => {
    const short = (fp: string) => fp.slice('sha256:'.length, 'sha256:'.length + 12);
    expect(reviewedSet.map((f) => f.fileName)).toEqual(
      ['.cedarschema', '.cedar', '.entities.json', '.cedar-tests.json'].map(
        (ext) => `bank-delegation-example-as-reviewed-${short(review.fingerprint)}${ext}`,
      ),
    );
    expect(file(nowSet, 'Policies').fileName).toBe(
      `bank-delegation-example-now-${short(workspaceNow.fingerprint)}.cedar`,
    );
  });

  it('differ in the policies exactly at the header and the depth forbid', () => {
    const before = file(reviewedSet, 'Policies').text;
    const after = file(nowSet, 'Policies').text;
    const lines = differingLines(before, after);
    const at = (text: string) => lines.map((n) => text.split('\n')[n - 1]);
    expect(at(before)).toEqual([
      '// As reviewed: the policy review “Q1 sign-off” signed off (recorded 2026-03-31 09:15 UTC), built from its recorded snapshot.',
      `// Workspace fingerprint: ${review.fingerprint}`,
      'when { context.chainDepth >= 4 };',
    ]);
    expect(at(after)).toEqual([
      '// Workspace now: the policy as the workspace held it when exported. No recorded review signs off this content.',
      `// Workspace fingerprint: ${workspaceNow.fingerprint}`,
      'when { context.chainDepth >= 1 };',
    ]);
  });

  it('have the same schema and entities but for the header comment, and Cedar parses the schema', () => {
    const before = file(reviewedSet, 'Schema').text;
    const after = file(nowSet, 'Schema').text;
    expect(differingLines(before, after)).toEqual([1, 2]);
    expect(cedar.preparseSchema('as-reviewed', before)).toEqual({ type: 'success' });
    expect(file(reviewedSet, 'Entities').text).toBe(file(nowSet, 'Entities').text);
  });

  it('differ in the tests exactly in the decisions the depth of 1 flips', () => {
    type Test = { name: string; decision: string; reason: string[] };
    const read = (set: readonly CedarFile[]) => JSON.parse(file(set, 'Tests').text) as Test[];
    const before = read(reviewedSet);
    const after = read(nowSet);
    const decided = (tests: Test[]) => tests.map((t) => [t.name, t.decision, t.reason]);
    // payments-investigator: chain ["orchestrator"] (depth 1), tenant wholesale, restricted data.
    expect(decided(before)).toEqual([
      [
        'payments-investigator delegates to sanctions-screening-agent',
        'allow',
        ['allow-delegation'],
      ],
      [
        'payments-investigator delegates to kyc-refresh-agent',
        'deny',
        ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      ],
      [
        'payments-investigator delegates to marketing-copy-agent',
        'deny',
        ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH'],
      ],
    ]);
    // Depth 1 >= max depth 1: DEPTH_EXCEEDED comes first on every cell.
    expect(decided(after)).toEqual([
      ['payments-investigator delegates to sanctions-screening-agent', 'deny', ['DEPTH_EXCEEDED']],
      [
        'payments-investigator delegates to kyc-refresh-agent',
        'deny',
        ['DEPTH_EXCEEDED', 'TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      ],
      [
        'payments-investigator delegates to marketing-copy-agent',
        'deny',
        ['DEPTH_EXCEEDED', 'CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH'],
      ],
    ]);
    const rest = (tests: Test[]) => tests.map(({ decision: _d, reason: _r, ...t }) => t);
    expect(rest(after)).toEqual(rest(before));
  });
});
