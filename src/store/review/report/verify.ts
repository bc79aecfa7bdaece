// Is a review report the report of a workspace? Verify rebuilds the whole file from the workspace
// and compares it with the report, byte for byte after the HTML parser's own newline rule. The
// report only chooses among what the workspace can say: which recorded review signs it off, and
// which baseline it counts changes from (it carries the baseline's content, checked by its
// fingerprint). Every card's signatures are verified again here, against the trusted keys the
// content itself records. What a workspace cannot check is a review it does not record, and what
// live agents served: then those words are the report's alone, and the outcome says so
// ('unverified').
import { trustOf, type CardTrust, type WorkspaceTrust } from '../../../core/card-trust';
import { canonicalJson } from '../../../core/canonical-json';
import { signatureView } from '../../signature-view';
import { parseWorkspaceTrust } from '../../trust-schema';
import type { DriftRun } from '../../../core/card-drift';
import { readDriftRun } from '../../drift/results';
import type { Review, ReviewedWorkspace, Workspace } from '../../workspace';
import { fingerprintWorkspace, reviewedContent, type Digest } from '../content';
import { verifyContentTrust, type TrustVerifier } from '../content-trust';
import { readableInstant } from '../describe';
import { firstDifference, plain, quote } from './difference';
import { metaContent, normalizeNewlines, slotText, statedSignOff } from './read-back';
import { reportHtml, shownReviewer, type ReportBaseline, type SignOff } from './report';

export type CheckStatus = 'pass' | 'fail' | 'unchecked';

export interface Check {
  readonly status: CheckStatus;
  readonly text: string;
}

/**
 * `verified`: the report is exactly what the workspace gives, and the workspace records every
 * review the report names. `mismatch`: something differs. `unverified`: the report is exactly what
 * the workspace gives for the review words it states, but the workspace records no such review.
 */
export type VerifyStatus = 'verified' | 'mismatch' | 'unverified';

export interface Verification {
  readonly status: VerifyStatus;
  readonly checks: readonly Check[];
}

export interface VerifyInput {
  readonly report: string;
  readonly workspace: Workspace;
  /** A workspace file the report's baseline must be, when the auditor names one. */
  readonly baseline?: { readonly fileName: string; readonly workspace: Workspace };
  /**
   * Verifies the signatures of a content's published cards against its own trusted keys; jose's
   * (the app's own verifier) unless a test hands in another.
   */
  readonly verifyTrust?: TrustVerifier;
}

const pass = (text: string): Check => ({ status: 'pass', text });
const fail = (text: string): Check => ({ status: 'fail', text });
const unchecked = (text: string): Check => ({ status: 'unchecked', text });

const outcome = (checks: readonly Check[]): Verification => ({
  status: checks.some((c) => c.status === 'fail')
    ? 'mismatch'
    : checks.some((c) => c.status === 'unchecked')
      ? 'unverified'
      : 'verified',
  checks,
});

/** The sign-off the report names, resolved against the reviews the workspace records. */
function signOffOf(
  report: string,
  reviews: readonly Review[],
  fingerprint: string,
): { signOff?: SignOff; check: Check } {
  const id = metaContent(report, 'review-id');
  if (id === undefined) return { check: pass('The report claims no sign-off.') };
  const recorded = reviews.find((r) => r.id === id);
  if (recorded === undefined) {
    return {
      signOff: statedSignOff(report, id),
      check: unchecked(
        `Sign-off not verified: this workspace records no review ${quote(id)}, so the review's name, reviewer, time and note are the report's word alone.`,
      ),
    };
  }
  if (recorded.fingerprint !== fingerprint) {
    return {
      signOff: recorded,
      check: fail(
        `The sign-off names review ${quote(recorded.name)}, which this workspace records for other content (${recorded.fingerprint}).`,
      ),
    };
  }
  return {
    signOff: recorded,
    check: pass(
      `Sign-off: this workspace records review ${quote(recorded.name)} by ${plain(shownReviewer(recorded.reviewer))}, ${plain(readableInstant(recorded.recordedAt))}, of this fingerprint.`,
    ),
  };
}

/** The baseline content the report carries, if it is readable and is the one the report states. */
async function carriedBaseline(
  report: string,
  fingerprint: string,
  digest: Digest,
): Promise<{ workspace?: ReviewedWorkspace; check: Check }> {
  const text = slotText(report, 'baseline-content');
  if (text === undefined) {
    return { check: fail('The report states a baseline but does not carry its content.') };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { check: fail('The baseline content the report carries is not JSON.') };
  }
  const content = reviewedContent(parsed as Workspace);
  const actual = content.ok ? await fingerprintWorkspace(content.value, digest) : content;
  if (!content.ok || !actual.ok) {
    return {
      check: fail(
        `The baseline content the report carries is not a workspace: ${actual.ok ? '' : actual.error.message}.`,
      ),
    };
  }
  if (actual.value !== fingerprint) {
    return {
      check: fail(
        `The baseline content the report carries is ${actual.value}, not the baseline it states (${fingerprint}).`,
      ),
    };
  }
  return {
    workspace: content.value,
    check: pass(
      `Baseline ${fingerprint}: the report carries its content, and the changes are rebuilt from it.`,
    ),
  };
}

