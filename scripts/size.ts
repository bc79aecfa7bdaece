// `npm run size`: the gzip size of the JavaScript the first page loads, against the budget.
// Run after `vite build`. Exits 1 over budget or when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks } from './size/initial-chunks';

/** First-page JS budget, gzip level 9, in kB where 1 kB = 1000 bytes. */
const BUDGET_KB = 120;

const dist = resolve(import.meta.dirname, '..', 'dist');
const read = (path: string): string | undefined => {
  const full = join(dist, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const { files, missing } = initialChunks(read);
if (files.length === 0) {
  console.error(
    `size: nothing to measure in ${dist} (missing ${missing.join(', ') || 'entry scripts'})`,
  );
  console.error('size: run `npx vite build` first');
  process.exit(1);
}
for (const file of missing) console.warn(`size: warning: ${file} is imported but not in dist/`);

const rows = files.map((file) => {
  const raw = readFileSync(join(dist, file));
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length));

console.log('JavaScript loaded by the first page (static imports only; lazy chunks excluded)');
console.log('sizes in kB, 1 kB = 1000 bytes; gzip level 9');
for (const row of rows) {
  console.log(
    `  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)} raw  ${kb(row.gzip).padStart(7)} gzip`,
  );
}
const over = total > BUDGET_KB * 1000;
console.log(
  `${over ? 'OVER BUDGET' : 'within budget'}: ${kb(total)} kB gzip of ${BUDGET_KB} kB (${files.length} files)`,
);
process.exit(over ? 1 : 0);
