// The fault agent in Chromium: a live run against a faulty route shows the route's own finding
// code in the Conformance tab, and the task as the agent really left it. The fault agent is plain
// node:http on 127.0.0.1 (test/helpers/live-agent/faults.ts), started here; the card comes from
// the SDK agents Playwright starts.
import { expect, test, type Page } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import { faultRoute, startFaultAgent, type FaultAgent } from '../helpers/live-agent/faults';
import { collectCspViolations, openApp, setTheme, THEMES } from './helpers/app';

let faults: FaultAgent;
test.beforeAll(async () => {
  faults = await startFaultAgent(0);
});
test.afterAll(async () => {
  await faults.close();
});

/** Adds the SDK's 0.3 screening agent by URL, then points the live setup at a fault route. */
async function aimAt(page: Page, fault: string) {
  const route = faultRoute(fault);
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog
    .getByLabel('Agent or card URL')
    .fill(`http://127.0.0.1:${LIVE_AGENT_PORT}/v03/screening`);
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption('screening (SDK 0.3)');
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  await setup.getByLabel('JSON-RPC endpoint').fill(faults.endpoint(route));
  await setup.getByLabel('A2A version').selectOption(route.version);
  return setup;
}

const findingsList = (page: Page) => page.getByRole('list', { name: 'Conformance findings' });

test.describe('the fault agent in the Conformance tab', () => {
  for (const { fault, code, state } of [
    { fault: 'v03/final-missing', code: 'FINAL_FIELD_MISSING', state: 'completed' },
    { fault: 'v1/task-id-change', code: 'TASK_ID_CHANGED', state: 'completed' },
    {
      fault: 'v03/append-unknown-artifact',
      code: 'APPEND_TO_UNKNOWN_ARTIFACT',
      state: 'completed',
    },
  ]) {
    test(`${fault} is flagged ${code}, and the task shows what the agent sent`, async ({
      page,
    }) => {
      const problems = await collectCspViolations(page);
      const setup = await aimAt(page, fault);
      await setup.getByRole('button', { name: /^Send (anyway|to live agent)$/ }).click();
      const task = page.getByRole('region', { name: 'Task' });
      await expect(task.getByText(state, { exact: true }).first()).toBeVisible();
      await page.getByRole('tab', { name: /Conformance/ }).click();
      const item = findingsList(page).getByRole('listitem').filter({ hasText: code });
      await expect(item).toHaveCount(1);
      await expect(page.getByText(/^No findings/)).toHaveCount(0);
      problems.expectNone();
    });
  }

  test('a route whose reply has another id: flagged, and nothing applied', async ({ page }) => {
    const setup = await aimAt(page, 'v1/reply-id-string');
    await setup.getByRole('radio', { name: 'Blocking' }).check();
    await setup.getByRole('button', { name: /^Send (anyway|to live agent)$/ }).click();
    await page.getByRole('tab', { name: /Conformance/ }).click();
    const item = findingsList(page).getByRole('listitem').filter({ hasText: 'RPC_ID_MISMATCH' });
    await expect(item).toContainText('"1" (string)');
    // Shown in the event log, never applied: no task appears.
    await expect(page.getByText('ignored: id "1" is not this call\'s')).toBeVisible();
    await expect(page.getByText(/^No task yet\./)).toBeVisible();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: `test-results/live-faults-${theme}.png`, fullPage: true });
    }
  });
});
