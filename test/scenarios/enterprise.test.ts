// The enterprise example, checked against verdicts worked out by hand from the admission rules
// (src/core/admission.ts, the reference's check_delegation): depth, cycle, tenant, classification,
// acceptable authentication, required scope, each hop judged with the context it really carries.
import { describe, expect, it } from 'vitest';
import { importCard } from '../../src/adapters/import/import-card';
import { admissionCodes, DENIAL_CODES, type DenialCode } from '../../src/core/admission';
import { offeredSchemeTypes, SCHEME_TYPES } from '../../src/core/card';
import { CLASSIFICATIONS } from '../../src/core/classification';
import { evaluatePath, type HopStatus } from '../../src/core/paths';
import { ENTERPRISE } from '../../src/scenarios/enterprise';
import { VENDOR_CARDS } from '../../src/scenarios/enterprise-vendors';
import { workspaceSchema } from '../../src/store/workspace';
import { enterpriseWorkspace } from '../../src/store/enterprise-workspace';

const cards = new Map(ENTERPRISE.cards.map((c) => [c.name, c]));
const callers = new Map(ENTERPRISE.callers.map((c) => [c.agentId, c]));
const verdictOf = (pathId: string) => {
  const path = ENTERPRISE.paths.find((p) => p.id === pathId);
  const caller = path && callers.get(path.callerId);
  if (path === undefined || caller === undefined) throw new Error(`no path ${pathId}`);
  return evaluatePath(path, caller, cards, ENTERPRISE.policy);
};

describe('the enterprise example as data', () => {
  it('is a valid workspace of 38 agents, 9 callers and 15 paths', () => {
    expect(workspaceSchema.safeParse(enterpriseWorkspace()).success).toBe(true);
    expect(ENTERPRISE.cards).toHaveLength(38);
    expect(ENTERPRISE.callers).toHaveLength(9);
    expect(ENTERPRISE.paths).toHaveLength(15);
  });

  it('spreads its agents over payments, retail, wealth, group risk and external vendors', () => {
    const owners = new Map<string, number>();
    for (const card of ENTERPRISE.cards) {
      const owner = card.platform.owner.startsWith('vendor:') ? 'vendors' : card.platform.owner;
      owners.set(owner, (owners.get(owner) ?? 0) + 1);
    }
    expect(Object.fromEntries(owners)).toEqual({
      payments: 7,
      retail: 8,
      wealth: 6,
      'group-risk': 9,
      vendors: 7,
      'group-operations': 1,
    });
    const tenants = new Set(ENTERPRISE.callers.map((c) => c.tenant));
    expect([...tenants].sort()).toEqual(['acme-identity', 'group', 'payments', 'retail', 'wealth']);
  });

  it('holds every classification and all five security scheme types', () => {
    const levels = new Set(ENTERPRISE.cards.map((c) => c.platform.maxDataClassification));
    expect([...levels].sort()).toEqual([...CLASSIFICATIONS].sort());
    const schemes = new Set(ENTERPRISE.cards.flatMap((c) => offeredSchemeTypes(c)));
    expect([...schemes].sort()).toEqual([...SCHEME_TYPES].sort());
  });
});

describe('the vendors’ published cards', () => {
  it('come in every version the importer reads', () => {
    expect(new Set(VENDOR_CARDS.map((v) => v.version))).toEqual(
      new Set(['1.0', '1.0+0.3', '0.3', '0.2', '0.1']),
    );
  });

  it.each(VENDOR_CARDS.map((v) => [v.card.name, v] as const))(
    '%s imports from its published form to the card the workspace holds',
    (_name, vendor) => {
      const text = JSON.stringify(vendor.published);
      const result = importCard(text, { platform: vendor.platform });
      expect(result.version).toBe(vendor.version);
      // 0.1 and 0.2 cards lack protocolVersion and write "text" for text/plain: migrated.
      const migrated = vendor.version === '0.1' || vendor.version === '0.2';
      expect(result.verdict).toBe(migrated ? 'migrated' : 'valid');
      // The import keeps the text it read, as published, beside the card the workspace holds.
      const { published, ...card } = result.card ?? { published: undefined };
      expect(card).toEqual(vendor.card);
      expect(published).toBe(text);
      expect(cards.get(vendor.card.name)).toEqual(vendor.card);
    },
  );
});

type Expected = ReadonlyArray<readonly [HopStatus, readonly DenialCode[]]>;
const allowed = ['allowed', []] as const;
const unreachable = ['unreachable', []] as const;

