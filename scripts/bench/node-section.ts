// Our workloads timed in this Node process, beside the reference's figures.
import { measure } from './measure';
import type { BenchRow, BenchSection } from './report';
import { WORKLOADS } from './workloads';

/** The Node section: every workload, warmed up and timed, matched with `reference` by key. */
export function nodeSection(reference: Readonly<Record<string, number>>): BenchSection {
  return {
    title: `Node ${process.version} (median of timed runs after warm-up)`,
    rows: () =>
      Promise.resolve(
        WORKLOADS.map((workload): BenchRow => {
          const run = workload.prepare();
          const { opsPerSecond, runs } = measure(run);
          return {
            title: workload.title,
            ours: opsPerSecond,
            reference: reference[workload.referenceKey],
            runs,
          };
        }),
      ),
  };
}
