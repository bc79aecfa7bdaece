import { expect, test } from '@playwright/test';
import { collectCspViolations, expectNoA11yViolations, openApp } from './helpers/app';

test('opens on the bank example', async ({ page }) => {
  const problems = await collectCspViolations(page);
  await openApp(page);
  await expect(page).toHaveTitle('Delegation Workbench');
  await expect(page.getByText('sanctions-screening-agent').first()).toBeVisible();
  await expectNoA11yViolations(page, { label: 'the opening view' });
  problems.expectNone();
});
