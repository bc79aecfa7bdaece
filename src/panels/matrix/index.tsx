// The Policy matrix panel: every caller's admission verdict for every agent card, filterable, as
// many agents across as the screen holds (paged past that), with the selected cell's details and
// CSV or Markdown exports.
import { CodeLegend } from './code-legend';
import { useMemo, useRef } from 'react';
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
import { linesOf, Pager, type PageSize } from './pager';
import { useFitColumns } from './fit';
import { count, counted } from '../../components/counts';
import './matrix.css';

// The page sizes a reviewer can pick, per axis. Columns default to what fits across the screen
// (useFitColumns); rows to ten, fewer than the region shows at 1440 × 900, because every cell
// drawn costs the opening: 100 × 1,000 at 10 × 40 takes a median 116 ms of main-thread CPU against
// 58 ms for the old 10 × 6 page, and 214 ms at 25 rows (the matrix row of scripts/bench, 5 runs).
const ROW_PAGE = 10;
const ROW_PAGES = [ROW_PAGE, 25, 50, 100];
const COLUMN_PAGES = [80, 160];

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
  readonly pageSize: { readonly row: PageSize; readonly column: PageSize };
  readonly selected: CellRef | undefined;
}

const INITIAL_VIEW: MatrixView = {
  rows: 'callers',
  filter: NO_FILTER,
  start: { row: 0, column: 0 },
  pageSize: { row: ROW_PAGE, column: 'fit' },
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
  const details = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const fit = useFitColumns(body);
  const setSelected = (cell: CellRef | undefined) => setView((v) => ({ ...v, selected: cell }));
  const openCell = (cell: CellRef) => {
    setSelected(cell);
    // Beside the table there is nothing to do; below it (the table took the width), bring the
    // top of the details into view.
    details.current?.scrollIntoView?.({ block: 'nearest' });
  };

  const trust = useWorkbench((s) => s.cardTrust);
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
          trust,
        ),
      ),
    [callers, cards, policy, filter, changeOf, trust],
  );
  const tenants = useMemo(() => matrixTenants(callers, cards), [callers, cards]);
  const [height, width] = matrixSize(matrix, rows);
  const rowStart = Math.min(start.row, Math.max(0, height - 1));
  const columnStart = Math.min(start.column, Math.max(0, width - 1));
  const columnLines = linesOf(pageSize.column, fit);
  // Rows offer no 'fit': the region scrolls down through a page.
  const rowLines = linesOf(pageSize.row, ROW_PAGE);
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
        {comparison !== undefined && comparison.pending.size > 0 && (
          <span className="matrix-summary-pending">
            {' '}
            · signatures of {counted(comparison.pending.size, 'agent', 'agents')} still being
            checked: their changes show when done
          </span>
        )}
        {filtered && <> · filter: {describeFilter(filter)}</>}
      </p>
      <CodeLegend changes={flips !== undefined} />
      <div className="matrix-body" ref={body}>
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
                      start: { ...v.start, row: pageStart(rowStart, linesOf(row, ROW_PAGE)) },
                    }));
                  }}
                />
                <Pager
                  noun={columnNoun}
                  start={columnStart}
                  size={pageSize.column}
                  fit={fit}
                  sizes={COLUMN_PAGES}
                  total={width}
                  onStart={(column) => setStart((s) => ({ ...s, column }))}
                  onSize={(column) => {
                    setView((v) => ({
                      ...v,
                      pageSize: { ...v.pageSize, column },
                      start: {
                        ...v.start,
                        column: pageStart(columnStart, linesOf(column, fit)),
                      },
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
                    rowEnd: Math.min(height, rowStart + rowLines),
                    columnStart,
                    columnEnd: Math.min(width, columnStart + columnLines),
                  }}
                  isMatch={(codes) => matchesVerdict(codes, filter.verdict)}
                  selected={selected}
                  onOpen={openCell}
                  {...(changeOf === undefined ? {} : { changeOf })}
                />
              </div>
            </>
          )}
        </div>
        <aside className="matrix-details" aria-label="Cell details" ref={details}>
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
