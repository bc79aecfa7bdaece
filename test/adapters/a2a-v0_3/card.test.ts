import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCard, encodeCard, UNKNOWN_PLATFORM } from '../../../src/adapters/a2a-v0_3';
import { BANK, MARKETING_CARD, SANCTIONS_CARD } from '../../../src/scenarios/bank';
import { agentCardArb, allKeys } from '../card-arbitrary';
import { overTheWire } from '../kernel-arbitrary';

const PLATFORM_KEYS = ['platform', 'owner', 'tenants', 'maxDataClassification'];

describe('A2A 0.3 agent card', () => {
  it('publishes the card fields a 0.3 client reads', () => {
    const card = encodeCard(SANCTIONS_CARD);
    expect(card).toMatchObject({
      protocolVersion: '0.3.0',
      name: 'sanctions-screening-agent',
      url: 'https://agents.bank.ae/sanctions',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'Group Compliance', url: 'https://bank.ae/compliance' },
      capabilities: { streaming: true, pushNotifications: true },
      security: [{ oauth2: ['agents:delegate'] }],
    });
    expect(card.securitySchemes?.oauth2).toMatchObject({ type: 'oauth2' });
    expect(card.skills[0]).toMatchObject({ tags: ['sanctions', 'compliance', 'screening'] });
    expect(card.skills[0]?.examples).toEqual(['Screen Acme Trading FZE']);
  });

  it('never publishes owner, tenants or classification', () => {
    for (const card of BANK.cards) {
      const keys = allKeys(overTheWire(encodeCard(card)));
      for (const hidden of PLATFORM_KEYS) expect(keys).not.toContain(hidden);
      expect(JSON.stringify(encodeCard(card))).not.toContain(card.platform.owner);
    }
    fc.assert(
      fc.property(agentCardArb, (card) => {
        const keys = allKeys(overTheWire(encodeCard(card)));
        expect(keys.filter((k) => PLATFORM_KEYS.includes(k))).toEqual([]);
        expect(JSON.stringify(encodeCard(card))).not.toContain('secret-owner');
      }),
    );
  });

  it('decodes back to the same card given its platform metadata, declaring 0.3.0', () => {
    fc.assert(
      fc.property(agentCardArb, (card) => {
        const decoded = decodeCard(overTheWire(encodeCard(card)), card.platform);
        // 0.3's AgentInterface has no version: a later interface's own version is not carried.
        const otherInterfaces = card.otherInterfaces?.map((i) => ({
          url: i.url,
          binding: i.binding,
        }));
        expect(decoded.ok && decoded.value).toEqual({
          ...card,
          protocolVersion: '0.3.0',
          ...(otherInterfaces && { otherInterfaces }),
        });
      }),
      { numRuns: 200 },
    );
  });

  it('publishes protocolVersion 0.3.0 for a card imported from an earlier version', () => {
    expect(encodeCard({ ...SANCTIONS_CARD, protocolVersion: '0.1.0' }).protocolVersion).toBe(
      '0.3.0',
    );
    expect(encodeCard({ ...SANCTIONS_CARD, protocolVersion: '0.2.5' }).protocolVersion).toBe(
      '0.3.0',
    );
  });

  it('decodes a card without platform metadata as unknown owner, no tenants, internal', () => {
    const decoded = decodeCard(overTheWire(encodeCard(MARKETING_CARD)));
    expect(decoded.ok && decoded.value.platform).toEqual(UNKNOWN_PLATFORM);
  });

  it('takes the schema defaults for a card that omits protocolVersion and preferredTransport', () => {
    const bare = {
      ...encodeCard(SANCTIONS_CARD),
      protocolVersion: undefined,
      preferredTransport: undefined,
    };
    const decoded = decodeCard(overTheWire(bare));
    expect(decoded.ok && decoded.value.protocolVersion).toBe('0.3.0');
    expect(decoded.ok && decoded.value.preferredTransport).toBe('JSONRPC');
  });

  it('names the path of what is wrong in a pasted card', () => {
    const wire = overTheWire(encodeCard(SANCTIONS_CARD)) as Record<string, unknown>;
    const decoded = decodeCard({
      ...wire,
      securitySchemes: { oauth2: { type: 'kerberos' } },
      skills: [{ name: 'x' }],
    });
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      const paths = decoded.error.issues.map((i) => i.path);
      expect(paths).toContain('$.securitySchemes.oauth2.type');
      expect(paths).toContain('$.skills[0].id');
    }
  });
});
