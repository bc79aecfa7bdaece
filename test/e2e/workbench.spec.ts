// The workbench's core flow, end to end in Chromium: an edit in one panel changes a verdict in
// another, survives a reload, undoes, and travels in a share link to a browser that never saw it.
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
  waitForPanel,
} from './helpers/app';

const KYC = 'kyc-refresh-agent';

const goTo = async (page: Page, label: string) => {
  await page.getByRole('navigation', { name: 'Panels' }).getByRole('link', { name: label }).click();
  await waitForPanel(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
};

/** The denial codes admission shows for the kyc card, in order. */
const kycDenials = (page: Page) =>
  page
    .getByRole('list', { name: `Why ${KYC} is denied` })
    .getByRole('listitem')
    .locator('.badge-text');

const TENANT_DENIED = ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'];
const TENANT_SERVED = ['CLASSIFICATION_EXCEEDED'];

test('an edit to a card changes its admission verdict, autosaves, undoes and travels in a share link', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = await collectCspViolations(page);

  // The bank example opens by default.
  await openApp(page, '#/cards');
  await expect(page.getByRole('textbox', { name: 'Workspace name' })).toHaveValue(
    'Bank delegation example',
  );
  await goTo(page, 'Admission');
  await expect(kycDenials(page)).toHaveText(TENANT_DENIED);

  // Serve the wholesale tenant from the Cards panel; admission no longer refuses the tenant.
  await goTo(page, 'Cards');
  await page.getByRole('button', { name: KYC, exact: true }).click();
  const tenants = page.getByLabel('Tenants', { exact: true });
  await tenants.fill('wholesale');
  await tenants.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tenant wholesale' })).toBeVisible();
  await goTo(page, 'Admission');
  await expect(kycDenials(page)).toHaveText(TENANT_SERVED);

  // Undo from the keyboard brings the denial back; redo takes it away again.
  await page.keyboard.press('Control+z');
  await expect(kycDenials(page)).toHaveText(TENANT_DENIED);
  await page.getByRole('button', { name: /^Redo Edit card/ }).click();
  await expect(kycDenials(page)).toHaveText(TENANT_SERVED);

  // The edit was saved: a reload opens it.
  await page.reload();
  await waitForPanel(page);
  await expect(kycDenials(page)).toHaveText(TENANT_SERVED);

  // The undo button reverts it as well, and the revert is saved too.
  await goTo(page, 'Cards');
  await page.getByRole('button', { name: KYC, exact: true }).click();
  await page.getByRole('button', { name: 'Remove tenant wholesale' }).click();
  await goTo(page, 'Admission');
  await expect(kycDenials(page)).toHaveText(TENANT_DENIED);
  await page.getByRole('button', { name: /^Undo Edit card/ }).click();
  await expect(kycDenials(page)).toHaveText(TENANT_SERVED);

  // Share: the copied link opens the same workspace in a browser with nothing saved.
  await page.getByRole('button', { name: 'Share' }).click();
  const shown = page.getByRole('textbox', { name: 'Share link' });
  await expect(shown).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await shown.inputValue());
  expect(link).toMatch(/#\/share\//);
  problems.expectNone();

  const elsewhere = await browser.newContext();
  const fresh = await elsewhere.newPage();
  const freshProblems = await collectCspViolations(fresh);
  await fresh.goto(link);
  await expect(
    fresh.getByText('Opened the shared workspace “Bank delegation example”.'),
  ).toBeVisible();
  await waitForPanel(fresh);
  await goTo(fresh, 'Admission');
  await expect(kycDenials(fresh)).toHaveText(TENANT_SERVED);
  freshProblems.expectNone();
  await elsewhere.close();
});

test.describe('the callers panel', () => {
  test('edits a caller and shows the new reach in discovery and admission', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/callers');
    const investigator = page.getByRole('button', { name: /^payments-investigator/ });
    await expect(investigator).toContainText('Discovers 1 of 3 cards · may delegate to 1');

    await page.getByLabel('Tenant', { exact: true }).fill('retail');
    await page.getByLabel('Data classification').selectOption('internal');
    await expect(investigator).toContainText('Discovers 3 of 3 cards · may delegate to 2');

    await goTo(page, 'Discovery');
    await expect(page.getByRole('heading', { name: 'Hidden (0)' })).toBeVisible();
    await goTo(page, 'Admission');
    await expect(kycDenials(page)).toHaveCount(0);
    problems.expectNone();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '#/callers');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Duplicate caller' }).click();
      await page.getByLabel('Agent id').fill('payments-investigator');
      await expect(
        page.getByText('a caller with agent id "payments-investigator" already exists'),
      ).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `callers, ${theme}` });
    });
  }
});
