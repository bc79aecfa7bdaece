import { generateAgentCardSignature, type AgentCard as SdkCard } from '@a2a-js/sdk';
import { base64url, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyCard } from '../../../src/adapters/signature/verify';
import type { PublicJwk, TrustedKey } from '../../../src/core/trusted-key';

const CARD = {
  name: 'ledger-agent',
  description: 'Posts ledger entries',
  version: '2.1.0',
  supportedInterfaces: [
    { url: 'https://ledger.example/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: { streaming: true },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [{ id: 'post', name: 'Post entry', description: 'Posts', tags: ['ledger'] }],
  // Outside the 1.0 schema: not covered by the signature.
  rating: 5,
};

type Alg = 'ES256' | 'RS256' | 'EdDSA';
const signed: Record<Alg, { text: string; key: TrustedKey }> = {} as never;

async function sign(card: object, alg: Alg, kid: string) {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid } as PublicJwk;
  const signer = generateAgentCardSignature(privateKey, { alg, kid, typ: 'JOSE' });
  const out = await signer(card as unknown as SdkCard);
  return {
    text: JSON.stringify(out, null, 2),
    key: { name: `${alg} key`, vouchesFor: 'ledger.example', jwk },
  };
}

beforeAll(async () => {
  for (const alg of ['ES256', 'RS256', 'EdDSA'] as const)
    signed[alg] = await sign(CARD, alg, `k-${alg}`);
});

const edit = (text: string, change: (card: Record<string, unknown>) => void) => {
  const card = JSON.parse(text) as Record<string, unknown>;
  change(card);
  return JSON.stringify(card);
};

describe('verifyCard on cards the A2A SDK signed', () => {
  it.each(['ES256', 'RS256', 'EdDSA'] as const)(
    'finds a %s signature valid, naming the key',
    async (alg) => {
      const { text, key } = signed[alg];
      const { trust } = await verifyCard(text, [key]);
      expect(trust.verdicts).toEqual([
        { status: 'valid', keyName: `${alg} key`, kid: `k-${alg}`, alg },
      ]);
      expect(trust.uncovered).toEqual(['$.rating']);
    },
  );

  it('stays valid when a field outside the 1.0 schema changes, which it lists as not covered', async () => {
    const { text, key } = signed.ES256;
    const { trust } = await verifyCard(
      edit(text, (c) => (c.rating = 1)),
      [key],
    );
    expect(trust.verdicts[0]?.status).toBe('valid');
  });

  it('finds a tampered card invalid, naming the field changed since it verified', async () => {
    const { text, key } = signed.ES256;
    const first = await verifyCard(text, [key]);
    const tampered = edit(text, (c) => {
      (c.skills as { tags: string[] }[])[0]!.tags = ['payments'];
    });
    const { trust } = await verifyCard(tampered, [key], first.verified);
    expect(trust.verdicts[0]).toMatchObject({
      status: 'invalid',
      check: 'payload',
      field: '$.skills[0].tags[0]',
      kid: 'k-ES256',
    });
  });

  it('without a payload it verified before, says payload mismatch and names no field', async () => {
    const { text, key } = signed.RS256;
    const { trust } = await verifyCard(
      edit(text, (c) => (c.description = 'Moves money')),
      [key],
    );
    expect(trust.verdicts[0]).toEqual({
      status: 'invalid',
      check: 'payload',
      kid: 'k-RS256',
      detail:
        'The signature by "RS256 key" does not match the card: it was signed over other content.',
    });
  });

  it('gives key-unknown for a kid no trusted key has, with the jku the card names', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const signer = generateAgentCardSignature(privateKey, {
      alg: 'ES256',
      kid: 'other',
      typ: 'JOSE',
      jku: 'https://ledger.example/jwks.json',
    });
    const text = JSON.stringify(await signer(CARD as unknown as SdkCard));
    const { trust } = await verifyCard(text, [signed.ES256.key]);
    expect(trust.verdicts).toEqual([
      { status: 'key-unknown', kid: 'other', jku: 'https://ledger.example/jwks.json' },
    ]);
  });

  it('finds a signature invalid at the key when the trusted key with its kid is another key', async () => {
    const impostor = { ...signed.EdDSA.key, jwk: { ...signed.ES256.key.jwk, kid: 'k-EdDSA' } };
    const { trust } = await verifyCard(signed.EdDSA.text, [impostor]);
    expect(trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'key' });
  });

  it('finds a signature under the wrong key of the right type invalid at the payload', async () => {
    const other = await sign(CARD, 'ES256', 'k-ES256');
    const { trust } = await verifyCard(signed.ES256.text, [other.key]);
    expect(trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'payload' });
  });

  it('refuses a MAC or none algorithm, and a header without typ', async () => {
    const header = (h: object) => base64url.encode(JSON.stringify(h));
    const card = (protectedHeader: string) =>
      JSON.stringify({ ...CARD, signatures: [{ protected: protectedHeader, signature: 'AAAA' }] });
    const hs = await verifyCard(card(header({ alg: 'HS256', kid: 'k-ES256', typ: 'JOSE' })), [
      signed.ES256.key,
    ]);
    expect(hs.trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'algorithm' });
    const none = await verifyCard(card(header({ alg: 'none', kid: 'k-ES256', typ: 'JOSE' })), [
      signed.ES256.key,
    ]);
    expect(none.trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'algorithm' });
    const noTyp = await verifyCard(card(header({ alg: 'ES256', kid: 'k-ES256' })), [
      signed.ES256.key,
    ]);
    expect(noTyp.trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'header' });
    const garbage = await verifyCard(card('!!!'), [signed.ES256.key]);
    expect(garbage.trust.verdicts[0]).toMatchObject({ status: 'invalid', check: 'header' });
  });

  it('reads an unsigned card as no verdicts', async () => {
    expect((await verifyCard(JSON.stringify(CARD), [])).trust.verdicts).toEqual([]);
  });
});
