// `review fingerprint | canonical | verify`: the auditor's side of a review, without the UI. File
// reading and SHA-256 come in as functions (node:fs and node:crypto in scripts/review.ts), so the
// command maps arguments to output and an exit code, testable without a disk.
import type { CoreError, Result } from '../../core/result';
import { parseWorkspaceFile } from '../file';
import type { Workspace } from '../workspace';
import { fingerprintTextOf, fingerprintWorkspace, type Digest } from './content';
import {
  verifyReport,
  type CheckStatus,
  type VerifyInput,
  type VerifyStatus,
} from './report/verify';

export interface ReviewCommandIo {
  /**
   * The file's text, or why it cannot be had. A leading byte-order mark is dropped, unless
   * `keepByteOrderMark` (a report is checked byte for byte, mark and all).
   */
  readText(
    path: string,
    options?: { readonly keepByteOrderMark?: boolean },
  ): Result<string, CoreError>;
  /** SHA-256 as lower-case hex. */
  readonly digest: Digest;
  /** Verifies a content's card signatures against its own keys; jose's (the app's) by default. */
  readonly verifyTrust?: VerifyInput['verifyTrust'];
}

export interface ReviewOutcome {
  /**
   * 0: done (verify: verified); 1: a file is unusable (verify: the report does not match);
   * 2: usage; 3 (verify): the report matches, but it names a review the workspace does not record,
   * or carries a live-card check no workspace can confirm.
   */
  readonly exitCode: 0 | 1 | 2 | 3;
  readonly stdout: string;
  readonly stderr: string;
}

const REVIEW_USAGE = `Usage:
  npm run review -- fingerprint WORKSPACE.json...
  npm run review -- canonical WORKSPACE.json
  npm run review -- verify REPORT.html WORKSPACE.json [--baseline BASELINE.json]

fingerprint  prints each workspace's fingerprint and path, as sha256sum does: the SHA-256 of the
             workspace's RFC 8785 canonical JSON without graph positions and reviews.
canonical    prints that canonical JSON exactly (no final newline), so
             \`npm run -s review -- canonical W.json | sha256sum\` gives the same digest.
verify       says whether a review report is the report of the workspace: it rebuilds the whole
             report from the workspace and compares it byte for byte (line breaks as the HTML
             parser reads them). The report may only choose the review that signs it off, which
             the workspace must record with this fingerprint, and the baseline it counts changes
             from, whose content it carries. --baseline also requires that baseline to be the
             given file. A review's report ("as reviewed") is checked against that review's
             recorded content when the workspace has changed since; a "workspace now" report
             against the workspace. Every card's signatures are verified again against the
             trusted keys the reported content records, and each status the report shows must
             be what that gives.

Exit status: 0 when done (verify: VERIFIED, every byte checked and every review it names
recorded), 1 when a file cannot be used (verify: MISMATCH), 2 for a usage error, 3 for verify's
UNVERIFIED: the report is exactly what the workspace gives, but it names a review (its sign-off or
its baseline) the workspace does not record, so that review's name, reviewer, time and note are
the report's word alone; or it carries a check of the live cards, which no workspace can confirm.
`;

const usage = (message: string): ReviewOutcome => ({
  exitCode: 2,
  stdout: '',
  stderr: `review: ${message}\n\n${REVIEW_USAGE}`,
});

function readWorkspace(io: ReviewCommandIo, path: string): Result<Workspace, CoreError> {
  const text = io.readText(path);
  if (!text.ok) return text;
  const parsed = parseWorkspaceFile(text.value);
  if (parsed.ok) return parsed;
  const issues = parsed.error.issues.map((i) => `\n  ${i.path}: ${i.message}`).join('');
  return {
    ok: false,
    error: { code: parsed.error.code, message: `${path}: ${parsed.error.message}${issues}` },
  };
}

async function fingerprints(paths: readonly string[], io: ReviewCommandIo): Promise<ReviewOutcome> {
  let stdout = '';
  let stderr = '';
  for (const path of paths) {
    const ws = readWorkspace(io, path);
    const fp = ws.ok ? await fingerprintWorkspace(ws.value, io.digest) : ws;
    if (fp.ok) stdout += `${fp.value}  ${path}\n`;
    else stderr += `review: ${fp.error.message}\n`;
  }
  return { exitCode: stderr === '' ? 0 : 1, stdout, stderr };
}

