// One page of the matrix as a real table: header cells for both axes, one button per cell. Only
// one cell is in the tab order; arrow keys, Home and End move between cells.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { DenialCode } from '../../core/admission';
import type { PolicyMatrix } from '../../store/matrix';
import { cellLabel, compactCell } from './cell-text';
import { cellAt, type MatrixRows } from './orientation';

export interface CellRef {
  readonly callerId: string;
  readonly agent: string;
}

export interface PageWindow {
  readonly rowStart: number;
  readonly rowEnd: number;
  readonly columnStart: number;
  readonly columnEnd: number;
}

export interface MatrixTableProps {
  readonly matrix: PolicyMatrix;
  readonly rows: MatrixRows;
  readonly window: PageWindow;
  readonly isMatch: (codes: readonly DenialCode[]) => boolean;
  readonly selected: CellRef | undefined;
  readonly onOpen: (cell: CellRef) => void;
  /** How a cell changed against the baseline, in words ("newly denied, was ALLOW"), if it did. */
  readonly changeOf?: (callerId: string, agent: string) => string | undefined;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function CallerHeader({
  matrix,
  index,
}: {
  readonly matrix: PolicyMatrix;
  readonly index: number;
}) {
  const caller = matrix.callers[index];
  if (caller === undefined) return null;
  return (
    <>
      <span className="matrix-name">{caller.agentId}</span>
      <span className="matrix-meta">
        {caller.tenant || '(no tenant)'} · {caller.dataClassification}
      </span>
    </>
  );
}

function AgentHeader({ matrix, index }: { readonly matrix: PolicyMatrix; readonly index: number }) {
  const card = matrix.cards[index];
  if (card === undefined) return null;
  const tenants = card.platform.tenants.join(', ') || 'all tenants';
  return (
    <>
      <span className="matrix-name">{card.name}</span>
      <span className="matrix-meta">
        {tenants} · up to {card.platform.maxDataClassification}
      </span>
    </>
  );
}

export function MatrixTable({
  matrix,
  rows,
  window,
  isMatch,
  selected,
  onOpen,
  changeOf,
}: MatrixTableProps) {
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState({ r: 0, c: 0 });
  const height = window.rowEnd - window.rowStart;
  const width = window.columnEnd - window.columnStart;
  const r0 = Math.min(active.r, height - 1);
  const c0 = Math.min(active.c, width - 1);
  const RowHeader = rows === 'callers' ? CallerHeader : AgentHeader;
  const ColumnHeader = rows === 'callers' ? AgentHeader : CallerHeader;

  const targetOf = (key: string): [number, number] | undefined => {
    const move = MOVES[key];
    if (move !== undefined) return [r0 + move[0], c0 + move[1]];
    if (key === 'Home') return [r0, 0];
    if (key === 'End') return [r0, width - 1];
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = targetOf(event.key);
    if (target === undefined) return;
    event.preventDefault();
    const r = Math.max(0, Math.min(height - 1, target[0]));
    const c = Math.max(0, Math.min(width - 1, target[1]));
    setActive({ r, c });
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${r}:${c}"]`)?.focus();
  };

  const rowIndexes = Array.from({ length: height }, (_, i) => window.rowStart + i);
  const columnIndexes = Array.from({ length: width }, (_, i) => window.columnStart + i);
  return (
    <table className="matrix-table" ref={table} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          <th scope="col" className="matrix-corner">
            {rows === 'callers' ? 'Caller \\ Agent' : 'Agent \\ Caller'}
          </th>
          {columnIndexes.map((c) => (
            <th key={c} scope="col" className="matrix-column">
              <div className="matrix-column-text">
                <ColumnHeader matrix={matrix} index={c} />
              </div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rowIndexes.map((r, ri) => (
          <tr key={r}>
            <th scope="row" className="matrix-row">
              <RowHeader matrix={matrix} index={r} />
            </th>
            {columnIndexes.map((c, ci) => {
              const codes = cellAt(matrix, rows, r, c);
              const caller = matrix.callers[rows === 'callers' ? r : c];
              const card = matrix.cards[rows === 'callers' ? c : r];
              if (codes === undefined || caller === undefined || card === undefined) {
                return <td key={c} />;
              }
              const allowed = codes.length === 0;
              const change = changeOf?.(caller.agentId, card.name);
              const label = `${cellLabel(caller.agentId, card.name, codes)}${change === undefined ? '' : `; changed since the baseline: ${change}`}`;
              const isSelected =
                selected?.callerId === caller.agentId && selected.agent === card.name;
              const classes = [
                'matrix-cell',
                allowed ? 'matrix-cell-allowed' : 'matrix-cell-denied',
                !isMatch(codes) && 'matrix-cell-muted',
                change !== undefined && 'matrix-cell-changed',
              ].filter(Boolean);
              return (
                <td key={c}>
                  <button
                    type="button"
                    className={classes.join(' ')}
                    data-cell={`${ri}:${ci}`}
                    tabIndex={ri === r0 && ci === c0 ? 0 : -1}
                    aria-label={label}
                    aria-current={isSelected ? 'true' : undefined}
                    title={label}
                    onFocus={() => setActive({ r: ri, c: ci })}
                    onClick={() => onOpen({ callerId: caller.agentId, agent: card.name })}
                  >
                    {compactCell(codes)}
                    {change !== undefined && (
                      <span className="matrix-cell-delta" aria-hidden="true">
                        Δ
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
