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
  selectLastEdit,
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
