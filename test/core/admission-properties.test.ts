import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DENIAL_CODES, checkDelegation, type DenialCode } from '../../src/core/admission';
import { offeredSchemeTypes } from '../../src/core/card';
import { classificationRank } from '../../src/core/classification';
import { discover } from '../../src/core/directory';
import { evaluatePath } from '../../src/core/paths';
import { AGENTS, arbCaller, arbCard, arbCards, arbPolicy } from './arbitraries';

const LETTER = { allowed: 'a', denied: 'd', 'unknown-agent': 'k', unreachable: 'r' } as const;

describe('admission properties', () => {
  it('denies exactly the rules whose conditions fail, in the fixed order', () => {
    fc.assert(
      fc.property(arbCaller, arbCard, arbPolicy, (caller, card, policy) => {
        const failing: Record<DenialCode, boolean> = {
          DEPTH_EXCEEDED: !(caller.delegationChain.length < policy.maxDepth),
          CYCLE_DETECTED: caller.delegationChain.includes(card.name),
          TENANT_NOT_PERMITTED: !(
            card.platform.tenants.length === 0 || card.platform.tenants.includes(caller.tenant)
          ),
          CLASSIFICATION_EXCEEDED:
            classificationRank(card.platform.maxDataClassification) <
            classificationRank(caller.dataClassification),
          NO_ACCEPTABLE_AUTH: !offeredSchemeTypes(card).some((t) =>
            policy.acceptableSchemes.includes(t),
          ),
          MISSING_SCOPE:
            policy.requiredScope !== undefined && !caller.scopes.includes(policy.requiredScope),
        };
        const codes = checkDelegation(caller, card, policy).map((d) => d.code);
        expect(codes).toEqual(DENIAL_CODES.filter((code) => failing[code]));
        expect(codes.length === 0).toBe(Object.values(failing).every((f) => !f));
      }),
    );
  });

  it('never lets discovery show a card admission denies for tenant or classification', () => {
    fc.assert(
      fc.property(
        arbCards,
        arbCaller,
        arbPolicy,
        fc.subarray(['sanctions', 'kyc']),
        (cards, caller, policy, tags) => {
          const found = discover(cards, caller, tags);
          for (const { card } of found.visible) {
            const codes = checkDelegation(caller, card, policy).map((d) => d.code);
            expect(codes).not.toContain('TENANT_NOT_PERMITTED');
            expect(codes).not.toContain('CLASSIFICATION_EXCEEDED');
            expect(card.name).not.toBe(caller.agentId);
          }
          const shown = [
            ...found.visible.map((v) => v.card.name),
            ...found.hidden.map((h) => h.card.name),
          ];
          expect(shown.sort()).toEqual(cards.map((c) => c.name).sort());
          expect(found.hidden.every((h) => h.reasons.length > 0)).toBe(true);
        },
      ),
    );
  });

  it('ranks visible cards by overlap, then by name', () => {
    fc.assert(
      fc.property(
        arbCards,
        arbCaller,
        fc.subarray(['sanctions', 'kyc', 'compliance']),
        (cards, caller, tags) => {
          const visible = discover(cards, caller, tags).visible;
          for (let i = 1; i < visible.length; i += 1) {
            const [a, b] = [visible[i - 1]!, visible[i]!];
            expect(
              a.overlap > b.overlap || (a.overlap === b.overlap && a.card.name < b.card.name),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('evaluates a path as allowed hops, then at most one break, then unreachable hops', () => {
    fc.assert(
      fc.property(
        arbCards,
        arbCaller,
        arbPolicy,
        fc.array(fc.constantFrom(...AGENTS, 'ghost'), { maxLength: 5 }),
        (cards, caller, policy, hops) => {
          const verdict = evaluatePath(
            { id: 'p', callerId: caller.agentId, hops },
            caller,
            new Map(cards.map((c) => [c.name, c])),
            policy,
          );
          const pattern = verdict.hops.map((h) => LETTER[h.status]).join('');
          expect(pattern).toMatch(/^a*([dk]r*)?$/);
          expect(verdict.allowed).toBe(!/[dk]/.test(pattern));
        },
      ),
    );
  });
});
