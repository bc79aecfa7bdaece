// Prints the CI's closing line, "N passed, N failed", over the vitest and Playwright JSON reports.
// A report that is missing (its step never ran) is named and counts nothing.
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, playwrightPath] = process.argv.slice(2);

/** @param {string | undefined} path */
function readJson(path) {
  if (path === undefined || !existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const counts = [];
const vitest = readJson(vitestPath);
if (vitest === undefined) console.log('vitest: no report (the step did not run to the end)');
else {
  const passed = Number(vitest.numPassedTests ?? 0);
  const failed = Number(vitest.numFailedTests ?? 0);
  counts.push({ passed, failed });
  console.log(`vitest: ${passed} passed, ${failed} failed`);
}
const playwright = readJson(playwrightPath);
if (playwright === undefined)
  console.log('playwright: no report (the step did not run to the end)');
else {
  const stats = playwright.stats ?? {};
  const passed = Number(stats.expected ?? 0) + Number(stats.flaky ?? 0);
  const failed = Number(stats.unexpected ?? 0);
  counts.push({ passed, failed });
  console.log(`playwright: ${passed} passed, ${failed} failed`);
}
const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const failed = counts.reduce((sum, c) => sum + c.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
