import { expect, test } from '@playwright/test';
import { collectCspViolations, panels } from './helpers/app';

// Watches the page from its first byte: every node ever added under <main>, and the panel heading
// and loading line at the first paint after the shell appeared. The view the build drew into the
// page counts only when it is shown (a new visitor at the home panel, built-view.spec.ts); on any
// other visit it is hidden before it paints, and the app's own view is the one watched.
const WATCH = `(() => {
  window.__paint = { fallback: false, firstFrame: undefined };
  const shownMain = () =>
    document.documentElement.getAttribute('data-first-view') === 'built'
      ? document.querySelector('main')
      : document.querySelector('#root:not([data-built-view]) main');
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && (node.matches('[role="status"].loading') || node.querySelector('[role="status"].loading')))
          window.__paint.fallback = true;
    if (window.__paint.firstFrame === undefined && shownMain() !== null) {
      window.__paint.firstFrame = null;
      requestAnimationFrame(() => {
        const main = shownMain();
        window.__paint.firstFrame = {
          heading: main.querySelector('h1')?.textContent ?? '',
          loading: main.querySelector('[role="status"].loading') !== null,
          panelElements: main.querySelectorAll('h1 ~ *').length,
          files: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
        };
      });
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

interface Watched {
  readonly fallback: boolean;
  readonly firstFrame: {
    heading: string;
    loading: boolean;
    panelElements: number;
    files: string[];
  } | null;
}

test.describe('first paint', () => {
  for (const panel of panels) {
    test(`a cold load of #/${panel.id} draws the shell and the panel in one frame, never the loading line`, async ({
      page,
    }) => {
      const problems = await collectCspViolations(page);
      await page.addInitScript({ content: WATCH });
      await page.goto(`./#/${panel.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(panel.label);
      await page.waitForFunction(() => {
        const watched = (window as unknown as { __paint: Watched }).__paint;
        return watched.firstFrame !== undefined && watched.firstFrame !== null;
      });
      const watched = await page.evaluate(
        () => (window as unknown as { __paint: Watched }).__paint,
      );
      expect(watched.fallback, 'the loading line entered the page').toBe(false);
      expect(watched.firstFrame).toMatchObject({ heading: panel.label, loading: false });
      expect(watched.firstFrame?.panelElements).toBeGreaterThan(0);
      problems.expectNone();
    });
  }

  test('a cold load of the home panel fetches a few scripts and stylesheets before its first frame', async ({
    page,
  }) => {
    await page.addInitScript({ content: WATCH });
    await page.goto('./#/cards');
    await page.waitForFunction(() => {
      const watched = (window as unknown as { __paint: Watched }).__paint;
      return watched.firstFrame !== undefined && watched.firstFrame !== null;
    });
    const files = await page.evaluate(
      () => (window as unknown as { __paint: Watched }).__paint.firstFrame?.files ?? [],
    );
    // The entry, the bundler's runtime, the shell, boot.js, the panel and what it shares; the
    // shell's, the panel's and the shared stylesheets. Left to the bundler it was 33 and 6.
    expect(files.filter((f) => f.endsWith('.js')).length).toBeLessThanOrEqual(6);
    expect(files.filter((f) => f.endsWith('.css')).length).toBeLessThanOrEqual(3);
  });

  test('moving to another panel still shows its loading line until its chunk arrives', async ({
    page,
  }) => {
    // Hold the Envelopes chunk back so the loading line has time to be seen; from the start, or
    // the idle prefetch could fetch it before the hold.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/envelopes-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./#/cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards');
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('link', { name: 'Envelopes' })
      .click();
    const loading = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading / });
    await expect(loading).toHaveText('Loading Envelopes…');
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envelopes');
  });

  test('a panel whose chunk came while the page was idle opens without a loading line', async ({
    page,
  }) => {
    // The prefetch asks for one panel after another, in the navigation's order, each once the
    // one before has loaded: the Review chunk asked for means the matrix's module is in.
    const afterMatrix = page.waitForRequest(/\/assets\/review-[^/]*\.js$/);
    await page.goto('./#/cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards');
    // Nothing points at the matrix's link: only the idle prefetch asks for its chunk.
    await afterMatrix;
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) seen.push(node.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
      (window as { addedTexts?: string[] }).addedTexts = seen;
    });
    await page.evaluate(() => {
      window.location.hash = '#/matrix';
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy matrix');
    await expect(page.locator('.matrix-table')).toBeVisible();
    const added = await page.evaluate(() => (window as { addedTexts?: string[] }).addedTexts ?? []);
    expect(added.join('\n')).not.toMatch(/Loading Policy matrix/);
  });
});
