// One page of the matrix as a real table: header cells for both axes (the columns' names turned
// upright, never cut), one compact button per cell. Only one cell is in the tab order; arrow keys,
// Home and End move between cells, and the focused cell's row and column headers light up.
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

/** A line's name and what it was judged by: "payments · restricted", "payments · up to internal". */
function lineOf(matrix: PolicyMatrix, isCaller: boolean, index: number) {
  if (isCaller) {
    const caller = matrix.callers[index];
    return (
      caller && {
        name: caller.agentId,
        meta: `${caller.tenant || '(no tenant)'} · ${caller.dataClassification}`,
      }
    );
  }
  const card = matrix.cards[index];
  return (
    card && {
      name: card.name,
      meta: `${card.platform.tenants.join(', ') || 'all tenants'} · up to ${card.platform.maxDataClassification}`,
    }
  );
}

function RowHeader({ line, active }: { readonly line: Line; readonly active: boolean }) {
  return (
    <th scope="row" className="matrix-row" data-active={active || undefined}>
      <span className="matrix-name">{line.name}</span>
      <span className="matrix-meta">{line.meta}</span>
    </th>
  );
}

/** Upright names take a narrow column; the meta is read out and shown on hover, not drawn. */
function ColumnHeader({ line, active }: { readonly line: Line; readonly active: boolean }) {
  return (
    <th
      scope="col"
      className="matrix-column"
      data-active={active || undefined}
      aria-label={`${line.name}, ${line.meta}`}
      title={`${line.name} (${line.meta})`}
    >
      <span className="matrix-column-text">
        <span className="matrix-name">{line.name}</span>
      </span>
    </th>
  );
}

type Line = NonNullable<ReturnType<typeof lineOf>>;

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
          {columnIndexes.map((c, ci) => {
            const line = lineOf(matrix, rows === 'agents', c);
            return line && <ColumnHeader key={c} line={line} active={ci === c0} />;
          })}
        </tr>
      </thead>
      <tbody>
        {rowIndexes.map((r, ri) => {
          const line = lineOf(matrix, rows === 'callers', r);
          return (
            <tr key={r}>
              {line && <RowHeader line={line} active={ri === r0} />}
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
          );
        })}
      </tbody>
    </table>
  );
}
