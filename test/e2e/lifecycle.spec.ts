import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  panels,
  setTheme,
  THEMES,
  waitForPanel,
} from './helpers/app';

const eventLog = (page: Page) => page.getByRole('list', { name: 'Event log' });
const current = (page: Page) => eventLog(page).locator('[aria-current="step"]');
const task = (page: Page) => page.getByRole('region', { name: 'Task' });
const diagram = (page: Page) => page.getByRole('figure');

async function start(page: Page, preset: string) {
  await page
    .getByRole('group', { name: 'Scenarios' })
    .getByRole('button', { name: preset })
    .click();
  await page.getByRole('button', { name: 'Start delegation' }).click();
}

test.describe('the lifecycle panel', () => {
  test('runs the streamed screening to completion, one event at a time', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    await start(page, 'Streamed screening');
    await expect(current(page)).toContainText('submitted');

    const forward = page.getByRole('button', { name: 'Step forward (→)' });
    await forward.click();
    await expect(current(page)).toContainText('working');
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toContainText('artifact sanctions-screening');
    await forward.click();
    await expect(current(page)).toContainText('completed');
    await expect(forward).toBeDisabled();
    await expect(diagram(page)).toContainText(
      'Current state: completed. Path so far: submitted → working → completed.',
    );
    await expect(task(page).getByText('sanctions-screening', { exact: true })).toBeVisible();
    const transcript = page.getByRole('tabpanel');
    await expect(transcript.getByText('SSE event · message/stream · id 1')).toHaveCount(5);

    await page.keyboard.press('Home');
    await expect(current(page)).toContainText('ready');
    await page.keyboard.press('End');
    await expect(current(page)).toContainText('completed');
    problems.expectNone();
  });

  test('plays the clarifier to its question, takes the answer and completes', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    await start(page, 'Clarifier');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(current(page)).toContainText('input-required');
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();

    const reply = task(page).getByRole('form', { name: 'The agent asks' });
    await expect(reply).toContainText('Which jurisdiction should I screen against?');
    await reply.getByLabel('Your reply').fill('UAE and UN lists');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(current(page)).toContainText('reply sent');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect(current(page)).toContainText('completed');
    await expect(task(page)).toContainText('Screened. No matches.');
    await expect(diagram(page)).toContainText(
      'Path so far: submitted → working → input-required → working → completed.',
    );
    problems.expectNone();
  });

  test('cancels the clarifier, and a second cancel answers TASK_TERMINAL', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    await page
      .getByRole('group', { name: 'Scenarios' })
      .getByRole('button', { name: 'Cancellation' })
      .click();
    await expect(current(page)).toContainText('canceled');
    await task(page).getByRole('button', { name: 'Cancel task' }).click();
    await expect(current(page)).toContainText('cancel refused: TASK_TERMINAL');
    await expect(task(page)).toContainText('TASK_TERMINAL');
    await expect(task(page)).toContainText('task task-1 is already canceled');

    await task(page).getByLabel('Force state').selectOption('working');
    await task(page).getByRole('button', { name: 'Force transition' }).click();
    await expect(task(page).getByRole('alert')).toContainText(
      'canceled is terminal; cannot move to working',
    );
    problems.expectNone();
  });

  test('refuses https://evil.example/hook as a callback and names the host', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    await page.getByRole('tab', { name: 'Push callbacks' }).click();
    await page.getByLabel('Callback URL').fill('https://evil.example/hook');
    await page.getByLabel('Token').fill('s3cret');
    const reasons = page.getByRole('list', { name: 'Why the callback is refused' });
    await expect(reasons).toContainText('CALLBACK_NOT_ALLOWED');
    await expect(reasons).toContainText('callback host "evil.example" is not in the allow-list');

    await start(page, 'Clarifier');
    await page.getByRole('button', { name: 'Set push config' }).click();
    await expect(current(page)).toContainText('set-push-config refused: CALLBACK_NOT_ALLOWED');
    problems.expectNone();
  });

  test('keeps the session while the user visits another panel', async ({ page }) => {
    const other =
      panels.find((p) => p.id === 'envelopes') ?? panels.find((p) => p.id !== 'lifecycle');
    test.skip(other === undefined, 'needs another panel');
    await openApp(page, '#/lifecycle');
    await start(page, 'Streamed screening');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await page.getByRole('button', { name: 'Step back (←)' }).click();
    await expect(current(page)).toContainText('artifact sanctions-screening');

    const nav = page.getByRole('navigation', { name: 'Panels' });
    await nav.getByRole('link', { name: other?.label }).click();
    await waitForPanel(page);
    await nav.getByRole('link', { name: 'Lifecycle' }).click();
    await waitForPanel(page);
    await expect(eventLog(page).getByRole('listitem')).toHaveCount(5);
    await expect(current(page)).toContainText('artifact sanctions-screening');
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '#/lifecycle');
      await setTheme(page, theme);
      await start(page, 'Clarifier');
      await page.getByRole('button', { name: 'Run to end' }).click();
      await expect(task(page).getByRole('form', { name: 'The agent asks' })).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `lifecycle, ${theme}` });

      await page.getByRole('tab', { name: 'Push callbacks' }).click();
      await page.getByLabel('Callback URL').fill('http://evil.example:8443/hook');
      await expectNoA11yViolations(page, { include: 'main', label: `callbacks, ${theme}` });

      await page.getByRole('tab', { name: 'Behaviour script' }).click();
      await expectNoA11yViolations(page, { include: 'main', label: `script editor, ${theme}` });
    });
  }
});
