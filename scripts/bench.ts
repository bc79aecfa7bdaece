// `npm run bench`: our throughput on the reference's workloads, beside the reference's own figures
// from the same run on the same machine. Prints figures only; nothing here passes or fails.
// zod runs as the browser runs it: without its JIT, as the app's Content-Security-Policy requires.
// BENCH_ROUNDS sets how many interleaved rounds the Node section runs (5 unless set).
// BENCH_NODE=shared times every Node workload in this one process instead of one process each, to
// show what the workloads cost one another (scripts/bench/README.md).
// BENCH_ROWS=drag,graph-large (say) runs only those browser rows, and nothing before them.
import '../src/app/csp-safe-zod';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchRowWanted, browserFigures } from './bench/browser';
import { loadAverage } from './bench/measure';
import { nodeSection } from './bench/node-section';
import { referenceBenchPath, runReference } from './bench/reference';
import { recordingFigures } from './bench/recording';
import { formatRows, TARGET_RATIO, type BenchSection } from './bench/report';
import { WORKLOADS } from './bench/workloads';

const repoRoot = resolve(import.meta.dirname, '..');
console.log(`load average (1, 5, 15 min) at the start: ${loadAverage()}`);
if (benchRowWanted('node')) await nodeAndRecordings();
console.log('\nBrowser');
for (const line of await browserFigures(repoRoot)) console.log(`  ${line}`);
console.log(`\nload average (1, 5, 15 min) at the end: ${loadAverage()}`);

/** The Node workloads beside the reference, and the recordings: every row not in the browser. */
async function nodeAndRecordings() {
  const referencePath = referenceBenchPath(repoRoot);
  const hasReference = existsSync(referencePath);
  if (hasReference) console.log(`reference: python3 ${referencePath}, run once per round`);
  else console.log(`reference: not found at ${referencePath}; printing our figures only`);
  const rounds = Math.max(1, Number.parseInt(process.env.BENCH_ROUNDS ?? '', 10) || 5);

  /** Each section measures the same workloads one way; more (a browser run) can be appended. */
  const sections: readonly BenchSection[] = [
    nodeSection(
      WORKLOADS,
      rounds,
      hasReference ? () => runReference(referencePath) : undefined,
      (line) => console.log(`  ${line}`),
      process.env.BENCH_NODE === 'shared' ? 'shared' : 'process',
    ),
  ];

  for (const section of sections) {
    console.log(`\n${section.title}`);
    const rows = await section.rows();
    for (const line of formatRows(rows)) console.log(`  ${line}`);
  }
  console.log(`\nratio = ours / reference; the target is ${TARGET_RATIO}× or more.`);

  console.log('\nRecordings (one delegation stepped event by event; no reference)');
  for (const line of recordingFigures()) console.log(`  ${line}`);
}
