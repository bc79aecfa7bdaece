// First and largest contentful paint of the built app, cold, per route: a fresh browser context
// (empty cache and storage) per load, the paints read from the page's own performance timeline.
import type { Browser } from 'playwright-core';
import { PANELS } from '../../src/app/panels';

export interface PaintFigures {
  readonly route: string;
  readonly fcp: number[];
  readonly lcp: number[];
}

async function coldLoad(browser: Browser, url: string, route: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}#/${route}`);
  await page.getByRole('main').waitFor();
  await page.waitForFunction(
    () => document.querySelector('main [role="status"].loading') === null,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ fcp, lcp: last?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp: NaN }), 1000);
      }),
  );
  await context.close();
  return paints;
}

/** `loads` cold loads of every panel's route. */
export async function paintFigures(browser: Browser, url: string, loads: number) {
  const figures: PaintFigures[] = [];
  for (const panel of PANELS) {
    const fcp: number[] = [];
    const lcp: number[] = [];
    for (let i = 0; i < loads; i += 1) {
      const paint = await coldLoad(browser, url, panel.id);
      fcp.push(paint.fcp);
      lcp.push(paint.lcp);
    }
    figures.push({ route: `#/${panel.id}`, fcp, lcp });
  }
  return figures;
}
