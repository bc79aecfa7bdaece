// Autosave runs after an edit has painted, not inside it; a page that is left before then still
// writes what was typed. The page's clock is held still so the deferred save never comes on its
// own: only leaving the page can write it.
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../../src/store/persistence';
import { openApp, waitForPanel } from './helpers/app';

const savedName = (page: Page) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null
      ? null
      : (JSON.parse(text) as { workspace: { name: string } }).workspace.name;
  }, STORAGE_KEY);

test('an edit is written when the page is left, before its deferred save comes', async ({
  page,
}) => {
  await page.clock.install();
  await openApp(page, '#/cards');
  const name = page.getByRole('textbox', { name: 'Workspace name' });
  await expect(name).toHaveValue('Bank delegation example');
  // Everything the opening scheduled has run; from here the page's time stands still.
  await page.clock.pauseAt(Date.now() + 60_000);

  await name.fill('Typed just before reloading');
  await expect(name).toHaveValue('Typed just before reloading');
  expect(await savedName(page)).not.toBe('Typed just before reloading');

  await page.reload();
  await page.clock.resume();
  await waitForPanel(page);
  await expect(page.getByRole('textbox', { name: 'Workspace name' })).toHaveValue(
    'Typed just before reloading',
  );
  expect(await savedName(page)).toBe('Typed just before reloading');
});
