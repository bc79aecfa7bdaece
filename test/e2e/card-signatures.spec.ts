// Card signatures and live cards in Chromium, under the built app's CSP: a card signed by the real
// A2A SDK (in this spec's Node side) imported with its JWKS and seen valid, then tampered with in
// the published JSON editor and seen invalid at the field; a new card signed in the page whose
// downloads the SDK verifies and which, with its JWKS, verifies again in a fresh page; and the
// live-card check against loopback SDK agents, one whose served card the test changes.
import { readFileSync } from 'node:fs';
import { generateAgentCardSignature, verifyAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import { expect, test, type Page } from '@playwright/test';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import { baseCard, startCardHosts, type CardHosts } from '../helpers/live-agent/changing-card';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const agent = (path: string) => `http://127.0.0.1:${LIVE_AGENT_PORT}/${path}`;
const SHOTS = process.env.SHOTS_DIR;

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import card' }).first().click();
  return page.getByRole('dialog', { name: 'Import agent cards' });
}

async function importText(page: Page, text: string) {
  const dialog = await openImport(page);
  await dialog.getByLabel('Card JSON').fill(text);
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(dialog).toBeHidden();
}

/** Imports a JWKS file in the shown card's Signatures section and trusts every key it offers. */
async function trustJwks(page: Page, jwks: unknown) {
  await page.getByLabel('Import a JWKS file (public keys only)').setInputFiles({
    name: 'jwks.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(jwks)),
  });
  const offered = page.getByRole('group', { name: 'Keys offered' });
  await offered.getByRole('button', { name: 'Trust this key' }).first().click();
  await expect(offered.getByRole('button', { name: 'Trust this key' })).toHaveCount(0);
}

const publishedEditor = (page: Page) =>
  page.getByLabel('Published JSON, as the publisher wrote it');
const asPublished = (page: Page) => page.getByRole('region', { name: 'As published' });

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path(), 'utf8');
}

/** A 1.0 card as a provider would hand it to the SDK's signer. */
const sdkCard = (name: string) =>
  ({
    name,
    description: 'Signed at test time by @a2a-js/sdk.',
    version: '1.0.0',
    supportedInterfaces: [
      { url: 'https://signed.example/rpc', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 'S', description: 'd', tags: [] }],
  }) as unknown as AgentCard;

test('a card signed by the SDK verifies with its JWKS, and one field tampered in the JSON editor names that field', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  // The SDK signs a card in Node, as a provider would, and the provider hosts its JWKS.
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const sdkSigned = await generateAgentCardSignature(privateKey, {
    alg: 'ES256',
    kid: 'provider-key',
    typ: 'JOSE',
  })(sdkCard('SDK signed agent'));
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'provider-key', alg: 'ES256' }] };
  await openApp(page, '#/cards');
  await importText(page, JSON.stringify(sdkSigned));
  await expect(page.getByRole('heading', { name: 'SDK signed agent' })).toBeVisible();
  const verdicts = asPublished(page).getByRole('list', { name: 'Signatures of this JSON' });
  await expect(verdicts).toHaveText(/Key unknown: no trusted key has kid provider-key/);

  await trustJwks(page, jwks);
  await expect(verdicts).toHaveText('Valid: signed by “provider-key” (kid provider-key, ES256).');
  await expect(page.getByText('signature valid (provider-key)').first()).toBeVisible();
  await expectNoA11yViolations(page, { include: '.cards-as-published', label: 'as published' });
  if (SHOTS !== undefined) {
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await asPublished(page).screenshot({ path: `${SHOTS}/as-published-valid-${theme}.png` });
    }
  }

  // One field changed in the publisher's text: the signature no longer covers it.
  const text = await publishedEditor(page).inputValue();
  const tampered = { ...(JSON.parse(text) as object), description: 'Tampered with.' };
  await publishedEditor(page).fill(JSON.stringify(tampered, null, 2));
  await expect(verdicts).toHaveText(
    /^Invalid — payload mismatch, first differing field \$\.description: /,
  );
  await expect(page.getByText('signature invalid').first()).toBeVisible();
  // The form still reads the card as published before: the text is the publisher's.
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
    'Signed at test time by @a2a-js/sdk.',
  );
  await expectNoA11yViolations(page, { include: '.cards-as-published', label: 'tampered' });
  if (SHOTS !== undefined) {
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await asPublished(page).screenshot({ path: `${SHOTS}/as-published-tampered-${theme}.png` });
    }
  }
  problems.expectNone();
});

