import { describe, expect, it } from 'vitest';
import { evaluatePath, hopContext } from '../../src/core/paths';
import { DEFAULT_POLICY } from '../../src/core/policy';
import { BANK, BANK_PATHS, INVESTIGATOR } from '../../src/scenarios/bank';
import { openCard } from './fixtures';

const bankCards = new Map(BANK.cards.map((c) => [c.name, c]));
const path = (...hops: string[]) => ({ id: 'p', callerId: INVESTIGATOR.agentId, hops });
const statuses = (verdict: ReturnType<typeof evaluatePath>) => verdict.hops.map((h) => h.status);

describe('delegation paths', () => {
  it('allows the one-hop bank path', () => {
    const [first] = BANK_PATHS;
    const verdict = evaluatePath(first!, INVESTIGATOR, bankCards, DEFAULT_POLICY);
    expect(verdict).toMatchObject({ pathId: 'path-1', allowed: true, brokenAt: undefined });
    expect(verdict.hops[0]).toMatchObject({
      from: 'payments-investigator',
      to: 'sanctions-screening-agent',
      status: 'allowed',
      denials: [],
      context: INVESTIGATOR,
    });
  });

  it('checks the second hop as the first callee, with the chain accumulated so far', () => {
    const verdict = evaluatePath(BANK_PATHS[1]!, INVESTIGATOR, bankCards, DEFAULT_POLICY);
    expect(statuses(verdict)).toEqual(['allowed', 'denied']);
    expect(verdict).toMatchObject({ allowed: false, brokenAt: 1 });
    const second = verdict.hops[1]!;
    expect(second.from).toBe('sanctions-screening-agent');
    expect(second.context).toEqual({
      ...INVESTIGATOR,
      agentId: 'sanctions-screening-agent',
      delegationChain: ['orchestrator', 'payments-investigator'],
    });
    expect(second.denials.map((d) => d.code)).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
    ]);
  });

  it('keeps the originating tenant, scopes and classification on every hop', () => {
    const hops = ['a', 'b', 'c'];
    for (const index of [0, 1, 2]) {
      const context = hopContext(INVESTIGATOR, hops, index);
      expect(context).toMatchObject({ tenant: 'wholesale', userId: 'u-42', scopes: ['delegate'] });
      expect(context.dataClassification).toBe('restricted');
    }
    expect(hopContext(INVESTIGATOR, hops, 2).delegationChain).toEqual([
      'orchestrator',
      'payments-investigator',
      'a',
    ]);
  });

  it('ends the path at the first denied hop and marks later hops unreachable', () => {
    const cards = new Map([...bankCards, ['after', openCard('after')]]);
    const verdict = evaluatePath(
      path('kyc-refresh-agent', 'after', 'sanctions-screening-agent'),
      INVESTIGATOR,
      cards,
      DEFAULT_POLICY,
    );
    expect(statuses(verdict)).toEqual(['denied', 'unreachable', 'unreachable']);
    expect(verdict.brokenAt).toBe(0);
    expect(verdict.hops[1]?.denials).toEqual([]);
    expect(verdict.hops[2]?.from).toBe('after');
  });

  it('stops at a hop naming an agent the directory does not hold', () => {
    const verdict = evaluatePath(
      path('sanctions-screening-agent', 'ghost-agent', 'kyc-refresh-agent'),
      INVESTIGATOR,
      bankCards,
      DEFAULT_POLICY,
    );
    expect(statuses(verdict)).toEqual(['allowed', 'unknown-agent', 'unreachable']);
    expect(verdict.brokenAt).toBe(1);
    expect(verdict.hops[1]).toMatchObject({ to: 'ghost-agent', denials: [] });
  });

  it('denies a hop that returns to an agent earlier in the path', () => {
    const cards = new Map([
      ['a', openCard('a')],
      ['b', openCard('b')],
    ]);
    const verdict = evaluatePath(path('a', 'b', 'a'), INVESTIGATOR, cards, DEFAULT_POLICY);
    expect(statuses(verdict)).toEqual(['allowed', 'allowed', 'denied']);
    expect(verdict.hops[2]?.denials.map((d) => d.code)).toEqual(['CYCLE_DETECTED']);
  });

  it('denies the hop at which the chain reaches the depth limit', () => {
    const cards = new Map(['a', 'b', 'c', 'd'].map((n) => [n, openCard(n)]));
    const verdict = evaluatePath(path('a', 'b', 'c', 'd'), INVESTIGATOR, cards, DEFAULT_POLICY);
    expect(statuses(verdict)).toEqual(['allowed', 'allowed', 'allowed', 'denied']);
    expect(verdict.hops[3]?.denials).toEqual([
      {
        code: 'DEPTH_EXCEEDED',
        reason: 'a chain of 4 agents reaches the max depth of 4, so it may not delegate further',
      },
    ]);
  });

  it('allows an empty path', () => {
    expect(evaluatePath(path(), INVESTIGATOR, bankCards, DEFAULT_POLICY)).toEqual({
      pathId: 'p',
      hops: [],
      allowed: true,
      brokenAt: undefined,
    });
  });
});
