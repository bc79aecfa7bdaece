// The policy matrix as files: CSV for spreadsheets and Markdown for reviews. Both state the
// workspace, the policy and the filter the verdicts were computed under.
import { DENIAL_CODES } from '../../core/admission';
import type { AdmissionPolicy } from '../../core/policy';
import type { MatrixFilter, PolicyMatrix } from '../../store/matrix';
import { DENIAL_TEXT, policySummary } from '../../store/verdict-view';
import { cellAt, lineNames, type MatrixRows } from './orientation';

export interface MatrixExport {
  readonly workspace: string;
  readonly policy: AdmissionPolicy;
  readonly filter: MatrixFilter;
  readonly matrix: PolicyMatrix;
  readonly rows: MatrixRows;
}

/** The filter in words, "none" when nothing is filtered. */
export function describeFilter(filter: MatrixFilter): string {
  const parts = [
    filter.tenant !== undefined && `tenant ${filter.tenant}`,
    filter.classification !== undefined && `classification ${filter.classification}`,
    filter.verdict !== 'any' && `verdict ${filter.verdict}`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length === 0 ? 'none' : parts.join('; ');
}

const corner = (rows: MatrixRows) => (rows === 'callers' ? 'Caller \\ Agent' : 'Agent \\ Caller');

/** A cell a spreadsheet would run as a formula: = + - @ first, or after leading whitespace. */
function looksLikeFormula(value: string): boolean {
  if (/^[\t\r\n]/.test(value)) return true;
  // NFKC folds the fullwidth and small forms (＝ ＋ － ＠ ﹦) into their ASCII twins, which some
  // spreadsheets also read as formula signs; \s covers space, NBSP, line breaks and U+3000.
  return /^\s*[=+\-@]/u.test(value.normalize('NFKC'));
}

/**
 * One CSV field. A value a spreadsheet would run as a formula (= + - @, tab, carriage return, also
 * after leading whitespace or in fullwidth form) gets a leading quote; a value with a comma, quote
 * or line break is quoted with quotes doubled.
 */
export function csvField(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');

/**
 * The matrix as RFC 4180 CSV. The first row is the header, so a spreadsheet imports the grid as a
 * table; what it was computed under (workspace, policy, filter) follows the data after a blank row,
 * each line marked with a leading `#`.
 */
export function matrixCsv(data: MatrixExport): string {
  const { matrix, rows } = data;
  const [rowNames, columnNames] = lineNames(matrix, rows);
  const lines = [
    csvLine([corner(rows), ...columnNames]),
    ...rowNames.map((name, r) =>
      csvLine([
        name,
        ...columnNames.map((_, c) => {
          const codes = cellAt(matrix, rows, r, c) ?? [];
          return codes.length === 0 ? 'allowed' : `denied: ${codes.join('; ')}`;
        }),
      ]),
    ),
    '',
    csvLine(['# Workspace', data.workspace]),
    csvLine(['# Policy', policySummary(data.policy)]),
    csvLine(['# Filter', describeFilter(data.filter)]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Text safe inside a Markdown table cell: no pipe, markup or line break survives. */
export function markdownText(value: string): string {
  return value.replace(/[\\|`*_[\]<>~]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, ' ');
}

const mdRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** The matrix as a Markdown document: heading, policy, filter, the grid and a code legend. */
export function matrixMarkdown(data: MatrixExport): string {
  const { matrix, rows } = data;
  const [rowNames, columnNames] = lineNames(matrix, rows);
  const grid = [
    mdRow([markdownText(corner(rows)), ...columnNames.map(markdownText)]),
    mdRow(['---', ...columnNames.map(() => '---')]),
    ...rowNames.map((name, r) =>
      mdRow([
        markdownText(name),
        ...columnNames.map((_, c) => {
          const codes = cellAt(matrix, rows, r, c) ?? [];
          return codes.length === 0
            ? '✓ allowed'
            : `✕ ${codes.map((code) => DENIAL_TEXT[code].abbr).join(', ')}`;
        }),
      ]),
    ),
  ];
  const legend = DENIAL_CODES.map(
    (code) => `- ${DENIAL_TEXT[code].abbr}: \`${code}\` (${DENIAL_TEXT[code].title})`,
  );
  return [
    `# Policy matrix: ${markdownText(data.workspace)}`,
    '',
    `- Policy: ${markdownText(policySummary(data.policy))}`,
    `- Filter: ${markdownText(describeFilter(data.filter))}`,
    `- Cells: ${matrix.allowed} allowed, ${matrix.denied} denied`,
    '',
    ...(rowNames.length === 0 || columnNames.length === 0
      ? ['No callers or agents match the filter.']
      : grid),
    '',
    'Denial codes:',
    '',
    ...legend,
    '',
  ].join('\n');
}
