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

  test('a dialog with a long action fits the screen: its buttons wrap, nothing is cut off', async ({
    page,
  }) => {
    await openApp(page, '#/lifecycle');
    await page
      .getByRole('group', { name: 'Scenarios' })
      .getByRole('button', { name: 'Streamed screening' })
      .click();
    await page.getByRole('button', { name: 'Start delegation' }).click();
    await page.getByRole('button', { name: 'Run to end' }).click();
    await page.getByRole('button', { name: 'Step back (←)' }).click();
    await page.getByRole('button', { name: 'Step back (←)' }).click();
    await page
      .getByRole('region', { name: 'Task' })
      .getByRole('button', { name: 'Cancel task' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: /^Cancel the task from event \d+\?$/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // Nothing inside is wider than the dialog, so nothing is clipped or scrolls sideways.
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    const confirm = dialog.getByRole('button', { name: /^Cancel the task and drop/ });
    const button = await confirm.boundingBox();
    expect(button !== null && box !== null && button.x + button.width <= box.x + box.width).toBe(
      true,
    );
  });
});

// At 1440 px the callers list's meta line used to end "· depth" with its number alone on the next
// line. Each fact now moves to the next line whole.
for (const width of [1440, 1024, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a caller's facts in the list never break inside", async ({ page }) => {
      await openApp(page, '#/callers');
      const facts = page.locator('.callers-item-fact');
      await expect(facts).toHaveText([/^tenant /, / data$/, /^depth \d+$/]);
      for (const fact of await facts.all()) {
        const { height, line } = await fact.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          line: Number.parseFloat(getComputedStyle(el).lineHeight),
        }));
        expect(height).toBeLessThan(line * 1.5);
      }
    });
  });
}
