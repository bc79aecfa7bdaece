import { describe, expect, it } from 'vitest';
import { agentCardSchema, makeCard, offeredSchemeTypes } from '../../src/core/card';
import { KYC_CARD, MARKETING_CARD, SANCTIONS_CARD } from '../../src/scenarios/bank';

describe('agent cards', () => {
  it.each([SANCTIONS_CARD, KYC_CARD, MARKETING_CARD])('accepts the bank card $name', (card) => {
    expect(agentCardSchema.safeParse(card).success).toBe(true);
  });

  it('fills what a card leaves out with the reference defaults', () => {
    const card = makeCard({ name: 'a', description: 'd', url: 'https://a.example', version: '1' });
    expect(card).toMatchObject({
      protocolVersion: '0.3.0',
      preferredTransport: 'JSONRPC',
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
      security: [{ oauth2: [] }],
      platform: { owner: 'unknown', tenants: [], maxDataClassification: 'internal' },
    });
    expect(offeredSchemeTypes(card)).toEqual(['oauth2']);
  });

  it('lists offered scheme types in declaration order without repeats', () => {
    const card = makeCard({
      name: 'a',
      description: 'd',
      url: 'https://a.example',
      version: '1',
      securitySchemes: {
        mtls: { type: 'mutualTLS' },
        key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        other: { type: 'mutualTLS' },
      },
    });
    expect(offeredSchemeTypes(card)).toEqual(['mutualTLS', 'apiKey']);
  });

  it('reads the bank cards offered schemes', () => {
    expect(offeredSchemeTypes(SANCTIONS_CARD)).toEqual(['oauth2']);
    expect(offeredSchemeTypes(MARKETING_CARD)).toEqual(['apiKey']);
  });

  it('refuses a card without a name, and an unknown clearance', () => {
    expect(
      agentCardSchema.safeParse({ ...SANCTIONS_CARD, name: '' }).error?.issues[0]?.message,
    ).toBe('a card needs a name');
    const badClearance = {
      ...SANCTIONS_CARD,
      platform: { ...SANCTIONS_CARD.platform, maxDataClassification: 'secret' },
    };
    const parsed = agentCardSchema.safeParse(badClearance);
    expect(parsed.error?.issues[0]?.path).toEqual(['platform', 'maxDataClassification']);
    expect(parsed.error?.issues[0]?.message).toContain('"secret"');
  });
});
