// OAuth 2.0 in Chromium, end to end: the built app served under a sub-path, a real authorization
// server (oidc-provider) and an @a2a-js/sdk agent that checks each bearer token, all on
// 127.0.0.1 and started here. The user signs in through the provider's own login and consent
// pages (authorization code + PKCE), comes back to the app with the live setup as it was, runs a
// task against the guarded agent, then fetches the extended card and takes it in.
import { expect, test, type Page } from '@playwright/test';
import { collectCspViolations, expectNoA11yViolations, setTheme, THEMES } from './helpers/app';
import { serveStatic, type StaticServer } from './helpers/static-server';
import {
  BROWSER_CLIENT,
  MACHINE_CLIENT,
  startAuthorizationServer,
  type AuthorizationServer,
} from '../helpers/oauth/authorization-server';
import { startGuardedAgents, type GuardedAgents } from '../helpers/oauth/guarded-agent';

const SUB_PATH = '/tools/workbench/';
let app: StaticServer;
let server: AuthorizationServer;
let agents: GuardedAgents;
let appUrl = '';

test.beforeAll(async () => {
  app = await serveStatic(undefined, SUB_PATH);
  appUrl = `http://127.0.0.1:${app.port}${SUB_PATH}`;
  server = await startAuthorizationServer([appUrl]);
  agents = await startGuardedAgents(server.issuer);
});
test.afterAll(async () => {
  await agents.close();
  await server.close();
  await app.close();
});

const CARD = 'guarded oauth2 agent';

async function addGuardedAgent(page: Page) {
  await page.goto(`${appUrl}#/cards`);
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(agents.oauth2Base);
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByText(/^Read from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(page.getByRole('heading', { level: 2, name: CARD })).toBeVisible();
  await page.getByRole('link', { name: 'Lifecycle' }).click();
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Callee card').selectOption(CARD);
  await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
  await setup.getByLabel('Authentication').selectOption('oauth');
  return setup;
}

async function sendAndComplete(page: Page) {
  const setup = page.getByRole('form', { name: 'Delegation setup' });
  await setup.getByLabel('Request').fill('Screen ACC-1');
  await setup.getByRole('button', { name: 'Send anyway' }).click();
  const task = page.getByRole('region', { name: 'Task' });
  await expect(task.getByText('completed', { exact: true })).toBeVisible();
  await expect(task.getByText('Screened with a verified token.')).toBeVisible();
  const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
  const head = transcript.getByLabel(/^HTTP of Request · \w+ · id 1$/);
  await expect(head).toContainText(/Authorization: Bearer •{4,12}/);
}

/** The bearer token the agent was last sent. */
const lastToken = () => (agents.authorizations.at(-1) ?? '').replace(/^Bearer /, '');

test.describe('OAuth 2.0 from the card’s scheme', () => {
  test('signs in through a real redirect (authorization code + PKCE) and runs a task', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const setup = await addGuardedAgent(page);
    await setup.getByLabel('Scheme').selectOption('browser');
    await expect(setup.getByLabel('Grant')).toHaveValue('authorization_code');
    await expect(setup.getByLabel('Scopes')).toHaveValue('agent:call agent:extended');
    // The redirect URI is the app's own URL, sub-path included: what the provider has registered.
    await expect(setup.getByLabel(/^Redirect URI/)).toHaveValue(appUrl);
    await setup.getByLabel('Client ID').fill(BROWSER_CLIENT);
    await setup.getByRole('button', { name: /^Sign in at 127\.0\.0\.1:\d+$/ }).click();

    // The provider's own pages: login, then consent.
    await page.waitForURL(`${server.issuer}/**`);
    await page.locator('input[name="login"]').fill('ada');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the app at its own URL, the answer gone from the address bar, the setup restored.
    await page.waitForURL(`${appUrl}#/lifecycle`);
    const back = page.getByRole('form', { name: 'Delegation setup' });
    await expect(
      back.getByRole('status').filter({ hasText: /^Signed-in token held/ }),
    ).toBeVisible();
    await expect(back.getByLabel('Callee card')).toHaveValue(CARD);
    await expect(back.getByLabel('Authentication')).toHaveValue('oauth');
    await expect(back.getByLabel('Client ID')).toHaveValue(BROWSER_CLIENT);
    expect(new URL(page.url()).search).toBe('');
    await sendAndComplete(page);

    // The token was sent, and is nowhere the page keeps anything.
    const token = lastToken();
    expect(token.split('.')).toHaveLength(3);
    const kept = await page.evaluate(() =>
      JSON.stringify({
        local: { ...localStorage },
        session: { ...sessionStorage },
        url: location.href,
      }),
    );
    expect(kept).not.toContain(token);
    expect(kept).not.toContain('verifier');
    await expect(page.locator('body')).not.toContainText(token.slice(0, 24));

    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/live-oauth-${theme}.png`, fullPage: true });
    }
    // The app broke no rule of its policy and threw nothing. (The provider's own pages log errors
    // of their own on the way: a web font from the internet, a favicon it does not have.)
    expect(problems.violations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('gets a token by client credentials, then shows the extended card and takes it in', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const setup = await addGuardedAgent(page);
    await expect(setup.getByLabel('Grant')).toHaveValue('client_credentials');
    await setup.getByLabel('Client ID').fill(MACHINE_CLIENT.id);
    await setup.getByLabel('Client secret').fill(MACHINE_CLIENT.secret);
    await setup.getByRole('button', { name: 'Get token' }).click();
    await expect(
      setup.getByRole('status').filter({ hasText: /^Client credentials token held/ }),
    ).toBeVisible();
    await sendAndComplete(page);

    await setup.getByRole('button', { name: 'Get the extended card' }).click();
    const changes = setup.getByRole('list', { name: `What the extended card changes in ${CARD}` });
    await expect(changes).toContainText('description');
    await expect(changes).toContainText('Authenticated callers can also export ledgers.');
    await expect(changes).toContainText('skills');
    await expect(changes).toContainText('Ledger export');
    await changes.screenshot({ path: 'test-results/live-oauth-extended-changes.png' });
    // The call itself, as it crossed the wire: its method, the token masked, judged with no finding.
    await setup.getByText('GetExtendedAgentCard: no findings on the reply').click();
    const call = setup.getByRole('list', { name: 'Extended card call' });
    await expect(call).toContainText('Request · GetExtendedAgentCard · id 1');
    await expect(call).toContainText(/Authorization: Bearer •{4,12}/);
    await expect(call).toContainText('HTTP 200');
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await setup.getByText('Get the extended card').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-oauth-extended-diff-${theme}.png` });
    }
    await setup.getByRole('button', { name: 'Take it into the workspace' }).click();
    await expect(setup.getByText(`${CARD} is now the extended card`)).toBeVisible();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({
        path: `test-results/live-oauth-extended-${theme}.png`,
        fullPage: true,
      });
    }

    await page.getByRole('link', { name: 'Cards' }).click();
    // The workspace's card is now the extended one: its published JSON carries the extra skill.
    await expect(page.getByRole('textbox', { name: /^Published card JSON/ })).toHaveValue(
      /"name": "Ledger export"/,
    );
    const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(saved).not.toContain(MACHINE_CLIENT.secret);
    expect(saved).not.toContain(lastToken());
    problems.expectNone();
  });
});
