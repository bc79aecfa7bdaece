// Invariants between admission, discovery and paths. Which rules deny which case is held to the
// reference design's own answers in admission-reference.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDelegation } from '../../src/core/admission';
import { discover } from '../../src/core/directory';
import { evaluatePath } from '../../src/core/paths';
import { AGENTS, arbCaller, arbCards, arbPolicy } from './arbitraries';

const LETTER = { allowed: 'a', denied: 'd', 'unknown-agent': 'k', unreachable: 'r' } as const;

describe('admission properties', () => {
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
