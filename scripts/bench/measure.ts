// Timing for the benchmark: warm up first (so the JIT has compiled the hot paths), then time
// whole runs until enough runs and enough time have passed, and report the median run.
import { loadavg } from 'node:os';

export interface MeasureOptions {
  /** Keep warming up at least this long. */
  readonly warmupMs?: number;
  /** Time at least this many runs… */
  readonly minRuns?: number;
  /** …and keep going until this much measured time has passed. */
  readonly minMs?: number;
  /** Never more runs than this. */
  readonly maxRuns?: number;
}

export interface Measurement {
  /** Operations per second of the median run. */
  readonly opsPerSecond: number;
  readonly runs: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** Times `run`, which performs a whole workload and says how many operations it did. */
export function measure(
  run: () => { readonly ops: number },
  { warmupMs = 500, minRuns = 5, minMs = 1500, maxRuns = 50 }: MeasureOptions = {},
): Measurement {
  const warmupEnd = performance.now() + warmupMs;
  do run();
  while (performance.now() < warmupEnd);

  const rates: number[] = [];
  let spent = 0;
  while (rates.length < maxRuns && (rates.length < minRuns || spent < minMs)) {
    const start = performance.now();
    const { ops } = run();
    const elapsed = performance.now() - start;
    spent += elapsed;
    rates.push(ops / (elapsed / 1000));
  }
  return { opsPerSecond: median(rates), runs: rates.length };
}

/** The machine's load averages over 1, 5 and 15 minutes, for printing beside figures. */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
