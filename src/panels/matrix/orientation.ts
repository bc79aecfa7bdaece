// Which way round the matrix reads: callers down the side and agents across, or the reverse.
import type { DenialCode } from '../../core/admission';
import { codesOfMask } from '../../store';
import type { PolicyMatrix } from '../../store/matrix';

export type MatrixRows = 'callers' | 'agents';

/** The row names and the column names, in that order. */
export function lineNames(matrix: PolicyMatrix, rows: MatrixRows): [string[], string[]] {
  const callers = matrix.callers.map((c) => c.agentId);
  const agents = matrix.cards.map((c) => c.name);
  return rows === 'callers' ? [callers, agents] : [agents, callers];
}

/** The denial codes of the cell at row `r`, column `c` of the matrix as displayed. */
export function cellAt(
  matrix: PolicyMatrix,
  rows: MatrixRows,
  r: number,
  c: number,
): readonly DenialCode[] | undefined {
  const mask = rows === 'callers' ? matrix.verdicts[r]?.[c] : matrix.verdicts[c]?.[r];
  return mask === undefined ? undefined : codesOfMask(mask);
}

/** How many rows and columns the matrix shows. */
export function matrixSize(matrix: PolicyMatrix, rows: MatrixRows): [number, number] {
  const [callers, agents] = [matrix.callers.length, matrix.cards.length];
  return rows === 'callers' ? [callers, agents] : [agents, callers];
}
