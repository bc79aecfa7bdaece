import { describe, expect, it } from 'vitest';
import {
  checkDelegation,
  DENIAL_CODES,
  denialReason,
  servesTenant,
} from '../../src/core/admission';
import { makeCard } from '../../src/core/card';
import { DEFAULT_POLICY, type AdmissionPolicy } from '../../src/core/policy';
import { KYC_CARD, MARKETING_CARD, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { investigator, openCard } from './fixtures';

const codesOf = (...args: Parameters<typeof checkDelegation>) =>
  checkDelegation(...args).map((d) => d.code);

describe('delegation admission with the reference defaults', () => {
  it.each([
    [SANCTIONS_CARD.name, SANCTIONS_CARD, []],
    [KYC_CARD.name, KYC_CARD, ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']],
    [MARKETING_CARD.name, MARKETING_CARD, ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH']],
  ])('gives the investigator the reference verdict for %s', (_name, card, expected) => {
    expect(codesOf(investigator(), card)).toEqual(expected);
  });

  it('denies a chain already four deep', () => {
    const deep = investigator({ delegationChain: ['a', 'b', 'c', 'd'] });
    expect(checkDelegation(deep, SANCTIONS_CARD)).toEqual([
      {
        code: 'DEPTH_EXCEEDED',
        reason: 'a chain of 4 agents reaches the max depth of 4, so it may not delegate further',
      },
    ]);
  });

  it('allows a chain three deep', () => {
    expect(codesOf(investigator({ delegationChain: ['a', 'b', 'c'] }), SANCTIONS_CARD)).toEqual([]);
  });

  it('denies a hop that revisits an agent in the chain', () => {
    const cyclic = investigator({ delegationChain: ['sanctions-screening-agent'] });
    expect(checkDelegation(cyclic, SANCTIONS_CARD)).toEqual([
      {
        code: 'CYCLE_DETECTED',
        reason:
          'sanctions-screening-agent already appears in the chain ["sanctions-screening-agent"]',
      },
    ]);
  });

  it('words each denial with the values it compared', () => {
    expect(checkDelegation(investigator(), KYC_CARD).map((d) => d.reason)).toEqual([
      'kyc-refresh-agent does not serve tenant "wholesale" (serves ["retail"])',
      'kyc-refresh-agent handles up to "confidential"; the task carries "restricted"',
    ]);
    expect(checkDelegation(investigator(), MARKETING_CARD).map((d) => d.reason)[1]).toBe(
      'marketing-copy-agent offers only ["apiKey"]; the policy accepts ["oauth2", "mutualTLS"]',
    );
  });
});

describe('delegation admission under an edited policy', () => {
  const everythingWrong = {
    caller: investigator({ delegationChain: ['a', 'b', 'c', 'kyc-refresh-agent'], scopes: [] }),
    policy: {
      maxDepth: 4,
      acceptableSchemes: ['mutualTLS'],
      requiredScope: 'agents:delegate',
      requireTrustedSignature: true,
    },
  } satisfies { caller: unknown; policy: AdmissionPolicy };

  it('reports every denial at once, in the fixed order', () => {
    expect(codesOf(everythingWrong.caller, KYC_CARD, everythingWrong.policy)).toEqual([
      ...DENIAL_CODES,
    ]);
  });

  it('names the caller and the scope it lacks', () => {
    const denials = checkDelegation(everythingWrong.caller, KYC_CARD, everythingWrong.policy);
    expect(denials.find((d) => d.code === 'MISSING_SCOPE')?.reason).toBe(
      'payments-investigator does not hold the scope "agents:delegate"',
    );
  });

  it('allows a caller holding the required scope', () => {
    const policy = { ...DEFAULT_POLICY, requiredScope: 'delegate' };
    expect(codesOf(investigator(), SANCTIONS_CARD, policy)).toEqual([]);
    expect(codesOf(investigator({ scopes: [] }), SANCTIONS_CARD, policy)).toEqual([
      'MISSING_SCOPE',
    ]);
  });

  it('accepts an api key once the policy lists it', () => {
    const policy = { ...DEFAULT_POLICY, acceptableSchemes: ['apiKey' as const] };
    const publicCaller = investigator({ dataClassification: 'internal' });
    expect(codesOf(publicCaller, MARKETING_CARD, policy)).toEqual([]);
    expect(codesOf(publicCaller, SANCTIONS_CARD, policy)).toEqual(['NO_ACCEPTABLE_AUTH']);
  });

  it('denies every delegation when the policy accepts no scheme', () => {
    const policy = { ...DEFAULT_POLICY, acceptableSchemes: [] };
    expect(codesOf(investigator(), SANCTIONS_CARD, policy)).toEqual(['NO_ACCEPTABLE_AUTH']);
  });

  it('lowers the depth limit', () => {
    const policy = { ...DEFAULT_POLICY, maxDepth: 1 };
    expect(codesOf(investigator(), SANCTIONS_CARD, policy)).toEqual(['DEPTH_EXCEEDED']);
    expect(codesOf(investigator({ delegationChain: [] }), SANCTIONS_CARD, policy)).toEqual([]);
  });

  it('accepts mutual TLS under the defaults', () => {
    const card = openCard('mtls-agent', { securitySchemes: { mtls: { type: 'mutualTLS' } } });
    expect(codesOf(investigator(), card)).toEqual([]);
  });
});

describe('tenant service', () => {
  it('treats a card with no tenants as serving every tenant', () => {
    expect(servesTenant(MARKETING_CARD, 'anyone')).toBe(true);
    expect(servesTenant(KYC_CARD, 'retail')).toBe(true);
    expect(servesTenant(KYC_CARD, 'wholesale')).toBe(false);
  });
});

describe('admission codes and reasons', () => {
  it('decides exactly the codes checkDelegation reports, and words each one the same way', async () => {
    const { admissionCodes, denialReason } = await import('../../src/core/admission');
    const { BANK, INVESTIGATOR } = await import('../../src/scenarios/bank');
    const policy = { ...BANK.policy, requiredScope: 'audit' };
    const deep = { ...INVESTIGATOR, delegationChain: ['a', 'b', 'c', 'sanctions-screening-agent'] };
    for (const caller of [INVESTIGATOR, deep]) {
      for (const card of BANK.cards) {
        const denials = checkDelegation(caller, card, policy);
        expect(admissionCodes(caller, card, policy)).toEqual(denials.map((d) => d.code));
        for (const d of denials) expect(denialReason(d.code, caller, card, policy)).toBe(d.reason);
      }
    }
  });
});

describe('denial sentences say the rule', () => {
  it('words the depth limit without a contradiction, at and past the limit', () => {
    const card = makeCard({ name: 'x', description: '', url: 'https://x', version: '1' });
    const caller = (chain: string[]) => ({
      agentId: 'c',
      tenant: 't',
      userId: 'u',
      scopes: [],
      dataClassification: 'public' as const,
      delegationChain: chain,
    });
    const policy = { ...DEFAULT_POLICY, maxDepth: 1 };
    expect(denialReason('DEPTH_EXCEEDED', caller(['a']), card, policy)).toBe(
      'a chain of 1 agent reaches the max depth of 1, so it may not delegate further',
    );
    expect(denialReason('DEPTH_EXCEEDED', caller(['a', 'b']), card, policy)).toBe(
      'a chain of 2 agents is past the max depth of 1, so it may not delegate further',
    );
    expect(
      denialReason('NO_ACCEPTABLE_AUTH', caller([]), { ...card, securitySchemes: {} }, policy),
    ).toBe(
      `x offers no security scheme; the policy accepts ${JSON.stringify(policy.acceptableSchemes).replace(/,/g, ', ')}`,
    );
  });
});

describe('quoted names in denial sentences', () => {
  const card = makeCard({
    name: 'x',
    description: '',
    url: 'https://x',
    version: '1',
    platform: { owner: 'o', tenants: ['retail'], maxDataClassification: 'public' },
  });
  const caller = (tenant: string) => ({
    agentId: 'c',
    tenant,
    userId: 'u',
    scopes: [],
    dataClassification: 'public' as const,
    delegationChain: [],
  });

  it('escapes a quote, a backslash and a line break in a tenant, as JSON spells them', () => {
    expect(denialReason('TENANT_NOT_PERMITTED', caller('a"b\\c\nd'), card)).toBe(
      'x does not serve tenant "a\\"b\\\\c\\nd" (serves ["retail"])',
    );
  });

  it('names each of thousands of distinct tenants, past what is kept quoted', () => {
    for (let i = 0; i < 5000; i += 1) {
      expect(denialReason('TENANT_NOT_PERMITTED', caller(`t-${i}`), card)).toBe(
        `x does not serve tenant "t-${i}" (serves ["retail"])`,
      );
    }
    expect(denialReason('TENANT_NOT_PERMITTED', caller('t-0'), card)).toBe(
      'x does not serve tenant "t-0" (serves ["retail"])',
    );
  });
});
