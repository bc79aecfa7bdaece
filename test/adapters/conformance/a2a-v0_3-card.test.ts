import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCard } from '../../../src/adapters/a2a-v0_3';
import { BANK } from '../../../src/scenarios/bank';
import { checkA2a } from '../../helpers/conformance-a2a';
import { agentCardArb } from '../card-arbitrary';

describe('A2A 0.3 cards against a2a-v0.3.0.schema.json', () => {
  it('validates every bank card as #/definitions/AgentCard', () => {
    for (const card of BANK.cards)
      expect(checkA2a('AgentCard', encodeCard(card)), card.name).toBe(true);
  });

  it('validates any card', () => {
    fc.assert(
      fc.property(agentCardArb, (card) => {
        expect(checkA2a('AgentCard', encodeCard(card))).toBe(true);
      }),
    );
  });

  it('rejects a card missing a required field, so the validator is really checking', () => {
    const withoutSkills = { ...encodeCard(BANK.cards[0]), skills: undefined };
    expect(checkA2a('AgentCard', withoutSkills)).not.toBe(true);
  });
});