/** The review the baseline is, when the report names one, resolved as the sign-off is. */
function baselineReview(report: string, reviews: readonly Review[], fingerprint: string) {
  const id = metaContent(report, 'baseline-review-id');
  if (id === undefined) return { check: undefined };
  const recorded = reviews.find((r) => r.id === id);
  if (recorded === undefined) {
    return {
      review: { id, name: slotText(report, 'baseline-review-name') ?? '' },
      check: unchecked(
        `Baseline name not verified: this workspace records no review ${quote(id)}, so the name the report gives its baseline is the report's word alone.`,
      ),
    };
  }
  const review = { id, name: recorded.name };
  return recorded.fingerprint === fingerprint
    ? {
        review,
        check: pass(`The baseline is review ${quote(recorded.name)}, recorded in this workspace.`),
      }
    : {
        review,
        check: fail(
          `The baseline is named review ${quote(recorded.name)}, which this workspace records for other content (${recorded.fingerprint}).`,
        ),
      };
}

/** The report's baseline, checked against --baseline when given; undefined when it states none. */
async function baselineOf(
  input: VerifyInput,
  report: string,
  digest: Digest,
  checks: Check[],
): Promise<{ baseline?: ReportBaseline; usable: boolean }> {
  const fingerprint = metaContent(report, 'baseline-fingerprint');
  const given = input.baseline;
  if (fingerprint === undefined) {
    if (given !== undefined) {
      checks.push(
        fail(
          `The report counts no changes, so it has no baseline to compare with ${given.fileName}.`,
        ),
      );
    }
    return { usable: true };
  }
  const carried = await carriedBaseline(report, fingerprint, digest);
  checks.push(carried.check);
  if (given !== undefined) {
    const theirs = await fingerprintWorkspace(given.workspace, digest);
    checks.push(
      theirs.ok && theirs.value === fingerprint
        ? pass(`${given.fileName} is the report's baseline.`)
        : fail(
            `${given.fileName} is not the report's baseline: its fingerprint is ${theirs.ok ? theirs.value : 'unreadable'}, the report's baseline is ${fingerprint}.`,
          ),
    );
  }
  if (carried.workspace === undefined) return { usable: false };
  const named = baselineReview(report, input.workspace.reviews ?? [], fingerprint);
  if (named.check !== undefined) checks.push(named.check);
  return {
    baseline: {
      fingerprint,
      workspace: carried.workspace,
      ...(named.review && { review: named.review }),
    },
    usable: true,
  };
}

/**
 * What the report is of: the workspace as it is, or, when the report is signed off by a review the
 * workspace records with the fingerprint the report states, that review's recorded content.
 */
async function subjectOf(
  report: string,
  stated: string,
  workspace: Workspace,
  digest: Digest,
): Promise<{ content?: ReviewedWorkspace; check: Check }> {
  const content = reviewedContent(workspace);
  const actual = content.ok ? await fingerprintWorkspace(content.value, digest) : content;
  if (!content.ok || !actual.ok) {
    return {
      check: fail(
        `The workspace cannot be fingerprinted: ${actual.ok ? '' : actual.error.message}`,
      ),
    };
  }
  if (actual.value === stated) {
    return { content: content.value, check: pass(`Fingerprint matches: ${stated}.`) };
  }
  const reviews = workspace.reviews ?? [];
  const id = metaContent(report, 'review-id');
  const named = reviews.find((r) => r.id === id && r.fingerprint === stated);
  if (named !== undefined) {
    const recorded = await fingerprintWorkspace(named.workspace, digest);
    return recorded.ok && recorded.value === stated
      ? {
          content: named.workspace,
          check: pass(
            `Fingerprint ${stated} is that of review ${quote(named.name)}, which this workspace records: the report is checked against that review's content (the workspace has changed since).`,
          ),
        }
      : {
          check: fail(
            `Review ${quote(named.name)} in this workspace states ${stated}, but its recorded content is ${recorded.ok ? recorded.value : 'unreadable'}.`,
          ),
        };
  }
  const recorded = reviews.find((r) => r.fingerprint === stated);
  return {
    check: fail(
      `Fingerprint differs: the report states ${quote(stated)}, the workspace is ${actual.value}.` +
        (recorded === undefined
          ? ''
          : ` The report's fingerprint is that of review ${quote(recorded.name)} recorded in this workspace, which the report does not name as its sign-off: the workspace has changed since.`),
    ),
  };
}

const canonicalOf = (trust: CardTrust | undefined) => {
  if (trust === undefined) return '';
  const text = canonicalJson(trust);
  return text.ok ? text.value : JSON.stringify(trust);
};

