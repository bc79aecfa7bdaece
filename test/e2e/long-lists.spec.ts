// The long lists on a real-sized workspace (100 callers × 1,000 agents): only rows near the view
// are in the page, the rows shown are the right ones wherever the list is scrolled, keyboard
// focus survives scrolling, a printed page holds every row, and axe finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { matrixWorkspace, savedText } from '../../scripts/bench/browser-workspaces';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
  seedWorkspace,
} from './helpers/app';

const SAVED = savedText(matrixWorkspace(100, 1000));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedWorkspace(page, SAVED);
});

/** The synthetic cards are named by their place: the row at posinset p is agent-(p − 1). */
const agentAt = (posinset: number) => `agent-${String(posinset - 1).padStart(5, '0')}`;

/** The rows in the page: their place in the list and the card they name. */
function drawnRows(page: Page, rows: string, name: string) {
  return page.locator(rows).evaluateAll(
    (items, nameSelector) =>
      items.map((item) => ({
        at: Number(item.getAttribute('aria-posinset')),
        of: Number(item.getAttribute('aria-setsize')),
        name: item.querySelector(nameSelector)?.textContent ?? '',
      })),
    name,
  );
}

/** Checks the rows drawn: few, each naming the card at its place, around the view's middle. */
async function expectRightRows(page: Page, rows: string, name: string) {
  const drawn = await drawnRows(page, rows, name);
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.length).toBeLessThan(100);
  for (const row of drawn) {
    expect(row.of).toBe(1000);
    expect(row.name).toBe(agentAt(row.at));
  }
  return drawn;
}

test.describe('long lists', () => {
  test('admission: the rows for wherever the page is scrolled, and focus that survives scrolling', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/admission');
    await expect(
      page.getByText(/^1,000 verdicts\. Only the rows near the view are drawn/),
    ).toBeVisible();
    const first = await expectRightRows(page, '.admission-verdict', '.admission-card-name');
    expect(first[0]?.at).toBe(1);

    // Halfway down the page: rows far down the list are drawn, and each is the right one.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () =>
        (await drawnRows(page, '.admission-verdict', '.admission-card-name')).some(
          (row) => row.at > 300,
        ),
      )
      .toBe(true);
    const middle = await expectRightRows(page, '.admission-verdict', '.admission-card-name');
    expect(middle.every((row) => row.at > 300)).toBe(true);
    const inView = page.locator('.admission-verdict').filter({ visible: true });
    await expect(inView.first()).toBeVisible();

    // Keyboard: the list is one Tab stop; End goes to the last row, which stays focused while
    // the page scrolls back to the top and away from it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Download JSON' }).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-posinset', '1');
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('aria-posinset', '2');
    await page.keyboard.press('End');
    await expect(focused).toHaveAttribute('aria-posinset', '1000');
    await expect(focused).toContainText(agentAt(1000));
    await expect(focused).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.admission-verdict[aria-posinset="1"]')).toBeInViewport();
    await expect(focused).toHaveAttribute('aria-posinset', '1000');
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('aria-posinset', '999');
    await expect(focused).toContainText(agentAt(999));
    await expect(focused).toBeInViewport();

    // A printed page holds every verdict.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.admission-verdict')).toHaveCount(1000);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.admission-verdict')).not.toHaveCount(1000);
    problems.expectNone();
  });

  test('cards: the list scrolls in its own box, arrows move the selection’s focus, the selection stays in view', async ({
    page,
  }) => {
    await openApp(page, '#/cards');
    const list = page.getByRole('region', { name: /Agent cards/ });
    await expect(
      list.getByText(/^1,000 cards\. Only the rows near the view are drawn/),
    ).toBeVisible();
    await expectRightRows(page, '.cards-list-item', '.cards-summary-name');

    await page.locator('.cards-list').evaluate((box) => (box.scrollTop = box.scrollHeight / 2));
    // The selected first card stays drawn; the others drawn are from the middle of the list.
    await expect
      .poll(
        async () =>
          (await drawnRows(page, '.cards-list-item', '.cards-summary-name')).filter(
            (row) => row.at > 300,
          ).length,
      )
      .toBeGreaterThan(5);
    await expectRightRows(page, '.cards-list-item', '.cards-summary-name');

    // Select a card in the middle by keyboard, then scroll the list away: the row keeps focus.
    const row = list.getByRole('button', { name: agentAt(501), exact: true });
    await row.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAccessibleName(agentAt(502));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: agentAt(502) })).toBeVisible();
    await page.locator('.cards-list').evaluate((box) => (box.scrollTop = 0));
    await expect(list.getByRole('button', { name: agentAt(1), exact: true })).toBeInViewport();
    await expect(page.locator(':focus')).toHaveAccessibleName(agentAt(502));
    // Selecting the last card (as "Add card" does) brings it into view.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button', { name: agentAt(1000), exact: true })).toBeInViewport();
  });

  test('discovery: both lists say how many rows they hold and draw the right ones', async ({
    page,
  }) => {
    await openApp(page, '#/discovery');
    const listed = page.getByRole('list', { name: /^Cards listed for caller-0/ });
    const hidden = page.getByRole('list', { name: 'Hidden cards with their reasons' });
    await expect(listed).toBeVisible();
    await expect(hidden).toBeVisible();
    const counts = await Promise.all(
      ['#discovery-visible-title', '#discovery-hidden-title'].map(async (id) =>
        Number(/\((\d+)\)/.exec((await page.locator(id).textContent()) ?? '')?.[1]),
      ),
    );
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(1000);
    const sizes = await page
      .locator('.discovery-card')
      .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('aria-setsize')))]);
    expect(sizes.sort()).toEqual(
      counts
        .filter((n) => n > 100)
        .map(String)
        .sort(),
    );
  });

  for (const route of ['#/cards', '#/discovery', '#/admission']) {
    test(`has no serious accessibility problem on ${route} in either theme`, async ({ page }) => {
      test.setTimeout(180_000);
      await openApp(page, route);
      await expect(page.getByText(/Only the rows near the view are drawn/).first()).toBeVisible();
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expectNoA11yViolations(page, { include: 'main', label: `${route}, ${theme}` });
      }
    });
  }
});
