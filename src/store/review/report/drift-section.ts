// The report's "live cards" section: the table of the last check of every card's live form, when
// one was run, with the results it is built from carried as JSON. `review verify` rebuilds the
// table from that JSON; what the agents served is the report's observation, which no workspace
// can confirm, and verify says so.
import type { DriftRun } from '../../../core/card-drift';
import { canonicalJson } from '../../../core/canonical-json';
import { DRIFT_HEADER, rowCells } from '../../drift/results';
import { readableInstant } from '../describe';
import { el, table, text } from './html';

const STATUS_CLASS: Readonly<Record<string, string>> = {
  'in sync': 'allow',
  drifted: 'deny',
  'signature changed': 'deny',
  unreachable: 'deny',
};

const statusCell = (word: string) => {
  const className = STATUS_CLASS[word];
  return className === undefined ? text(word) : el('span', { class: className }, text(word));
};

/** The run as RFC 8785 JSON: the same run is the same text, however its objects were built. */
const carried = (run: DriftRun) => {
  const canonical = canonicalJson(run);
  return canonical.ok ? canonical.value : JSON.stringify(run);
};

/** The section for `run`; empty when no check was run. */
export function driftSection(run: DriftRun | undefined): string {
  if (run === undefined) return '';
  const against =
    run.reviewName === undefined ? 'no review' : `the snapshot of review “${run.reviewName}”`;
  const stopped =
    run.rows.length < run.total
      ? ` The check was stopped after ${run.rows.length} of ${run.total} cards.`
      : '';
  const rows = run.rows.map((row) => {
    const [card = '', url = '', workspace = '', review = '', changes = ''] = rowCells(row);
    return [
      text(card),
      el('code', {}, text(url)),
      statusCell(workspace),
      statusCell(review),
      text(changes),
    ];
  });
  return el(
    'section',
    { id: 'live-cards' },
    el('h2', {}, 'Live cards'),
    el(
      'p',
      {},
      text(
        `What each card's agent served at ${readableInstant(run.checkedAt)}, compared with the workspace's card and with ${against}.${stopped}`,
      ),
    ),
    table('Live cards against the workspace and the review', DRIFT_HEADER, rows),
    el(
      'details',
      {},
      el('summary', {}, text('The check’s results as JSON, which the table is built from')),
      el('pre', { 'data-slot': 'drift-results' }, text(carried(run))),
    ),
  );
}