/** Worked by hand: for each hop, the chain it carries, then the six rules in order. */
const EXPECTED_PATHS: Record<string, Expected> = {
  // payments/restricted: both cards serve payments, are cleared restricted, take oauth2 / mTLS.
  'payment-out': [allowed, allowed],
  // The surprise: sanctions (all tenants, restricted) then a vendor cleared restricted for all.
  'screen-vendor': [allowed, allowed],
  // restricted data to a card cleared up to confidential.
  recon: [['denied', ['CLASSIFICATION_EXCEEDED']]],
  // research-summary serves wealth only and is cleared internal; the task is payments/restricted.
  research: [allowed, ['denied', ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']]],
  // The caller already carries a chain of 2: hop 3 carries [orchestrator, initiation, triage,
  // fraud-scoring], 4 deep, at the maximum of 4.
  'fraud-chain': [allowed, allowed, ['denied', ['DEPTH_EXCEEDED']], unreachable],
  // docuscan offers only an API key.
  onboarding: [allowed, allowed, ['denied', ['NO_ACCEPTABLE_AUTH']]],
  // chargeback offers only HTTP bearer.
  dispute: [allowed, ['denied', ['NO_ACCEPTABLE_AUTH']]],
  // confidential retail data three hops out to a vendor cleared restricted for retail and wealth.
  loan: [allowed, allowed, allowed],
  'cross-tenant': [['denied', ['TENANT_NOT_PERMITTED']]],
  // The marketing bot lacks agents:delegate; the rest of its path is never reached.
  campaign: [['denied', ['MISSING_SCOPE']], unreachable],
  rebalance: [allowed, allowed],
  // No card is named robo-advice-agent.
  advice: [allowed, ['unknown-agent', []]],
  'client-report': [allowed, allowed],
  // Hop 3 returns to case-management-agent, already in the chain.
  'case-cycle': [allowed, allowed, ['denied', ['CYCLE_DETECTED']]],
  // A vendor's caller, tenant acme-identity, into a retail-only card.
  'vendor-in': [['denied', ['TENANT_NOT_PERMITTED']]],
};

describe('the planned paths', () => {
  it.each(Object.entries(EXPECTED_PATHS))('%s ends as worked out by hand', (id, expected) => {
    const verdict = verdictOf(id);
    expect(verdict.hops.map((h) => [h.status, h.denials.map((d) => d.code)])).toEqual(expected);
    expect(verdict.allowed).toBe(expected.every(([status]) => status === 'allowed'));
  });

  it('between them hit every denial code, a cycle, a chain past max depth and an unknown agent', () => {
    const hops = ENTERPRISE.paths.flatMap((p) => verdictOf(p.id).hops);
    const codes = new Set(hops.flatMap((h) => h.denials.map((d) => d.code)));
    // Every code but the signature rule's: the example's policy keeps the reference's rules, and
    // its cards carry no signatures.
    expect(ENTERPRISE.policy.requireTrustedSignature).toBeUndefined();
    const expected = DENIAL_CODES.filter((c) => c !== 'SIGNATURE_NOT_TRUSTED');
    expect([...codes].sort()).toEqual([...expected].sort());
    expect(hops.some((h) => h.status === 'unknown-agent')).toBe(true);
    expect(hops.some((h) => h.status === 'unreachable')).toBe(true);
  });

  it('let restricted data reach an external vendor two hops from the caller', () => {
    const last = verdictOf('screen-vendor').hops[1];
    expect(last?.status).toBe('allowed');
    expect(last?.context.dataClassification).toBe('restricted');
    expect(last?.context.delegationChain).toEqual(['payments-orchestrator']);
    expect(cards.get(last?.to ?? '')?.platform.owner).toBe('vendor:acme-identity');
  });
});

describe('who can reach whom', () => {
  const reachable = (name: string) => {
    const card = cards.get(name);
    if (card === undefined) throw new Error(name);
    return ENTERPRISE.callers.some((c) => admissionCodes(c, card, ENTERPRISE.policy).length === 0);
  };

  it('leaves exactly seven agents that no caller may delegate to', () => {
    const unreached = ENTERPRISE.cards.map((c) => c.name).filter((n) => !reachable(n));
    // Six offer only schemes the policy refuses (API key, HTTP bearer or basic); the seventh serves
    // only the mainframe tenant, which no caller belongs to.
    expect(unreached.sort()).toEqual(
      [
        'branch-appointment-agent',
        'chargeback-agent',
        'customer-notification-agent',
        'docuscan-ocr-agent',
        'geo-address-lookup',
        'lingua-translation-agent',
        'statement-archive-agent',
      ].sort(),
    );
  });

  it('refuses the statement archive to every caller for its tenant, not its authentication', () => {
    const card = cards.get('statement-archive-agent');
    if (card === undefined) throw new Error('statement-archive-agent');
    for (const caller of ENTERPRISE.callers) {
      const codes = admissionCodes(caller, card, ENTERPRISE.policy);
      expect(codes).toContain('TENANT_NOT_PERMITTED');
      expect(codes).not.toContain('NO_ACCEPTABLE_AUTH');
    }
  });

  it('refuses the marketing bot everything for want of the delegation scope', () => {
    const bot = callers.get('retail-marketing-bot');
    if (bot === undefined) throw new Error('retail-marketing-bot');
    for (const card of ENTERPRISE.cards) {
      expect(admissionCodes(bot, card, ENTERPRISE.policy)).toContain('MISSING_SCOPE');
    }
  });
});
