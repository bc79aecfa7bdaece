// The enterprise example at a projector's, a laptop's and a phone's size: every panel opens at its
// top with focus on its heading, nothing in the shell or the Lifecycle, Envelopes, Cards and Graph
// details is clipped, the phone's header and navigation keep everything in sight, and Envelopes
// breaks its values only between tokens. Export → Import keeps the Lifecycle recording, and the
// graph's focus survives a reload.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openApp, panels, twoFrames, waitForPanel } from './helpers/app';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

async function openEnterprise(page: Page, route = '#/cards') {
  await openApp(page, route);
  await page
    .getByRole('combobox', { name: 'Open a built-in scenario' })
    .selectOption({ label: 'Enterprise example' });
  await expect(page.getByText('Opened Enterprise example.')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
}

/** Starts the streamed screening from the Envelopes empty state and runs it to its end. */
async function recordScreening(page: Page) {
  await page
    .getByRole('navigation', { name: 'Panels' })
    .getByRole('link', { name: 'Envelopes' })
    .click();
  await page.getByRole('button', { name: 'Start the streamed screening' }).click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByRole('combobox', { name: 'Step shown' })).toHaveValue('4');
}

/**
 * Elements under `root` whose text is cut: wider inside than their box, where the box neither
 * scrolls nor lets the text out (overflow hidden or clip), or lets it spill past the edge.
 * Scroll containers are not clipped: what is past their edge is a scroll away.
 */
function clipped(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scrolls = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX === 'auto' || overflowX === 'scroll';
    };
    const found: string[] = [];
    for (const scope of document.querySelectorAll(selector)) {
      for (const el of [scope, ...scope.querySelectorAll('*')]) {
        if (!(el instanceof HTMLElement) || el.closest('.react-flow')) continue;
        const style = getComputedStyle(el);
        // Inline boxes are measured by their block; text kept for screen readers only is 1 px. A
        // text field scrolls its own value (the caret follows it), so its width says nothing.
        if (style.display === 'inline' || style.display === 'none' || el.clientWidth <= 1) continue;
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) continue;
        let inScroller = false;
        for (let up: Element | null = el; up !== null && !inScroller; up = up.parentElement) {
          inScroller = scrolls(up);
          if (up === scope) break;
        }
        if (!inScroller && el.scrollWidth > el.clientWidth + 1) {
          found.push(
            `${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} > ${el.clientWidth})`,
          );
        }
      }
    }
    return found;
  }, root);
}

/**
 * The kept-whole runs (WholeWords) under `root` that a line break cuts in two although they would
 * fit on one line of their block. A run wider than its block may break: it has to.
 */
function brokenWords(page: Page, root: string): Promise<{ words: number; broken: string[] }> {
  return page.evaluate((selector) => {
    const words = [...document.querySelectorAll<HTMLElement>(`${selector} .whole-word`)];
    const broken = words.filter((word) => {
      const range = document.createRange();
      range.selectNodeContents(word);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      if (lines < 2) return false;
      const block = word.parentElement?.closest<HTMLElement>('div, li, td, p, code') ?? word;
      const style = getComputedStyle(block);
      const room =
        block.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      const { whiteSpace, maxWidth, display } = word.style;
      Object.assign(word.style, {
        whiteSpace: 'nowrap',
        maxWidth: 'none',
        display: 'inline-block',
      });
      const natural = word.getBoundingClientRect().width;
      Object.assign(word.style, { whiteSpace, maxWidth, display });
      return natural <= room;
    });
    return { words: words.length, broken: broken.map((w) => w.textContent ?? '') };
  }, root);
}

