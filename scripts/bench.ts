// `npm run bench`: our throughput on the reference's workloads, beside the reference's own figures
// from the same run on the same machine. Prints figures only; nothing here passes or fails.
// zod runs as the browser runs it: without its JIT, as the app's Content-Security-Policy requires.
import '../src/app/csp-safe-zod';
import { resolve } from 'node:path';
import { browserFigures } from './bench/browser';
import { nodeSection } from './bench/node-section';
import { referenceBenchPath, runReference } from './bench/reference';
import { recordingFigures } from './bench/recording';
import { formatRows, TARGET_RATIO, type BenchSection } from './bench/report';

const repoRoot = resolve(import.meta.dirname, '..');
const reference = runReference(referenceBenchPath(repoRoot));
if (reference.ok) console.log(`reference: python3 ${reference.path}`);
else console.log(`reference: unavailable (${reference.reason}); printing our figures only`);

/** Each section measures the same workloads one way; more (a browser run) can be appended. */
const sections: readonly BenchSection[] = [nodeSection(reference.ok ? reference.figures : {})];

for (const section of sections) {
  console.log(`\n${section.title}`);
  for (const line of formatRows(await section.rows())) console.log(`  ${line}`);
}
console.log(`\nratio = ours / reference; the target is ${TARGET_RATIO}× or more.`);

console.log('\nRecordings (one delegation stepped event by event; no reference)');
for (const line of recordingFigures()) console.log(`  ${line}`);

console.log('\nBrowser');
for (const line of await browserFigures(repoRoot)) console.log(`  ${line}`);
