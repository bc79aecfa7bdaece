import { expect, test, type Page } from '@playwright/test';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const agent = (path: string) => `http://127.0.0.1:${LIVE_AGENT_PORT}/${path}`;
const SECRET = 'tok-e2e-8c41d2f09b';

/** Fetches a test agent's card by URL in the Cards panel and adds it to the workspace. */
async function addAgent(page: Page, path: string, name: string) {
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(agent(path));
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function chooseLive(page: Page, cardName: string) {
  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption(cardName);
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  return setup;
}

test.describe('live delegation in the Lifecycle panel', () => {
  test('a streamed run against a real SDK agent: a reply, a cancel, stepped through', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await addAgent(page, 'v1/reviewer', 'reviewer (SDK 1.3)');
    const setup = await chooseLive(page, 'reviewer (SDK 1.3)');
    await expect(setup.getByLabel('JSON-RPC endpoint')).toHaveValue(agent('v1/reviewer/rpc'));
    await expect(setup.getByLabel('A2A version')).toHaveValue('1.0');
    await setup.getByLabel('Authentication').selectOption('bearer');
    await setup.getByLabel('Token').fill(SECRET);
    // The fetched card has no platform metadata, so admission refuses it: the verdict is shown
    // before anything is sent, and only "Send anyway" sends it.
    await expect(setup.getByText(/admission refuses it/)).toBeVisible();
    await expect(setup.getByRole('button', { name: 'Send to live agent' })).toHaveCount(0);
    await setup.getByLabel('Request').fill('Review PMT-771');
    await setup.getByRole('button', { name: 'Send anyway' }).click();

    const task = page.getByRole('region', { name: 'Task' });
    await expect(task.getByText('input-required', { exact: true })).toBeVisible();
    await expect(task.getByText('Which policy should I review against?')).toBeVisible();
    await task.getByLabel('Your reply').fill('The EU sanctions policy');
    await task.getByRole('button', { name: 'Send reply' }).click();
    await expect(task.getByText('Reviewing.')).toBeVisible();
    await expect(task.getByRole('button', { name: 'Stop stream' })).toBeVisible();
    await task.getByRole('button', { name: 'Cancel task' }).click();
    await expect(task.getByText('canceled', { exact: true })).toBeVisible();

    // Every real event is a frame of the same timeline: step back to the question and forward.
    const log = page.getByRole('region', { name: 'Event log' });
    await expect(log.getByText('submitted (admission overridden)')).toBeVisible();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Step forward (→)' }).click();
    await expect(page.getByText(/^Event 2 of \d+$/)).toBeVisible();
    await page.keyboard.press('End');
    await expect(task.getByText('canceled', { exact: true })).toBeVisible();

    // The transcript shows the traffic as it crossed: the 1.0 method, the header, auth masked.
    const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
    await expect(transcript.getByText('Request · SendStreamingMessage · id 1')).toBeVisible();
    await expect(transcript.getByText('Request · CancelTask · id 3')).toBeVisible();
    const head = transcript.getByLabel('HTTP of Request · SendStreamingMessage · id 1');
    await expect(head).toContainText('A2A-Version: 1.0');
    await expect(head).toContainText('Authorization: Bearer ••••');
    await expect(transcript.getByText(/^SSE event · SendStreamingMessage/).first()).toBeVisible();

    await page.getByRole('tab', { name: /Conformance/ }).click();
    const conformance = page.getByRole('tabpanel', { name: /Conformance/ });
    await expect(conformance.getByText(/in 3 calls/)).toBeVisible();
    const download = page.waitForEvent('download');
    await conformance.getByRole('button', { name: 'Download Markdown' }).click();
    expect((await download).suggestedFilename()).toBe('conformance-reviewer-SDK-1.3.md');

    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/live-delegation-${theme}.png`, fullPage: true });
    }

    // The three protocol views read the real task unchanged.
    await page.getByRole('link', { name: 'Envelopes' }).click();
    await expect(page.getByRole('region', { name: 'A2A 0.3 task' })).toContainText(
      '"state": "canceled"',
    );
    await expect(page.getByRole('region', { name: 'Kernel task' })).toContainText('"cancelled"');
    await expect(page.getByRole('region', { name: 'ACP run' })).toContainText(
      '"status": "cancelled"',
    );

    // The token never left memory: not on the page, not in storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(SECRET);
    expect(await page.content()).not.toContain(SECRET);
    problems.expectNone();
  });

  test('a push config set at a real SDK agent, its token masked, its answer a frame', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await addAgent(page, 'v1/subscriber', 'subscriber (SDK 1.3)');
    const setup = await chooseLive(page, 'subscriber (SDK 1.3)');
    await setup.getByLabel('Request').fill('Screen PMT-771');
    await setup.getByRole('button', { name: 'Send anyway' }).click();
    const task = page.getByRole('region', { name: 'Task' });
    await expect(task.getByText('input-required', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Push callbacks' }).click();
    const push = page.getByRole('tabpanel', { name: 'Push callbacks' });
    await push.getByLabel('Callback URL').fill('https://agents.bank.ae/cb');
    await push.getByLabel('Token').fill(SECRET);
    await expect(
      push.getByText('Sends it to the live agent (CreateTaskPushNotificationConfig)', {
        exact: false,
      }),
    ).toBeVisible();
    await push.getByRole('button', { name: 'Set push config' }).click();
    const log = page.getByRole('region', { name: 'Event log' });
    await expect(log.getByText('push config set')).toBeVisible();
    // The agent's answer crossed the wire: shown with the token masked, in the request and echo.
    await page.getByRole('tab', { name: 'Wire transcript' }).click();
    const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
    await expect(
      transcript.getByText('Response · CreateTaskPushNotificationConfig', { exact: false }),
    ).toBeVisible();
    await expect(transcript).not.toContainText(SECRET);
    // Both bodies are drawn open, the token in each masked.
    const masked = await transcript.evaluate(
      (panel) => (panel.textContent ?? '').match(/"token":\s*"•+"/g)?.length ?? 0,
    );
    expect(masked).toBe(2);
    await expect(task.getByText('input-required', { exact: true })).toBeVisible();
    problems.expectNone();
  });

  test('an agent that breaks the lifecycle is flagged at the frame it happened', async ({
    page,
  }) => {
    await addAgent(page, 'v1/breaker', 'breaker (SDK 1.3)');
    const setup = await chooseLive(page, 'breaker (SDK 1.3)');
    await setup.getByRole('button', { name: 'Send anyway' }).click();
    await page.getByRole('tab', { name: /Conformance/ }).click();
    const findings = page.getByRole('list', { name: 'Conformance findings' });
    const illegal = findings.getByRole('listitem').filter({ hasText: 'ILLEGAL_TRANSITION' });
    await expect(illegal).toContainText('completed → working');
    await illegal.getByRole('button', { name: /^Event \d+$/ }).click();
    await expect(
      page.getByRole('region', { name: 'Task' }).getByText('working', { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/live-breaker.png', fullPage: true });
  });

  test('an agent added by its URL in the live setup, whose card claims what its endpoint refuses', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    const setup = page.getByRole('form', { name: 'Delegation setup' });
    await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
    const fetch = setup.getByRole('group', { name: 'Fetch a card from an agent' });
    await fetch.getByLabel('Add an agent by its URL').fill(agent('v1/overclaimer'));
    // Enter fetches; it does not send the delegation the setup form holds.
    await fetch.getByLabel('Add an agent by its URL').press('Enter');
    await expect(
      fetch.getByText(/^Read from .*\/v1\/overclaimer\/\.well-known\/agent-card\.json\.$/),
    ).toBeVisible();
    // The importer's verdict and findings, as Cards → Import card shows them.
    await expect(
      setup.getByText(
        'overclaimer (SDK 1.3): A2A 1.0 with 0.3 fields, valid: it can be added as written.',
      ),
    ).toBeVisible();
    await expect(setup.getByRole('list', { name: 'Findings' })).toContainText(
      '$.supportedInterfaces',
    );
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/live-setup-fetch-${theme}.png`, fullPage: true });
    }
    await setup.getByRole('button', { name: 'Add and delegate to it' }).click();
    await expect(setup.getByRole('status')).toHaveText(
      'Added overclaimer (SDK 1.3) to the workspace; it is the callee now.',
    );
    await expect(setup.getByLabel('Callee card')).toHaveValue('overclaimer (SDK 1.3)');
    await expect(setup.getByLabel('JSON-RPC endpoint')).toHaveValue(agent('v1/overclaimer/rpc'));
    await expect(setup.getByLabel('A2A version')).toHaveValue('1.0');
    await setup.getByRole('button', { name: 'Send anyway' }).click();

    // The card says 1.0; the endpoint (an SDK 1.3 server configured for 0.3 only) refuses it.
    await page.getByRole('tab', { name: /Conformance/ }).click();
    const findings = page.getByRole('list', { name: 'Conformance findings' });
    const mismatch = findings.getByRole('listitem').filter({ hasText: 'CARD_VERSION_MISMATCH' });
    await expect(mismatch).toContainText('the card declares A2A 1.0 (protocolVersion "1.0")');
    await expect(mismatch).toContainText('its endpoint refused A2A 1.0 with error -32009');
    await page.screenshot({ path: 'test-results/live-card-mismatch.png', fullPage: true });
    problems.expectNone();
  });

  test('a live call the browser blocks says so plainly', async ({ page, baseURL }) => {
    await addAgent(page, 'v1/screening', 'screening (SDK 1.3)');
    const setup = await chooseLive(page, 'screening (SDK 1.3)');
    await setup.getByLabel('JSON-RPC endpoint').fill(agent('no-cors/v1/screening/rpc'));
    await setup.getByRole('button', { name: 'Send anyway' }).click();
    const alert = page.getByRole('region', { name: 'Task' }).getByRole('alert');
    await expect(alert).toContainText('BLOCKED');
    await expect(alert).toContainText('does not allow calls from this page');
    await expect(alert).toContainText(
      `Access-Control-Allow-Origin: ${new URL(baseURL ?? '').origin}`,
    );
    await expect(alert).toContainText('npm run dev');
  });
});
