// Recorded reviews: appended, never edited. Undo takes back a review recorded by mistake.
import type { Review, Workspace } from '../workspace';

/** The id the next review gets: `review-N`, one past the highest N in use. */
export function nextReviewId(ws: Workspace): string {
  const numbers = (ws.reviews ?? []).map((r) => /^review-(\d+)$/.exec(r.id)?.[1]).map(Number);
  return `review-${Math.max(0, ...numbers.filter(Number.isFinite)) + 1}`;
}

/** Appends `review` to the workspace's reviews. */
export const addReview = (ws: Workspace, review: Review): Workspace => ({
  ...ws,
  reviews: [...(ws.reviews ?? []), review],
});
