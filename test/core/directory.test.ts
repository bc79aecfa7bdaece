import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import {
  createDirectory,
  discover,
  mayDiscover,
  register,
  skillOverlap,
  visibleTo,
} from '../../src/core/directory';
import { BANK, KYC_CARD, MARKETING_CARD, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { arbCaller, arbCards } from './arbitraries';
import { investigator, openCard, skill } from './fixtures';

const names = (entries: ReadonlyArray<{ card: { name: string } }>) =>
  entries.map((e) => e.card.name);
const codes = (d: ReturnType<typeof discover>) =>
  Object.fromEntries(d.hidden.map((h) => [h.card.name, h.reasons.map((r) => r.code)]));

describe('the directory', () => {
  it('holds the bank cards in registration order', () => {
    const directory = createDirectory(BANK.cards);
    expect(directory.ok && [...directory.value.keys()]).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
    ]);
  });

  it('refuses a second card with a name already registered', () => {
    const directory = createDirectory([
      SANCTIONS_CARD,
      KYC_CARD,
      { ...SANCTIONS_CARD, version: '4' },
    ]);
    expect(directory).toEqual({
      ok: false,
      error: {
        code: 'DUPLICATE_AGENT',
        message: 'agent already registered: sanctions-screening-agent',
      },
    });
  });

  it('leaves the directory it registers into unchanged', () => {
    const first = createDirectory([SANCTIONS_CARD]);
    if (!first.ok) throw new Error(first.error.message);
    const second = register(first.value, KYC_CARD);
    expect(first.value.size).toBe(1);
    expect(second.ok && second.value.size).toBe(2);
    expect(register(first.value, SANCTIONS_CARD).ok).toBe(false);
  });
});

describe('discovery', () => {
  it('shows the investigator only the sanctions agent for a sanctions task', () => {
    const found = discover(BANK.cards, investigator(), ['sanctions']);
    expect(names(found.visible)).toEqual(['sanctions-screening-agent']);
    expect(found.visible[0]?.overlap).toBe(1);
  });

  it('says every reason each hidden card is hidden', () => {
    expect(codes(discover(BANK.cards, investigator(), ['sanctions']))).toEqual({
      'kyc-refresh-agent': ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED', 'NO_SKILL_MATCH'],
      'marketing-copy-agent': ['CLASSIFICATION_EXCEEDED', 'NO_SKILL_MATCH'],
    });
  });

  it('words the reasons with what it saw', () => {
    const found = discover(BANK.cards, investigator(), ['sanctions']);
    const kyc = found.hidden.find((h) => h.card.name === 'kyc-refresh-agent')?.reasons;
    expect(kyc?.map((r) => r.reason)).toEqual([
      'serves tenant "retail" only; the caller is "wholesale"',
      'handles up to "confidential"; the task is "restricted"',
      'no skill is tagged "sanctions"',
    ]);
  });

  it('names every tenant a card serves, in the plural when there are several', () => {
    const narrow = {
      ...SANCTIONS_CARD,
      platform: { ...SANCTIONS_CARD.platform, tenants: ['retail', 'treasury'] },
    };
    const [hidden] = discover([narrow], investigator()).hidden;
    expect(hidden?.reasons[0]?.reason).toBe(
      'serves tenants "retail", "treasury" only; the caller is "wholesale"',
    );
  });

  it('gives the same visible set without a tag filter, hiding only by tenant and clearance', () => {
    const found = discover(BANK.cards, investigator());
    expect(names(found.visible)).toEqual(['sanctions-screening-agent']);
    expect(codes(found)).toEqual({
      'kyc-refresh-agent': ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      'marketing-copy-agent': ['CLASSIFICATION_EXCEEDED'],
    });
  });

  it('never shows a caller its own card', () => {
    const found = discover(BANK.cards, investigator({ agentId: 'sanctions-screening-agent' }));
    expect(codes(found)['sanctions-screening-agent']).toEqual(['SELF']);
    expect(names(found.visible)).not.toContain('sanctions-screening-agent');
  });

  it('hides a card that serves other tenants and shows one that serves all', () => {
    const found = discover(
      BANK.cards,
      investigator({ tenant: 'treasury', dataClassification: 'public' }),
    );
    expect(names(found.visible)).toEqual(['marketing-copy-agent']);
  });

  it('hides a card cleared below the task and shows one cleared exactly to it', () => {
    const found = discover(
      BANK.cards,
      investigator({ tenant: 'retail', dataClassification: 'confidential' }),
    );
    expect(names(found.visible)).toEqual(['kyc-refresh-agent', 'sanctions-screening-agent']);
    expect(codes(found)).toEqual({ 'marketing-copy-agent': ['CLASSIFICATION_EXCEEDED'] });
  });

  it('ranks by the best single skill overlap, then by name', () => {
    const cards = [
      openCard('zeta', { skills: [skill('a', ['kyc', 'sanctions'])] }),
      openCard('alpha', { skills: [skill('a', ['kyc']), skill('b', ['sanctions'])] }),
      openCard('beta', { skills: [skill('a', ['sanctions'])] }),
      openCard('gamma', { skills: [skill('a', ['marketing'])] }),
    ];
    const found = discover(cards, investigator(), ['kyc', 'sanctions']);
    expect(found.visible.map((v) => [v.card.name, v.overlap])).toEqual([
      ['zeta', 2],
      ['alpha', 1],
      ['beta', 1],
    ]);
    expect(codes(found)).toEqual({ gamma: ['NO_SKILL_MATCH'] });
  });

  it('lists visible cards by name when no tags are asked for', () => {
    const cards = [openCard('c'), openCard('a'), openCard('b')];
    expect(names(discover(cards, investigator()).visible)).toEqual(['a', 'b', 'c']);
  });

  it('counts a repeated tag once', () => {
    const card = openCard('x', { skills: [skill('a', ['kyc', 'kyc', 'aml'])] });
    expect(skillOverlap(card, new Set(['kyc']))).toBe(1);
    expect(skillOverlap(card, new Set(['kyc', 'aml', 'other']))).toBe(2);
    expect(skillOverlap(MARKETING_CARD, new Set(['kyc']))).toBe(0);
  });

  it('lists hidden cards by name', () => {
    const found = discover([...BANK.cards].reverse(), investigator());
    expect(names(found.hidden)).toEqual(['kyc-refresh-agent', 'marketing-copy-agent']);
  });
});

