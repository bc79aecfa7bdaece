// Hostile live streams in Chromium: the run stops at its caps with the message, the heap stays
// bounded (measured through CDP after a garbage collection), and a never-ending stream stops on
// Stop. Frame gaps (the longest time between two animation frames while the stream runs) are
// measured and reported in the test's annotations, not asserted: the machine is shared and noisy.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import { startHostileAgent, type HostileAgent } from '../helpers/live-agent/hostile';
import { collectCspViolations, openApp, setTheme, THEMES } from './helpers/app';

const agent = (path: string) => `http://127.0.0.1:${LIVE_AGENT_PORT}/${path}`;

let hostile: HostileAgent;
test.beforeAll(async () => {
  hostile = await startHostileAgent(0);
});
test.afterAll(async () => {
  await hostile.close();
});

const MIB = 1024 * 1024;

/** Adds the SDK's 0.3 screening agent by URL, then points the live setup at a hostile path. */
async function aimAt(page: Page, path: string) {
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(agent('v03/screening'));
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption('screening (SDK 0.3)');
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  await setup.getByLabel('JSON-RPC endpoint').fill(`${hostile.origin}${path}`);
  await setup.getByLabel('A2A version').selectOption('0.3');
  return setup;
}

const send = (setup: ReturnType<Page['getByRole']>) =>
  setup.getByRole('button', { name: /^Send (anyway|to live agent)$/ }).click();

/** Starts recording the longest gap between animation frames. */
const watchFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { gaps: number[][]; watching: boolean };
    w.gaps = [];
    w.watching = true;
    const start = performance.now();
    let last = start;
    const tick = (now: number) => {
      if (now - last > 100) w.gaps.push([Math.round(last - start), Math.round(now - last)]);
      last = now;
      if (w.watching) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
/** The gaps over 100 ms, as [ms from the start, length in ms]. */
const gapsOver100 = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { gaps: number[][]; watching: boolean };
    w.watching = false;
    return w.gaps;
  });

/** The page's JS heap in use after a full garbage collection, in bytes. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const taskRegion = (page: Page) => page.getByRole('region', { name: 'Task' });

test.describe('hostile live streams', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const { path, what, message } of [
    { path: '/big', what: '5,000 events of 10 kB (50 MB)', message: 'limit of 16 MiB' },
    { path: '/many', what: '200,000 events', message: 'limit of 10,000 events' },
  ]) {
    test(`a stream of ${what} stops at its cap, with the heap bounded`, async ({ page }) => {
      const problems = await collectCspViolations(page);
      const setup = await aimAt(page, path);
      const cdp = await page.context().newCDPSession(page);
      const before = await heapAfterGc(cdp);
      await watchFrames(page);
      const started = Date.now();
      await send(setup);
      const alert = taskRegion(page).getByRole('alert');
      await expect(alert).toContainText('RUN_LIMIT', { timeout: 150_000 });
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('keeps everything read up to the limit');
      const gaps = await gapsOver100(page);
      const gap = Math.max(0, ...gaps.map(([, length]) => length ?? 0));
      const seconds = (Date.now() - started) / 1000;
      const after = await heapAfterGc(cdp);
      test.info().annotations.push({
        type: 'measured',
        description: `${path}: worst frame gap ${gap} ms over ${seconds.toFixed(1)} s (gaps over 100 ms at [start, length]: ${JSON.stringify(gaps)}); heap ${(before / MIB).toFixed(1)} → ${(after / MIB).toFixed(1)} MiB after GC`,
      });
      console.log(test.info().annotations.at(-1)?.description);
      // What the run keeps is bounded by its caps: 16 MiB of events, held about three times
      // over (the JSON as parsed, the task it became, the transcript's copy), plus the app.
      expect(after - before).toBeLessThan(100 * MIB);
      // The timeline is drawn in a window: a handful of rows, not thousands.
      const rows = await page
        .getByRole('list', { name: 'Event log' })
        .getByRole('listitem')
        .count();
      expect(rows).toBeLessThan(200);
      await expect(
        page.getByText(/events\. Only the rows near the view are drawn/).first(),
      ).toBeVisible();
      problems.expectNone();
    });
  }

  test('a never-ending stream stops when the user presses Stop, keeping what came', async ({
    page,
  }) => {
    const setup = await aimAt(page, '/endless');
    await send(setup);
    const task = taskRegion(page);
    await expect(task.getByRole('button', { name: 'Stop stream' })).toBeVisible();
    // Let some events arrive, then stop.
    await expect
      .poll(async () => page.getByRole('list', { name: 'Event log' }).getByRole('listitem').count())
      .toBeGreaterThan(8);
    await task.getByRole('button', { name: 'Stop stream' }).click();
    await expect(task.getByRole('button', { name: 'Stop stream' })).toHaveCount(0);
    await expect(task.getByRole('alert')).toContainText('ABORTED');
    const kept = await page.getByRole('list', { name: 'Event log' }).getByRole('listitem').count();
    expect(kept).toBeGreaterThan(8);
  });

  test('a capped run in the Lifecycle panel, light and dark', async ({ page }) => {
    const setup = await aimAt(page, '/flood');
    await setup.getByLabel('Read at most (events)').fill('300');
    await send(setup);
    await expect(taskRegion(page).getByRole('alert')).toContainText('limit of 300 events', {
      timeout: 60_000,
    });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await taskRegion(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-streams-capped-${theme}.png` });
      await page.getByRole('list', { name: 'Event log' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-streams-log-${theme}.png` });
    }
  });
});
