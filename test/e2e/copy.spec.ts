import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import config from '../../playwright.config';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
  waitForPanel,
} from './helpers/app';
import { serveStatic, type StaticServer } from './helpers/static-server';

// A host name that is not localhost, resolved to this machine by Chromium itself: a plain-http
// page there is not a secure context, so the browser offers no clipboard API at all.
const HOST = 'workbench.test';
const launch = config.use?.launchOptions ?? {};

test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

test.describe('copying on a plain-http host that is not localhost', () => {
  let server: StaticServer;
  test.beforeAll(async () => {
    server = await serveStatic();
  });
  test.afterAll(() => server.close());

  test('admission evidence opens selected for copying by hand, and downloads', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await page.goto(`http://${HOST}:${server.port}/#/admission`);
    await waitForPanel(page);
    expect(await page.evaluate(() => [window.isSecureContext, 'clipboard' in navigator])).toEqual([
      false,
      false,
    ]);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the evidence by hand' });
    const field = dialog.getByRole('textbox', { name: 'Text of the evidence' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(/^# Admission evidence: payments-investigator/);
    const selected = await field.evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    );
    expect(selected).toBe(await field.inputValue());

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /^Download / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('admission-evidence-payments-investigator.md');
    expect(await readFile(await download.path(), 'utf8')).toBe(await field.inputValue());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeFocused();
    problems.expectNone();
  });

  test('every copy button falls back the same way', async ({ page }) => {
    await page.goto(`http://${HOST}:${server.port}/#/cards`);
    await waitForPanel(page);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the published card by hand' });
    await expect(dialog.getByRole('textbox')).toHaveValue(/"name": "sanctions-screening-agent"/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const theme of THEMES) {
    test(`the copy-by-hand dialog has no serious accessibility problem in the ${theme} theme`, async ({
      page,
    }) => {
      await page.goto(`http://${HOST}:${server.port}/#/admission`);
      await waitForPanel(page);
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Copy as Markdown' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy the evidence by hand' });
      await expect(dialog.getByRole('textbox')).toBeFocused();
      await expectNoA11yViolations(page, {
        include: 'dialog[open]',
        label: `copy fallback dialog, ${theme}`,
      });
    });
  }
});

test.describe('copying where the clipboard is denied', () => {
  test('the published card opens for copying by hand', async ({ page, context, baseURL }) => {
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      browserContextId: targetInfo.browserContextId,
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin: new URL(baseURL ?? '').origin,
    });
    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the published card by hand' });
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await expect(
      dialog.getByRole('button', { name: 'Download sanctions-screening-agent.a2a-0.3.json' }),
    ).toBeVisible();
  });
});
