// A/B of one bench workload between two checkouts of this repository, in alternating processes:
// each pair runs A then B, or B then A, each in a fresh process that prepares the workload, warms
// it up and times whole runs. It prints each pair's figures and the median of B's speed over A's,
// by wall clock and by CPU time (user + system); on a shared, busy machine read the CPU figure.
//
//   npx tsx scripts/bench-ab.ts CHECKOUT_A CHECKOUT_B WORKLOAD [PAIRS=10] [RUNS=31]
//
// A checkout is a directory holding this repository's src/ and scripts/ (a `git worktree`, or
// `git archive REV | tar -x -C DIR` with node_modules linked in). WORKLOAD is an id from
// scripts/bench/workloads.ts: admission, admission-reasons, discovery or delegation.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAverage, median } from './bench/measure';
import type { Workload } from './bench/workloads';

interface Timing {
  /** Median microseconds per operation, by wall clock and by this process's CPU time. */
  readonly wall: number;
  readonly cpu: number;
}

/** In the child: `checkout`'s workload `id`, warmed up, then `runs` whole runs timed. */
async function timeIn(checkout: string, id: string, runs: number): Promise<Timing> {
  const load = (path: string) => import(pathToFileURL(resolve(checkout, path)).href);
  await load('src/app/csp-safe-zod.ts');
  const { WORKLOADS } = (await load('scripts/bench/workloads.ts')) as {
    WORKLOADS: readonly Workload[];
  };
  const workload = WORKLOADS.find((w) => w.id === id);
  if (workload === undefined) throw new Error(`no workload ${id} in ${checkout}`);
  const run = workload.prepare();
  const warm = performance.now() + 800;
  do run();
  while (performance.now() < warm);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const { ops } = run();
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    wall.push((elapsed * 1000) / ops);
    cpu.push((used.user + used.system) / ops);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const SELF = fileURLToPath(import.meta.url);

/** One fresh process timing `checkout`'s workload. */
function timeApart(checkout: string, id: string, runs: number): Timing {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, SELF, '--child', checkout, id, String(runs)],
    { cwd: checkout, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as Timing;
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--child') {
  const [checkout = '.', id = '', runs = '31'] = rest;
  console.log(JSON.stringify(await timeIn(checkout, id, Number(runs))));
} else {
  const [b, id, pairsText = '10', runsText = '31'] = rest;
  if (first === undefined || b === undefined || id === undefined) {
    console.error(
      'usage: npx tsx scripts/bench-ab.ts CHECKOUT_A CHECKOUT_B WORKLOAD [PAIRS] [RUNS]',
    );
    process.exit(2);
  }
  const [a, pairs, runs] = [resolve(first), Number(pairsText), Number(runsText)];
  console.log(`A ${a}\nB ${resolve(b)}\n${id}, ${pairs} pairs; load ${loadAverage()}`);
  const wallSpeeds: number[] = [];
  const cpuSpeeds: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    let x: Timing;
    let y: Timing;
    if (i % 2 === 0) {
      x = timeApart(a, id, runs);
      y = timeApart(resolve(b), id, runs);
    } else {
      y = timeApart(resolve(b), id, runs);
      x = timeApart(a, id, runs);
    }
    wallSpeeds.push(x.wall / y.wall);
    cpuSpeeds.push(x.cpu / y.cpu);
    console.log(
      `pair ${i + 1}: A ${x.wall.toFixed(3)} µs wall, ${x.cpu.toFixed(3)} µs CPU; B ${y.wall.toFixed(3)}, ${y.cpu.toFixed(3)}; load ${loadAverage()}`,
    );
  }
  console.log(
    `B runs ×${median(wallSpeeds).toFixed(3)} as fast as A by wall clock, ×${median(cpuSpeeds).toFixed(3)} by CPU time (medians of ${cpuSpeeds.length} pairs); load ${loadAverage()}`,
  );
}
