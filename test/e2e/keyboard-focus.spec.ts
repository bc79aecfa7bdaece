// A keyboard user who presses a button that starts work keeps their place: the button stays
// focused while the work runs and after. A button disabled while busy dropped the focus to the
// page, so the next Tab started again from the top.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';

test.describe('the focus after a button that starts work', () => {
  test('Share keeps the focus while it makes the link and after', async ({ page }) => {
    await openApp(page, '#/cards');
    const share = page.getByRole('button', { name: 'Share' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Share link' })).toBeVisible();
    await expect(share).toBeFocused();
  });

  test('Run to end and Reset keep the focus when they turn themselves off', async ({ page }) => {
    await openApp(page, '#/lifecycle');
    await page.getByRole('button', { name: 'Start delegation' }).click();
    const steps = page.getByRole('group', { name: 'Step through the events' });
    const run = page.getByRole('button', { name: 'Run to end' });
    await run.focus();
    await page.keyboard.press('Enter');
    await expect(steps).toContainText('Event 5 of 5');
    await expect(run).toBeDisabled();
    await expect(run).toBeFocused();
    // Back with the keyboard from there: the arrow keys step, the button bar keeps its place.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Last event (End)' })).toBeFocused();
    const reset = page.getByRole('button', { name: 'Reset' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(steps).toContainText('No events yet');
    await expect(reset).toBeFocused();
  });

  test('Record review keeps the focus on the button that recorded it', async ({ page }) => {
    await openApp(page, '#/review');
    await page.getByRole('textbox', { name: 'Reviewer' }).fill('Ana Reviewer');
    const record = page.getByRole('button', { name: 'Record review', exact: true });
    await record.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Recorded reviews (1)' })).toBeVisible();
    await expect(record).toBeFocused();
    // Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Compare with' })).toBeFocused();
  });
});
