// The baseline every panel compares with: the newest review by default, or a review, a snapshot of
// the workspace taken now, or a workspace file. The choice lives for the session; reviews are
// saved with the workspace, so the default survives a reload.
import type { WorkbenchState } from '../slices/types';
import type { Review, ReviewedWorkspace, Workspace } from '../workspace';
import { memoByRef } from '../memo';
import type { BaselineChoice } from './choice';

export interface Baseline {
  readonly source: 'review' | 'snapshot' | 'file';
  /** What a reviewer calls it: `review “Q1 sign-off”`, `snapshot of 10:42`, `file bank.json`. */
  readonly label: string;
  readonly workspace: ReviewedWorkspace;
  /** The review, when the baseline is one. */
  readonly review?: Review;
}

const EMPTY: readonly Review[] = [];

/** The workspace's reviews, oldest first. */
export const reviewsOf = (ws: Workspace): readonly Review[] => ws.reviews ?? EMPTY;

/** The newest review, if any. */
export const newestReview = (ws: Workspace): Review | undefined => reviewsOf(ws).at(-1);

const reviewBaseline = memoByRef((review: Review): Baseline => ({
  source: 'review',
  label: `review “${review.name}”`,
  workspace: review.workspace,
  review,
}));

/** Hour and minute of an ISO time as written, without reading the clock or the time zone. */
const clockOf = (iso: string) => /T(\d\d:\d\d)/.exec(iso)?.[1] ?? iso;

const storedBaseline = memoByRef(
  (choice: Extract<BaselineChoice, { workspace: ReviewedWorkspace }>): Baseline =>
    choice.kind === 'snapshot'
      ? {
          source: 'snapshot',
          label: `snapshot of ${clockOf(choice.takenAt)} UTC`,
          workspace: choice.workspace,
        }
      : { source: 'file', label: `file ${choice.fileName}`, workspace: choice.workspace },
);

/** The baseline `choice` resolves to in `ws`; undefined for none (or a review that is gone). */
function resolveBaseline(ws: Workspace, choice: BaselineChoice): Baseline | undefined {
  switch (choice.kind) {
    case 'none':
      return undefined;
    case 'newest': {
      const review = newestReview(ws);
      return review && reviewBaseline(review);
    }
    case 'review': {
      const review = reviewsOf(ws).find((r) => r.id === choice.id);
      return review && reviewBaseline(review);
    }
    default:
      return storedBaseline(choice);
  }
}

/** The baseline the panels compare with, if one is set. */
export const selectBaseline = (s: WorkbenchState): Baseline | undefined =>
  resolveBaseline(s.workspace, s.baseline);
