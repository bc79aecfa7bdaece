// Card signatures and live cards in Chromium, under the built app's CSP: a card signed by the real
// A2A SDK (in this spec's Node side) imported, a new card signed in the page whose downloads the
// SDK verifies and which imports again, and the live-card check against a loopback SDK agent.
import { readFileSync } from 'node:fs';
import { generateAgentCardSignature, verifyAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import { expect, test, type Page } from '@playwright/test';
import { generateKeyPair, importJWK, type JWK } from 'jose';
import { LIVE_AGENT_PORT } from '../../playwright.config';
import { collectCspViolations, openApp, setTheme, THEMES } from './helpers/app';

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

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path(), 'utf8');
}

test('a card signed by the SDK imports, and a card signed here verifies in the SDK and imports', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  // The SDK signs a card in Node, as a provider would.
  const { privateKey } = await generateKeyPair('ES256');
  const sdkSigned = await generateAgentCardSignature(privateKey, {
    alg: 'ES256',
    kid: 'provider-key',
    typ: 'JOSE',
  })({
    name: 'SDK signed agent',
    description: 'Signed at test time by @a2a-js/sdk.',
    version: '1.0.0',
    supportedInterfaces: [
      { url: 'https://signed.example/rpc', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 'S', description: 'd', tags: [] }],
  } as unknown as AgentCard);
  await openApp(page, '#/cards');
  await importText(page, JSON.stringify(sdkSigned));
  await expect(page.getByRole('heading', { name: 'SDK signed agent' })).toBeVisible();

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
  if (SHOTS !== undefined) {
    for (const theme of THEMES) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await dialog.screenshot({ path: `${SHOTS}/sign-dialog-${theme}.png` });
    }
  }
  const signedText = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Signed card', exact: true }).click(),
  );
  const jwks = JSON.parse(
    await downloaded(page, () => dialog.getByRole('button', { name: 'JWKS', exact: true }).click()),
  ) as { keys: JWK[] };
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

  // The private key never reached the saved workspace.
  const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(saved).not.toContain(String(privateJwk.d));

  await dialog.getByRole('button', { name: 'Close' }).click();
  // Re-import the signed card under another name.
  await importText(page, JSON.stringify({ ...signed, name: 'Re-imported signed agent' }));
  await expect(page.getByRole('heading', { name: 'Re-imported signed agent' })).toBeVisible();
  problems.expectNone();
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
