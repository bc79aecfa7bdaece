// A live-card check's table as CSV and as Markdown. Card names, URLs and error texts come from
// cards and agents, so a cell a spreadsheet would read as a formula (= + - @, or a tab or carriage
// return that some read past) is opened with an apostrophe (OWASP's CSV injection advice), and
// quoting follows RFC 4180.
import type { DriftRun } from '../../core/card-drift';
import { DRIFT_HEADER, rowCells } from './results';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: neutralised against formulas, then quoted when it needs to be. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The run as CSV: a header row, then a row per card checked; CRLF line ends, as RFC 4180 says. */
export function driftCsv(run: DriftRun): string {
  const lines = [DRIFT_HEADER, ...run.rows.map(rowCells)].map((cells) =>
    cells.map(csvField).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** One Markdown table cell: pipes and backslashes escaped, line breaks folded into spaces. */
const mdCell = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*[\r\n]+\s*/g, ' ');

/** The run as a Markdown table under a line saying when it ran and against what. */
export function driftMarkdown(run: DriftRun): string {
  const against = run.reviewName === undefined ? 'no review' : `review “${run.reviewName}”`;
  const stopped = run.rows.length < run.total ? `, stopped after ${run.rows.length}` : '';
  const row = (cells: readonly string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [
    `Live cards checked at ${run.checkedAt} against the workspace and ${mdCell(against)}: ${run.total} cards${stopped}.`,
    '',
    row(DRIFT_HEADER),
    row(DRIFT_HEADER.map(() => '---')),
    ...run.rows.map((r) => row(rowCells(r))),
    '',
  ].join('\n');
}
