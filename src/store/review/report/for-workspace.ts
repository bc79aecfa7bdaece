// The two reports the app offers: of a recorded review (against the review before it), and of the
// workspace as it is now (against the baseline, signed off by the newest review that has exactly
// this fingerprint, if any).
import type { WorkspaceTrust } from '../../../core/card-trust';
import type { DriftRun } from '../../../core/card-drift';
import { err, ok, type Result } from '../../../core/result';
import type { FingerprintError } from '../../../adapters/review/web-fingerprint';
import type { Review, Workspace } from '../../workspace';
import type { Baseline } from '../baseline';
import { fingerprintWorkspace, reviewedContent, type Digest } from '../content';
import { reportFileName, reportHtml, type ReportBaseline } from './report';

export interface ReportFile {
  readonly fileName: string;
  readonly html: string;
}

const reviewBaseline = (review: Review): ReportBaseline => ({
  fingerprint: review.fingerprint,
  review: { id: review.id, name: review.name },
  workspace: review.workspace,
});

// An earlier version's verdicts under its own keys are not worked out here: the baseline reads the
// same verdicts as the report.
const withTrust = (baseline: ReportBaseline | undefined, trust: WorkspaceTrust | undefined) =>
  baseline && trust ? { ...baseline, trust } : baseline;

const previousBaseline = (reviews: readonly Review[], review: Review) => {
  const before = reviews[reviews.findIndex((r) => r.id === review.id) - 1];
  return before && reviewBaseline(before);
};

/**
 * The report of `review` among `reviews`: its snapshot, sign-off, changes since the one before.
 * `trust` is the signature verdicts its verdicts read (the store's, for the workspace's cards).
 */
export function reviewReport(
  reviews: readonly Review[],
  review: Review,
  trust?: WorkspaceTrust,
): ReportFile {
  const baseline = withTrust(previousBaseline(reviews, review), trust);
  return {
    fileName: reportFileName(review.workspace.name, review.fingerprint),
    html: reportHtml({
      workspace: review.workspace,
      fingerprint: review.fingerprint,
      signOff: review,
      ...(baseline && { baseline }),
      ...(trust && { trust }),
    }),
  };
}

/**
 * The report of `ws` as it is now. When the baseline is the very review that signs it off, the
 * changes are counted from the review before that one, so the report still says what changed.
 * `drift`, the last check of the live cards, becomes its "Live cards" table.
 */
export async function workspaceReport(
  ws: Workspace,
  baseline: Baseline | undefined,
  digest?: Digest,
  trust?: WorkspaceTrust,
  drift?: DriftRun,
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
  return ok({
    fileName: reportFileName(ws.name, fingerprint.value),
    html: reportHtml({
      workspace: content.value,
      fingerprint: fingerprint.value,
      ...(signOff && { signOff }),
      ...(against && { baseline: withTrust(against, trust) ?? against }),
      ...(trust && { trust }),
      ...(drift && { drift }),
    }),
  });
}
