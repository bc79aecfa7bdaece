// First and largest contentful paint of the built app, cold, per route: a fresh browser context
// (empty cache and storage) per load, the paints read from the page's own performance timeline,
// with the element the largest paint was of and whether the panel's loading line was ever shown.
import type { Browser } from 'playwright-core';
import { PANELS } from '../../src/app/panels';

export interface PaintFigures {
  readonly route: string;
  readonly fcp: number[];
  readonly lcp: number[];
  /** The largest contentful paint's element per load (`p.matrix-intro`; `(no element)` for text a form control draws). */
  readonly lcpElement: string[];
  /** Loads in which the panel's loading line entered the page before the panel. */
  readonly fallbackShown: number;
}

// The page runs this as text: functions compiled for Node carry helpers the page lacks.
const WATCH_FALLBACK = `new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node.nodeType === 1 && (node.matches('[role="status"].loading') || node.querySelector('[role="status"].loading')))
        window.__fallbackShown = true;
}).observe(document, { childList: true, subtree: true });`;

const READ_PAINTS = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const describe = (el) => el ? el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() !== '' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(no element)';
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    resolve({ fcp, lcp: last?.startTime ?? NaN, element: describe(last?.element), fallback: window.__fallbackShown === true });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ fcp, lcp: NaN, element: '(none)', fallback: window.__fallbackShown === true }), 1000);
})`;

interface Paint {
  readonly fcp: number;
  readonly lcp: number;
  readonly element: string;
  readonly fallback: boolean;
}

async function coldLoad(browser: Browser, url: string, route: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: WATCH_FALLBACK });
  const page = await context.newPage();
  await page.goto(`${url}#/${route}`);
  await page.getByRole('main').waitFor();
  await page.waitForFunction(
    () => document.querySelector('main [role="status"].loading') === null,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  const paint = await page.evaluate<Paint>(READ_PAINTS);
  await context.close();
  return paint;
}

/** `loads` cold loads of every panel's route. */
export async function paintFigures(browser: Browser, url: string, loads: number) {
  const figures: PaintFigures[] = [];
  for (const panel of PANELS) {
    const paints: Paint[] = [];
    for (let i = 0; i < loads; i += 1) paints.push(await coldLoad(browser, url, panel.id));
    figures.push({
      route: `#/${panel.id}`,
      fcp: paints.map((p) => p.fcp),
      lcp: paints.map((p) => p.lcp),
      lcpElement: paints.map((p) => p.element),
      fallbackShown: paints.filter((p) => p.fallback).length,
    });
  }
  return figures;
}
