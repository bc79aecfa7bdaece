// Redirects and hostile card hosts in Chromium, under the built app's CSP: what a page can see of
// a redirect (an opaque one, then the final URL when it follows), that no credential reaches
// another origin (the other host records what arrives), that every fetched card takes the strict
// byte path, and that a card built to hurt neither runs script nor stalls the page.
import { expect, test, type Page } from '@playwright/test';
import { checkFiles } from '../../src/adapters/import/card-command';
import { VERSION_NAMES } from '../../src/adapters/import/version-names';
import { readCardFile } from '../../scripts/card';
import { startHostileHosts, type HostileHosts } from '../helpers/hostile-hosts';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

let hosts: HostileHosts;
test.beforeAll(async () => {
  hosts = await startHostileHosts();
});
test.afterAll(() => hosts.close());
test.beforeEach(() => {
  hosts.received.length = 0;
});

const KEY = 'agent-key-e2e-77a0c3';

async function openImport(page: Page) {
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  return page.getByRole('dialog', { name: 'Import agent cards' });
}

async function fetchInDialog(page: Page, url: string) {
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  await dialog.getByLabel('Agent or card URL').fill(url);
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await expect(dialog.getByRole('button', { name: 'Fetch card' })).toBeVisible();
  return dialog;
}

/** Nothing a payload could have run: no dialog, no marker, no console line from script. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  const logs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => logs.push(m.text()));
  return async () => {
    expect(dialogs).toEqual([]);
    expect(logs.filter((l) => l.includes('XSS-RAN'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
      undefined,
    );
  };
}

test.describe('redirects seen from the page', () => {
  test('the hosts would catch a leak: a plain follow sends X-Agent-Key to the other origin', async ({
    page,
  }) => {
    // The control: what `redirect: 'follow'` did before. The other origin gets the key.
    await openApp(page, '#/cards');
    await page.evaluate(
      async ({ url, key }) => {
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Agent-Key': key },
          body: '{}',
          redirect: 'follow',
        });
      },
      { url: `${hosts.agent}/to-elsewhere/rpc`, key: KEY },
    );
    const post = hosts.received.find((r) => r.method === 'POST');
    expect(post?.headers['x-agent-key']).toBe(KEY);
  });

  test('a card redirected to another origin is read with a warning naming both URLs', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    const asked = `${hosts.agent}/to-elsewhere/.well-known/agent-card.json`;
    const landed = `${hosts.elsewhere}/.well-known/agent-card.json`;
    for (const theme of THEMES) {
      await openApp(page, '#/cards');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Import card' }).click();
      const dialog = await fetchInDialog(page, `${hosts.agent}/to-elsewhere/`);
      await expect(
        dialog.getByText(`Read from ${landed}, redirected from ${asked}.`),
      ).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(
        `Redirected to another origin. ${asked} redirected to ${landed}, another origin: the ` +
          `card was read from ${hosts.elsewhere}, not from ${hosts.agent}, the origin you named. ` +
          `Check that you trust it before adding it; its relative URLs resolve against ${landed}.`,
      );
      await expect(dialog.locator('.cards-verdict-badge')).toHaveText('valid');
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/redirect-card-${theme}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    // What reached the other origin: plain GETs, no credential of any kind.
    expect(hosts.received.length).toBeGreaterThan(0);
    for (const r of hosts.received) {
      expect(r.method).toBe('GET');
      expect(Object.keys(r.headers)).not.toContain('x-agent-key');
      expect(Object.keys(r.headers)).not.toContain('authorization');
      expect(Object.keys(r.headers)).not.toContain('cookie');
    }
    problems.expectNone();
  });

  for (const scheme of ['javascript', 'data', 'file']) {
    test(`a card redirected to ${scheme}: is a redirect the page cannot follow, not CORS`, async ({
      page,
    }) => {
      const ran = watchForScript(page);
      await openImport(page);
      const asked = `${hosts.agent}/to-${scheme}/card.json`;
      const dialog = await fetchInDialog(page, asked);
      const alert = dialog.getByRole('alert');
      await expect(alert.locator('p')).toHaveText(
        `${asked} answered with a redirect the page cannot follow or read. A browser hides ` +
          `where a redirect leads, and refuses to follow one to a URL that is not http: or ` +
          `https: (such as javascript:, data: or file:) or to a server that does not let this ` +
          `page read it, without saying which. Run curl -i ${asked} to see where it leads.`,
      );
      await expect(alert).not.toContainText('Access-Control');
      await expect(dialog.getByLabel('Card JSON')).toHaveValue('');
      await ran();
    });
  }
});

test.describe('a live call redirected with an API key', () => {
  test('stops at the opaque redirect; the other origin receives nothing', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/lifecycle');
    const setup = page.getByRole('form', { name: 'Delegation setup' });
    await setup.getByLabel('Behaviour').selectOption({ label: 'Live agent' });
    // The setup's own card fetch meets the cross-origin redirect first, and says so.
    const fetch = setup.getByRole('group', { name: 'Fetch a card from an agent' });
    await fetch.getByLabel('Add an agent by its URL').fill(`${hosts.agent}/to-elsewhere/card.json`);
    await fetch.getByRole('button', { name: 'Fetch card' }).click();
    await expect(fetch.getByRole('alert')).toContainText(
      `${hosts.agent}/to-elsewhere/card.json redirected to ${hosts.elsewhere}/card.json, another origin`,
    );
    await setup.getByRole('button', { name: 'Add and delegate to it' }).click();
    hosts.received.length = 0;
    const endpoint = `${hosts.agent}/to-elsewhere/rpc`;
    await setup.getByLabel('JSON-RPC endpoint').fill(endpoint);
    await setup.getByLabel('Authentication').selectOption('api-key');
    await setup.getByLabel('Header name').fill('X-Agent-Key');
    await setup.getByLabel('Key').fill(KEY);
    await setup.getByRole('button', { name: 'Send anyway' }).click();

    const alert = page.getByRole('region', { name: 'Task' }).getByRole('alert');
    await expect(alert).toContainText('REDIRECT_HIDDEN');
    await expect(alert.locator('p')).toHaveText(
      `${endpoint} answered with a redirect. A browser does not let a page see a redirect's ` +
        `status or where it leads, so the call stopped there: nothing was sent on, neither the ` +
        `message nor any credential. Run curl -i -X POST ${endpoint} to see where it leads, and ` +
        `set the endpoint to the URL the agent answers at.`,
    );
    // Nothing at all reached the other origin: no preflight, no POST, no key.
    expect(hosts.received).toEqual([]);

    const transcript = page.getByRole('tabpanel', { name: 'Wire transcript' });
    await expect(
      transcript.getByText('Redirect · message/stream · id 1 · not followed'),
    ).toBeVisible();
    await expect(
      transcript.getByLabel('HTTP of Redirect · message/stream · id 1 · not followed'),
    ).toHaveText('Opaque redirect: the browser hides its status and its Location');
    await expect(transcript.getByLabel('HTTP of Request · message/stream · id 1')).toContainText(
      `POST ${endpoint}`,
    );
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: `test-results/redirect-live-${theme}.png`, fullPage: true });
    }
    // The key is in its field only: the transcript shows it masked.
    expect(await transcript.textContent()).not.toContain(KEY);
    problems.expectNone();
  });
});

test.describe('hostile cards fetched by URL', () => {
  test('every fixture gets the verdict card check gives the same bytes', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openImport(page);
    for (const name of [
      'v0_3-clean.json',
      'bom.json',
      'utf16le-bom.json',
      'utf16be-bom.json',
      'utf16le-no-bom.json',
      'latin1.json',
      'overlong-utf8.json',
    ]) {
      const cli = checkFiles([`test/fixtures/cards/${name}`], { readFile: readCardFile })
        .results[0];
      if (cli === undefined) throw new Error(`card check gave no result for ${name}`);
      const dialog = await fetchInDialog(page, `${hosts.agent}/bytes/${name}`);
      await expect(dialog.getByText(`Read from ${hosts.agent}/bytes/${name}.`)).toBeVisible();
      const result = dialog.locator('.cards-import-result');
      await expect(result.locator('.cards-verdict-badge'), name).toHaveText(cli.verdict);
      await expect(result.getByRole('definition').first(), name).toHaveText(
        VERSION_NAMES[cli.version],
      );
      for (const f of cli.findings) {
        await expect(result.getByRole('list', { name: 'Findings' }), name).toContainText(f.message);
      }
      if (cli.findings.some((f) => f.code === 'INVALID_ENCODING')) {
        // Nothing decoded leniently reaches the field: no U+FFFD, no text at all.
        await expect(dialog.getByLabel('Card JSON')).toHaveValue('');
      }
    }
    problems.expectNone();
  });

  test('a 5 MB card is refused at the 1 MiB cap', async ({ page }) => {
    await openImport(page);
    const asked = `${hosts.agent}/huge-undeclared/card.json`;
    const dialog = await fetchInDialog(page, asked);
    await expect(dialog.getByRole('alert').locator('p')).toHaveText(
      `${asked} sent more than 1 MiB, the most it may send; the rest was not read.`,
    );
  });

  test('a card nested 100,000 deep is refused and the page stays alive', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openImport(page);
    const dialog = await fetchInDialog(page, `${hosts.agent}/deep/card.json`);
    const result = dialog.locator('.cards-import-result');
    await expect(result.locator('.cards-verdict-badge')).toHaveText('rejected');
    await expect(result.getByRole('list', { name: 'Findings' })).toContainText(
      'Objects and arrays nest more than 64 levels deep (line 1, column 65); the document is not read further.',
    );
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    problems.expectNone();
  });

  test('script in every text field of a card is shown as text and never runs', async ({ page }) => {
    const problems = await collectCspViolations(page);
    const ran = watchForScript(page);
    await openImport(page);
    const dialog = await fetchInDialog(page, `${hosts.agent}/xss/card.json`);
    await expect(dialog.getByText(`Read from ${hosts.agent}/xss/card.json.`)).toBeVisible();
    await expect(dialog.getByLabel('Card JSON')).toHaveValue(/onerror/);
    await expect(dialog.locator('.cards-verdict-badge')).toHaveText('valid');
    await dialog.getByRole('button', { name: 'Add to workspace' }).click();
    // The card is shown with its payloads as text, in the list and in its detail.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /^xss-agent/ })).toHaveText(
      'xss-agent <img src=x onerror="window.__xss=1;console.log(\'XSS-RAN\')">',
    );
    await expect(main).toContainText('<script>window.__xss=1;console.log("XSS-RAN")</script>');
    expect(await main.locator('img[onerror], svg[onload], script').count()).toBe(0);
    await page.screenshot({ path: 'test-results/redirect-xss-card.png', fullPage: true });
    await ran();
    problems.expectNone();
  });
});
