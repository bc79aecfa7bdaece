// A recorded review opened read-only: its report exactly as it would be handed over, in a
// sandboxed frame (no scripts, no same-origin access). The report's one stylesheet is allowed by
// its hash in both the app's policy and its own.
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { selectWorkspace, useWorkbench, type Review } from '../../store';
import { reviewsOf } from '../../store/review/baseline';
import { reviewReport } from '../../store/review/report/for-workspace';

export interface ReviewViewProps {
  readonly id: string;
  readonly onClose: () => void;
}

export function ReviewView({ id, onClose }: ReviewViewProps) {
  const workspace = useWorkbench(selectWorkspace);
  const reviews = reviewsOf(workspace);
  const review = reviews.find((r) => r.id === id);
  // Built off the render path: its cards' signatures are verified (asynchronously) first.
  const [built, setBuilt] = useState<{ of: Review; html: string }>();
  useEffect(() => {
    if (review === undefined) return undefined;
    let current = true;
    void reviewReport(reviews, review).then((report) => {
      if (current) setBuilt({ of: review, html: report.html });
    });
    return () => {
      current = false;
    };
  }, [reviews, review]);
  if (review === undefined) return null;
  const html = built?.of === review ? built.html : undefined;
  return (
    <section className="surface-card review-card review-view" aria-labelledby="review-view-title">
      <div className="review-item-head">
        <h2 id="review-view-title">Review “{review.name}”, read-only</h2>
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {/* Mounted once the report is built, so the frame loads it once. */}
      {html === undefined ? (
        <p className="review-hint" role="status">
          Building the report…
        </p>
      ) : (
        <iframe
          className="review-frame"
          title={`Report of review ${review.name}`}
          sandbox=""
          srcDoc={html}
        />
      )}
    </section>
  );
}
