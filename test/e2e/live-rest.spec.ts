// A whole live run over HTTP+JSON in Chromium: the card of an @a2a-js/sdk 1.3 agent lists its
// restHandler interface first; the user picks it in the live setup and sends (blocking), streams,
// gets and cancels. The transcript names each call by its HTTP method and path, the timeline shows
// what the agent sent, and the Conformance tab judges it like any JSON-RPC run.
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

/** Adds the SDK 1.3 agent `behaviour` (its card lists HTTP+JSON first) and picks HTTP+JSON 1.0. */
async function setUp(page: Page, behaviour: string) {
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(agent(`v1-rest/${behaviour}`));
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption(`${behaviour} (SDK 1.3)`);
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  const rest = agent(`v1-rest/${behaviour}/rest`);
  const rpc = agent(`v1-rest/${behaviour}/rpc`);
  const picker = setup.getByLabel('Interface');
  // The card's own order: HTTP+JSON first, then JSON-RPC, each at 1.0 and then 0.3.
  await expect(picker.getByRole('option')).toHaveText([
    `HTTP+JSON · A2A 1.0 · ${rest} (preferred)`,
    `JSON-RPC · A2A 1.0 · ${rpc}`,
    `HTTP+JSON · A2A 0.3 · ${rest}`,
    `JSON-RPC · A2A 0.3 · ${rpc}`,
  ]);
  // Pick JSON-RPC, then HTTP+JSON again: the endpoint field follows the choice.
  await picker.selectOption({ label: `JSON-RPC · A2A 1.0 · ${rpc}` });
  await expect(setup.getByLabel('JSON-RPC endpoint')).toHaveValue(rpc);
  await picker.selectOption({ label: `HTTP+JSON · A2A 1.0 · ${rest} (preferred)` });
  await expect(setup.getByLabel('HTTP+JSON endpoint')).toHaveValue(rest);
  await expect(setup.getByLabel('A2A version')).toHaveValue('1.0');
  return setup;
}

const send = (setup: ReturnType<Page['getByRole']>) =>
  setup.getByRole('button', { name: /^Send (anyway|to live agent)$/ }).click();

const transcriptOf = (page: Page) => page.getByRole('tabpanel', { name: 'Wire transcript' });

test('a blocking send, a get and a stream over HTTP+JSON, with method and path in the transcript', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  const setup = await setUp(page, 'screening');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoA11yViolations(page);
    await setup.screenshot({ path: `test-results/live-rest-setup-${theme}.png` });
  }
  await setup.getByLabel('Blocking').check();
  await setup.getByLabel('Request').fill('Screen Acme Trading FZE');
  await send(setup);

  const task = page.getByRole('region', { name: 'Task' });
  await expect(task.getByText('completed', { exact: true })).toBeVisible();
  const transcript = transcriptOf(page);
  await expect(transcript.getByText('Request · POST /message:send · id 1')).toBeVisible();
  // The request line is the method and the interface URL with the binding's path under it.
  await expect(
    transcript.getByText(`POST ${agent('v1-rest/screening/rest/message:send')}`),
  ).toBeAttached();
  await expect(transcript.getByText('Response · POST /message:send · id 1')).toBeVisible();

  await task.getByRole('button', { name: 'Get task' }).click();
  await expect(transcript.getByText(/^Request · GET \/tasks\/[\w-]+ · id 2$/)).toBeVisible();
  await expect(transcript.getByText(/^Response · GET \/tasks\/[\w-]+ · id 2$/)).toBeVisible();

  // The SDK's agent ran the whole task before answering the blocking send.
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'get sent' })).toHaveCount(1);
  await page.getByRole('tab', { name: /Conformance/ }).click();
  await expect(page.getByText('No findings in 2 calls so far.')).toBeVisible();

  // A new run, streamed: each SSE event is its own transcript entry under the same path.
  await setup.getByLabel('Streaming').check();
  await send(setup);
  await expect(task.getByText('completed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Wire transcript' }).click();
  await expect(transcript.getByText('Request · POST /message:stream · id 1')).toBeVisible();
  await expect(transcript.getByText('Event · POST /message:stream · id 1').first()).toBeVisible();
  // The timeline: what the SDK's agent sent, event by event.
  await expect(log.getByRole('listitem')).toHaveText([
    /^1\s*ready/,
    /^2\s*submitted/,
    /^3\s*task submitted/,
    /^4\s*working/,
    /^5\s*artifact sanctions-screening/,
    /^6\s*completed/,
  ]);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await page.screenshot({ path: `test-results/live-rest-run-${theme}.png`, fullPage: true });
  }
  problems.expectNone();
});

