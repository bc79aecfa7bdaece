// The enterprise example's first view, as a presenter opens it: at 1440 × 900 the page does not
// scroll, every node, the zoom buttons and the overview are on screen, and every node name draws
// at 9 px or more (its font size times the canvas's zoom); hop labels, which would draw smaller,
// are hidden until zoomed in. The notice that says the example opened lies over the page: the
// canvas does not move when it comes or goes, and it goes by itself. At 1024 × 768 the canvas is
// on screen whole too, and at 390 × 844 it is whole once scrolled to, with nothing cut.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, openApp, setTheme } from './helpers/app';

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const scenario = (page: Page) => page.getByRole('combobox', { name: 'Open a built-in scenario' });
const canvasBox = async (page: Page): Promise<Rect> => {
  const box = await page.locator('.graph-canvas').boundingBox();
  if (box === null) throw new Error('no canvas');
  return box;
};

/** Opens the enterprise example over the bank one, without pressing Fit view. */
async function openEnterprise(page: Page) {
  await openApp(page, '#/graph');
  await expect(page.locator('.react-flow__node')).toHaveCount(4);
  await scenario(page).selectOption({ label: 'Enterprise example' });
  await expect(page.locator('.react-flow__node, .graph-far-node')).toHaveCount(9 + 38 + 1);
}

/** The rendered size of node names and hop labels: font size times the canvas's zoom. */
function renderedText(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector('.react-flow__viewport');
    if (viewport === null) throw new Error('no viewport');
    const zoom = new DOMMatrix(getComputedStyle(viewport).transform).a;
    const sizes = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => Number.parseFloat(getComputedStyle(el).fontSize) * zoom);
    return {
      zoom,
      names: sizes('.graph-node-name'),
      levels: sizes('.graph-level'),
      labels: sizes('.graph-edge-label'),
      // Each name whole: not cut to fewer lines than it needs, nor wider than its node.
      cut: [...document.querySelectorAll<HTMLElement>('.graph-node-name')]
        .filter(
          (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        )
        .map((el) => el.textContent),
    };
  });
}

/** Every node box and the canvas's controls, each entirely inside `area`. */
async function outside(page: Page, area: Rect): Promise<string[]> {
  return page.evaluate((a) => {
    const found: string[] = [];
    const things = document.querySelectorAll(
      '.react-flow__node, .graph-far-node, .react-flow__controls, .graph-overview',
    );
    for (const el of things) {
      const r = el.getBoundingClientRect();
      const inside =
        r.left >= a.x - 0.5 &&
        r.top >= a.y - 0.5 &&
        r.right <= a.x + a.width + 0.5 &&
        r.bottom <= a.y + a.height + 0.5;
      if (!inside) found.push(el.getAttribute('data-id') ?? el.className);
    }
    return found;
  }, area);
}

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`the enterprise example opens readable, whole and on screen (${theme})`, async ({
      page,
    }) => {
      await openApp(page, '#/graph');
      await setTheme(page, theme);
      await expect(page.locator('.react-flow__node')).toHaveCount(4);
      const before = await canvasBox(page);
      await scenario(page).selectOption({ label: 'Enterprise example' });
      const notice = page.getByRole('status').filter({ hasText: 'Opened Enterprise example.' });
      await expect(notice).toBeVisible();
      await expect(page.locator('.react-flow__node, .graph-far-node')).toHaveCount(48);
      // The notice lies over the page: the canvas is where it was, and as large.
      expect(await canvasBox(page)).toEqual(before);
      const text = await renderedText(page);
      expect(text.names).toHaveLength(48);
      expect(Math.min(...text.names)).toBeGreaterThanOrEqual(9);
      expect(Math.min(...text.levels)).toBeGreaterThanOrEqual(9);
      // Hop labels would draw at 11 px × zoom, under 9: none is shown.
      expect(text.zoom * 11).toBeLessThan(9);
      expect(text.labels).toEqual([]);
      expect(text.cut).toEqual([]);
      // …and the strip says how to read them.
      await expect(page.locator('.graph-strip-summary')).toContainText('Select a hop');
      // Nothing below the window, and every node and control inside it.
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(0);
      expect(await outside(page, { x: 0, y: 0, width: 1440, height: 900 })).toEqual([]);
      expect(await outside(page, before)).toEqual(['graph-overview']);
      await expectNoA11yViolations(page, { label: `the enterprise graph's first view, ${theme}` });
      // The notice goes by itself, and the canvas stays where it is.
      await expect(notice).toBeHidden({ timeout: 12_000 });
      expect(await canvasBox(page)).toEqual(before);
    });
  }
});

for (const size of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('the enterprise graph is whole on screen, its toolbar and legend uncut', async ({
      page,
    }) => {
      await openEnterprise(page);
      const canvas = page.locator('.graph-canvas');
      await canvas.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const box = await canvasBox(page);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      const inCanvas = await outside(page, box);
      expect(inCanvas.filter((name) => name !== 'graph-overview')).toEqual([]);
      if (size.width === 1024) {
        // No scrolling needed to see it.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect((await canvasBox(page)).y + box.height).toBeLessThanOrEqual(size.height);
      }
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.graph-toolbar *, .graph-strip *')]
          .filter((el) => getComputedStyle(el).display !== 'inline' && el.clientWidth > 1)
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'INPUT')
          .map((el) => `${el.tagName}.${el.className}`),
      );
      expect(cut).toEqual([]);
    });
  });
}

test('a notice stays while pointed at, and an error stays until closed', async ({ page }) => {
  await openApp(page, '#/graph');
  await scenario(page).selectOption({ label: 'Enterprise example' });
  const notice = page.getByRole('status').filter({ hasText: 'Opened Enterprise example.' });
  await expect(notice).toBeVisible();
  await notice.hover();
  // Past its six seconds, held by the pointer.
  await page.waitForTimeout(7_000);
  await expect(notice).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await page.getByLabel('Workspace file to import').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  const error = page.getByRole('alert').filter({ hasText: 'broken.json could not be imported.' });
  await expect(error).toBeVisible();
  await page.waitForTimeout(7_000);
  await expect(error).toBeVisible();
  // Closed from the keyboard.
  await error.getByRole('button', { name: 'Dismiss message' }).focus();
  await page.keyboard.press('Enter');
  await expect(error).toBeHidden();
});
