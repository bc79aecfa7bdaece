// The review actions: choose the baseline, and record a review. Recording reads the clock and
// hashes the content (both effects the core never performs), then commits one undoable step. What
// the workspace is, and when, is read at the call; the work is loaded on first use (./record).
import type { Result } from '../../core/result';
import type { FingerprintError } from '../../adapters/review/web-fingerprint';
import type { Review, Workspace } from '../workspace';
import type { BaselineChoice } from './choice';
import type { ReviewContext, ReviewInput } from './record';

const work = () => import('./record');

export interface ReviewActions {
  /** Compares every panel with `choice` from now on (for this session). */
  setBaseline: (choice: BaselineChoice) => void;
  /** Makes the workspace as it is now the baseline, stamped with the time. */
  baselineFromNow: () => Promise<Result<void, FingerprintError>>;
  /** Makes a workspace read from a file the baseline. */
  baselineFromFile: (
    fileName: string,
    workspace: Workspace,
  ) => Promise<Result<void, FingerprintError>>;
  /** Records a review of the workspace as it is now: one undo step named "Record review". */
  recordReview: (input: ReviewInput) => Promise<Result<Review, FingerprintError>>;
}

export function createReviewActions(context: ReviewContext): ReviewActions {
  const { workspace, now } = context;
  return {
    setBaseline: context.setBaseline,
    async baselineFromNow() {
      const takenAt = now();
      const seen = workspace();
      return (await work()).baselineFromSnapshot(context, seen, takenAt);
    },
    async baselineFromFile(fileName, file) {
      return (await work()).baselineFromFile(context, fileName, file);
    },
    async recordReview(input) {
      const seen = workspace();
      return (await work()).recordReview(context, input, seen);
    },
  };
}