test('a task cancelled over HTTP+JSON: POST /tasks/{id}:cancel, and the stream ends canceled', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  const setup = await setUp(page, 'cancellation');
  await setup.getByLabel('Streaming').check();
  await send(setup);
  const task = page.getByRole('region', { name: 'Task' });
  await expect(task.getByText('working', { exact: true })).toBeVisible();
  await task.getByRole('button', { name: 'Cancel task' }).click();
  await expect(task.getByText('canceled', { exact: true })).toBeVisible();
  const transcript = transcriptOf(page);
  await expect(
    transcript.getByText(/^Request · POST \/tasks\/[\w-]+:cancel · id 2$/),
  ).toBeVisible();
  await page.getByRole('tab', { name: /Conformance/ }).click();
  await expect(page.getByText(/^No findings in 2 calls/)).toBeVisible();
  problems.expectNone();
});

test('push configs set, listed, read and deleted at the agent over HTTP+JSON, DELETE and all', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  const setup = await setUp(page, 'subscriber');
  await setup.getByLabel('Request').fill('Screen PMT-771');
  await send(setup);
  const task = page.getByRole('region', { name: 'Task' });
  await expect(task.getByText('input-required', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Push callbacks' }).click();
  const push = page.getByRole('tabpanel', { name: 'Push callbacks' });
  await push.getByLabel('Callback URL').fill('https://agents.bank.ae/cb');
  await push.getByLabel('Token').fill('push-tok-e2e-41');
  await push.getByRole('button', { name: 'Set push config' }).click();
  const side = push.getByRole('region', { name: 'Push configs at the agent' });
  const named = side.getByRole('list', { name: 'Push configs the agent named' });
  await expect(named.getByText('https://agents.bank.ae/cb')).toBeVisible();
  const configId = await side.getByLabel('Config id').inputValue();
  expect(configId).toMatch(/^[0-9a-f-]{36}$/);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoA11yViolations(page);
    await push.screenshot({ path: `test-results/live-rest-push-configs-${theme}.png` });
  }

  const log = page.getByRole('region', { name: 'Event log' });
  await side.getByRole('button', { name: 'List push configs' }).click();
  await expect(log.getByText('push configs listed (1)')).toBeVisible();
  await side.getByRole('button', { name: 'Read push config' }).click();
  await expect(log.getByText('push config read')).toBeVisible();
  // The browser's preflight lets the DELETE through, and the agent answers 204.
  await side.getByRole('button', { name: 'Delete push config' }).click();
  await expect(log.getByText('push config deleted')).toBeVisible();
  await expect(side.getByText('The agent holds none for this task.')).toBeVisible();

  await page.getByRole('tab', { name: 'Wire transcript' }).click();
  const transcript = transcriptOf(page);
  await expect(
    transcript.getByText(
      new RegExp(`^Request · DELETE /tasks/[\\w-]+/pushNotificationConfigs/${configId} · id \\d+$`),
    ),
  ).toBeVisible();
  await expect(transcript).not.toContainText('push-tok-e2e-41');
  await expect(task.getByText('input-required', { exact: true })).toBeVisible();
  problems.expectNone();
});
