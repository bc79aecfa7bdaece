// Reviews over time: baselines, comparisons, recorded reviews and fingerprints. The report and
// the Cedar files are imported from their modules by the panel that offers them, so the first
// page never loads them.
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
  readableInstant,
  valueText,
  verdictText,
  wasText,
  type FieldLine,
} from './describe';
export { changeCounts, type ChangeCount, type ChangeKind } from './summary';
