// The enterprise example's policy matrix as a reviewer reads it: every one of its 9 callers × 38
// agents on one screen at 1440 × 900 with no pager, no header's text cut, cells named for screen
// readers and reachable by keyboard; at 1024 and 390 px the grid scrolls sideways under headers
// that stay put.
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

async function openEnterpriseMatrix(page: Page) {
  await openApp(page, '#/matrix');
  await page
    .getByRole('combobox', { name: 'Open a built-in scenario' })
    .selectOption({ label: 'Enterprise example' });
  await expect(page.locator('.matrix-summary')).toContainText('9 callers × 38 agents');
}

/** Header texts whose box is smaller than their text, on either axis: cut, or drawn over. */
const clippedHeaders = (page: Page) =>
  page.locator('.matrix-table th').evaluateAll((cells) =>
    cells
      .flatMap((th) => [
        th,
        ...th.querySelectorAll<HTMLElement>('.matrix-column-text, .matrix-name'),
      ])
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent ?? ''),
  );

test.describe('the enterprise policy matrix at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows all 38 agents at once, every header whole, every cell named', async ({ page }) => {
    // axe over 342 cells in two themes takes most of a minute on two busy cores.
    test.setTimeout(240_000);
    const problems = await collectCspViolations(page);
    await openEnterpriseMatrix(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(1 + 38);
    await expect(table.getByRole('rowheader')).toHaveCount(9);
    await expect(table.getByRole('button')).toHaveCount(9 * 38);
    await expect(page.getByRole('group', { name: /^Pages of / })).toHaveCount(0);

    // The whole grid is in the viewport's width, with no sideways scroll.
    const region = page.getByRole('region', { name: 'Policy matrix' });
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const last = await table.getByRole('columnheader').last().boundingBox();
    expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(1440);

    // Every name is drawn whole, and the longest reads in full as the header's name.
    expect(await clippedHeaders(page)).toEqual([]);
    await expect(
      table.getByRole('columnheader', { name: /^customer-notification-agent, / }),
    ).toHaveAttribute('title', /^customer-notification-agent \(/);

    // A cell names its caller, agent and verdict; arrows move, Enter opens its details.
    const cell = table.getByRole('button', {
      name: 'payments-orchestrator → payment-initiation-agent: allowed',
    });
    await expect(cell).toHaveText('✓');
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const denied = table.getByRole('button', {
      name: /^payments-orchestrator → fx-quote-agent: denied: /,
    });
    await expect(denied).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('complementary', { name: 'Cell details' })
        .getByRole('heading', { name: 'payments-orchestrator → fx-quote-agent' }),
    ).toBeVisible();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page, { include: 'main', label: `enterprise matrix, ${theme}` });
    }
    problems.expectNone();
  });
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`the enterprise policy matrix at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('scrolls sideways with its caller names and agent names held in place', async ({
      page,
    }) => {
      await openEnterpriseMatrix(page);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(1 + 38);
      expect(await clippedHeaders(page)).toEqual([]);
      const region = page.getByRole('region', { name: 'Policy matrix' });
      await region.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        el.scrollTop = el.scrollHeight;
      });
      const [box, rowHeader, corner] = await Promise.all([
        region.boundingBox(),
        table.getByRole('rowheader').first().boundingBox(),
        table.getByRole('columnheader').first().boundingBox(),
      ]);
      // Scrolled to the far corner, the first caller's name and the corner still sit at the top left.
      expect(Math.abs((rowHeader?.x ?? 0) - (box?.x ?? 0))).toBeLessThanOrEqual(2);
      expect(Math.abs((corner?.y ?? 0) - (box?.y ?? 0))).toBeLessThanOrEqual(2);
      // The region does scroll: its last column came into view.
      const last = await table.getByRole('columnheader').last().boundingBox();
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
        (box?.x ?? 0) + (box?.width ?? 0) + 1,
      );
    });
  });
}
