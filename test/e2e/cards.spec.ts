import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

test.describe('the cards panel', () => {
  test('edits a card in the form and sees its published JSON follow', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'kyc-refresh-agent', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'kyc-refresh-agent' })).toBeVisible();

    const description = page.getByLabel('Description', { exact: true });
    await description.fill('Refreshes KYC files for retail customers.');
    const json = page.getByLabel('Published card JSON (A2A 0.3)');
    await expect(json).toHaveValue(/"description": "Refreshes KYC files for retail customers\."/);
    await expect(json).not.toHaveValue(/retail-onboarding/);
    await expect(
      page.getByRole('button', { name: 'kyc-refresh-agent', exact: true }),
    ).toContainText('Refreshes KYC files for retail customers.');

    // One undo step takes the whole run of typing back.
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(description).toHaveValue('Runs periodic KYC refresh workflows.');
    problems.expectNone();
  });

  test('keeps invalid JSON as typed and says where it breaks', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    const json = page.getByLabel('Published card JSON (A2A 0.3)');
    const broken = '{\n  "name": "sanctions-screening-agent",\n  "version": 3.1.0\n}';
    await json.fill(broken);
    await expect(json).toHaveValue(broken);
    const error = page.getByRole('alert').filter({ hasText: 'This is not valid JSON' });
    await expect(error).toContainText('line 3, column 17');
    await expect(page.getByLabel('Version', { exact: true })).toHaveValue('3.1.0');

    // A schema error names its path; a valid edit then reaches the form.
    await page.getByRole('button', { name: 'Discard my edit' }).click();
    const published = JSON.parse(await json.inputValue()) as Record<string, unknown>;
    await json.fill(JSON.stringify({ ...published, capabilities: { streaming: 'yes' } }, null, 2));
    await expect(page.getByRole('alert')).toContainText('$.capabilities.streaming');
    await json.fill(JSON.stringify({ ...published, version: '3.2.0' }, null, 2));
    await expect(page.getByLabel('Version', { exact: true })).toHaveValue('3.2.0');
    problems.expectNone();
  });

  test('shows the card as A2A 1.0 on the toggle', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    await page.getByRole('radio', { name: 'A2A 1.0' }).check();
    await expect(page.getByLabel('Published card JSON (A2A 1.0)')).toHaveValue(
      /"supportedInterfaces"/,
    );
    problems.expectNone();
  });

  test('imports a 0.1 card and adds it to the workspace', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'Import card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
    await dialog.getByLabel('Card JSON').fill(
      JSON.stringify({
        name: 'legacy-agent',
        url: 'https://legacy.example/a2a',
        version: '1.0.0',
        capabilities: {},
        authentication: { schemes: ['bearer'] },
        defaultInputModes: ['text'],
        defaultOutputModes: ['text'],
        skills: [{ id: 'a', name: 'A', description: 'A', tags: ['a'] }],
      }),
    );
    await expect(dialog).toContainText('A2A 0.1');
    await expect(dialog).toContainText('migrated');
    await expect(dialog.getByRole('list', { name: 'Findings' })).toContainText('$.authentication');
    await expectNoA11yViolations(page, { include: 'dialog[open]', label: 'import dialog' });
    await dialog.getByRole('button', { name: 'Add to workspace' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'legacy-agent' })).toBeVisible();
    problems.expectNone();
  });

  for (const theme of THEMES) {
    test(`passes axe in the ${theme} theme, with an error showing`, async ({ page }) => {
      const problems = await collectCspViolations(page);
      await openApp(page, '#/cards');
      await setTheme(page, theme);
      await expectNoA11yViolations(page, { include: '#main', label: `cards, ${theme}` });
      await page.getByLabel('Name', { exact: true }).fill('');
      await page.getByLabel('Published card JSON (A2A 0.3)').fill('{ oops');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoA11yViolations(page, {
        include: '#main',
        label: `cards with errors, ${theme}`,
      });
      problems.expectNone();
    });
  }
});