test('a card signed here verifies in the SDK, and with its JWKS verifies again in a fresh page', async ({
  page,
  browser,
}) => {
  const problems = await collectCspViolations(page);
  await openApp(page, '#/cards');
  await importText(page, JSON.stringify(sdkCard('Author agent')));
  await expect(page.getByRole('heading', { name: 'Author agent' })).toBeVisible();

  // Sign the shown card in the page with a key made there, exportable for download.
  await page.getByRole('button', { name: 'Sign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the published card' });
  await dialog.getByRole('radio', { name: 'ES256' }).check();
  await dialog.getByLabel(/Let me download the private key/).check();
  await dialog.getByRole('button', { name: 'Make key' }).click();
  await expect(dialog.getByText(/thumbprint/)).toBeVisible();
  await dialog.getByLabel('Key id (kid)').fill('author-e2e');
  await dialog.getByLabel('JWKS URL (jku, optional)').fill('https://signed.example/jwks.json');
  await dialog.getByRole('button', { name: 'Sign card' }).click();
  await expect(dialog.getByText('Signed with kid')).toBeVisible();
  await dialog.getByLabel(/vouches for/).fill('signed.example');
  await dialog.getByRole('button', { name: 'Trust this key' }).click();
  await expect(
    dialog.getByText(/Trusted as “author-e2e”, vouching for signed\.example/),
  ).toBeVisible();
  await expectNoA11yViolations(page, { include: '.cards-sign', label: 'sign dialog' });
  if (SHOTS !== undefined) {
    // The theme switch sits under the modal dialog: set the theme as the switch does.
    for (const theme of THEMES) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await dialog.screenshot({ path: `${SHOTS}/sign-dialog-${theme}.png` });
    }
  }
  const signedText = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Signed card', exact: true }).click(),
  );
  const jwksText = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'JWKS', exact: true }).click(),
  );
  const jwks = JSON.parse(jwksText) as { keys: JWK[] };
  const privateJwk = JSON.parse(
    await downloaded(page, () =>
      dialog.getByRole('button', { name: 'Private key', exact: true }).click(),
    ),
  ) as JWK;
  expect(jwks.keys).toHaveLength(1);
  expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'author-e2e', alg: 'ES256' });
  expect(jwks.keys[0]).not.toHaveProperty('d');
  expect(privateJwk).toHaveProperty('d');

  // The real SDK verifies what the page signed, with the JWKS the page gave.
  const signed = JSON.parse(signedText) as AgentCard;
  const verify = verifyAgentCardSignature(async (kid) => {
    const jwk = jwks.keys.find((k) => k.kid === kid);
    if (jwk === undefined) throw new Error(`no key ${kid}`);
    return (await importJWK(jwk, 'ES256')) as CryptoKey;
  });
  await expect(verify(signed)).resolves.toBeUndefined();
  // The page signed what the JSON column publishes, with the header it was given.
  const [header] = (signed.signatures ?? []).map((sig: { protected: string }): unknown =>
    JSON.parse(Buffer.from(sig.protected, 'base64url').toString('utf8')),
  );
  expect(header).toEqual({
    alg: 'ES256',
    kid: 'author-e2e',
    typ: 'JOSE',
    jku: 'https://signed.example/jwks.json',
  });

  // Signing put the signed JSON into the card, and the trusted key vouches for it here.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(publishedEditor(page)).toHaveValue(signedText);
  await expect(asPublished(page).getByRole('list', { name: 'Signatures of this JSON' })).toHaveText(
    'Valid: signed by “author-e2e” (kid author-e2e, ES256).',
  );

  // The private key never reached the saved workspace.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage })))
    .toContain('author-e2e');
  const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(saved).not.toContain(String(privateJwk.d));
  problems.expectNone();

  // A fresh page (its own storage) knows neither card nor key: both come from the downloads.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const freshProblems = await collectCspViolations(fresh);
  await openApp(fresh, '#/cards');
  await importText(fresh, signedText);
  await expect(fresh.getByRole('heading', { name: 'Author agent' })).toBeVisible();
  const verdicts = asPublished(fresh).getByRole('list', { name: 'Signatures of this JSON' });
  await expect(verdicts).toHaveText(/Key unknown: no trusted key has kid author-e2e/);
  await trustJwks(fresh, JSON.parse(jwksText));
  await expect(verdicts).toHaveText('Valid: signed by “author-e2e” (kid author-e2e, ES256).');
  freshProblems.expectNone();
  await context.close();
});

