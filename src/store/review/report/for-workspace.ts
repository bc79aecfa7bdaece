// The two reports the app offers: "as reviewed", of a recorded review's snapshot (against the
// review before it), and "workspace now", of the workspace as it is (against the baseline, signed
// off by the newest review that has exactly this fingerprint, if any).
import type { DriftRun } from '../../../core/card-drift';
import { err, ok, type Result } from '../../../core/result';
import type { FingerprintError } from '../../../adapters/review/web-fingerprint';
import type { Review, Workspace } from '../../workspace';
import type { Baseline } from '../baseline';
import { fingerprintWorkspace, reviewedContent, type Digest } from '../content';
import { verifyContentTrust, type TrustVerifier } from '../content-trust';
import { reportFileName, reportHtml, type ReportBaseline } from './report';

export interface ReportFile {
  readonly fileName: string;
  readonly html: string;
  /** The fingerprint of the content the report is of. */
  readonly fingerprint: string;
}

const reviewBaseline = (review: Review): ReportBaseline => ({
  fingerprint: review.fingerprint,
  review: { id: review.id, name: review.name },
  workspace: review.workspace,
});

const previousBaseline = (reviews: readonly Review[], review: Review) => {
  const before = reviews[reviews.findIndex((r) => r.id === review.id) - 1];
  return before && reviewBaseline(before);
};

/** The baseline with its own cards verified against its own trusted keys. */
const withOwnTrust = async (
  baseline: ReportBaseline,
  verify: TrustVerifier,
): Promise<ReportBaseline> => ({ ...baseline, trust: await verify(baseline.workspace) });

/**
 * The report of `review` among `reviews`, "as reviewed": its recorded snapshot, its sign-off, and
 * the changes since the review before it. Each side's signatures are verified against that side's
 * own trusted keys, whatever the workspace trusts now.
 */
export async function reviewReport(
  reviews: readonly Review[],
  review: Review,
  verify: TrustVerifier = verifyContentTrust,
): Promise<ReportFile> {
  const before = previousBaseline(reviews, review);
  const baseline = before && (await withOwnTrust(before, verify));
  return {
    fileName: reportFileName(review.workspace.name, review.fingerprint),
    fingerprint: review.fingerprint,
    html: reportHtml({
      workspace: review.workspace,
      fingerprint: review.fingerprint,
      signOff: review,
      ...(baseline && { baseline }),
      trust: await verify(review.workspace),
    }),
  };
}

/**
 * The report of `ws` as it is now ("workspace now"). When the baseline is the very review that
 * signs it off, the changes are counted from the review before that one, so the report still says
 * what changed. `drift`, the last check of the live cards, becomes its "Live cards" table.
 */
export async function workspaceReport(
  ws: Workspace,
  baseline: Baseline | undefined,
  digest?: Digest,
  drift?: DriftRun,
  verify: TrustVerifier = verifyContentTrust,
): Promise<Result<ReportFile, FingerprintError>> {
  const content = reviewedContent(ws);
  if (!content.ok) return content;
  const fingerprint = await fingerprintWorkspace(ws, digest);
  if (!fingerprint.ok) return fingerprint;
  const reviews = ws.reviews ?? [];
  const signOff = [...reviews].reverse().find((r) => r.fingerprint === fingerprint.value);
  let against: ReportBaseline | undefined;
  if (baseline?.review !== undefined && baseline.review.id === signOff?.id) {
    against = previousBaseline(reviews, baseline.review);
  } else if (baseline?.review !== undefined) {
    against = reviewBaseline(baseline.review);
  } else if (baseline !== undefined) {
    const value = await fingerprintWorkspace(baseline.workspace, digest);
    if (!value.ok) return err(value.error.code, value.error.message);
    against = { fingerprint: value.value, workspace: baseline.workspace };
  }
  const compared = against && (await withOwnTrust(against, verify));
  return ok({
    fileName: reportFileName(ws.name, fingerprint.value),
    fingerprint: fingerprint.value,
    html: reportHtml({
      workspace: content.value,
      fingerprint: fingerprint.value,
      ...(signOff && { signOff }),
      ...(compared && { baseline: compared }),
      trust: await verify(content.value),
      ...(drift && { drift }),
    }),
  });
}
