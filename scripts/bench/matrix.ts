// The policy matrix at 100 callers × 1,000 cards for `npm run bench`, in headless Chromium. The
// page opens on a light panel with the workspace saved; then, per run, the matrix is opened (the
// first time in that page, so its verdicts are computed then) and timed to the frame after its
// table shows, in wall time and in main-thread CPU time (from a trace, which the machine's other
// work does not inflate); the verdict computation's own measure; then frame times while the
// table scrolls. Printed, never asserted.
import type { Browser } from 'playwright-core';
import { MATRIX_MEASURE } from '../../src/panels/matrix/measure';
import { STORAGE_KEY } from '../../src/store/persistence';
import { matrixWorkspace, savedText } from './browser-workspaces';
import { seededContext } from './seeded-context';

export interface MatrixFigures {
  /** Opening the panel until the frame after its table showed, per run (wall time). */
  readonly openMs: number[];
  /** The main thread's CPU time over the same span, per run. */
  readonly openCpuMs: number[];
  /** The verdict computation's measure, per run. */
  readonly computeMs: number[];
  /** Time between frames while the table scrolls, every frame of every run. */
  readonly frameMs: number[];
  /** The summary line the panel shows. */
  readonly summary: string;
}

const OPEN = 'bench:matrix-open';
const SHOWN = 'bench:matrix-shown';

// The page runs these as text: functions compiled for Node carry helpers the page lacks.
const OPEN_MATRIX = `new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('.matrix-table') === null) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const shown = performance.mark(${JSON.stringify(SHOWN)});
      resolve(shown.startTime - open.startTime);
    }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const open = performance.mark(${JSON.stringify(OPEN)});
  location.hash = '#/matrix';
})`;

/** Scrolls the table's region 40 px a frame (back to the top at the end) for `frames` frames. */
const SCROLL = (frames: number) => `new Promise((resolve) => {
  const box = document.querySelector('.matrix-scroll');
  if (box === null) return resolve([]);
  const gaps = [];
  let last = -1;
  const frame = (now) => {
    if (last >= 0) gaps.push(now - last);
    last = now;
    if (gaps.length >= ${frames}) return resolve(gaps);
    box.scrollTop = box.scrollTop + box.clientHeight >= box.scrollHeight - 1 ? 0 : box.scrollTop + 40;
    box.scrollLeft = (box.scrollLeft + 24) % Math.max(1, box.scrollWidth - box.clientWidth);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

interface TraceEvent {
  readonly name: string;
  readonly pid: number;
  /** The thread's own clock (its CPU time), in microseconds. */
  readonly tts?: number;
}

/** Main-thread CPU time between two user-timing marks: the difference of their thread clocks. */
function cpuBetween(events: readonly TraceEvent[], from: string, to: string): number {
  const start = events.find((e) => e.name === from);
  const end = events.find((e) => e.name === to && e.pid === start?.pid);
  if (start?.tts === undefined || end?.tts === undefined) return NaN;
  return (end.tts - start.tts) / 1000;
}

async function openOnce(browser: Browser, url: string, saved: string) {
  const context = await seededContext(browser, STORAGE_KEY, saved);
  const tab = await context.newPage();
  await tab.goto(`${url}#/envelopes`);
  await tab.getByRole('heading', { level: 1, name: 'Envelopes' }).waitFor({ timeout: 120_000 });
  await tab.waitForTimeout(500);
  await browser.startTracing(tab, { categories: ['blink.user_timing'] });
  const openMs = await tab.evaluate<number>(OPEN_MATRIX);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const computeMs = await tab.evaluate(
    (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? NaN,
    MATRIX_MEASURE,
  );
  const summary = (await tab.locator('.matrix-summary').textContent()) ?? '';
  await tab.waitForTimeout(200);
  const frameMs = await tab.evaluate<number[]>(SCROLL(120));
  await context.close();
  return {
    openMs,
    openCpuMs: cpuBetween(trace.traceEvents, OPEN, SHOWN),
    computeMs,
    frameMs,
    summary,
  };
}

/** `runs` first openings of the matrix, each in a fresh page. */
export async function matrixFigures(browser: Browser, url: string, runs: number) {
  const saved = savedText(matrixWorkspace(100, 1000));
  const runsDone = [];
  for (let run = 0; run < runs; run += 1) runsDone.push(await openOnce(browser, url, saved));
  const figures: MatrixFigures = {
    openMs: runsDone.map((r) => r.openMs),
    openCpuMs: runsDone.map((r) => r.openCpuMs),
    computeMs: runsDone.map((r) => r.computeMs),
    frameMs: runsDone.flatMap((r) => r.frameMs),
    summary: runsDone.at(-1)?.summary ?? '',
  };
  return figures;
}
