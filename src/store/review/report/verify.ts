// Does a review report match a workspace? The report states a fingerprint; the workspace's own
// fingerprint must equal it. Then the report is rebuilt from the workspace and compared byte for
// byte, so a report whose fingerprint was left alone but whose verdicts were edited is caught.
// The sign-off is carried from the report (and checked against the review the workspace records,
// when it records it); the changes section is rebuilt when the baseline is at hand.
import type { Review, Workspace } from '../../workspace';
import { fingerprintWorkspace, reviewedContent, type Digest } from '../content';
import { readableInstant } from '../describe';
import { unescapeHtml } from './html';
import { reportHtml, shownNote, shownReviewer, type ReportInput, type SignOff } from './report';

export type CheckStatus = 'pass' | 'fail' | 'unchecked';

export interface Check {
  readonly status: CheckStatus;
  readonly text: string;
}

export interface Verification {
  /** True when nothing failed: the report is the report of this workspace. */
  readonly matches: boolean;
  readonly checks: readonly Check[];
}

export interface VerifyInput {
  readonly report: string;
  readonly workspace: Workspace;
  /** The baseline's workspace, when the auditor has it as a file. */
  readonly baseline?: { readonly fileName: string; readonly workspace: Workspace };
}

const meta = (html: string, name: string) => {
  const m = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

const slot = (html: string, name: string) => {
  const m = new RegExp(`data-slot="${name}">([^<]*)<`).exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

const datetime = (html: string) => {
  const m = /<time datetime="([^"]*)" data-slot="recorded-at">/.exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

/** The sign-off as the report states it, read back from its marked slots. */
function statedSignOff(html: string): SignOff | undefined {
  const id = meta(html, 'review-id');
  if (id === undefined) return undefined;
  return {
    id,
    name: slot(html, 'review-name') ?? '',
    reviewer: slot(html, 'reviewer') ?? '',
    recordedAt: datetime(html) ?? '',
    note: slot(html, 'note') ?? '',
  };
}

const CHANGES = /<section id="changes">[\s\S]*?<\/section>/;
const SECTION = /<section id="([^"]+)">[\s\S]*?<\/section>/g;

/** The ids of the parts where `a` and `b` differ: the head, a section, or the rest. */
function differingParts(a: string, b: string): string[] {
  const sections = (html: string) => new Map([...html.matchAll(SECTION)].map((m) => [m[1], m[0]]));
  const ours = sections(a);
  const theirs = sections(b);
  const ids = [...new Set([...ours.keys(), ...theirs.keys()])];
  const parts = ids.filter((id) => ours.get(id) !== theirs.get(id)).map((id) => `section "${id}"`);
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  if (head(a) !== head(b)) parts.unshift('head (title, policy or styles)');
  const rest = (html: string) => html.replace(SECTION, '');
  if (parts.length === 0 && rest(a) !== rest(b)) parts.push('header or footer');
  return parts;
}

