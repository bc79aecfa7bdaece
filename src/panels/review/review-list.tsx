// Past reviews, newest first: each can be opened read-only (its report, as handed over), made the
// baseline, or downloaded as a report. Each review's snapshot is checked against its fingerprint,
// so a review edited in an exported file shows it.
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { AlertIcon, CheckIcon, DownloadIcon } from '../../components/icons';
import {
  selectWorkspace,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchApi,
  type Review,
} from '../../store';
import { reviewsOf, selectBaseline } from '../../store/review/baseline';
import { readableInstant } from '../../store/review/describe';
import { reviewReport } from '../../store/review/report/for-workspace';
import { shortFingerprint, useFingerprint } from './use-fingerprint';

export interface ReviewListProps {
  readonly opened: string | undefined;
  readonly onOpen: (id: string | undefined) => void;
}

function Integrity({ review }: { readonly review: Review }) {
  const actual = useFingerprint(review.workspace);
  if (actual.status === 'pending') return null;
  return actual.status === 'ready' && actual.value === review.fingerprint ? (
    <Badge tone="success" icon={<CheckIcon size={12} />}>
      fingerprint checks
    </Badge>
  ) : (
    <Badge tone="danger" icon={<AlertIcon size={12} />}>
      snapshot does not match its fingerprint
    </Badge>
  );
}

function ReviewItem({ review, opened, onOpen }: { review: Review } & ReviewListProps) {
  const store = useWorkbenchApi();
  const { setBaseline } = useWorkbenchActions();
  const isBaseline = useWorkbench((s) => selectBaseline(s)?.review?.id === review.id);
  const open = opened === review.id;
  const titleId = `review-item-${review.id}`;
  return (
    <li className="review-item" aria-labelledby={titleId}>
      <div className="review-item-head">
        <h3 id={titleId}>{review.name}</h3>
        {isBaseline && <Badge tone="info">baseline</Badge>}
        <Integrity review={review} />
      </div>
      <p className="review-meta">
        {review.reviewer || 'Reviewer not given'} · {readableInstant(review.recordedAt)} ·{' '}
        <code title={review.fingerprint}>{shortFingerprint(review.fingerprint)}</code>
      </p>
      {review.note !== '' && <p className="review-item-note">{review.note}</p>}
      <div className="button-group">
        <Button size="sm" aria-expanded={open} onClick={() => onOpen(open ? undefined : review.id)}>
          {open ? 'Close' : 'Open read-only'}
        </Button>
        <Button
          size="sm"
          disabled={isBaseline}
          onClick={() => setBaseline({ kind: 'review', id: review.id })}
        >
          Compare with now
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          onClick={() => {
            const { workspace } = store.getState();
            void reviewReport(reviewsOf(workspace), review).then((report) =>
              downloadText(report.fileName, report.html, 'text/html'),
            );
          }}
        >
          Download report
        </Button>
      </div>
    </li>
  );
}

export function ReviewList({ opened, onOpen }: ReviewListProps) {
  const reviews = reviewsOf(useWorkbench(selectWorkspace));
  return (
    <section className="surface-card review-card" aria-labelledby="review-list-title">
      <h2 id="review-list-title">Recorded reviews ({reviews.length})</h2>
      {reviews.length === 0 ? (
        <p className="review-hint">
          None yet. A recorded review keeps a snapshot of what was reviewed, its fingerprint, who
          reviewed it and when; it travels with exports and share links.
        </p>
      ) : (
        <ol className="review-items-list" reversed>
          {[...reviews].reverse().map((review) => (
            <ReviewItem key={review.id} review={review} opened={opened} onOpen={onOpen} />
          ))}
        </ol>
      )}
    </section>
  );
}
