// One line above the panels that compare: what the workspace is compared with, and how many of
// each kind of change there are. The marks in the panel below say which ones.
import { Button } from '../components/button';
import { useWorkbench, useWorkbenchActions } from '../store';
import { pendingText } from '../store/review/describe';
import { changeCounts } from '../store/review/summary';
import { selectComparison } from '../store/review/comparison';

export function BaselineBar() {
  const comparison = useWorkbench(selectComparison);
  const { setBaseline } = useWorkbenchActions();
  if (comparison === undefined) return null;
  const counts = changeCounts(comparison.changes);
  const pending = comparison.pending.size > 0;
  return (
    <div className="baseline-bar">
      <p className="baseline-bar-text" role="status">
        <span className="baseline-bar-glyph" aria-hidden="true">
          Δ
        </span>{' '}
        Since the {comparison.baseline.label}:{' '}
        {counts.length === 0 && !comparison.renamed ? (
          pending ? (
            'no change found so far.'
          ) : (
            'nothing a review covers has changed.'
          )
        ) : (
          <span className="baseline-bar-counts">
            {[
              ...counts.map((c) => c.text),
              ...(comparison.renamed ? ['workspace renamed'] : []),
            ].join(' · ')}
          </span>
        )}
        {pending && (
          <span className="baseline-bar-pending">
            {counts.length > 0 || comparison.renamed ? '. ' : ' '}
            {pendingText(comparison.pending)}
          </span>
        )}
      </p>
      <a className="baseline-bar-link" href="#/review">
        Details
      </a>
      <Button size="sm" variant="ghost" onClick={() => setBaseline({ kind: 'none' })}>
        Stop comparing
      </Button>
    </div>
  );
}
