// Saved data is never lost without the user choosing to lose it, in real Chromium storage: when
// the browser's quota leaves no room to set an unreadable value aside, saving pauses rather than
// overwrite it; two unreadable saves in a row are both kept, the oldest offered first.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { RECOVERY_KEY, STORAGE_KEY } from '../../src/store/persistence';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

/** Seeds localStorage once per test (not on every reload) before the app starts. */
async function seed(page: Page, items: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('recovery-seeded') !== null) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('recovery-seeded', 'yes');
  }, items);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the unreadable data' }).click(),
  ]);
  return readFile(await file.path(), 'utf8');
}

const banner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Download the unreadable data' });

test('pauses saving when the quota leaves no room to set unreadable data aside', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  // Chromium gives an origin about 5.2 million characters: the filler and the unreadable value
  // fit, a second copy of the value does not.
  const unreadable = `{"format":"delegation-workbench",${'x'.repeat(1_500_000)}`;
  await seed(page, { 'another-app:cache': 'f'.repeat(3_000_000), [STORAGE_KEY]: unreadable });
  await openApp(page, '#/cards');

  await expect(banner(page)).toContainText(
    'Saving is paused: saved data that could not be opened would be overwritten.',
  );
  await expect(banner(page)).toContainText(
    'It could not be copied aside: browser storage has no room for a copy.',
  );
  await expect(banner(page).getByRole('button', { name: 'Dismiss' })).toHaveCount(0);

  // An edit while paused does not touch the original, and it is still there after a reload.
  const name = page.getByRole('textbox', { name: 'Workspace name' });
  await name.fill('Edited while paused');
  await expect(name).toHaveValue('Edited while paused');
  expect(await stored(page, STORAGE_KEY)).toBe(unreadable);
  await page.reload();
  await expect(banner(page)).toContainText('Saving is paused');
  expect(await stored(page, STORAGE_KEY)).toBe(unreadable);

  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoA11yViolations(page, { include: '.notices', label: `paused banner, ${theme}` });
  }

  expect(await download(page)).toBe(unreadable);
  await expect(banner(page)).toContainText('You downloaded it, so saving has resumed');
  await name.fill('Saved after the download');
  await expect
    .poll(async () => (await stored(page, STORAGE_KEY))?.includes('Saved after the download'))
    .toBe(true);
  problems.expectNone();
});

test('keeps two unreadable saves in a row and offers the oldest first', async ({ page }) => {
  const problems = await collectCspViolations(page);
  await seed(page, { [STORAGE_KEY]: '{"saved": "first, and broken' });
  await openApp(page, '#/cards');
  await expect(banner(page)).toContainText(
    'Your saved workspace could not be opened, so the bank example is shown instead.',
  );
  expect(await stored(page, `${RECOVERY_KEY}:1`)).toBe('{"saved": "first, and broken');

  // A second unreadable save arrives (another tab, a newer build) before the user acts.
  await page.evaluate(
    (key) => localStorage.setItem(key, '{"saved": "second, and broken'),
    STORAGE_KEY,
  );
  await page.reload();
  await expect(banner(page)).toContainText(
    '2 unreadable saves are kept; the oldest is shown first',
  );
  expect(await download(page)).toBe('{"saved": "first, and broken');

  await banner(page).getByRole('button', { name: 'Discard it' }).click();
  await expect(banner(page)).not.toContainText('2 unreadable saves');
  expect(await download(page)).toBe('{"saved": "second, and broken');
  await banner(page).getByRole('button', { name: 'Discard it' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page, `${RECOVERY_KEY}:1`)).toBeNull();
  expect(await stored(page, `${RECOVERY_KEY}:2`)).toBeNull();
  problems.expectNone();
});
