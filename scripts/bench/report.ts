// The benchmark's output: one table per section, each row ours against the reference.
import { median } from './measure';

/** Our figures should be at least this many times the reference's. */
export const TARGET_RATIO = 10;

export interface BenchRow {
  readonly title: string;
  /** Our operations per second (the median over rounds). */
  readonly ours: number;
  /** The reference's figure for the same workload, when there is one. */
  readonly reference: number | undefined;
  /**
   * Ours / reference, one per round in which both were measured. The row's ratio is their median;
   * without them it is ours / reference.
   */
  readonly ratios?: readonly number[];
  /** How many timed runs (or rounds) the figures came from. */
  readonly runs: number;
}

/** A group of figures measured one way (in Node, in a browser…). */
export interface BenchSection {
  readonly title: string;
  readonly rows: () => Promise<readonly BenchRow[]>;
}

const rate = (n: number) => Math.round(n).toLocaleString('en-US');

function ratioOf(row: BenchRow): number | undefined {
  if (row.ratios !== undefined && row.ratios.length > 0) return median(row.ratios);
  return row.reference === undefined ? undefined : row.ours / row.reference;
}

/** The rows as an aligned table with ratio, verdict and (over rounds) the ratios' range. */
export function formatRows(rows: readonly BenchRow[]): string[] {
  const cells = rows.map((row) => {
    const ratio = ratioOf(row);
    const ratios = row.ratios ?? [];
    return [
      row.title,
      rate(row.ours),
      row.reference === undefined ? 'n/a' : rate(row.reference),
      ratio === undefined ? 'n/a' : `${ratio.toFixed(2)}×`,
      ratio === undefined
        ? 'no reference'
        : ratio >= TARGET_RATIO
          ? 'meets target'
          : 'below target',
      ratios.length < 2
        ? '–'
        : `${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×`,
      String(row.runs),
    ];
  });
  const header = [
    'workload',
    'ours ops/s',
    'reference ops/s',
    'ratio',
    `target ≥${TARGET_RATIO}×`,
    'rounds range',
    'runs',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), ...cells.map(line)];
}
