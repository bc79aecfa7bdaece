import { expect, test, type Page } from '@playwright/test';
import { THEME_KEY } from '../../src/app/theme';
import { collectCspViolations, seedWorkspace } from './helpers/app';
import { serveStatic } from './helpers/static-server';

// The first view a new visitor sees is in index.html, drawn by the build
// (scripts/build/prerender.ts), and React hydrates it (src/app/start.tsx). Any other visit hides
// it before it paints and draws its own.

/**
 * Keeps, once the parser has read the body and before any module script has run, the element
 * the built view starts with, and whether it would be painted.
 */
const KEEP_PARSED = `document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  const root = document.getElementById('root');
  window.__parsed = {
    app: root && root.querySelector(':scope > .app'),
    shown: root !== null && getComputedStyle(root).display !== 'none',
    heading: root && root.querySelector('h1') ? root.querySelector('h1').textContent : null,
  };
});`;

interface Parsed {
  readonly shown: boolean;
  readonly heading: string | null;
  readonly kept: boolean;
}

/** What the parser found, and whether React kept that element as the app's own. */
async function parsed(page: Page): Promise<Parsed> {
  return page.evaluate(() => {
    const seen = (
      window as unknown as {
        __parsed: { app: Element | null; shown: boolean; heading: string | null };
      }
    ).__parsed;
    return {
      shown: seen.shown,
      heading: seen.heading,
      kept:
        seen.app !== null &&
        seen.app.isConnected &&
        document.querySelector('#root > .app') === seen.app,
    };
  });
}

/** Waits until the card editor's later sections are drawn: the app has rendered twice. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Security requirements' })).toBeVisible();
}

test.describe('the first view built into the page', () => {
  test('index.html carries the home panel, drawn without any script', async ({ request }) => {
    const html = await (await request.get('./')).text();
    expect(html).toContain('<div id="root" data-built-view>');
    expect(html).toContain('<h1 class="panel-title" tabindex="-1">Cards</h1>');
    // The bank example's first card, and the interfaces text that is the largest paint.
    expect(html).toContain('sanctions-screening-agent');
    expect(html).toMatch(/1 interface, in the order the agent prefers them/);
    // Nothing the browser would have to draw itself, and nothing inline the CSP would block.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\sstyle="/);
    // The first frame waits for the whole view: the marker after it, expected from the head.
    expect(html).toMatch(
      /<head>[\s\S]*<link rel="expect" href="#built-view-end" blocking="render" \/>[\s\S]*<\/head>/,
    );
    expect(html).toContain('</div><span id="built-view-end" hidden></span>\n  </body>');
  });

  test('the first frame draws the whole view, never the part parsed so far', async ({ page }) => {
    // The page stops for 600 ms before the card editor, as a slow network would. Asked for before
    // the page's first byte, the first animation frame runs just before the first frame is
    // drawn. Without the head's hold, Chromium drew the card list without the editor, and the
    // largest paint came a frame later.
    const server = await serveStatic(undefined, '/', { at: '<div class="cards-work">', ms: 600 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: object }).__firstFrame = {
          end: document.getElementById('built-view-end') !== null,
          interfaces: document.querySelector('#root .cards-section-text') !== null,
          // Beside the editor at 1440 px, so drawn in the built view at once (Deferred inBuiltView).
          published: document.querySelector('#root .cards-json') !== null,
        };
      });
    });
    try {
      await page.goto(`http://127.0.0.1:${server.port}/`);
      await settled(page);
      expect(
        await page.evaluate(() => (window as unknown as { __firstFrame: object }).__firstFrame),
      ).toEqual({ end: true, interfaces: true, published: true });
    } finally {
      await server.close();
    }
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`a new visitor at ${size.width} px sees it painted before the scripts, and React takes it over as it is`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const problems = await collectCspViolations(page);
      await page.addInitScript({ content: KEEP_PARSED });
      await page.goto('./');
      await settled(page);
      expect(await parsed(page)).toEqual({ shown: true, heading: 'Cards', kept: true });
      await expect(page.locator('html')).toHaveAttribute('data-first-view', 'built');
      // It works as the app: picking another card opens it in the editor.
      await page.getByRole('button', { name: /^kyc-refresh-agent/ }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'kyc-refresh-agent' }),
      ).toBeVisible();
      problems.expectNone();
    });
  }

  test('it is taken over in the dark system theme too, and #/cards is the same view', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const problems = await collectCspViolations(page);
    await page.addInitScript({ content: KEEP_PARSED });
    await page.goto('./#/cards');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await parsed(page)).toEqual({ shown: true, heading: 'Cards', kept: true });
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'built');
    problems.expectNone();
    await context.close();
  });

  test('a visit with a chosen theme hides it before it paints and draws its own', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await page.addInitScript({ content: KEEP_PARSED });
    await page.goto('./');
    await settled(page);
    expect(await parsed(page)).toEqual({ shown: false, heading: 'Cards', kept: false });
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'drawn');
    await expect(page.locator('#root')).not.toHaveAttribute('data-built-view');
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    problems.expectNone();
  });

  test('a visit with a saved workspace draws that workspace, not the built view', async ({
    page,
  }) => {
    const saved = await (async () => {
      // The app's own save of a one-card workspace: open, rename the workspace, let it save.
      await page.goto('./');
      await settled(page);
      await page.getByRole('textbox', { name: 'Workspace name' }).fill('Saved before');
      await page.waitForFunction(() => localStorage.getItem('delegation-workbench:workspace'));
      return page.evaluate(() => localStorage.getItem('delegation-workbench:workspace') ?? '');
    })();
    const fresh = await page.context().browser()!.newContext();
    const again = await fresh.newPage();
    await seedWorkspace(again, saved);
    await again.addInitScript({ content: KEEP_PARSED });
    await again.goto('./');
    await settled(again);
    expect(await parsed(again)).toMatchObject({ shown: false, kept: false });
    await expect(again.getByRole('textbox', { name: 'Workspace name' })).toHaveValue(
      'Saved before',
    );
    await fresh.close();
  });

  test('another route hides it before it paints and opens that panel', async ({ page }) => {
    await page.addInitScript({ content: KEEP_PARSED });
    await page.goto('./#/callers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Callers');
    expect(await parsed(page)).toEqual({ shown: false, heading: 'Cards', kept: false });
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'drawn');
  });
});
