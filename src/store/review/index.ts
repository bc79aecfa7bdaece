// Reviews over time: baselines, comparisons, recorded reviews, fingerprints and the report.
export {
  NEWEST_REVIEW,
  newestReview,
  resolveBaseline,
  reviewsOf,
  type Baseline,
  type BaselineChoice,
} from './baseline';
export {
  cellKey,
  compareWith,
  flipsByCell,
  flipsByHop,
  hopKey,
  listingChanges,
  selectBaseline,
  selectComparison,
  selectCallerEditEffect,
  selectCardEditEffect,
  selectLastEdit,
  selectPolicyEditEffect,
  type Comparison,
  type EditEffect,
  type ListingChanges,
} from './comparison';
export {
  fingerprintTextOf,
  fingerprintWorkspace,
  reviewedContent,
  type Digest,
  type Reviewable,
} from './content';
export type { ReviewActions, ReviewInput } from './actions';
export {
  effectSummary,
  fieldLines,
  flipSummary,
  flipText,
  flipWords,
  hopWasText,
  valueText,
  verdictText,
  wasText,
  type FieldLine,
} from './describe';
export { changeCounts, type ChangeCount, type ChangeKind } from './summary';
export { cedarFiles, type CedarFile } from './cedar-files';
export { reviewReport, workspaceReport, type ReportFile } from './report/for-workspace';
export { readableInstant, reportFileName } from './report/report';
