import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  panels,
  setTheme,
  THEMES,
} from './helpers/app';

test('opens on the bank example', async ({ page }) => {
  const problems = await collectCspViolations(page);
  await openApp(page);
  await expect(page).toHaveTitle('Delegation Workbench');
  await expect(page.getByText('sanctions-screening-agent').first()).toBeVisible();
  await expectNoA11yViolations(page, { label: 'the opening view' });
  problems.expectNone();
});

test('the navigation links every registered panel, in order', async ({ page }) => {
  await openApp(page);
  const links = page.getByRole('navigation', { name: 'Panels' }).getByRole('link');
  await expect(links).toHaveText(panels.map((p) => p.label));
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(panels.map((p) => `#/${p.id}`));
});

for (const panel of panels) {
  test(`the ${panel.label} panel renders cleanly and passes axe in light and dark`, async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, `#/${panel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(panel.label);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page, { label: `${panel.label} panel, ${theme} theme` });
    }
    problems.expectNone();
  });
}
