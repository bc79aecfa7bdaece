// The Policy matrix panel: every caller's admission verdict for every agent card, filterable, a page
// at a time, with the selected cell's details and CSV or Markdown exports.
import { CodeLegend } from './code-legend';
import { useMemo } from 'react';
import { Button } from '../../components/button';
import { DownloadButton } from '../../components/download-button';
import { selectCallers, selectCards, selectName, selectPolicy, useWorkbench } from '../../store';
import { usePanelView } from '../../store/panel-view';
import { cellKey, flipsByCell, selectComparison } from '../../store/review/comparison';
import { flipWords, wasText } from '../../store/review/describe';
import {
  matchesVerdict,
  matrixTenants,
  NO_FILTER,
  policyMatrix,
  type MatrixFilter,
} from '../../store/matrix';
import { policySummary } from '../../store/verdict-view';
import { CellDetails } from './cell-details';
import { describeFilter, matrixCsv, matrixMarkdown, type MatrixExport } from './exports';
import { MatrixFilters } from './matrix-filters';
import { MatrixTable, type CellRef } from './matrix-table';
import { MATRIX_MEASURE, measured } from './measure';
import { matrixSize, type MatrixRows } from './orientation';
import { Pager } from './pager';
import { count, counted } from '../../components/counts';
import './matrix.css';

// The page sizes a reviewer can pick, per axis. The defaults are about what the table's view shows
// at 1440 × 900, so opening the panel draws what is seen rather than a page mostly out of view.
const ROW_PAGE = 10;
const COLUMN_PAGE = 6;
const ROW_PAGES = [ROW_PAGE, 20, 40, 100];
const COLUMN_PAGES = [COLUMN_PAGE, 12, 24];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'workspace';

interface Position {
  readonly row: number;
  readonly column: number;
}

/** What the reviewer set the matrix to; kept while they visit other panels (usePanelView). */
interface MatrixView {
  readonly rows: MatrixRows;
  readonly filter: MatrixFilter;
  /** The first line of the page on each axis. */
  readonly start: Position;
  readonly pageSize: Position;
  readonly selected: CellRef | undefined;
}

const INITIAL_VIEW: MatrixView = {
  rows: 'callers',
  filter: NO_FILTER,
  start: { row: 0, column: 0 },
  pageSize: { row: ROW_PAGE, column: COLUMN_PAGE },
  selected: undefined,
};

/** `start` moved back to the first line of its page at the new page size. */
const pageStart = (start: number, size: number) => Math.floor(start / size) * size;

