import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

/** Clicks the middle of `target` with the mouse, as a person would, whatever lies on top of it. */
async function clickThrough(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('the target is not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
}

test.describe('dialogs are modal', () => {
  test('the delete-card dialog blocks the page behind it and closes on Escape', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    const json = page.getByLabel('Published card JSON (A2A 0.3)');
    const before = await json.inputValue();
    await page.getByRole('button', { name: 'Delete sanctions-screening-agent' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete sanctions-screening-agent?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

    // A click on the editor behind the dialog reaches nothing, and typing stays in the dialog.
    await clickThrough(page, json);
    await page.keyboard.type('typed behind the dialog');
    await expect(json).toHaveValue(before);
    const focusBehind = () =>
      dialog.evaluate(
        (d) => !d.contains(document.activeElement) && document.activeElement !== document.body,
      );
    expect(await focusBehind()).toBe(false);

    // Tab cycles inside the dialog; it never lands on the page behind it.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusBehind()).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'sanctions-screening-agent', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Delete sanctions-screening-agent' }),
    ).toBeFocused();
    problems.expectNone();
  });

  test('the import dialog blocks the page behind it and closes on Escape', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'Import card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
    await expect(dialog.getByLabel('Card JSON')).toBeFocused();
    await clickThrough(page, page.getByRole('button', { name: 'Add card' }));
    await expect(page.getByRole('button', { name: /^new-agent/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    problems.expectNone();
  });
});

/** Axe on the open modal alone: the page behind it is inert and was checked by its own panel. */
const checkDialog = (page: Page, label: string) =>
  expectNoA11yViolations(page, { include: 'dialog[open]', label });

for (const theme of THEMES) {
  test.describe(`every dialog, in the ${theme} theme`, () => {
    test('the delete-card and import dialogs have no serious accessibility problem', async ({
      page,
    }) => {
      await openApp(page, '#/cards');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Delete sanctions-screening-agent' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Delete sanctions-screening-agent?' });
      await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await checkDialog(page, `delete-card dialog, ${theme}`);
      await page.keyboard.press('Escape');
      await expect(remove).toBeHidden();

      await page.getByRole('button', { name: 'Import card' }).click();
      const importing = page.getByRole('dialog', { name: 'Import agent cards' });
      await expect(importing.getByLabel('Card JSON')).toBeFocused();
      await checkDialog(page, `import dialog, ${theme}`);
    });

    test('asking before dropping later events has no serious accessibility problem', async ({
      page,
    }) => {
      await openApp(page, '#/lifecycle');
      await setTheme(page, theme);
      await page
        .getByRole('group', { name: 'Scenarios' })
        .getByRole('button', { name: 'Streamed screening' })
        .click();
      await page.getByRole('button', { name: 'Start delegation' }).click();
      await page.getByRole('button', { name: 'Run to end' }).click();
      await page.getByRole('button', { name: 'Step back (←)' }).click();
      await page
        .getByRole('region', { name: 'Task' })
        .getByRole('button', { name: 'Cancel task' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: /^Cancel the task from event \d+\?$/ });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole('listitem')).toHaveCount(1);
      await checkDialog(page, `confirm-drop dialog, ${theme}`);
      await confirm.getByRole('button', { name: 'Keep the recording' }).click();
      await expect(confirm).toBeHidden();
    });

    test('the offer to add a dropped card has no serious accessibility problem', async ({
      page,
    }) => {
      await openApp(page, '#/graph');
      await setTheme(page, theme);
      await page
        .getByLabel('Workspace file to import')
        .setInputFiles(resolve('test/fixtures/cards/v0_3-clean.json'));
      const offer = page
        .getByRole('status')
        .filter({ hasText: 'v0_3-clean.json is an agent card (A2A 0.3), not a workspace.' });
      await expect(offer.getByRole('button', { name: /^Add “.+” to the cards$/ })).toBeVisible();
      await expectNoA11yViolations(page, {
        include: '[role="status"]:has(.banner-actions)',
        label: `card-drop offer, ${theme}`,
      });
    });
  });
}