describe('the visible-cards lookup', () => {
  it('returns exactly what discovery shows, in the same order, without wording reasons', () => {
    for (const tags of [[], ['sanctions'], ['compliance'], ['compliance', 'kyc'], ['nothing']]) {
      const wholesale = investigator();
      const retail = { ...wholesale, tenant: 'retail', dataClassification: 'internal' as const };
      for (const caller of [wholesale, retail]) {
        expect(visibleTo(BANK.cards, caller, tags)).toEqual(
          discover(BANK.cards, caller, tags).visible,
        );
      }
    }
  });

  it('looks a directory up by its tags and sees a card registered after the first lookup', () => {
    const directory = createDirectory(BANK.cards);
    if (!directory.ok) throw new Error(directory.error.message);
    const caller = investigator();
    for (const tags of [[], ['sanctions'], ['compliance', 'kyc'], ['nothing']]) {
      expect(visibleTo(directory.value, caller, tags)).toEqual(visibleTo(BANK.cards, caller, tags));
    }
    const extra = openCard('aml-agent', { skills: [skill('a', ['sanctions', 'sanctions'])] });
    const before = names(visibleTo(directory.value, caller, ['sanctions']));
    const larger = register(directory.value, extra);
    if (!larger.ok) throw new Error(larger.error.message);
    expect(names(visibleTo(larger.value, caller, ['sanctions']))).toEqual(
      [...before, 'aml-agent'].sort(),
    );
    // The directory looked up first is a value: it still holds what it held.
    expect(names(visibleTo(directory.value, caller, ['sanctions']))).toEqual(before);
  });
});

describe('one visibility rule for listing, hiding and comparing', () => {
  // The rule written out from the reference's `discover` (solution.py), apart from the code: not
  // itself, a card listing no tenants or the caller's, a card cleared for the caller's data.
  const LADDER = ['public', 'internal', 'confidential', 'restricted'];
  const expectedCodes = (caller: CallerContext, card: AgentCard): string[] => [
    ...(card.name === caller.agentId ? ['SELF'] : []),
    ...(card.platform.tenants.length > 0 && !card.platform.tenants.includes(caller.tenant)
      ? ['TENANT_NOT_PERMITTED']
      : []),
    ...(LADDER.indexOf(card.platform.maxDataClassification) <
    LADDER.indexOf(caller.dataClassification)
      ? ['CLASSIFICATION_EXCEEDED']
      : []),
  ];

  it('lists a card exactly when no rule hides it, and names every rule that does', () => {
    fc.assert(
      fc.property(arbCaller, arbCards, (caller, cards) => {
        const found = discover(cards, caller);
        for (const card of cards) {
          const expected = expectedCodes(caller, card);
          expect(mayDiscover(caller, card)).toBe(expected.length === 0);
          expect(found.visible.some((v) => v.card === card)).toBe(expected.length === 0);
          const hidden = found.hidden.find((h) => h.card === card);
          expect(hidden?.reasons.map((r) => r.code) ?? []).toEqual(expected);
        }
      }),
    );
  });
});