test.describe('the live-card check against an SDK agent whose card changes', () => {
  let hosts: CardHosts;
  test.beforeAll(async () => {
    hosts = await startCardHosts();
  });
  test.afterAll(() => hosts.close());

  test('is in sync, then names the field the agent changed', async ({ page }) => {
    const served = await (await fetch(`${hosts.origin}/sdk/.well-known/agent-card.json`)).text();
    await openApp(page, '#/cards');
    await importText(page, served);
    await expect(page.getByRole('heading', { name: 'Drifting agent' })).toBeVisible();
    const live = page.getByRole('region', { name: 'Live card' });

    await live.getByRole('button', { name: 'Check the live card' }).click();
    await expect(live.getByText('Against the workspace:')).toContainText('in sync');

    hosts.serve(baseCard(hosts.endpoint, { version: '1.1.0' }));
    await live.getByRole('button', { name: 'Check the live card' }).click();
    await expect(live.getByText('Against the workspace:')).toContainText('drifted');
    const changes = live.getByRole('list', {
      name: 'Drifting agent: the live card against the workspace',
    });
    await expect(changes.getByRole('listitem')).toHaveCount(1);
    await expect(changes.getByRole('listitem')).toContainText('$.version');
    await expect(changes.getByRole('listitem')).toContainText('1.1.0');
  });
});

test('the live-card check compares each card with what its loopback agent serves', async ({
  page,
}) => {
  await openApp(page, '#/cards');
  const dialog = await openImport(page);
  await dialog.getByLabel('Agent or card URL').fill(agent('v1/screening/'));
  await dialog.getByRole('button', { name: 'Fetch card' }).click();
  await dialog.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(dialog).toBeHidden();

  // One card, from the editor.
  await page.getByRole('button', { name: 'Check the live card' }).click();
  await expect(page.getByText('Against the workspace:')).toBeVisible();
  await expect(page.getByText('in sync').first()).toBeVisible();

  // Every card, from the Review panel: the bank's agents are not reachable from here.
  await openApp(page, '#/review');
  await page.getByRole('button', { name: 'Check every card' }).click();
  const table = page.locator('.review-drift-table');
  const row = table.getByRole('row', { name: /screening \(SDK 1\.3\)/ });
  await expect(row.getByText('in sync')).toBeVisible();
  await expect(page.getByText(/\b(\d+) of \1 checked/)).toBeVisible();
  await expect(table.getByText('unreachable').first()).toBeVisible();
  const csv = await downloaded(page, () =>
    page.getByRole('button', { name: 'CSV', exact: true }).click(),
  );
  expect(csv.split('\r\n')[0]).toBe('Card,URL,Against the workspace,Against the review,Changes');
  expect(csv).toMatch(
    /screening \(SDK 1\.3\),http:\/\/127\.0\.0\.1:\d+\/v1\/screening\/rpc,in sync,/,
  );
  if (SHOTS !== undefined) {
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page
        .getByRole('region', { name: 'Live cards' })
        .screenshot({ path: `${SHOTS}/live-cards-${theme}.png` });
    }
  }
});