/** Checks `report` against `workspace`; `digest` is SHA-256 (node:crypto in the CLI). */
export async function verifyReport(input: VerifyInput, digest: Digest): Promise<Verification> {
  const { report, workspace } = input;
  const checks: Check[] = [];
  const done = () => ({ matches: checks.every((c) => c.status !== 'fail'), checks });
  const stated = meta(report, 'workspace-fingerprint');
  if (stated === undefined) {
    checks.push({
      status: 'fail',
      text: 'This is not a workbench review report: it states no workspace fingerprint.',
    });
    return done();
  }
  const content = reviewedContent(workspace);
  const actual = await fingerprintWorkspace(workspace, digest);
  if (!content.ok || !actual.ok) {
    checks.push({
      status: 'fail',
      text: `The workspace cannot be fingerprinted: ${actual.ok ? '' : actual.error.message}`,
    });
    return done();
  }
  if (actual.value !== stated) {
    const recorded = (workspace.reviews ?? []).find((r) => r.fingerprint === stated);
    checks.push({
      status: 'fail',
      text:
        `Fingerprint differs: the report states ${stated}, the workspace is ${actual.value}.` +
        (recorded === undefined
          ? ''
          : ` The report's fingerprint is that of review "${recorded.name}" recorded in this workspace: the workspace has changed since.`),
    });
    return done();
  }
  checks.push({ status: 'pass', text: `Fingerprint matches: ${actual.value}.` });

  const signOff = statedSignOff(report);
  const baselineFingerprint = meta(report, 'baseline-fingerprint');
  let baseline: ReportInput['baseline'];
  let changesKnown = true;
  if (baselineFingerprint !== undefined) {
    const label = slot(report, 'baseline-label') ?? '';
    const found = await baselineContent(input, baselineFingerprint, digest, checks);
    changesKnown = found !== undefined;
    baseline = { label, fingerprint: baselineFingerprint, workspace: found ?? content.value };
  }
  const expected = reportHtml({
    workspace: content.value,
    fingerprint: actual.value,
    signOff,
    baseline,
  });
  const cut = (html: string) => (changesKnown ? html : html.replace(CHANGES, ''));
  const parts = differingParts(cut(expected), cut(report));
  checks.push(
    parts.length === 0
      ? {
          status: 'pass',
          text: 'Policy, matrix, denial reasons, paths and allow-list are exactly what the workspace gives.',
        }
      : {
          status: 'fail',
          text: `The report differs from what the workspace gives in: ${parts.join(', ')}.`,
        },
  );
  if (baselineFingerprint !== undefined && changesKnown && parts.length === 0) {
    checks.push({
      status: 'pass',
      text: 'Changes since the baseline are exactly what the baseline and the workspace give.',
    });
  }
  checks.push(signOffCheck(signOff, workspace.reviews ?? [], actual.value));
  return done();
}

/** The baseline's content: from --baseline, else a review the workspace records with its fingerprint. */
async function baselineContent(
  input: VerifyInput,
  fingerprint: string,
  digest: Digest,
  checks: Check[],
) {
  if (input.baseline !== undefined) {
    const given = await fingerprintWorkspace(input.baseline.workspace, digest);
    const content = reviewedContent(input.baseline.workspace);
    if (given.ok && content.ok && given.value === fingerprint) return content.value;
    checks.push({
      status: 'fail',
      text: `${input.baseline.fileName} is not the report's baseline: its fingerprint is ${given.ok ? given.value : 'unreadable'}, the report's baseline is ${fingerprint}.`,
    });
    return undefined;
  }
  const recorded = (input.workspace.reviews ?? []).find((r) => r.fingerprint === fingerprint);
  if (recorded !== undefined) return recorded.workspace;
  checks.push({
    status: 'unchecked',
    text: `Changes since the baseline not checked: the baseline ${fingerprint} is not recorded in this workspace (pass it with --baseline FILE).`,
  });
  return undefined;
}

function signOffCheck(
  signOff: SignOff | undefined,
  reviews: readonly Review[],
  fingerprint: string,
): Check {
  if (signOff === undefined) return { status: 'pass', text: 'The report claims no sign-off.' };
  const recorded = reviews.find((r) => r.id === signOff.id);
  if (recorded === undefined) {
    return {
      status: 'unchecked',
      text: `Sign-off not checked: this workspace records no review ${JSON.stringify(signOff.id)}.`,
    };
  }
  // The report shows an empty reviewer or note as a placeholder: compare what each side shows.
  const same =
    recorded.fingerprint === fingerprint &&
    recorded.name === signOff.name &&
    shownReviewer(recorded.reviewer) === signOff.reviewer &&
    recorded.recordedAt === signOff.recordedAt &&
    shownNote(recorded.note) === signOff.note;
  return same
    ? {
        status: 'pass',
        text: `Sign-off matches review "${recorded.name}" by ${shownReviewer(recorded.reviewer)}, recorded ${readableInstant(recorded.recordedAt)}.`,
      }
    : {
        status: 'fail',
        text: `The sign-off differs from review ${JSON.stringify(signOff.id)} recorded in the workspace (its content, reviewer, time, name or note).`,
      };
}
