import { describe, expect, it } from 'vitest';
import { makeCard, type AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { DEFAULT_POLICY } from '../../src/core/policy';
import { admissionCodes } from '../../src/core/admission';
import { enterpriseWorkspace } from '../../src/store/enterprise-workspace';
import { matchesVerdict, matrixTenants, NO_FILTER, policyMatrix } from '../../src/store/matrix';
import { codesOfMask, denialMask } from '../../src/store/selectors';

const card = (
  name: string,
  tenants: string[],
  level: AgentCard['platform']['maxDataClassification'],
) =>
  makeCard({
    name,
    description: '',
    url: `https://a/${name}`,
    version: '1',
    platform: { owner: 'o', tenants, maxDataClassification: level },
  });

const caller = (agentId: string, tenant: string, level: CallerContext['dataClassification']) => ({
  agentId,
  tenant,
  userId: 'u',
  scopes: [],
  dataClassification: level,
  delegationChain: [],
});

const cards = [
  card('all-public', [], 'public'),
  card('wholesale-restricted', ['wholesale'], 'restricted'),
  card('retail-internal', ['retail'], 'internal'),
];
const callers = [caller('w-int', 'wholesale', 'internal'), caller('r-res', 'retail', 'restricted')];
const codes = (m: ReturnType<typeof policyMatrix>) =>
  m.verdicts.map((row) => [...row].map((mask) => codesOfMask(mask).join('+') || 'ok'));

describe('policy matrix', () => {
  it('holds every caller’s verdict for every card, in workspace order', () => {
    const m = policyMatrix(callers, cards, DEFAULT_POLICY);
    expect(m.callers.map((c) => c.agentId)).toEqual(['w-int', 'r-res']);
    expect(m.cards.map((c) => c.name)).toEqual(cards.map((c) => c.name));
    expect(codes(m)).toEqual([
      ['CLASSIFICATION_EXCEEDED', 'ok', 'TENANT_NOT_PERMITTED'],
      ['CLASSIFICATION_EXCEEDED', 'TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
    ]);
    expect([m.allowed, m.denied]).toEqual([1, 5]);
  });

  it('narrows to the callers of a tenant and the cards that serve it', () => {
    const m = policyMatrix(callers, cards, DEFAULT_POLICY, { ...NO_FILTER, tenant: 'retail' });
    expect(m.callers.map((c) => c.agentId)).toEqual(['r-res']);
    expect(m.cards.map((c) => c.name)).toEqual(['all-public', 'retail-internal']);
  });

  it('narrows to the callers whose data has a classification', () => {
    const m = policyMatrix(callers, cards, DEFAULT_POLICY, {
      ...NO_FILTER,
      classification: 'restricted',
    });
    expect(m.callers.map((c) => c.agentId)).toEqual(['r-res']);
    expect(m.cards).toHaveLength(3);
  });

  it('keeps only the callers and cards with a cell matching the verdict filter', () => {
    const allowed = policyMatrix(callers, cards, DEFAULT_POLICY, {
      ...NO_FILTER,
      verdict: 'allowed',
    });
    expect(allowed.callers.map((c) => c.agentId)).toEqual(['w-int']);
    expect(allowed.cards.map((c) => c.name)).toEqual(['wholesale-restricted']);
    const tenant = policyMatrix(callers, cards, DEFAULT_POLICY, {
      ...NO_FILTER,
      verdict: 'TENANT_NOT_PERMITTED',
    });
    expect(tenant.cards.map((c) => c.name)).toEqual(['wholesale-restricted', 'retail-internal']);
    expect(tenant.callers).toHaveLength(2);
  });

  it('keeps only the changed cells when asked, combined with the verdict filter', () => {
    const changed = (callerId: string, agent: string) =>
      (callerId === 'r-res' && agent === 'retail-internal') ||
      (callerId === 'w-int' && agent === 'wholesale-restricted');
    const only = policyMatrix(
      callers,
      cards,
      DEFAULT_POLICY,
      { ...NO_FILTER, changedOnly: true },
      changed,
    );
    expect(only.callers.map((c) => c.agentId)).toEqual(['w-int', 'r-res']);
    expect(only.cards.map((c) => c.name)).toEqual(['wholesale-restricted', 'retail-internal']);
    const denied = policyMatrix(
      callers,
      cards,
      DEFAULT_POLICY,
      { ...NO_FILTER, verdict: 'denied', changedOnly: true },
      changed,
    );
    expect(denied.callers.map((c) => c.agentId)).toEqual(['r-res']);
    expect(denied.cards.map((c) => c.name)).toEqual(['retail-internal']);
    // Without a baseline to compare with, the request changes nothing.
    const none = policyMatrix(callers, cards, DEFAULT_POLICY, { ...NO_FILTER, changedOnly: true });
    expect(none.callers).toHaveLength(2);
    expect(none.cards).toHaveLength(3);
  });

  it('is empty when nothing matches', () => {
    const m = policyMatrix(callers, cards, DEFAULT_POLICY, {
      ...NO_FILTER,
      verdict: 'MISSING_SCOPE',
    });
    expect([m.callers.length, m.cards.length, m.allowed, m.denied]).toEqual([0, 0, 0, 0]);
  });

  it('reuses the memoised admission rows when no card is filtered out', () => {
    const a = policyMatrix(callers, cards, DEFAULT_POLICY);
    const b = policyMatrix(callers, cards, DEFAULT_POLICY, {
      ...NO_FILTER,
      classification: 'internal',
    });
    expect(b.verdicts[0]).toBe(a.verdicts[0]);
  });

  it('holds, for every cell of the enterprise example, the codes the core gives', () => {
    const ws = enterpriseWorkspace();
    const m = policyMatrix(ws.callers, ws.cards, ws.policy);
    expect(m.verdicts).toHaveLength(ws.callers.length);
    ws.callers.forEach((caller, i) =>
      ws.cards.forEach((card, j) =>
        expect(codesOfMask(m.verdicts[i]?.[j] ?? -1)).toEqual(
          admissionCodes(caller, card, ws.policy),
        ),
      ),
    );
    expect(m.allowed + m.denied).toBe(ws.callers.length * ws.cards.length);
  });

  it('keeps the kept cards’ cells, in order, when a filter drops cards', () => {
    const m = policyMatrix(callers, cards, DEFAULT_POLICY, { ...NO_FILTER, tenant: 'retail' });
    // r-res (retail, restricted) against all-public and retail-internal, worked by hand.
    expect(codes(m)).toEqual([['CLASSIFICATION_EXCEEDED', 'CLASSIFICATION_EXCEEDED']]);
    expect([m.allowed, m.denied]).toEqual([0, 2]);
  });

  it('matches cells by verdict and by code', () => {
    const denial = ['CYCLE_DETECTED' as const];
    expect(matchesVerdict([], 'allowed')).toBe(true);
    expect(matchesVerdict(denial, 'denied')).toBe(true);
    expect(matchesVerdict(denial, 'CYCLE_DETECTED')).toBe(true);
    expect(matchesVerdict(denial, 'DEPTH_EXCEEDED')).toBe(false);
    expect(matchesVerdict(denial, 'any')).toBe(true);
  });

  it('packs a cell’s codes into one byte, bit i for DENIAL_CODES[i], and reads them back in order', () => {
    expect(denialMask([])).toBe(0);
    // TENANT_NOT_PERMITTED is code 2, CLASSIFICATION_EXCEEDED code 3: 4 + 8.
    expect(denialMask(['CLASSIFICATION_EXCEEDED', 'TENANT_NOT_PERMITTED'])).toBe(12);
    expect(codesOfMask(12)).toEqual(['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']);
    expect(codesOfMask(0)).toEqual([]);
    expect(codesOfMask(0b100001)).toEqual(['DEPTH_EXCEEDED', 'MISSING_SCOPE']);
    expect(codesOfMask(12)).toBe(codesOfMask(12));
  });

  it('offers every tenant named by a caller or a card, sorted', () => {
    expect(matrixTenants(callers, cards)).toEqual(['retail', 'wholesale']);
  });

  it('sorts tenants by name with letter case set aside, capitals first between equals', () => {
    const named = [
      card('a', ['wholesale', 'Retail'], 'public'),
      card('b', ['markets', 'retail', 'Markets-EU'], 'public'),
    ];
    expect(matrixTenants([], named)).toEqual([
      'markets',
      'Markets-EU',
      'Retail',
      'retail',
      'wholesale',
    ]);
  });
});
