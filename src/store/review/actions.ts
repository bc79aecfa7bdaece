// The review actions: choose the baseline, and record a review. Recording reads the clock and
// hashes the content (both effects the core never performs), then commits one undoable step.
import { ok, type Result } from '../../core/result';
import type { FingerprintError } from '../../adapters/review/web-fingerprint';
import { addReview, nextReviewId } from '../edits/reviews';
import type { Review, Workspace } from '../workspace';
import type { BaselineChoice } from './baseline';
import { fingerprintWorkspace, reviewedContent, type Digest } from './content';

export interface ReviewInput {
  readonly name: string;
  readonly reviewer: string;
  readonly note: string;
}

export interface ReviewActions {
  /** Compares every panel with `choice` from now on (for this session). */
  setBaseline: (choice: BaselineChoice) => void;
  /** Makes the workspace as it is now the baseline, stamped with the time. */
  baselineFromNow: () => Result<void, FingerprintError>;
  /** Makes a workspace read from a file the baseline. */
  baselineFromFile: (fileName: string, workspace: Workspace) => Result<void, FingerprintError>;
  /** Records a review of the workspace as it is now: one undo step named "Record review". */
  recordReview: (input: ReviewInput) => Promise<Result<Review, FingerprintError>>;
}

export interface ReviewContext {
  readonly workspace: () => Workspace;
  readonly setBaseline: (choice: BaselineChoice) => void;
  readonly commit: (label: string, next: Workspace) => void;
  readonly now: () => string;
  readonly digest: Digest | undefined;
}

export function createReviewActions(context: ReviewContext): ReviewActions {
  const { workspace, setBaseline, commit, now, digest } = context;
  return {
    setBaseline,
    baselineFromNow() {
      const content = reviewedContent(workspace());
      if (!content.ok) return content;
      setBaseline({ kind: 'snapshot', takenAt: now(), workspace: content.value });
      return ok(undefined);
    },
    baselineFromFile(fileName, file) {
      const content = reviewedContent(file);
      if (!content.ok) return content;
      setBaseline({ kind: 'file', fileName, workspace: content.value });
      return ok(undefined);
    },
    async recordReview(input) {
      const seen = workspace();
      const content = reviewedContent(seen);
      if (!content.ok) return content;
      const fingerprint = await fingerprintWorkspace(seen, digest);
      if (!fingerprint.ok) return fingerprint;
      const current = workspace();
      const id = nextReviewId(current);
      const count = (current.reviews ?? []).length + 1;
      const review: Review = {
        id,
        name: input.name.trim() === '' ? `Review ${count}` : input.name.trim(),
        reviewer: input.reviewer.trim(),
        recordedAt: now(),
        note: input.note,
        fingerprint: fingerprint.value,
        workspace: content.value,
      };
      commit('Record review', addReview(current, review));
      return ok(review);
    },
  };
}
