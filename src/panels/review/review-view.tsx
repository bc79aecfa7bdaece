// A recorded review opened read-only: its report exactly as it would be handed over, in a
// sandboxed frame (no scripts, no same-origin access). The report's one stylesheet is allowed by
// its hash in both the app's policy and its own.
import { useMemo } from 'react';
import { Button } from '../../components/button';
import { selectWorkspace, useWorkbench } from '../../store';
import { reviewsOf } from '../../store/review/baseline';
import { reviewReport } from '../../store/review/report/for-workspace';

export interface ReviewViewProps {
  readonly id: string;
  readonly onClose: () => void;
}

export function ReviewView({ id, onClose }: ReviewViewProps) {
  const workspace = useWorkbench(selectWorkspace);
  const cardTrust = useWorkbench((s) => s.cardTrust);
  const reviews = reviewsOf(workspace);
  const review = reviews.find((r) => r.id === id);
  const html = useMemo(
    () => (review === undefined ? '' : reviewReport(reviews, review, cardTrust).html),
    [reviews, review, cardTrust],
  );
  if (review === undefined) return null;
  return (
    <section className="surface-card review-card review-view" aria-labelledby="review-view-title">
      <div className="review-item-head">
        <h2 id="review-view-title">Review “{review.name}”, read-only</h2>
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <iframe
        className="review-frame"
        title={`Report of review ${review.name}`}
        sandbox=""
        srcDoc={html}
      />
    </section>
  );
}
