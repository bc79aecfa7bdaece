// The review report: one self-contained HTML file, no script, its styles inline and allowed by
// hash in its own Content-Security-Policy, readable offline and printable. It is a pure function
// of what was reviewed, the review that signs it off and the baseline (whose content it carries),
// so `npm run review -- verify` rebuilds the whole file from a workspace file and compares it
// byte for byte. Nothing in it comes from anywhere else.
import type { WorkspaceTrust } from '../../../core/card-trust';
import type { DriftRun } from '../../../core/card-drift';
import { compareWorkspaces } from '../../../core/compare';
import { NO_TRUST, trustRead } from '../../trust-read';
import type { ReviewedWorkspace } from '../../workspace';
import { fingerprintTextOf } from '../content';
import { readableInstant } from '../describe';
import { changesSection, type BaselineInfo } from './changes-section';
import { driftSection } from './drift-section';
import { el, text, voidEl } from './html';
import {
  allowListSection,
  facts,
  matrixSection,
  pathsSection,
  policySection,
  reasonsSection,
  signaturesSection,
} from './sections';
import { REPORT_STYLE, STYLE_HASH } from './style';

/** Who signed off, when, and what they noted: a recorded review's own words. */
export interface SignOff {
  readonly id: string;
  readonly name: string;
  readonly reviewer: string;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly note: string;
}

export interface ReportInput {
  /** The content the report is about. */
  readonly workspace: ReviewedWorkspace;
  /** Its fingerprint, `sha256:<hex>`. */
  readonly fingerprint: string;
  readonly signOff?: SignOff;
  /** What the changes are counted against, when a baseline is set. */
  readonly baseline?: ReportBaseline;
  /**
   * The content's cards verified against its own trusted keys (none: every card unsigned). Each
   * card's status is shown; the verdicts decide admission only when the signature rule is on.
   */
  readonly trust?: WorkspaceTrust;
  /** The last check of the cards' live forms, when one was run. */
  readonly drift?: DriftRun;
}

/** A baseline as the report needs it: its fingerprint, its content, and the review it is. */
export type ReportBaseline = Omit<BaselineInfo, 'canonical'> & {
  readonly workspace: ReviewedWorkspace;
  /** The baseline's cards verified against the baseline's own trusted keys, not today's. */
  readonly trust?: WorkspaceTrust;
};

export const REPORT_CSP = [
  "default-src 'none'",
  `style-src '${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** How the report shows a reviewer's name and note, an empty one as a placeholder. */
export const shownReviewer = (reviewer: string): string => reviewer || '(not given)';
const shownNote = (note: string): string => note || '(no note)';

function signOffSection(signOff: SignOff | undefined): string {
  if (signOff === undefined) {
    return el(
      'section',
      { id: 'sign-off' },
      el('h2', {}, 'Sign-off'),
      el(
        'p',
        {},
        el(
          'span',
          { class: 'flag' },
          text('Not signed off: this report names no recorded review.'),
        ),
      ),
    );
  }
  return el(
    'section',
    { id: 'sign-off' },
    el('h2', {}, 'Sign-off'),
    facts([
      ['Review', el('span', { 'data-slot': 'review-name' }, text(signOff.name))],
      ['Reviewer', el('span', { 'data-slot': 'reviewer' }, text(shownReviewer(signOff.reviewer)))],
      [
        'Recorded',
        el(
          'time',
          { datetime: signOff.recordedAt, 'data-slot': 'recorded-at' },
          text(readableInstant(signOff.recordedAt)),
        ),
      ],
    ]),
    el('p', { class: 'note', 'data-slot': 'note' }, text(shownNote(signOff.note))),
  );
}

const VERIFY_TEXT =
  'The fingerprint is the SHA-256 of the workspace in RFC 8785 canonical JSON (sorted keys, no ' +
  'insignificant whitespace) without graph positions and recorded reviews. To check this report ' +
  'against a workspace file without the workbench, run: ';

/** The baseline with its canonical JSON (which cannot fail for content that has a fingerprint). */
function withCanonical(baseline: ReportBaseline): BaselineInfo {
  const canonical = fingerprintTextOf(baseline.workspace);
  return {
    fingerprint: baseline.fingerprint,
    canonical: canonical.ok ? canonical.value : `(no canonical form: ${canonical.error.message})`,
    ...(baseline.review && { review: baseline.review }),
  };
}

/**
 * Which report this is, in the words of the Review panel's two exports: the content a recorded
 * review signed off ("as reviewed"), or a workspace no review signs off ("workspace now").
 */
const subjectLine = (signOff: SignOff | undefined) =>
  signOff === undefined
    ? text(
        'Workspace now: the workspace as it was when this report was made. No recorded review signs off this content.',
      )
    : text('As reviewed: the content review “') +
      el('strong', {}, text(signOff.name)) +
      text('” signed off, as it recorded it.');

/** The report as HTML text. */
export function reportHtml(input: ReportInput): string {
  const { workspace: ws, fingerprint, signOff, baseline, drift } = input;
  const trust = trustRead(ws.policy, input.trust ?? NO_TRUST);
  const baselineTrust =
    baseline && trustRead(baseline.workspace.policy, baseline.trust ?? NO_TRUST);
  const changes =
    baseline &&
    compareWorkspaces({ ...baseline.workspace, trust: baselineTrust }, { ...ws, trust });
  const baselineInfo = baseline && withCanonical(baseline);
  const title = `Delegation review: ${ws.name || 'Untitled workspace'}`;
  const head = [
    '<meta charset="utf-8">',
    voidEl('meta', { 'http-equiv': 'Content-Security-Policy', content: REPORT_CSP }),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="Delegation Workbench">',
    voidEl('meta', { name: 'workspace-fingerprint', content: fingerprint }),
    signOff === undefined ? '' : voidEl('meta', { name: 'review-id', content: signOff.id }),
    baseline === undefined
      ? ''
      : voidEl('meta', { name: 'baseline-fingerprint', content: baseline.fingerprint }),
    baseline?.review === undefined
      ? ''
      : voidEl('meta', { name: 'baseline-review-id', content: baseline.review.id }),
    el('title', {}, text(title)),
    `<style>${REPORT_STYLE}</style>`,
  ].filter((line) => line !== '');
  const header = el(
    'header',
    {},
    el('h1', {}, text(title)),
    el('p', { class: 'subject' }, subjectLine(signOff)),
    el(
      'p',
      {},
      text('Workspace fingerprint '),
      el('code', { class: 'fingerprint' }, text(fingerprint)),
    ),
  );
  const main = el(
    'main',
    {},
    signOffSection(signOff),
    policySection(ws),
    signaturesSection(ws, input.trust ?? NO_TRUST),
    matrixSection(ws, trust),
    reasonsSection(ws, trust),
    pathsSection(ws, trust),
    allowListSection(ws),
    changesSection(baselineInfo, changes),
    baseline === undefined
      ? ''
      : signaturesSection(baseline.workspace, baseline.trust ?? NO_TRUST, 'baseline-card-trust'),
    driftSection(drift),
  );
  const footer = el(
    'footer',
    {},
    el(
      'p',
      {},
      text(VERIFY_TEXT),
      el('code', {}, text('npm run review -- verify REPORT.html WORKSPACE.json')),
    ),
  );
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${header}\n${main}\n${footer}\n</body>\n</html>\n`;
}

/** A file name for the report: the workspace name and the first digits of its fingerprint. */
export function reportFileName(name: string, fingerprint: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'workspace';
  return `${slug}-review-${fingerprint.replace(/^sha256:/, '').slice(0, 12)}.html`;
}