function canonical(path: string, io: ReviewCommandIo): ReviewOutcome {
  const ws = readWorkspace(io, path);
  const text = ws.ok ? fingerprintTextOf(ws.value) : ws;
  return text.ok
    ? { exitCode: 0, stdout: text.value, stderr: '' }
    : { exitCode: 1, stdout: '', stderr: `review: ${text.error.message}\n` };
}

const MARKS: Record<CheckStatus, string> = { pass: '✓', fail: '✗', unchecked: '–' };

async function verify(args: readonly string[], io: ReviewCommandIo): Promise<ReviewOutcome> {
  const files: string[] = [];
  let baselinePath: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--baseline') {
      baselinePath = args[(i += 1)];
      if (baselinePath === undefined) return usage('--baseline needs a workspace file');
    } else if (arg.startsWith('--baseline=')) baselinePath = arg.slice('--baseline='.length);
    else if (arg.startsWith('-')) return usage(`unknown option ${JSON.stringify(arg)}`);
    else files.push(arg);
  }
  const [reportPath, workspacePath] = files;
  if (reportPath === undefined || workspacePath === undefined || files.length > 2) {
    return usage('verify needs a report and a workspace file');
  }
  const report = io.readText(reportPath, { keepByteOrderMark: true });
  const workspace = readWorkspace(io, workspacePath);
  const baseline = baselinePath === undefined ? undefined : readWorkspace(io, baselinePath);
  if (!report.ok || !workspace.ok || (baseline !== undefined && !baseline.ok)) {
    const problems = [report, workspace, baseline].flatMap((r) =>
      r?.ok === false ? [r.error.message] : [],
    );
    return { exitCode: 1, stdout: '', stderr: problems.map((p) => `review: ${p}\n`).join('') };
  }
  const result = await verifyReport(
    {
      report: report.value,
      workspace: workspace.value,
      ...(baseline !== undefined && baselinePath !== undefined
        ? { baseline: { fileName: baselinePath, workspace: baseline.value } }
        : {}),
      ...(io.verifyTrust && { verifyTrust: io.verifyTrust }),
    },
    io.digest,
  );
  const lines = result.checks.map((c) => `${MARKS[c.status]} ${c.text}\n`).join('');
  const verdict = VERDICTS[result.status](reportPath, workspacePath);
  return { exitCode: EXIT_CODES[result.status], stdout: `${lines}${verdict}\n`, stderr: '' };
}

const EXIT_CODES: Record<VerifyStatus, 0 | 1 | 3> = { verified: 0, mismatch: 1, unverified: 3 };

const VERDICTS: Record<VerifyStatus, (report: string, workspace: string) => string> = {
  verified: (r, w) =>
    `VERIFIED: ${r} is the review report of ${w}, every review it names recorded.`,
  mismatch: (r, w) => `MISMATCH: ${r} is not the review report of ${w}.`,
  unverified: (r, w) =>
    `UNVERIFIED: ${r} is the report of ${w}'s content, but it names a review ${w} does not record (–).`,
};

/** Runs `review` with `argv` (the arguments after the script name). */
export async function runReviewCommand(
  argv: readonly string[],
  io: ReviewCommandIo,
): Promise<ReviewOutcome> {
  if (argv.includes('--help') || argv.includes('-h')) {
    return { exitCode: 0, stdout: REVIEW_USAGE, stderr: '' };
  }
  const [command, ...rest] = argv;
  switch (command) {
    case 'fingerprint':
      return rest.length === 0
        ? usage('fingerprint needs a workspace file')
        : fingerprints(rest, io);
    case 'canonical':
      return rest.length === 1
        ? canonical(rest[0] ?? '', io)
        : usage('canonical needs one workspace file');
    case 'verify':
      return verify(rest, io);
    case undefined:
      return usage('missing command');
    default:
      return usage(`unknown command ${JSON.stringify(command)}`);
  }
}