for (const size of SIZES) {
  test.describe(`the enterprise example at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('every panel opens at its top, its heading in view and focused, from a page scrolled down', async ({
      page,
    }) => {
      await openEnterprise(page);
      const nav = page.getByRole('navigation', { name: 'Panels' });
      for (const { label } of [...panels].reverse()) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await nav.getByRole('link', { name: label, exact: true }).click();
        await waitForPanel(page);
        const heading = page.getByRole('heading', { level: 1, name: label });
        await expect(heading).toBeFocused();
        const box = await heading.boundingBox();
        const header = await page.locator('.app-header').boundingBox();
        // Below the header where it stays on screen, and inside the window.
        const floor =
          (await page.locator('.app-header').evaluate((h) => getComputedStyle(h).position)) ===
          'sticky'
            ? (header?.height ?? 0)
            : 0;
        expect(box !== null && box.y >= floor && box.y + box.height <= size.height, label).toBe(
          true,
        );
      }
    });

    test('nothing in the header, the panel links, Lifecycle, Envelopes or the graph details is clipped', async ({
      page,
    }) => {
      await openEnterprise(page);
      await recordScreening(page);
      expect(await clipped(page, '.app-header')).toEqual([]);
      expect(await clipped(page, '.app-nav')).toEqual([]);
      expect(await clipped(page, '.envelopes')).toEqual([]);
      const nav = page.getByRole('navigation', { name: 'Panels' });
      await nav.getByRole('link', { name: 'Lifecycle' }).click();
      await waitForPanel(page);
      expect(await clipped(page, '.lifecycle')).toEqual([]);
      await nav.getByRole('link', { name: 'Graph' }).click();
      await waitForPanel(page);
      await expect(page.locator('.graph-details')).toBeVisible();
      expect(await clipped(page, '.graph-side')).toEqual([]);
      await nav.getByRole('link', { name: 'Cards' }).click();
      await waitForPanel(page);
      expect(await clipped(page, '.cards-json')).toEqual([]);
    });

    test('nothing in Cards (its form too), Callers, Discovery, Admission or Review is clipped', async ({
      page,
    }) => {
      await openEnterprise(page);
      const nav = page.getByRole('navigation', { name: 'Panels' });
      for (const label of ['Cards', 'Callers', 'Discovery', 'Admission', 'Review']) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await waitForPanel(page);
        expect(await clipped(page, 'main'), label).toEqual([]);
      }
    });

    test('Envelopes breaks its values only between tokens and at the spaces inside strings', async ({
      page,
    }) => {
      await openEnterprise(page);
      await recordScreening(page);
      const { words, broken } = await brokenWords(page, '.envelopes-columns');
      expect(words).toBeGreaterThan(100);
      expect(broken).toEqual([]);
    });
  });
}

test('the check for broken tokens sees a time stamp cut at its hyphens', async ({ page }) => {
  await openApp(page, '#/cards');
  // The stamp fits a line of the box, but laid out inline after other words, the browser's own
  // line breaking cuts it after a hyphen rather than moving it whole.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.className = 'fooled';
    Object.assign(box.style, { width: '24ch', fontFamily: 'monospace', whiteSpace: 'pre-wrap' });
    const word = document.createElement('span');
    word.className = 'whole-word';
    word.style.display = 'inline';
    word.textContent = '2025-01-01T00:00Z';
    box.append('"at": "1234567', word);
    document.body.append(box);
  });
  expect((await brokenWords(page, '.fooled')).broken).toEqual(['2025-01-01T00:00Z']);
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product name stays on one row, every panel link is in sight, the details are full width', async ({
    page,
  }) => {
    await openEnterprise(page, '#/graph');
    const name = page.locator('.brand-name');
    await expect(name).toBeVisible();
    const { height, line } = await name.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(el).lineHeight) || 21,
    }));
    expect(height).toBeLessThan(line * 1.5);
    for (const link of await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('link')
      .all()) {
      const box = await link.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390, await link.innerText()).toBe(
        true,
      );
    }
    const details = await page.locator('.graph-details').boundingBox();
    expect(details?.width).toBeGreaterThan(300);
  });
});

test.describe('at 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the published card JSON wraps its long lines, each number beside its line', async ({
    page,
  }) => {
    await openEnterprise(page);
    const text = page.getByRole('textbox', { name: /^Published card JSON/ });
    await expect(text).toHaveValue(/"description": /);
    const fit = await text.evaluate((area) => {
      // This editor's own numbered lines (the As published pane has an editor of its own).
      const ghost = [...(area.closest('.cards-code')?.querySelectorAll('.cards-code-line') ?? [])];
      const wrapped = ghost.filter((line) => line.getBoundingClientRect().height > 30).length;
      const lines = ghost.reduce((sum, line) => sum + line.getBoundingClientRect().height, 0);
      const { height } = area.style;
      area.style.height = '0px';
      // With no height of its own, the textarea's scrollHeight is its own text's height.
      const own = area.scrollHeight - Number.parseFloat(getComputedStyle(area).paddingTop) * 2;
      area.style.height = height;
      return { sideways: area.scrollWidth - area.clientWidth, wrapped, own, lines };
    });
    expect(fit.sideways).toBe(0);
    expect(fit.wrapped).toBeGreaterThan(0);
    expect(Math.abs(fit.own - fit.lines)).toBeLessThanOrEqual(2);
  });

  test('Export → Import keeps the Lifecycle recording, at the step it was left', async ({
    page,
    browser,
  }) => {
    await openEnterprise(page);
    await recordScreening(page);
    await page.getByRole('button', { name: 'Step back', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Step shown' })).toHaveValue('3');
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('link', { name: 'Lifecycle' })
      .click();
    await waitForPanel(page);
    const log = page.getByRole('list', { name: 'Event log' });
    const events = await log.getByRole('listitem').allTextContents();
    const position = await page.locator('.lifecycle-position').innerText();
    expect(events.length).toBeGreaterThan(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const file = await download.path();
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('recording.run.cursor');

    // Another browser profile: nothing saved, nothing recorded.
    const other = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const fresh = await other.newPage();
    await openApp(fresh, '#/lifecycle');
    await expect(fresh.getByRole('list', { name: 'Event log' })).toHaveCount(0);
    await fresh.getByLabel('Workspace file to import').setInputFiles(file);
    await expect(fresh.getByText(/with its lifecycle recording\.$/)).toBeVisible();
    await expect(fresh.getByRole('list', { name: 'Event log' }).getByRole('listitem')).toHaveText(
      events,
    );
    await expect(fresh.locator('.lifecycle-position')).toHaveText(position);
    await other.close();
  });

  test("the graph's focus survives a reload", async ({ page }) => {
    await openEnterprise(page, '#/graph');
    const focus = page.getByRole('combobox', { name: 'Focus' });
    const second = await focus.locator('option').nth(2).getAttribute('value');
    expect(second).toMatch(/^(caller|path):/);
    await focus.selectOption(second ?? '');
    await twoFrames(page);
    await page.reload();
    await waitForPanel(page);
    await expect(page.getByRole('combobox', { name: 'Focus' })).toHaveValue(second ?? '');
    await expect(page.locator('.graph-dim').first()).toBeAttached();
  });
});
