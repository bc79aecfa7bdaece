// The review actions' work, loaded on first use with the fingerprint code it needs (zod's parse,
// the canonical form, SHA-256), so the first page carries neither.
import { ok, type Result } from '../../core/result';
import type { FingerprintError } from '../../adapters/review/web-fingerprint';
import { addReview, nextReviewId } from '../edits/reviews';
import type { Review, Workspace } from '../workspace';
import type { BaselineChoice } from './choice';
import { fingerprintWorkspace, reviewedContent, type Digest } from './content';

/** What a review records beside the workspace, as the reviewer typed it. */
export interface ReviewInput {
  readonly name: string;
  readonly reviewer: string;
  readonly note: string;
}

/** What the work reads and calls: the store's workspace, baseline and commit, a clock, a hash. */
export interface ReviewContext {
  readonly workspace: () => Workspace;
  readonly setBaseline: (choice: BaselineChoice) => void;
  readonly commit: (label: string, next: Workspace) => void;
  readonly now: () => string;
  readonly digest: Digest | undefined;
}

/** Makes `seen`, read at `takenAt`, the baseline. */
export function baselineFromSnapshot(
  context: ReviewContext,
  seen: Workspace,
  takenAt: string,
): Result<void, FingerprintError> {
  const snapshot = reviewedContent(seen);
  if (!snapshot.ok) return snapshot;
  context.setBaseline({ kind: 'snapshot', takenAt, workspace: snapshot.value });
  return ok(undefined);
}

/** Makes a workspace read from file `fileName` the baseline. */
export function baselineFromFile(
  context: ReviewContext,
  fileName: string,
  file: Workspace,
): Result<void, FingerprintError> {
  const snapshot = reviewedContent(file);
  if (!snapshot.ok) return snapshot;
  context.setBaseline({ kind: 'file', fileName, workspace: snapshot.value });
  return ok(undefined);
}

/** Records a review of `seen` (the workspace when the reviewer asked) as one undo step. */
export async function recordReview(
  context: ReviewContext,
  input: ReviewInput,
  seen: Workspace,
): Promise<Result<Review, FingerprintError>> {
  const { workspace, commit, now, digest } = context;
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
}
