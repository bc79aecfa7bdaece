// Cards signed here, checked by the real @a2a-js/sdk 1.3.0 verifier (Node's WebCrypto), for each
// algorithm offered, with generated and imported keys.
import { verifyAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  generateSigningKey,
  importSigningKey,
  jwksOf,
  privateJwkOf,
  signCard,
  SIGNING_ALGS,
  type SigningKey,
} from '../../../src/adapters/signature/sign';

const V1_CARD = {
  name: 'KYC refresh',
  description: 'Refreshes KYC files.',
  version: '1.2.0',
  supportedInterfaces: [
    { url: 'https://kyc.example/rpc', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: { streaming: true },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [{ id: 'refresh', name: 'Refresh', description: 'Ünïcode ok', tags: ['kyc'] }],
};

const V03_CARD = {
  name: 'KYC refresh',
  description: 'Refreshes KYC files.',
  url: 'https://kyc.example/rpc',
  version: '1.2.0',
  protocolVersion: '0.3.0',
  preferredTransport: 'JSONRPC',
  capabilities: { streaming: true },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [{ id: 'refresh', name: 'Refresh', description: 'x', tags: [] }],
};

/** The SDK's verifier, trusting exactly `jwk` under `kid`. */
const sdkVerify = (jwk: JWK, kid: string) =>
  verifyAgentCardSignature(async (seen) => {
    if (seen !== kid) throw new Error(`unknown kid ${seen}`);
    return (await importJWK(jwk, jwk.alg)) as CryptoKey;
  });

async function key(alg: (typeof SIGNING_ALGS)[number], extractable = false): Promise<SigningKey> {
  const made = await generateSigningKey(alg, extractable);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

async function signed(card: object, k: SigningKey, kid: string, jku?: string) {
  const result = await signCard(card, k, { kid, ...(jku !== undefined && { jku }) });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe.each(SIGNING_ALGS)('a card signed here with %s', (alg) => {
  it('passes the SDK verifier, in 1.0 and in 0.3, and fails it once a field is changed', async () => {
    const k = await key(alg);
    const [publicJwk] = jwksOf(k, 'author-1').keys;
    if (publicJwk === undefined) throw new Error('no key in the JWKS');
    for (const card of [V1_CARD, V03_CARD]) {
      const { card: out } = await signed(card, k, 'author-1');
      await expect(
        sdkVerify(publicJwk, 'author-1')(out as unknown as AgentCard),
      ).resolves.toBeUndefined();
      const tampered = { ...out, description: 'Refreshes nothing.' };
      await expect(
        sdkVerify(publicJwk, 'author-1')(tampered as unknown as AgentCard),
      ).rejects.toThrow('No valid signatures');
    }
  });

  it('writes the protected header the SDK requires: alg, kid, typ JOSE, and jku when set', async () => {
    const k = await key(alg);
    const { card } = await signed(V1_CARD, k, 'k-7', 'https://keys.example/jwks.json');
    const [entry] = card.signatures as Array<{ protected: string; signature: string }>;
    expect(decodeProtectedHeader(entry as { protected: string })).toEqual({
      alg,
      kid: 'k-7',
      typ: 'JOSE',
      jku: 'https://keys.example/jwks.json',
    });
  });
});

describe('keys', () => {
  it('keeps a generated private key unexportable unless the author asks to download it', async () => {
    expect(await privateJwkOf(await key('ES256'), 'k')).toBeUndefined();
    const exportable = await privateJwkOf(await key('ES256', true), 'k');
    expect(exportable).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'k', alg: 'ES256' });
    expect(typeof exportable?.d).toBe('string');
  });

  it('publishes only public members in the JWK and JWKS', async () => {
    const [jwk] = jwksOf(await key('RS256', true), 'k').keys;
    expect(Object.keys(jwk ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('signs with an imported private JWK so the SDK verifies it', async () => {
    const pair = await generateKeyPair('EdDSA', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const imported = await importSigningKey(privateJwk);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.alg).toBe('EdDSA');
    expect(imported.value.extractable).toBe(false);
    const { card } = await signed(V1_CARD, imported.value, 'imported');
    const publicJwk = { ...(await exportJWK(pair.publicKey)), alg: 'EdDSA' };
    await expect(
      sdkVerify(publicJwk, 'imported')(card as unknown as AgentCard),
    ).resolves.toBeUndefined();
  });

  it('refuses a public JWK, an unsupported curve and an alg that disagrees with the key', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const refusal = async (jwk: unknown) => {
      const result = await importSigningKey(jwk);
      return result.ok ? 'accepted' : result.error.message;
    };
    expect(await refusal(publicJwk)).toMatch(/no private part/);
    expect(await refusal({ ...privateJwk, crv: 'P-384' })).toMatch(/EC P-384 cannot sign here/);
    expect(await importSigningKey({ ...privateJwk, alg: 'RS256' })).toMatchObject({
      ok: false,
      error: { message: 'The JWK says alg RS256, but its key type signs with ES256.' },
    });
    expect(await importSigningKey('not a key')).toMatchObject({ ok: false });
  });
});

describe('what is refused before signing', () => {
  it('refuses a jku that is not absolute http(s), an empty kid, and a non-card', async () => {
    const k = await key('ES256');
    for (const jku of ['javascript:alert(1)', 'file:///etc/jwks', '/relative/jwks.json']) {
      expect(await signCard(V1_CARD, k, { kid: 'k', jku })).toMatchObject({
        ok: false,
        error: { code: 'BAD_HEADER' },
      });
    }
    expect(await signCard(V1_CARD, k, { kid: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_HEADER' },
    });
    expect(await signCard([V1_CARD], k, { kid: 'k' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_A_CARD' },
    });
  });

  it('appends to the signatures a card already has and lists what the signature leaves out', async () => {
    const k = await key('ES256');
    const first = await signed(V03_CARD, k, 'a');
    const second = await signed(first.card, k, 'b');
    expect(second.card.signatures).toHaveLength(2);
    // 0.3's url and preferredTransport are outside the 1.0 schema the SDK signs.
    expect(second.uncovered).toEqual(expect.arrayContaining(['$.url', '$.preferredTransport']));
  });
});
