import { expect, test, type Page } from '@playwright/test';
import { collectCspViolations, openApp, waitForPanel } from './helpers/app';

const eventLog = (page: Page) => page.getByRole('list', { name: 'Event log' });
const current = (page: Page) => eventLog(page).locator('[aria-current="step"]');
const entries = (page: Page) => eventLog(page).getByRole('listitem');

/** Streams the screening, steps to its artifact, and steps back one: a recording mid-way. */
async function record(page: Page) {
  await openApp(page, '#/lifecycle');
  await page
    .getByRole('group', { name: 'Scenarios' })
    .getByRole('button', { name: 'Streamed screening' })
    .click();
  await page.getByRole('button', { name: 'Start delegation' }).click();
  const forward = page.getByRole('button', { name: 'Step forward (→)' });
  await forward.click();
  await forward.click();
  await expect(current(page)).toContainText('artifact sanctions-screening');
  await page.getByRole('button', { name: 'Step back (←)' }).click();
  await expect(current(page)).toContainText('working');
}

test.describe('the lifecycle recording', () => {
  test('survives a reload, in Lifecycle and in Envelopes', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await record(page);
    const recorded = await entries(page).allTextContents();
    await page.reload();
    await waitForPanel(page);
    await expect(entries(page)).toHaveText(recorded);
    await expect(current(page)).toContainText('working');

    await page.getByRole('link', { name: 'Envelopes' }).click();
    await waitForPanel(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Kernel task', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Start a delegation')).toHaveCount(0);
    problems.expectNone();
  });

  test('travels in a share link that opens on the panel it was shared from', async ({
    page,
    browser,
  }) => {
    await record(page);
    const recorded = await entries(page).allTextContents();
    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page.getByRole('textbox', { name: 'Share link' }).inputValue();

    // Someone else, with nothing saved, opens the link.
    const other = await browser.newContext();
    const reader = await other.newPage();
    const problems = await collectCspViolations(reader);
    await reader.goto(url);
    await waitForPanel(reader);
    await expect(reader).toHaveURL(/#\/lifecycle$/);
    await expect(reader.getByRole('heading', { level: 1, name: 'Lifecycle' })).toBeVisible();
    await expect(entries(reader)).toHaveText(recorded);
    await expect(current(reader)).toContainText('working');
    problems.expectNone();
    await other.close();
  });
});
