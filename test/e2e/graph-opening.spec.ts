// How a large graph opens: already fitted, in the band its fitted zoom calls for, and shown within
// a frame of React Flow's viewport appearing. At 300 agents the fitted zoom is far below 0.15,
// where the nodes are plain boxes (far-nodes.tsx) and React Flow draws none of them itself.
import { expect, test, type Page } from '@playwright/test';
import { graphWorkspace, savedText } from '../../scripts/bench/browser-workspaces';
import { STORAGE_KEY } from '../../src/store/persistence';
import { openApp, twoFrames } from './helpers/app';

/** The viewport's transform now, and again after Fit view: they must be the same. */
async function expectFitted(page: Page) {
  const transform = () =>
    page.locator('.react-flow__viewport').evaluate((el) => getComputedStyle(el).transform);
  const before = await transform();
  await page.getByRole('button', { name: 'Fit view', exact: true }).click();
  await twoFrames(page);
  expect(await transform()).toBe(before);
}

interface Opening {
  /** The nodes React Flow added to the page while it loaded, counted from every mutation. */
  readonly nodesAdded: number;
  /** The frame in which React Flow's viewport appeared. */
  readonly viewportAt: number | undefined;
  /** The frame in which the canvas stopped hiding it. */
  readonly shownAt: number | undefined;
}

test('a 300-agent graph opens fitted in its far band: React Flow draws no node, and the graph shows within a frame of its viewport appearing', async ({
  page,
}) => {
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('graph-opening-seeded') !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('graph-opening-seeded', 'yes');
      const seen: { -readonly [K in keyof Opening]: Opening[K] } & { frame: number } = {
        nodesAdded: 0,
        viewportAt: undefined,
        shownAt: undefined,
        frame: 0,
      };
      (window as unknown as { opening: typeof seen }).opening = seen;
      const tick = () => {
        seen.frame += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver((records) => {
        // From the records, not the page as it is now: nodes drawn and taken away again within
        // one task still count.
        for (const record of records) {
          for (const added of record.addedNodes) {
            if (!(added instanceof Element)) continue;
            if (added.matches('.react-flow__node')) seen.nodesAdded += 1;
            seen.nodesAdded += added.querySelectorAll('.react-flow__node').length;
          }
        }
        if (seen.viewportAt === undefined && document.querySelector('.react-flow__viewport'))
          seen.viewportAt = seen.frame;
        const canvas = document.querySelector('.graph-canvas');
        if (
          seen.shownAt === undefined &&
          canvas !== null &&
          !canvas.classList.contains('graph-canvas-fitting')
        )
          seen.shownAt = seen.frame;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    { key: STORAGE_KEY, value: savedText(graphWorkspace(300, 1000)) },
  );
  await openApp(page, '#/graph');
  await page.waitForFunction(() => performance.getEntriesByName('graph:fitted').length > 0, null, {
    timeout: 30_000,
  });
  // A few frames more, for any redraw the opening left behind.
  await twoFrames(page);
  const opening = await page.evaluate(() => (window as unknown as { opening: Opening }).opening);
  // 300 agents and 20 callers, all drawn as plain boxes; React Flow draws none of them.
  await expect(page.locator('.graph-far-node')).toHaveCount(320);
  expect(opening.nodesAdded).toBe(0);
  // Waiting for React Flow's own fitView, queued behind another update of its nodes, showed the
  // graph four frames or more after its viewport appeared.
  expect(opening.viewportAt).toBeDefined();
  expect(opening.shownAt).toBeDefined();
  expect(opening.shownAt! - opening.viewportAt!).toBeLessThanOrEqual(1);
  // Opened fitted: Fit view has nothing left to move.
  await expectFitted(page);
});

test('the bank example opens fitted too, in the band where React Flow draws every node', async ({
  page,
}) => {
  await openApp(page, '#/graph');
  await page.waitForFunction(() => performance.getEntriesByName('graph:fitted').length > 0);
  await expect(page.locator('.react-flow__node')).toHaveCount(4);
  await expectFitted(page);
});
