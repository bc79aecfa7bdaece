// Our workloads timed in Node, interleaved with the reference's own benchmark: each round runs
// bench_reference.py once and times every workload once (each in a process of its own unless
// asked otherwise), the order of the two alternating from round to round. Each row's ratio is the median of the rounds' ratios, so a
// burst of load from another process moves one round, not the figure.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** The options every round times a workload with; before the first round each warms up longer. */
export const ROUND_MEASURE = { warmupMs: 50, minRuns: 3, minMs: 400 } as const;
export const FIRST_WARMUP = { warmupMs: 500, minRuns: 1, minMs: 0 } as const;

/** What a workload's process sends back (scripts/bench/workload-process.ts). */
export type WorkloadReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'timed'; readonly opsPerSecond: number }
  | { readonly kind: 'failed'; readonly message: string };

/** Times one workload once per call, in operations per second. */
interface WorkloadTimer {
  readonly time: () => Promise<number>;
  readonly close: () => void;
}

/** How the workloads are run: each in a process of its own (the default), or all in this one. */
export type Isolation = 'process' | 'shared';

/** All workloads in this process, prepared and warmed up one after another. */
function sharedTimers(workloads: readonly Workload[]): WorkloadTimer[] {
  const runs = workloads.map((workload) => workload.prepare());
  for (const run of runs) measure(run, FIRST_WARMUP);
  return runs.map((run) => ({
    time: () => Promise.resolve(measure(run, ROUND_MEASURE).opsPerSecond),
    close: () => undefined,
  }));
}

const WORKLOAD_PROCESS = fileURLToPath(new URL('./workload-process.ts', import.meta.url));

/**
 * A process for `workload`, ready once it has prepared and warmed it up. By default the child gets
 * this process's flags, so under `tsx` it loads TypeScript the same way.
 */
export function forkTimer(
  workload: Pick<Workload, 'id'>,
  execArgv: readonly string[] = process.execArgv,
): Promise<WorkloadTimer> {
  const child = fork(WORKLOAD_PROCESS, [workload.id], {
    execArgv: [...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending:
    { resolve: (reply: WorkloadReply) => void; reject: (error: Error) => void } | undefined;
  const next = () =>
    new Promise<WorkloadReply>((resolve, reject) => {
      pending = { resolve, reject };
    });
  child.on('message', (message) => {
    const waiting = pending;
    pending = undefined;
    waiting?.resolve(message as WorkloadReply);
  });
  const fail = (error: Error) => {
    const waiting = pending;
    pending = undefined;
    waiting?.reject(error);
  };
  child.on('exit', (code) =>
    fail(new Error(`the ${workload.id} workload's process exited (${String(code)})`)),
  );
  child.on('error', (error) =>
    fail(new Error(`the ${workload.id} workload's process: ${error.message}`)),
  );
  const expect = async <K extends WorkloadReply['kind']>(
    reply: Promise<WorkloadReply>,
    kind: K,
  ) => {
    const got = await reply;
    if (got.kind === 'failed') throw new Error(`workload ${workload.id}: ${got.message}`);
    if (got.kind !== kind)
      throw new Error(`workload ${workload.id}: sent ${got.kind}, not ${kind}`);
    return got as Extract<WorkloadReply, { kind: K }>;
  };
  return expect(next(), 'ready').then(() => ({
    time: async () => {
      const reply = next();
      child.send('time');
      return (await expect(reply, 'timed')).opsPerSecond;
    },
    close: () => child.disconnect(),
  }));
}

/** One forked process per workload, started one at a time so their warm-ups do not overlap. */
async function processTimers(workloads: readonly Workload[]): Promise<WorkloadTimer[]> {
  const timers: WorkloadTimer[] = [];
  for (const workload of workloads) timers.push(await forkTimer(workload));
  return timers;
}

/**
 * The Node section: `rounds` rounds of every workload, each beside one run of the reference
 * (none when `reference` is undefined). `log` hears a line per round, with the machine's load.
 * With `isolation` 'process' (the default) each workload runs in a process of its own, so no
 * workload times the JIT and heap state another one left (scripts/bench/workload-process.ts).
 */
export function nodeSection(
  workloads: readonly Workload[],
  rounds: number,
  reference: (() => ReferenceFigures) | undefined,
  log: (line: string) => void,
  isolation: Isolation = 'process',
): BenchSection {
  const where =
    isolation === 'process'
      ? 'each workload in a process of its own'
      : 'all workloads in one process';
  return {
    title: `Node ${process.version}, ${where}: ${rounds} rounds, ours and the reference alternating; ratio = median of the rounds' ratios`,
    rows: async () => {
      const timers =
        isolation === 'process' ? await processTimers(workloads) : sharedTimers(workloads);
      try {
        const done: Round[] = [];
        for (let i = 0; i < rounds; i += 1) {
          const timeOurs = async () => {
            const ours: Record<string, number> = {};
            for (const [index, workload] of workloads.entries()) {
              const timer = timers[index];
              if (timer !== undefined) ours[workload.id] = await timer.time();
            }
            return ours;
          };
          const timeReference = () => {
            if (reference === undefined) return undefined;
            const figures = reference();
            if (!figures.ok) log(`round ${i + 1}: reference unavailable (${figures.reason})`);
            return figures.ok ? figures.figures : undefined;
          };
          const referenceFirst = i % 2 === 0;
          const before = referenceFirst ? timeReference() : undefined;
          const ours = await timeOurs();
          const after = referenceFirst ? undefined : timeReference();
          done.push({ ours, reference: before ?? after });
          log(
            `round ${i + 1}/${rounds} (${referenceFirst ? 'reference first' : 'ours first'}), load average ${loadAverage()}`,
          );
        }
        return combineRounds(workloads, done);
      } finally {
        for (const timer of timers) timer.close();
      }
    },
  };
}
