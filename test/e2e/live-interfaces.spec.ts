import { expect, test } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const agent = (path: string) => `http://127.0.0.1:${LIVE_AGENT_PORT}/${path}`;

test('a live run over the interface the user picks from the card’s list', async ({ page }) => {
  const problems = await collectCspViolations(page);
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(agent('v1/screening'));
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();

  // The SDK publishes its JSON-RPC endpoint twice, at 1.0 and at 0.3: the editor lists both.
  const interfaces = page.getByRole('region', { name: 'Interfaces' });
  await expect(interfaces.getByRole('group', { name: /^Interface \d/ })).toHaveCount(2);
  await expect(
    interfaces.getByRole('group', { name: 'Interface 2 JSON-RPC' }).getByLabel('Protocol version'),
  ).toHaveValue('0.3');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await interfaces.scrollIntoViewIfNeeded();
    await interfaces.screenshot({ path: `test-results/card-interfaces-${theme}.png` });
  }

  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption('screening (SDK 1.3)');
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  const picker = setup.getByLabel('Interface');
  await expect(picker.getByRole('option')).toHaveText([
    `JSON-RPC · A2A 1.0 · ${agent('v1/screening/rpc')} (preferred)`,
    `JSON-RPC · A2A 0.3 · ${agent('v1/screening/rpc')}`,
  ]);
  await picker.selectOption({ label: `JSON-RPC · A2A 0.3 · ${agent('v1/screening/rpc')}` });
  await expect(setup.getByLabel('A2A version')).toHaveValue('0.3');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoA11yViolations(page);
    await setup.screenshot({ path: `test-results/live-interface-picker-${theme}.png` });
  }
  await setup.getByLabel('Blocking').check();
  await setup.getByLabel('Request').fill('Screen Acme Trading FZE');
  await setup.getByRole('button', { name: 'Send anyway' }).click();

  const task = page.getByRole('region', { name: 'Task' });
  await expect(task.getByText('completed', { exact: true })).toBeVisible();
  // The 0.3 interface was called in 0.3's words.
  const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
  await expect(transcript.getByText('Request · message/send · id 1')).toBeVisible();
  problems.expectNone();
});
