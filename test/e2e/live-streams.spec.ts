// Hostile live streams in Chromium: the run stops at its caps with the message, the heap stays
// bounded (measured through CDP after a garbage collection), and a never-ending stream stops on
// Stop. Frames while the stream runs (the longest animation frame, and the 95th percentile of the
// intervals between frames) are measured in the page and reported in the test's annotations, not
// asserted: the machine is shared and noisy. LIVE_STREAMS_PROFILE=DIR also writes a CPU profile of
// each stream's run (DIR/<path>.cpuprofile, for Chromium's DevTools), to see where the time went.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import { startHostileAgent, XSS, type HostileAgent } from '../helpers/live-agent/hostile';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

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

/**
 * Starts recording frames in the page: every interval between animation frames, and every long
 * animation frame Chromium reports (PerformanceObserver 'long-animation-frame': frames whose work
 * took over 50 ms). Nothing outside the page looks at it while it records: Playwright's
 * `expect(...).toContainText` polls with an aria snapshot of the page, and those snapshots ran
 * inside the frames being measured (up to tens of ms each), so the run's end is awaited in the
 * page (`runEnds`) and the text asserted only after the measurement stops.
 */
const watchFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { frames: Frames };
    interface Frames {
      intervals: number[];
      long: (number | string)[][];
      watching: boolean;
      observer: PerformanceObserver;
    }
    const start = performance.now();
    const long: (number | string)[][] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        // A frame that began before the recording did (the garbage collection the heap figure
        // forces just before) is not the stream's.
        if (e.startTime < start) continue;
        // The frame's longest script, to say where a long frame went (Chromium's LoAF entries).
        const scripts =
          (e as PerformanceEntry & { scripts?: { invoker: string; duration: number }[] }).scripts ??
          [];
        const top = scripts.reduce<{ invoker: string; duration: number } | undefined>(
          (a, b) => (a === undefined || b.duration > a.duration ? b : a),
          undefined,
        );
        long.push([
          Math.round(e.startTime - start),
          Math.round(e.duration),
          ...(top === undefined ? [] : [`${top.invoker} ${Math.round(top.duration)} ms`]),
        ]);
      }
    });
    observer.observe({ type: 'long-animation-frame' });
    w.frames = { intervals: [], long, watching: true, observer };
    let last = start;
    const tick = (now: number) => {
      w.frames.intervals.push(now - last);
      last = now;
      if (w.frames.watching) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** Resolves in the page once an alert says `text`, looking twice a second (no aria snapshot). */
const runEnds = (page: Page, text: string) =>
  page.evaluate(
    (said) =>
      new Promise<void>((resolve) => {
        const look = () => {
          const alerts = document.querySelectorAll('[role="alert"]');
          if ([...alerts].some((a) => a.textContent?.includes(said))) resolve();
          else setTimeout(look, 500);
        };
        look();
      }),
    text,
  );

/**
 * Resolves once the stream's Stop button has come and gone: it comes with the stream and goes
 * when it ends (looked for in the page twice a second, as runEnds does).
 */
const streamEnds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let seen = false;
        const look = () => {
          const open = [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'Stop stream',
          );
          seen ||= open;
          if (seen && !open) resolve();
          else setTimeout(look, 500);
        };
        look();
      }),
  );

interface FrameFigures {
  /** The longest long animation frame, ms (0 when none passed 50 ms). */
  readonly worst: number;
  /** Long animation frames over 100 ms, as [ms from the start, length in ms]. */
  readonly over100: (number | string)[][];
  /** The 95th percentile of the intervals between animation frames, ms. */
  readonly p95: number;
  /** The longest interval between animation frames, ms. */
  readonly worstGap: number;
  readonly frames: number;
}

/** Stops recording and sums up the frames. */
const frameFigures = (page: Page): Promise<FrameFigures> =>
  page.evaluate(() => {
    const w = window as unknown as {
      frames: {
        intervals: number[];
        long: number[][];
        watching: boolean;
        observer: PerformanceObserver;
      };
    };
    w.frames.watching = false;
    w.frames.observer.disconnect();
    const sorted = [...w.frames.intervals].sort((a, b) => a - b);
    const long = w.frames.long;
    return {
      worst: Math.max(0, ...long.map(([, length]) => Number(length))),
      over100: long.filter(([, length]) => Number(length) > 100),
      p95: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      worstGap: Math.round(sorted.at(-1) ?? 0),
      frames: sorted.length,
    };
  });

const PROFILE_DIR = process.env.LIVE_STREAMS_PROFILE;

