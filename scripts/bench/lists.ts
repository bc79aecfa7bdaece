// Long lists for `npm run bench`: the Cards list, Discovery's listed and hidden cards and
// Admission's verdicts on the two large workspaces, in headless Chromium. For each, the time from
// switching to the panel to the first frame with its list on screen, then frame times while the
// list scrolls at a steady pace with the main thread's CPU time per frame from a trace, and how
// many rows the page holds. Printed, never asserted.
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEY } from '../../src/store/persistence';
import type { Workspace } from '../../src/store/workspace';
import { graphWorkspace, matrixWorkspace, savedText } from './browser-workspaces';
import { seededContext } from './seeded-context';
import { tracedCpu } from './trace-cpu';

interface ListCase {
  readonly route: string;
  /** The list that must be on screen for the panel to count as drawn. */
  readonly list: string;
  /** What scrolls it: a selector for the list's own box, or 'page'. */
  readonly scroller: string;
  /** A row of any of the panel's long lists. */
  readonly rows: string;
}

const CASES: readonly ListCase[] = [
  {
    route: 'cards',
    list: '.cards-list-items',
    scroller: '.cards-list',
    rows: '.cards-list-item',
  },
  {
    route: 'discovery',
    list: '.discovery-cards',
    scroller: 'page',
    rows: '.discovery-card',
  },
  {
    route: 'admission',
    list: '.admission-verdicts',
    scroller: 'page',
    rows: '.admission-verdict',
  },
];

const WORKSPACES: readonly { readonly label: string; readonly make: () => Workspace }[] = [
  { label: '100 callers × 1,000 agents', make: () => matrixWorkspace(100, 1000) },
  { label: '300 agents, 20 callers, 1,000 hops', make: () => graphWorkspace(300, 1000) },
];

export interface ListFigures {
  readonly workspace: string;
  readonly route: string;
  /** Switching to the panel until the frame after its list appeared, per run. */
  readonly renderMs: number[];
  /** Time between frames while scrolling, every frame of every run. */
  readonly frameMs: number[];
  /** The renderer main thread's CPU time per scrolled frame (CDP trace): all of it, and script. */
  readonly mainMsPerFrame: number;
  readonly scriptMsPerFrame: number;
  /** Rows in the page once drawn, and how many the list holds. */
  readonly rowsInPage: number;
}

// The page runs these as text: functions compiled for Node carry helpers the page lacks.

/** Switches from a light panel to `route` and times it to the frame after the list shows. */
function timeSwitch(page: Page, route: string, list: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(list)}) === null) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    location.hash = ${JSON.stringify(`#/${route}`)};
  })`);
}

/** Scrolls `scroller` by `step` pixels a frame for `frames` frames; the gaps between frames. */
function scrollFrames(page: Page, scroller: string, step: number, frames: number) {
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const box = ${JSON.stringify(scroller)} === 'page'
      ? document.scrollingElement ?? document.documentElement
      : document.querySelector(${JSON.stringify(scroller)});
    if (box === null) return resolve([]);
    box.scrollTop = 0;
    const gaps = [];
    let last = -1;
    const frame = (now) => {
      if (last >= 0) gaps.push(now - last);
      last = now;
      if (gaps.length >= ${frames}) return resolve(gaps);
      box.scrollTop += ${step};
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

async function measureCase(
  browser: Browser,
  url: string,
  saved: string,
  c: ListCase,
  runs: number,
): Promise<Omit<ListFigures, 'workspace'>> {
  const context = await seededContext(browser, STORAGE_KEY, saved);
  const page = await context.newPage();
  await page.goto(`${url}#/${c.route}`);
  await page.locator(c.list).first().waitFor({ timeout: 120_000 });
  const renderMs: number[] = [];
  const frameMs: number[] = [];
  let mainUs = 0;
  let scriptUs = 0;
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate(() => (location.hash = '#/envelopes'));
    await page.locator(c.list).first().waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForTimeout(200);
    renderMs.push(await timeSwitch(page, c.route, c.list));
    await page.waitForTimeout(200);
    const { result, cpu } = await tracedCpu(context, page, () =>
      scrollFrames(page, c.scroller, 150, 120),
    );
    frameMs.push(...result);
    mainUs += cpu.mainUs;
    scriptUs += cpu.scriptUs;
  }
  const rowsInPage = await page.locator(c.rows).count();
  await context.close();
  const perFrame = (us: number) => us / 1000 / Math.max(1, frameMs.length);
  return {
    route: c.route,
    renderMs,
    frameMs,
    mainMsPerFrame: perFrame(mainUs),
    scriptMsPerFrame: perFrame(scriptUs),
    rowsInPage,
  };
}

/** Every list on every large workspace, `runs` switches and scrolls each. */
export async function listFigures(browser: Browser, url: string, runs = 3) {
  const figures: ListFigures[] = [];
  for (const w of WORKSPACES) {
    const saved = savedText(w.make());
    for (const c of CASES) {
      figures.push({ workspace: w.label, ...(await measureCase(browser, url, saved, c, runs)) });
    }
  }
  return figures;
}
