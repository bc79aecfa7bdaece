import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

test.describe('the policy matrix panel', () => {
  test('shows every verdict, opens a cell’s reasons and exports the matrix with its policy', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/matrix');
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    const kyc = table.getByRole('button', { name: /→ kyc-refresh-agent: denied/ });
    await expect(kyc).toHaveText('✕ TEN CLASS');

    await kyc.click();
    const details = page.getByRole('complementary', { name: 'Cell details' });
    await expect(details.getByRole('list', { name: 'Denials' })).toContainText(
      'kyc-refresh-agent does not serve tenant "wholesale"',
    );

    await page.getByLabel('Verdict').selectOption('allowed');
    await expect(table.getByRole('columnheader')).toHaveCount(2);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('bank-delegation-example-policy-matrix.csv');
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\r\n').slice(0, 6)).toEqual([
      'Caller \\ Agent,sanctions-screening-agent',
      'payments-investigator,allowed',
      '',
      '# Workspace,Bank delegation example',
      '# Policy,"max depth 4; accepts oauth2, mutualTLS; no scope required"',
      '# Filter,verdict allowed',
    ]);
    problems.expectNone();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '#/matrix');
      await setTheme(page, theme);
      await page.getByRole('button', { name: /→ marketing-copy-agent/ }).click();
      await expect(page.getByRole('heading', { name: /→ marketing-copy-agent/ })).toBeVisible();
      // The key to the cell codes is part of what is checked.
      await expect(page.getByLabel('Cell codes')).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `matrix, ${theme}` });
      await expectNoA11yViolations(page, {
        include: '.matrix-legend',
        label: `matrix key, ${theme}`,
      });
    });
  }
});