/** Starts a CPU profile of the page when LIVE_STREAMS_PROFILE names a folder; returns its end. */
async function profile(cdp: CDPSession, path: string): Promise<() => Promise<void>> {
  if (PROFILE_DIR === undefined || PROFILE_DIR === '') return async () => {};
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile: taken } = await cdp.send('Profiler.stop');
    writeFileSync(
      join(PROFILE_DIR, `${path.replace(/\W/g, '')}.cpuprofile`),
      JSON.stringify(taken),
    );
  };
}

const TRACE_DIR = process.env.LIVE_STREAMS_TRACE;

/**
 * Starts a Chromium trace of the page (style, layout, paint and script, frame by frame) when
 * LIVE_STREAMS_TRACE names a folder; returns its end, which writes DIR/<path>.json.
 */
async function trace(page: Page, path: string): Promise<() => Promise<void>> {
  const browser = page.context().browser();
  if (TRACE_DIR === undefined || TRACE_DIR === '' || browser === null) return async () => {};
  await browser.startTracing(page, {
    path: join(TRACE_DIR, `${path.replace(/\W/g, '')}.json`),
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
    ],
  });
  return async () => {
    await browser.stopTracing();
  };
}

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
      const profiled = await profile(cdp, path);
      const traced = await trace(page, path);
      const started = Date.now();
      await send(setup);
      await runEnds(page, 'RUN_LIMIT');
      const frames = await frameFigures(page);
      await profiled();
      await traced();
      const seconds = (Date.now() - started) / 1000;
      const alert = taskRegion(page).getByRole('alert');
      await expect(alert).toContainText('RUN_LIMIT');
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('keeps everything read up to the limit');
      const after = await heapAfterGc(cdp);
      test.info().annotations.push({
        type: 'measured',
        description: `${path}: worst frame ${frames.worst} ms, p95 frame interval ${frames.p95} ms, worst interval ${frames.worstGap} ms, ${frames.frames} frames over ${seconds.toFixed(1)} s (frames over 100 ms at [start, length]: ${JSON.stringify(frames.over100)}); heap ${(before / MIB).toFixed(1)} → ${(after / MIB).toFixed(1)} MiB after GC`,
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

  for (const [route, what] of [
    ['/run', 'status updates'],
    ['/parts', 'parts appended to one artifact'],
  ] as const) {
    test(`a run of 10,000 ${what} that ends keeps the heap bounded and the log windowed`, async ({
      page,
    }) => {
      const problems = await collectCspViolations(page);
      const setup = await aimAt(page, route);
      // Room for the whole run: it ends on its own, not at a cap.
      await setup.getByLabel('Read at most (events)').fill('20000');
      const cdp = await page.context().newCDPSession(page);
      const before = await heapAfterGc(cdp);
      await watchFrames(page);
      const profiled = await profile(cdp, route);
      const traced = await trace(page, route);
      const started = Date.now();
      await send(setup);
      await streamEnds(page);
      const frames = await frameFigures(page);
      await profiled();
      await traced();
      const seconds = (Date.now() - started) / 1000;
      const after = await heapAfterGc(cdp);
      test.info().annotations.push({
        type: 'measured',
        description: `${route}: worst frame ${frames.worst} ms, p95 frame interval ${frames.p95} ms, worst interval ${frames.worstGap} ms, ${frames.frames} frames over ${seconds.toFixed(1)} s (frames over 100 ms at [start, length]: ${JSON.stringify(frames.over100)}); heap ${(before / MIB).toFixed(1)} → ${(after / MIB).toFixed(1)} MiB after GC`,
      });
      console.log(test.info().annotations.at(-1)?.description);
      await expect(taskRegion(page).getByRole('alert')).toHaveCount(0);
      // The run's frames: ready, the request sent, and the 10,000 events, the last one completed.
      await expect(
        page.getByText('10,002 events. Only the rows near the view are drawn'),
      ).toBeVisible();
      await expect(page.getByText(/^Current state: completed\./)).toBeVisible();
      if (route === '/parts') {
        // The artifact's 9,998 parts: the first 20 drawn, the rest counted.
        await expect(taskRegion(page).getByText('9,978 more parts, 9,998 in all.')).toBeVisible();
      }
      // 10,000 events of 250 bytes (2.5 MB), held a few times over, plus the app.
      expect(after - before).toBeLessThan(60 * MIB);
      const rows = await page
        .getByRole('list', { name: 'Event log' })
        .getByRole('listitem')
        .count();
      expect(rows).toBeLessThan(200);
      // The transcript, drawn a frame behind the rest, has every event once the stream ends.
      await expect(
        page
          .getByRole('tabpanel', { name: 'Wire transcript' })
          .getByText(/^10,002 events in the transcript\./),
      ).toBeVisible();
      // The log followed the stream within its own box: its last event is the current row, in view.
      await expect
        .poll(() =>
          page.getByRole('list', { name: 'Event log' }).evaluate((list) => {
            const current = list.querySelector('[aria-current="step"]');
            const row = current?.closest<HTMLElement>('[data-row-index]');
            const at = current?.getBoundingClientRect();
            const box = list.closest('.lifecycle-log-scroll')?.getBoundingClientRect();
            if (row == null || at === undefined || box === undefined) return 'no current row';
            const seen = at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
            return `row ${row.dataset.rowIndex} ${seen ? 'in view' : 'out of view'}`;
          }),
        )
        .toBe('row 10001 in view');
      problems.expectNone();
    });
  }

  for (const [route, what] of [
    ['run', 'status updates'],
    ['parts', 'parts appended to one artifact'],
  ] as const) {
    test(`a run of ${what} holds memory in step with its events, not with their square`, async ({
      page,
    }) => {
      // Each event is kept once (AppendLog: appended, never copied), and the frames' tasks share one
      // artifact's growing parts (grown-list.ts), so what a run holds after a garbage collection
      // grows with its events. A log or a parts list copied into every frame would grow with the
      // square of them: 16 times the heap for 4 times the events. Every run is in one page, after
      // a small one that loads the live code, and each new run lets the one before it go: a run's
      // heap is measured against the page's after that first small run.
      const setup = await aimAt(page, `/${route}?events=100`);
      await setup.getByLabel('Read at most (events)').fill('20000');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const scriptSeconds = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
          ?.value ?? 0;
      const runTo = async (events: number) => {
        await setup
          .getByLabel('JSON-RPC endpoint')
          .fill(`${hostile.origin}/${route}?events=${events}`);
        await send(setup);
        // The log counts the ready frame, the request and every event once the run has ended (a
        // short run can come and go between two looks for its Stop button, so that is not waited for).
        await expect(
          page.getByText(
            `${(events + 2).toLocaleString('en')} events. Only the rows near the view`,
          ),
        ).toBeVisible({ timeout: 120_000 });
        await expect(taskRegion(page).getByRole('button', { name: 'Stop stream' })).toHaveCount(0);
      };
      await runTo(100);
      const base = await heapAfterGc(cdp);
      const figures: { events: number; heap: number; script: number }[] = [];
      for (const events of [2_500, 10_000]) {
        const scriptBefore = await scriptSeconds();
        await runTo(events);
        const script = (await scriptSeconds()) - scriptBefore;
        figures.push({ events, heap: (await heapAfterGc(cdp)) - base, script });
      }
      const [small, large] = figures;
      if (small === undefined || large === undefined) throw new Error('two runs');
      test.info().annotations.push({
        type: 'measured',
        description: figures
          .map(
            (f) =>
              `/${route} ${f.events} events: heap +${(f.heap / MIB).toFixed(1)} MiB after GC (${Math.round(f.heap / f.events)} B/event), script ${(f.script * 1000).toFixed(0)} ms (${((f.script * 1e6) / f.events).toFixed(0)} µs/event)`,
          )
          .join('; '),
      });
      console.log(test.info().annotations.at(-1)?.description);
      expect(small.heap).toBeGreaterThan(0);
      expect(large.heap / small.heap).toBeLessThan(8);
    });
  }

  test('Envelopes shows a task of 1,998 streamed parts with its steps as a number and its long values cut', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const setup = await aimAt(page, '/parts?events=2000');
    await send(setup);
    await expect(
      page.getByText('2,002 events. Only the rows near the view are drawn'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Envelopes' }).click();
    // 2,002 steps: a number field, not a select of 2,002 options.
    const step = page.getByRole('spinbutton', { name: /^Step shown/ });
    await expect(step).toHaveValue('2002');
    await expect(page.locator('option')).toHaveCount(4); // the header's scenario menu only
    // The A2A JSON draws its first 2,000 lines; the kernel's output text its first 2,000 characters.
    const a2a = page.getByRole('region', { name: 'A2A 0.3 task' });
    await expect(
      a2a.getByText(/more lines not drawn, [\d,]+ in all; Copy and Download carry them all\./),
    ).toBeVisible();
    const kernel = page.getByRole('region', { name: 'Kernel task' });
    await expect(
      kernel.getByRole('button', { name: /^Show [\d,]+ more characters$/ }),
    ).toBeVisible();
    // Stepping by number: after the ready frame, the request and the task, step 4 is the first part.
    await step.fill('4');
    await step.press('Enter');
    await expect(page.getByText(/^of 2,002 · artifact streamed$/).first()).toBeVisible();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`envelopes-parts-${theme}.png`) });
    }
    problems.expectNone();
  });

  test('the 50 MB stream read to its end under a raised cap keeps the heap within the cap', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const setup = await aimAt(page, '/big');
    // Room for all 5,000 events of 10 kB: the stream ends when the agent closes it.
    await setup.getByLabel('Read at most (MiB)').fill('64');
    const cdp = await page.context().newCDPSession(page);
    const before = await heapAfterGc(cdp);
    await watchFrames(page);
    const started = Date.now();
    await send(setup);
    await streamEnds(page);
    const frames = await frameFigures(page);
    const seconds = (Date.now() - started) / 1000;
    const after = await heapAfterGc(cdp);
    test.info().annotations.push({
      type: 'measured',
      description: `/big to its end: worst frame ${frames.worst} ms, p95 frame interval ${frames.p95} ms, worst interval ${frames.worstGap} ms, ${frames.frames} frames over ${seconds.toFixed(1)} s (frames over 100 ms at [start, length]: ${JSON.stringify(frames.over100)}); heap ${(before / MIB).toFixed(1)} → ${(after / MIB).toFixed(1)} MiB after GC`,
    });
    console.log(test.info().annotations.at(-1)?.description);
    // No cap was met: the run holds the agent's first task and its 5,000 events, after the ready
    // frame and the request.
    await expect(taskRegion(page).getByText('RUN_LIMIT')).toHaveCount(0);
    await expect(
      page.getByText('5,003 events. Only the rows near the view are drawn'),
    ).toBeVisible();
    // 50 MB of events read is held as parsed (about 50 MiB of strings), never copied per event.
    expect(after - before).toBeLessThan(64 * MIB + 40 * MIB);
    problems.expectNone();
  });

  test('an agent that puts markup and script URLs in every text field runs none of it', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const setup = await aimAt(page, '/xss');
    await send(setup);
    const task = taskRegion(page);
    // The error that ends the stream is shown with its message as text.
    await expect(task.getByRole('alert').filter({ hasText: '-32603' })).toContainText(XSS[1]);
    /** Nothing ran, and no view made an element, a handler or a link of what the agent sent. */
    const nothingRan = async (where: string) => {
      const found = await page.evaluate(() => ({
        ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
        made: document.querySelectorAll(
          'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:"], script:not([src])',
        ).length,
      }));
      expect(found, where).toEqual({ ran: null, made: 0 });
    };
    // The transcript shows the payloads as text, as they crossed.
    const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
    await expect(transcript.getByText(XSS[0], { exact: false }).first()).toBeAttached();
    await nothingRan('the transcript');
    await page.getByRole('tab', { name: 'Conformance' }).click();
    await nothingRan('the conformance tab');
    // The frame with the agent's status message, in the task card and the event log.
    await page.getByRole('list', { name: 'Event log' }).getByRole('button').nth(4).click();
    await expect(task.getByText(XSS[2], { exact: false }).first()).toBeAttached();
    await nothingRan('the task card');
    await page.getByRole('link', { name: 'Envelopes' }).click();
    await expect(page.getByText(XSS[1], { exact: false }).first()).toBeAttached();
    await nothingRan('Envelopes');
    problems.expectNone();
  });

  test('a never-ending stream stops when the user presses Stop, keeping what came', async ({
    page,
  }) => {
    const setup = await aimAt(page, '/endless');
    // On a CPU eight times slower, a deferred transcript draw was restarted by every event of this
    // stream and never finished: the transcript stayed empty for all 10 s it was watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await send(setup);
    const task = taskRegion(page);
    await expect(task.getByRole('button', { name: 'Stop stream' })).toBeVisible();
    // Let some events arrive, then stop.
    await expect
      .poll(async () => page.getByRole('list', { name: 'Event log' }).getByRole('listitem').count())
      .toBeGreaterThan(8);
    // The transcript follows the stream: the count it shows goes on growing while events come.
    const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
    const counted = async () =>
      Number(
        /(\d+) events in the transcript/.exec((await transcript.textContent()) ?? '')?.[1] ?? 0,
      );
    await expect.poll(counted).toBeGreaterThan(20);
    const first = await counted();
    await expect.poll(counted).toBeGreaterThan(first + 20);
    await expect(task.getByRole('button', { name: 'Stop stream' })).toBeVisible();
    await task.getByRole('button', { name: 'Stop stream' }).click();
    await expect(task.getByRole('button', { name: 'Stop stream' })).toHaveCount(0);
    await expect(task.getByRole('alert')).toContainText('ABORTED');
    const kept = await page.getByRole('list', { name: 'Event log' }).getByRole('listitem').count();
    expect(kept).toBeGreaterThan(8);
    // Once the stream has stopped, the transcript holds every event the log does, and draws the
    // rows in view.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const list = page.locator('.lifecycle-transcript-frames');
    await list.scrollIntoViewIfNeeded();
    await expect(list.locator('.lifecycle-transcript-frame').first()).toBeVisible();
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
