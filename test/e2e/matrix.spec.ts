import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { matrixWorkspace, savedText } from '../../scripts/bench/browser-workspaces';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
  seedWorkspace,
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
    await expect(kyc).toHaveText('TC');

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

  test('opens 100 callers × 1,000 agents on a page of 10 × what fits, resized and turned by keyboard, and exports every cell', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedWorkspace(page, savedText(matrixWorkspace(100, 1000)));
    const problems = await collectCspViolations(page);
    await openApp(page, '#/matrix');
    const table = page.getByRole('table');
    await expect(page.locator('.matrix-summary')).toContainText('100 callers × 1,000 agents');
    await expect(page.getByText('Callers 1–10 of 100')).toBeVisible();
    // 1,180 px of panel beside the navigation: (1180 − 210) / 24 = 40 columns.
    await expect(page.getByText('Agents 1–40 of 1,000')).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(10);
    await expect(table.getByRole('columnheader')).toHaveCount(41);
    await expect(table.getByRole('button')).toHaveCount(400);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page, {
        include: 'main',
        label: `matrix 100 × 1,000, ${theme}`,
      });
    }

    // Eighty agents a page, chosen from the keyboard; then the next page by Enter.
    const perPage = page.getByRole('combobox', { name: 'Agents per page' });
    await perPage.focus();
    await page.keyboard.press('ArrowDown');
    await expect(perPage).toHaveValue('80');
    await expect(page.getByText('Agents 1–80 of 1,000')).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(800);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Next agents' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Agents 81–160 of 1,000')).toBeVisible();
    await expect(table.getByRole('columnheader').nth(1)).toContainText('agent-00080');
    const first = table.getByRole('button', { name: /^caller-0 → agent-00080: / });
    await first.focus();
    await page.keyboard.press('End');
    await expect(table.getByRole('button', { name: /^caller-0 → agent-00159: / })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(table.getByRole('button', { name: /^caller-1 → agent-00159: / })).toBeFocused();

    // The export holds the whole matrix, not the page on screen.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
    expect(lines[0]?.split(',')).toHaveLength(1001);
    expect(lines[0]?.split(',').at(-1)).toBe('agent-00999');
    expect(lines.slice(1, 101).every((line) => line.split(',').length === 1001)).toBe(true);
    expect(lines[100]?.startsWith('caller-99,')).toBe(true);
    expect(lines[101]).toBe('');
    problems.expectNone();
  });
});
