import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

test.describe('the discovery panel', () => {
  test('lists what the caller may see and shows the reviewer why the rest is hidden', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/discovery');
    await expect(page.getByText('Filter before you list.')).toBeVisible();

    const listed = page.getByRole('list', { name: /cards listed for payments-investigator/i });
    await expect(listed.getByRole('heading', { level: 3 })).toHaveText([
      'sanctions-screening-agent',
    ]);
    const kyc = page.getByRole('list', { name: 'Why kyc-refresh-agent is hidden' });
    await expect(kyc.getByRole('listitem')).toHaveText([
      /TENANT_NOT_PERMITTED\s*serves tenant "retail" only; the caller is "wholesale"/,
      /CLASSIFICATION_EXCEEDED\s*handles up to "confidential"; the task is "restricted"/,
    ]);

    await page.getByRole('button', { name: 'Add tag marketing' }).click();
    await expect(
      page.getByRole('heading', { name: /^Listed for payments-investigator \(0\)/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Why sanctions-screening-agent is hidden' }),
    ).toContainText('NO_SKILL_MATCH');

    await page.getByRole('button', { name: 'Remove tag marketing' }).click();
    await page.getByLabel('Skill tags').fill('screening');
    await page.getByLabel('Skill tags').press('Enter');
    await expect(listed.getByText('Screen a counterparty')).toBeVisible();
    problems.expectNone();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '#/discovery');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Add tag compliance' }).click();
      await expectNoA11yViolations(page, { include: 'main', label: `discovery, ${theme}` });
    });
  }
});
