import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLossV1, decodeCard, encodeCard } from '../../../src/adapters/a2a-v1';
import { makeCard } from '../../../src/core/card';
import { BANK, MARKETING_CARD, SANCTIONS_CARD } from '../../../src/scenarios/bank';
import { agentCardArb, allKeys } from '../card-arbitrary';
import { overTheWire } from '../kernel-arbitrary';
import { readConformance } from '../../helpers/conformance';
import type { AgentCard } from '../../../src/core/card';

describe('A2A 1.0 agent card', () => {
  it('publishes url and transport as a supported interface, schemes wrapped by kind', () => {
    const card = encodeCard(SANCTIONS_CARD);
    expect(card.supportedInterfaces).toEqual([
      {
        url: 'https://agents.bank.ae/sanctions',
        protocolBinding: 'JSONRPC',
        // The bank card was written as 0.3.0; its 1.0 form serves 1.0, and says so.
        protocolVersion: '1.0',
      },
    ]);
    expect(card.securitySchemes?.oauth2).toEqual({
      oauth2SecurityScheme: {
        flows: {
          clientCredentials: {
            tokenUrl: 'https://auth.bank.ae/oauth2/token',
            scopes: { 'agents:delegate': 'Delegate tasks to platform agents' },
          },
        },
      },
    });
    expect(card.securityRequirements).toEqual([
      { schemes: { oauth2: { list: ['agents:delegate'] } } },
    ]);
    expect(Object.keys(card)).not.toContain('url');
    expect(encodeCard(MARKETING_CARD).securitySchemes?.apiKey).toEqual({
      apiKeySecurityScheme: { location: 'header', name: 'X-API-Key' },
    });
  });

  it('never publishes owner, tenants or classification', () => {
    for (const card of BANK.cards) {
      const keys = allKeys(overTheWire(encodeCard(card)));
      for (const hidden of ['platform', 'owner', 'tenants', 'maxDataClassification']) {
        expect(keys).not.toContain(hidden);
      }
    }
  });

  it('loses nothing of the bank cards', () => {
    for (const card of BANK.cards) {
      expect(cardLossV1(card)).toEqual([]);
      expect(decodeCard(overTheWire(encodeCard(card)), card.platform)).toEqual({
        ok: true,
        value: { ...card, protocolVersion: '1.0' },
      });
    }
  });

  it('names what 1.0 cannot carry: stateTransitionHistory and every OAuth flow after the first', () => {
    const card = makeCard({
      name: 'a',
      description: '',
      url: 'https://a.example',
      version: '1',
      capabilities: { streaming: true, pushNotifications: false, stateTransitionHistory: true },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: 'https://a/auth',
              tokenUrl: 'https://a/t',
              scopes: {},
            },
            clientCredentials: { tokenUrl: 'https://a/t', scopes: {} },
          },
        },
      },
    });
    const loss = cardLossV1(card);
    expect(loss.map((e) => e.path)).toEqual([
      '$.capabilities.stateTransitionHistory',
      '$.securitySchemes.oauth2.flows.clientCredentials',
    ]);
    expect(loss[1]?.reason).toContain('one flow');
  });

  it('decodes any card back to itself exactly when the loss report is empty', () => {
    let lossless = 0;
    fc.assert(
      fc.property(agentCardArb, (card) => {
        const decoded = decodeCard(overTheWire(encodeCard(card)), card.platform);
        if (!decoded.ok) throw new Error(decoded.error.message);
        const loss = cardLossV1(card);
        if (loss.length === 0) {
          lossless += 1;
          // The 1.0 form speaks 1.0 on every interface without a version of its own, so a later
          // interface that says 1.0 now shares the card's version and needs none of its own.
          const otherInterfaces = card.otherInterfaces?.map(({ protocolVersion, ...i }) =>
            protocolVersion === undefined || protocolVersion === '1.0'
              ? i
              : { ...i, protocolVersion },
          );
          expect(decoded.value).toEqual({
            ...card,
            protocolVersion: '1.0',
            ...(otherInterfaces && { otherInterfaces }),
          });
        }
        for (const entry of loss) {
          expect(entry.path).toMatch(
            /stateTransitionHistory|\.flows\.|description|refreshUrl|Url$/,
          );
        }
      }),
      { numRuns: 200 },
    );
    expect(lossless).toBeGreaterThan(10);
  });

  it('refuses a card whose first interface names an unknown binding', () => {
    const wire = overTheWire(encodeCard(SANCTIONS_CARD)) as Record<string, unknown>;
    const decoded = decodeCard({
      ...wire,
      supportedInterfaces: [{ url: 'x', protocolBinding: 'SOAP', protocolVersion: '1.0' }],
    });
    expect(!decoded.ok && decoded.error.issues[0]?.path).toBe(
      '$.supportedInterfaces[0].protocolBinding',
    );
  });

  describe('an OAuth scheme with more than one flow', () => {
    // The 1.0.1 proto: `message OAuthFlows { oneof flow { … } }`, so exactly one flow is written.
    const proto = readConformance('a2a-v1.0.1.proto').replace(/\/\/[^\n]*/g, '');
    const body = /message OAuthFlows\s*\{\s*oneof flow\s*\{([^}]*)\}\s*\}/.exec(proto)?.[1];
    const members = [...(body ?? '').matchAll(/\w+\s+(\w+)\s*=\s*\d+/g)].map((m) =>
      (m[1] ?? '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    );

    // As an author builds it: client credentials with a scope first, authorization code after.
    const authored = (order: 'client-first' | 'code-first'): AgentCard => {
      const client = {
        tokenUrl: 'https://auth.bank.ae/oauth2/token',
        scopes: { 'payments:write': 'Write payments' },
      };
      const code = {
        authorizationUrl: 'https://auth.bank.ae/authorize',
        tokenUrl: 'https://auth.bank.ae/oauth2/token',
        scopes: {},
      };
      return makeCard({
        name: 'payments-agent',
        description: '',
        url: 'https://agents.bank.ae/payments',
        version: '1',
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            flows:
              order === 'client-first'
                ? { clientCredentials: client, authorizationCode: code }
                : { authorizationCode: code, clientCredentials: client },
          },
        },
        security: [{ oauth2: ['payments:write'] }],
      });
    };

    const publishedFlows = (card: AgentCard) => {
      const wire = overTheWire(encodeCard(card)) as {
        securitySchemes: { oauth2: { oauth2SecurityScheme: { flows: Record<string, unknown> } } };
      };
      return Object.keys(wire.securitySchemes.oauth2.oauth2SecurityScheme.flows);
    };

    it('is a oneof in the 1.0.1 proto', () => {
      expect(members).toEqual([
        'authorizationCode',
        'clientCredentials',
        'implicit',
        'password',
        'deviceCode',
      ]);
    });

    it.each(['client-first', 'code-first'] as const)(
      'publishes the flow that offers the required scope (%s)',
      (order) => {
        const card = encodeCard(authored(order));
        expect(publishedFlows(authored(order))).toEqual(['clientCredentials']);
        expect(members).toContain('clientCredentials');
        expect(card.securityRequirements).toEqual([
          { schemes: { oauth2: { list: ['payments:write'] } } },
        ]);
        const loss = cardLossV1(authored(order));
        expect(loss).toEqual([
          {
            path: '$.securitySchemes.oauth2.flows.authorizationCode',
            reason:
              "1.0's OAuthFlows is a oneof, so a scheme publishes one flow: clientCredentials goes (it offers the required scope “payments:write”) and authorizationCode is left out",
          },
        ]);
      },
    );

    it('publishes the first declared flow when no scope is required', () => {
      const card = { ...authored('code-first'), security: [{ oauth2: [] }] };
      expect(publishedFlows(card)).toEqual(['authorizationCode']);
      expect(cardLossV1(card)[0]?.reason).toContain(
        'authorizationCode goes (the first declared; the requirements ask no scope of this scheme) and clientCredentials is left out',
      );
    });
  });
});
