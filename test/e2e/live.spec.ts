import { expect, test, type Page } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const agent = (path: string) => `http://127.0.0.1:${LIVE_AGENT_PORT}/${path}`;

async function openImport(page: Page) {
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  return page.getByRole('dialog', { name: 'Import agent cards' });
}

test.describe('live agents: fetching a card by URL', () => {
  test("fetches a real agent's card, shows its findings and adds it", async ({ page }) => {
    const problems = await collectCspViolations(page);
    for (const theme of THEMES) {
      await openApp(page, '#/cards');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Import card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
      await dialog.getByLabel('Agent or card URL').fill(agent('v1/clarifier'));
      await dialog.getByRole('button', { name: 'Fetch card' }).click();
      await expect(
        dialog.getByText(/^Read from .*\/v1\/clarifier\/\.well-known\/agent-card\.json\.$/),
      ).toBeVisible();
      await expect(dialog.getByLabel('Card JSON')).toHaveValue(/"name":"clarifier \(SDK 1\.3\)"/);
      await expect(dialog.getByRole('list', { name: 'Findings' })).toContainText(
        '$.supportedInterfaces',
      );
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/live-fetch-card-${theme}.png` });
      if (theme === 'light') {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        continue;
      }
      await dialog.getByRole('button', { name: 'Add to workspace' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'clarifier (SDK 1.3)' }),
      ).toBeVisible();
    }
    problems.expectNone();
  });

  test('tells the user plainly when the agent does not allow this origin', async ({
    page,
    baseURL,
  }) => {
    const problems = await collectCspViolations(page);
    const dialog = await openImport(page);
    await dialog.getByLabel('Agent or card URL').fill(agent('no-cors/v1/screening/'));
    await dialog.getByRole('button', { name: 'Fetch card' }).click();
    const alert = dialog.getByRole('alert');
    const origin = new URL(baseURL ?? '').origin;
    await expect(alert).toContainText('does not allow calls from this page');
    await expect(alert).toContainText(`Access-Control-Allow-Origin: ${origin}`);
    await expect(alert).toContainText('npm run dev');
    await page.screenshot({ path: 'test-results/live-cors-blocked.png' });
    // The browser logs the refused call itself; the page's own policy was never violated.
    expect(problems.violations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