const statusText = (trust: CardTrust | undefined) => {
  const view = signatureView(trust);
  return `${quote(view.label)} (${plain(view.detail)})`;
};

/**
 * The signature verdicts to rebuild `workspace`'s part of the report with: its cards verified
 * again, here, against its own trusted keys. The verdicts the report carries in `slot` are then
 * compared card by card, so a status edited in the report is named, not just found different.
 */
async function trustFor(
  report: string,
  slot: 'card-trust' | 'baseline-card-trust',
  workspace: ReviewedWorkspace,
  verifyTrust: TrustVerifier,
  checks: Check[],
): Promise<WorkspaceTrust> {
  const trust = await verifyTrust(workspace);
  const what = slot === 'card-trust' ? 'Card signatures' : 'Baseline card signatures';
  const carried = slotText(report, slot);
  if (carried === undefined) {
    checks.push(fail(`${what}: the report does not carry the signature verdicts it shows.`));
    return trust;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(carried);
  } catch {
    checks.push(fail(`${what}: the verdicts the report carries are not JSON.`));
    return trust;
  }
  const stated = parseWorkspaceTrust(parsed);
  if (typeof stated === 'string') {
    checks.push(
      fail(`${what}: the verdicts the report carries are not signature verdicts: ${stated}.`),
    );
    return trust;
  }
  const keys = (workspace.trustedKeys ?? []).length;
  const against = `its published JSON verified here against the ${keys} trusted key${keys === 1 ? '' : 's'} the ${slot === 'card-trust' ? 'reviewed content' : 'baseline'} records`;
  const wrong = workspace.cards.find(
    (card) => canonicalOf(trustOf(stated, card.name)) !== canonicalOf(trustOf(trust, card.name)),
  );
  checks.push(
    wrong === undefined
      ? pass(
          `${what}: every card's published JSON, verified here against the ${keys} trusted key${keys === 1 ? '' : 's'} recorded with it, gives the status the report shows.`,
        )
      : fail(
          `${what}: the report says card ${quote(wrong.name)} is ${statusText(trustOf(stated, wrong.name))}, but ${against} gives ${statusText(trustOf(trust, wrong.name))}.`,
        ),
  );
  return trust;
}

/**
 * The live-card results the report carries, if it carries any. What agents served is the report's
 * own observation: the table is rebuilt from it, but no workspace can confirm it.
 */
function driftOf(report: string): { drift?: DriftRun; check?: Check; usable: boolean } {
  const carried = slotText(report, 'drift-results');
  if (carried === undefined) return { usable: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(carried);
  } catch {
    parsed = undefined;
  }
  const drift = readDriftRun(parsed);
  if (drift === undefined) {
    return {
      usable: false,
      check: fail('The live-card results the report carries are not a check of live cards.'),
    };
  }
  return {
    drift,
    usable: true,
    check: unchecked(
      `Live cards not verified: the table is rebuilt from the results the report carries, but what the agents served at ${plain(readableInstant(drift.checkedAt))} is the report's word alone; check them again to confirm.`,
    ),
  };
}

/** Checks `report` against `workspace`; `digest` is SHA-256 (node:crypto in the CLI). */
export async function verifyReport(input: VerifyInput, digest: Digest): Promise<Verification> {
  const report = normalizeNewlines(input.report);
  const stated = metaContent(report, 'workspace-fingerprint');
  if (stated === undefined) {
    return outcome([
      fail('This is not a workbench review report: it states no workspace fingerprint.'),
    ]);
  }
  const subject = await subjectOf(report, stated, input.workspace, digest);
  if (subject.content === undefined) return outcome([subject.check]);
  const checks: Check[] = [subject.check];
  const { baseline, usable } = await baselineOf(input, report, digest, checks);
  const signOff = signOffOf(report, input.workspace.reviews ?? [], stated);
  const verifyTrust = input.verifyTrust ?? verifyContentTrust;
  const trust = await trustFor(report, 'card-trust', subject.content, verifyTrust, checks);
  const theirs =
    baseline &&
    (await trustFor(report, 'baseline-card-trust', baseline.workspace, verifyTrust, checks));
  const drift = driftOf(report);
  if (drift.check !== undefined) checks.push(drift.check);
  if (usable && drift.usable) {
    const expected = reportHtml({
      workspace: subject.content,
      fingerprint: stated,
      ...(signOff.signOff && { signOff: signOff.signOff }),
      ...(baseline && { baseline: { ...baseline, ...(theirs && { trust: theirs }) } }),
      trust,
      ...(drift.drift && { drift: drift.drift }),
    });
    const difference = firstDifference(normalizeNewlines(expected), report);
    checks.push(
      difference === undefined
        ? pass(
            'The whole report is exactly what the workspace gives: policy, matrix, denial reasons, paths, allow-list, changes and sign-off.',
          )
        : fail(`The report differs from what the workspace gives, first in ${difference}.`),
    );
  }
  checks.push(signOff.check);
  return outcome(checks);
}
