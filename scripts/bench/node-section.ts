// Our workloads timed in this Node process, interleaved with the reference's own benchmark: each
// round runs bench_reference.py once and times every workload once, the order of the two
// alternating from round to round. Each row's ratio is the median of the rounds' ratios, so a
// burst of load from another process moves one round, not the figure.
import { loadAverage, measure, median } from './measure';
import type { ReferenceFigures } from './reference';
import type { BenchRow, BenchSection } from './report';
import type { Workload } from './workloads';

/** What one round measured: ours by workload id, the reference's figures by its keys. */
export interface Round {
  readonly ours: Readonly<Record<string, number>>;
  readonly reference: Readonly<Record<string, number>> | undefined;
}

/**
 * One row per workload from the rounds: the median of our figures, the median of the reference's,
 * and the median of the ratios taken round by round (which is not the ratio of the two medians).
 */
export function combineRounds(
  workloads: readonly Workload[],
  rounds: readonly Round[],
): BenchRow[] {
  return workloads.map((workload) => {
    const ours = rounds.map((round) => round.ours[workload.id]).filter((n) => n !== undefined);
    const pairs = rounds.flatMap((round) => {
      const mine = round.ours[workload.id];
      const theirs = round.reference?.[workload.referenceKey];
      return mine === undefined || theirs === undefined ? [] : [{ mine, theirs }];
    });
    return {
      title: workload.title,
      ours: median(ours),
      reference: pairs.length === 0 ? undefined : median(pairs.map((p) => p.theirs)),
      ratios: pairs.map((p) => p.mine / p.theirs),
      runs: ours.length,
    };
  });
}

/**
 * The Node section: `rounds` rounds of every workload, each beside one run of the reference
 * (none when `reference` is undefined). `log` hears a line per round, with the machine's load.
 */
export function nodeSection(
  workloads: readonly Workload[],
  rounds: number,
  reference: (() => ReferenceFigures) | undefined,
  log: (line: string) => void,
): BenchSection {
  return {
    title: `Node ${process.version}: ${rounds} rounds, ours and the reference alternating; ratio = median of the rounds' ratios`,
    rows: () => {
      const runs = workloads.map((workload) => ({ workload, run: workload.prepare() }));
      // Warm every workload up once, so the first round times compiled code as the others do.
      for (const { run } of runs) measure(run, { warmupMs: 500, minRuns: 1, minMs: 0 });
      const done: Round[] = [];
      for (let i = 0; i < rounds; i += 1) {
        const timeOurs = () =>
          Object.fromEntries(
            runs.map(({ workload, run }) => [
              workload.id,
              measure(run, { warmupMs: 50, minRuns: 3, minMs: 400 }).opsPerSecond,
            ]),
          );
        const timeReference = () => {
          if (reference === undefined) return undefined;
          const figures = reference();
          if (!figures.ok) log(`round ${i + 1}: reference unavailable (${figures.reason})`);
          return figures.ok ? figures.figures : undefined;
        };
        const referenceFirst = i % 2 === 0;
        const before = referenceFirst ? timeReference() : undefined;
        const ours = timeOurs();
        const after = referenceFirst ? undefined : timeReference();
        done.push({ ours, reference: before ?? after });
        log(
          `round ${i + 1}/${rounds} (${referenceFirst ? 'reference first' : 'ours first'}), load average ${loadAverage()}`,
        );
      }
      return Promise.resolve(combineRounds(workloads, done));
    },
  };
}
