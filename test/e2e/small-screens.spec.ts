import { expect, test, type Page } from '@playwright/test';
import { openApp, panels } from './helpers/app';

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { id, label } of panels) {
    test(`the ${label} panel does not scroll sideways`, async ({ page }) => {
      await openApp(page, `#/${id}`);
      // Give lazy parts (the 1.0 codec, React Flow) time to lay out.
      await page.waitForTimeout(500);
      expect(await sideways(page)).toBe(0);
    });
  }

  test('the card editor, scrolled and with a new card, does not scroll sideways', async ({
    page,
  }) => {
    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('radio', { name: 'A2A 1.0' }).check();
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    expect(await sideways(page)).toBe(0);
    const header = page.locator('.app-header');
    const box = await header.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
  });
});