export default function MatrixPanel() {
  const callers = useWorkbench(selectCallers);
  const cards = useWorkbench(selectCards);
  const policy = useWorkbench(selectPolicy);
  const name = useWorkbench(selectName);
  const [view, setView] = usePanelView('matrix', INITIAL_VIEW);
  const { rows, filter, start, pageSize, selected } = view;
  const setStart = (move: (current: Position) => Position) =>
    setView((v) => ({ ...v, start: move(v.start) }));
  const setSelected = (cell: CellRef | undefined) => setView((v) => ({ ...v, selected: cell }));

  const comparison = useWorkbench(selectComparison);
  const flips = comparison === undefined ? undefined : flipsByCell(comparison.changes);
  const changeOf = useMemo(() => {
    if (flips === undefined) return undefined;
    return (callerId: string, agent: string) => {
      const flip = flips.get(cellKey(callerId, agent));
      return flip && `${flipWords(flip)}, ${wasText(flip)}`;
    };
  }, [flips]);
  const matrix = useMemo(
    () =>
      measured(MATRIX_MEASURE, () =>
        policyMatrix(
          callers,
          cards,
          policy,
          filter,
          changeOf && ((c, a) => changeOf(c, a) !== undefined),
        ),
      ),
    [callers, cards, policy, filter, changeOf],
  );
  const tenants = useMemo(() => matrixTenants(callers, cards), [callers, cards]);
  const [height, width] = matrixSize(matrix, rows);
  const rowStart = Math.min(start.row, Math.max(0, height - 1));
  const columnStart = Math.min(start.column, Math.max(0, width - 1));
  const rowNoun = rows === 'callers' ? 'callers' : 'agents';
  const columnNoun = rows === 'callers' ? 'agents' : 'callers';

  const changeRows = (next: MatrixRows) => {
    setView((v) => ({ ...v, rows: next, start: INITIAL_VIEW.start }));
  };
  const changeFilter = (next: MatrixFilter) => {
    setView((v) => ({ ...v, filter: next, start: INITIAL_VIEW.start }));
  };
  const exportData = (): MatrixExport => ({ workspace: name, policy, filter, matrix, rows });
  const filtered = describeFilter(filter) !== 'none';

  return (
    <div className="matrix">
      <p className="matrix-intro">
        Whether each caller may delegate straight to each agent under the current policy (
        {policySummary(policy)}). Select a cell for every reason.
      </p>
      <div className="matrix-toolbar">
        <MatrixFilters
          rows={rows}
          onRows={changeRows}
          filter={filter}
          onFilter={changeFilter}
          tenants={tenants}
          {...(flips === undefined ? {} : { changes: flips.size })}
        />
        <div className="matrix-exports">
          <DownloadButton
            size="sm"
            filename={`${slug(name)}-policy-matrix.csv`}
            mediaType="text/csv"
            content={() => matrixCsv(exportData())}
          >
            Export CSV
          </DownloadButton>
          <DownloadButton
            size="sm"
            filename={`${slug(name)}-policy-matrix.md`}
            mediaType="text/markdown"
            content={() => matrixMarkdown(exportData())}
          >
            Export Markdown
          </DownloadButton>
        </div>
      </div>
      <p className="matrix-summary" role="status">
        {counted(matrix.callers.length, 'caller', 'callers')} ×{' '}
        {counted(matrix.cards.length, 'agent', 'agents')} ·{' '}
        <span className="matrix-summary-allowed">✓ {count(matrix.allowed)} allowed</span> ·{' '}
        <span className="matrix-summary-denied">✕ {count(matrix.denied)} denied</span>
        {flips !== undefined && (
          <span className="matrix-summary-changed">
            {' '}
            · Δ {count(flips.size)} changed since the {comparison?.baseline.label}
          </span>
        )}
        {filtered && <> · filter: {describeFilter(filter)}</>}
      </p>
      <CodeLegend />
      <div className="matrix-body">
        <div className="matrix-main">
          {callers.length === 0 || cards.length === 0 ? (
            <p className="matrix-empty">
              The matrix needs at least one caller and one agent card. Add them in the Callers and
              Cards panels.
            </p>
          ) : height === 0 || width === 0 ? (
            <div className="matrix-empty">
              <p>No caller and agent match these filters.</p>
              <Button size="sm" onClick={() => changeFilter(NO_FILTER)}>
                Clear filters
              </Button>
            </div>
          ) : (
            <>
              <div className="matrix-pagers">
                <Pager
                  noun={rowNoun}
                  start={rowStart}
                  size={pageSize.row}
                  sizes={ROW_PAGES}
                  total={height}
                  onStart={(row) => setStart((s) => ({ ...s, row }))}
                  onSize={(row) => {
                    setView((v) => ({
                      ...v,
                      pageSize: { ...v.pageSize, row },
                      start: { ...v.start, row: pageStart(rowStart, row) },
                    }));
                  }}
                />
                <Pager
                  noun={columnNoun}
                  start={columnStart}
                  size={pageSize.column}
                  sizes={COLUMN_PAGES}
                  total={width}
                  onStart={(column) => setStart((s) => ({ ...s, column }))}
                  onSize={(column) => {
                    setView((v) => ({
                      ...v,
                      pageSize: { ...v.pageSize, column },
                      start: { ...v.start, column: pageStart(columnStart, column) },
                    }));
                  }}
                />
              </div>
              <div className="matrix-scroll" role="region" aria-label="Policy matrix" tabIndex={0}>
                <MatrixTable
                  matrix={matrix}
                  rows={rows}
                  window={{
                    rowStart,
                    rowEnd: Math.min(height, rowStart + pageSize.row),
                    columnStart,
                    columnEnd: Math.min(width, columnStart + pageSize.column),
                  }}
                  isMatch={(codes) => matchesVerdict(codes, filter.verdict)}
                  selected={selected}
                  onOpen={setSelected}
                  {...(changeOf === undefined ? {} : { changeOf })}
                />
              </div>
            </>
          )}
        </div>
        <aside className="matrix-details" aria-label="Cell details">
          <CellDetails
            matrix={matrix}
            cell={selected}
            onClose={() => setSelected(undefined)}
            change={selected && changeOf?.(selected.callerId, selected.agent)}
          />
        </aside>
      </div>
    </div>
  );
}
