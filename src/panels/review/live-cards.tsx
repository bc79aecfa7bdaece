// Is the card each agent serves now the one that was reviewed? "Check every card" fetches every
// card's live form (at most 4 at a time, Stop ends it) and compares it with the workspace's card
// and with the newest review's snapshot. The run is kept in the panel's view state for the page's
// life, goes into the review report, and exports as CSV and Markdown. The fetch and compare code
// loads on the first press.
import { useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { FieldChanges } from '../../components/field-changes';
import type { DriftComparison, DriftRow, DriftRun } from '../../core/card-drift';
import { useWorkbenchApi } from '../../store';
import { usePanelView } from '../../store/panel-view';
import { driftCsv, driftMarkdown } from '../../store/drift/export';
import { DRIFT_VIEW, driftLines, driftReferencesOf, statusText } from '../../store/drift/results';

const TONE: Readonly<Record<string, BadgeTone>> = {
  'in sync': 'success',
  drifted: 'warning',
  'signature changed': 'danger',
  unreachable: 'danger',
  'not reviewed': 'neutral',
};

function Status({ comparison }: { readonly comparison: DriftComparison | undefined }) {
  const word = statusText(comparison);
  return <Badge tone={TONE[word] ?? 'neutral'}>{word}</Badge>;
}

function Changes({ row }: { readonly row: DriftRow }) {
  if (row.error !== undefined) {
    // The fetch's messages run to several sentences of advice: the first says what happened.
    const [first = row.error, ...rest] = row.error.split(/(?<=\.) (?=[A-Z])/);
    if (rest.length === 0) return <span className="review-error">{row.error}</span>;
    return (
      <details className="review-drift-details">
        <summary className="review-error">{first}</summary>
        <p className="review-hint">{rest.join(' ')}</p>
      </details>
    );
  }
  const workspace = driftLines(row.workspace);
  const review = driftLines(row.review);
  if (workspace.length + review.length === 0) return <span className="review-hint">none</span>;
  return (
    <details className="review-drift-details">
      <summary>
        {workspace.length} against the workspace, {review.length} against the review
      </summary>
      {workspace.length > 0 && (
        <FieldChanges
          label={`${row.card}: the live card against the workspace`}
          lines={workspace}
        />
      )}
      {review.length > 0 && (
        <FieldChanges label={`${row.card}: the live card against the review`} lines={review} />
      )}
    </details>
  );
}

const NO_RUN: DriftRun | undefined = undefined;

const slug = (iso: string) => iso.replace(/[^0-9]/g, '').slice(0, 12);

export function LiveCards() {
  const store = useWorkbenchApi();
  const [run, setRun] = usePanelView(DRIFT_VIEW, NO_RUN);
  const [running, setRunning] = useState(false);
  const stop = useRef<AbortController | undefined>(undefined);

  const check = async () => {
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    try {
      const { checkEveryCard } = await import('../../live/check-cards');
      const ws = store.getState().workspace;
      const refs = driftReferencesOf(ws, ws.cards);
      const checkedAt = new Date().toISOString();
      setRun({ checkedAt, total: ws.cards.length, rows: [] });
      const done = await checkEveryCard(
        refs,
        checkedAt,
        { signal: controller.signal, origin: window.location.origin },
        setRun,
      );
      setRun(done);
    } finally {
      stop.current = undefined;
      setRunning(false);
    }
  };

  const fileBase = run === undefined ? 'live-cards' : `live-cards-${slug(run.checkedAt)}`;
  return (
    <section className="surface-card review-card" aria-labelledby="review-live-title">
      <h2 id="review-live-title">Live cards</h2>
      <p className="review-hint">
        Fetch the card each agent serves now and compare it, field by field, with the workspace’s
        card and with the newest review’s snapshot. A plain GET per card, at most 4 at a time; the
        table goes into the review report.
      </p>
      <div className="button-group">
        <Button size="sm" variant="primary" busy={running} onClick={() => void check()}>
          {running ? 'Checking…' : 'Check every card'}
        </Button>
        {running && (
          <Button size="sm" variant="danger" onClick={() => stop.current?.abort()}>
            Stop
          </Button>
        )}
      </div>
      {run !== undefined && (
        <>
          <p className="review-status" role="status">
            <progress value={run.rows.length} max={run.total} aria-label="Cards checked" />{' '}
            {run.rows.length} of {run.total} checked
            {!running && run.rows.length < run.total ? ' (stopped)' : ''}
          </p>
          <div className="review-drift-scroll">
            <table className="review-drift-table">
              <caption className="visually-hidden">
                The live cards against the workspace and the review
              </caption>
              <thead>
                <tr>
                  <th scope="col">Card</th>
                  <th scope="col">Against the workspace</th>
                  <th scope="col">Against the review</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {run.rows.map((row) => (
                  <tr key={row.card}>
                    <th scope="row">
                      {row.card}
                      <span className="review-drift-url">{row.readFrom ?? row.url}</span>
                    </th>
                    <td>
                      <Status comparison={row.workspace} />
                    </td>
                    <td>
                      <Status comparison={row.review} />
                    </td>
                    <td>
                      <Changes row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="button-group review-drift-export">
            <CopyButton
              size="sm"
              text={() => driftCsv(run)}
              filename={`${fileBase}.csv`}
              mediaType="text/csv"
              what="the table as CSV"
            >
              Copy CSV
            </CopyButton>
            <DownloadButton
              size="sm"
              filename={`${fileBase}.csv`}
              content={() => driftCsv(run)}
              mediaType="text/csv"
            >
              CSV
            </DownloadButton>
            <CopyButton
              size="sm"
              text={() => driftMarkdown(run)}
              filename={`${fileBase}.md`}
              mediaType="text/markdown"
              what="the table as Markdown"
            >
              Copy Markdown
            </CopyButton>
            <DownloadButton
              size="sm"
              filename={`${fileBase}.md`}
              content={() => driftMarkdown(run)}
              mediaType="text/markdown"
            >
              Markdown
            </DownloadButton>
          </div>
        </>
      )}
    </section>
  );
}
