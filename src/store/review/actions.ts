// The review actions: choose the baseline, and record a review. Recording reads the clock and
// hashes the content (both effects the core never performs), then commits one undoable step.
import { ok, type Result } from '../../core/result';
import type { FingerprintError } from '../../adapters/review/web-fingerprint';
import { addReview, nextReviewId } from '../edits/reviews';
import type { Review, Workspace } from '../workspace';
import type { BaselineChoice } from './baseline';
import type { Digest } from './content';

// Fingerprinting needs zod's parse, the canonical form and SHA-256: loaded on first use, so the
// first page does not carry them.
const content = () => import('./content');

export interface ReviewInput {
  readonly name: string;
  readonly reviewer: string;
  readonly note: string;
}

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
    async baselineFromNow() {
      const takenAt = now();
      const seen = workspace();
      const snapshot = (await content()).reviewedContent(seen);
      if (!snapshot.ok) return snapshot;
      setBaseline({ kind: 'snapshot', takenAt, workspace: snapshot.value });
      return ok(undefined);
    },
    async baselineFromFile(fileName, file) {
      const snapshot = (await content()).reviewedContent(file);
      if (!snapshot.ok) return snapshot;
      setBaseline({ kind: 'file', fileName, workspace: snapshot.value });
      return ok(undefined);
    },
    async recordReview(input) {
      const seen = workspace();
      const { fingerprintWorkspace, reviewedContent } = await content();
      const snapshot = reviewedContent(seen);
      if (!snapshot.ok) return snapshot;
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
        workspace: snapshot.value,
      };
      commit('Record review', addReview(current, review));
      return ok(review);
    },
  };
}
