// The policy's signature rule: "delegate only to cards with a valid signature from a trusted key".
// Hand-worked cases for each status with the rule on and off, and properties: off, the trust never
// matters; on, the rule only ever adds its own code, last, exactly when no verdict is valid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionCodes, checkDelegation, DENIAL_CODES } from '../../src/core/admission';
import type { CardTrust } from '../../src/core/card-trust';
import { evaluatePath } from '../../src/core/paths';
import { BANK, INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { arbCaller, arbCard, arbPolicy, arbTrust, arbVerdict } from './arbitraries';

const ON = { ...BANK.policy, requireTrustedSignature: true };
const RULE = 'the policy delegates only to cards with a valid signature from a trusted key';
const name = SANCTIONS_CARD.name;

const VALID: CardTrust = {
  verdicts: [{ status: 'valid', keyName: 'bank signing key', kid: 'bank-2026', alg: 'ES256' }],
};
const PAYLOAD: CardTrust = {
  verdicts: [
    {
      status: 'invalid',
      check: 'payload',
      detail: 'the signed card differs from the card',
      field: '$.skills[0].tags[1]',
      kid: 'bank-2026',
    },
  ],
};
const ALGORITHM: CardTrust = {
  verdicts: [{ status: 'invalid', check: 'algorithm', detail: 'HS256 is not accepted' }],
};
const UNKNOWN: CardTrust = { verdicts: [{ status: 'key-unknown', kid: 'rotated-1' }] };
const UNKNOWN_NO_KID: CardTrust = { verdicts: [{ status: 'key-unknown' }] };

describe('the signature rule, worked by hand on the bank’s sanctions agent (allowed otherwise)', () => {
  it.each<[string, CardTrust | undefined, string | undefined]>([
    ['valid under a trusted key', VALID, undefined],
    ['unsigned (no verdicts)', { verdicts: [] }, `${name} carries no signature; ${RULE}`],
    ['not verified (no entry)', undefined, `${name} carries no signature; ${RULE}`],
    [
      'invalid: payload mismatch',
      PAYLOAD,
      `${name}'s signature fails the payload check at $.skills[0].tags[1]; ${RULE}`,
    ],
    ['invalid: algorithm', ALGORITHM, `${name}'s signature fails the algorithm check; ${RULE}`],
    [
      'signed with an unknown key',
      UNKNOWN,
      `${name} is signed with key "rotated-1", which is not a trusted key; ${RULE}`,
    ],
    [
      'signed with an unknown key with no kid',
      UNKNOWN_NO_KID,
      `${name} is signed with a key with no kid, which is not a trusted key; ${RULE}`,
    ],
  ])('%s: on, %s', (_label, trust, reason) => {
    expect(checkDelegation(INVESTIGATOR, SANCTIONS_CARD, ON, trust)).toEqual(
      reason === undefined ? [] : [{ code: 'SIGNATURE_NOT_TRUSTED', reason }],
    );
    // Off (the reference's policy): the card is allowed whatever its signatures.
    expect(checkDelegation(INVESTIGATOR, SANCTIONS_CARD, BANK.policy, trust)).toEqual([]);
  });

  it('a card is trusted when any one of its signatures is valid', () => {
    const mixed: CardTrust = {
      verdicts: [...UNKNOWN.verdicts, ...PAYLOAD.verdicts, ...VALID.verdicts],
    };
    expect(admissionCodes(INVESTIGATOR, SANCTIONS_CARD, ON, mixed)).toEqual([]);
  });

  it('names the failed check before an unknown key when both are seen', () => {
    const both: CardTrust = { verdicts: [...UNKNOWN.verdicts, ...ALGORITHM.verdicts] };
    expect(checkDelegation(INVESTIGATOR, SANCTIONS_CARD, ON, both)[0]?.reason).toBe(
      `${name}'s signature fails the algorithm check; ${RULE}`,
    );
  });

  it('comes last, after every reference code', () => {
    const kyc = BANK.cards[1];
    if (kyc === undefined) throw new Error('no kyc card');
    expect(admissionCodes(INVESTIGATOR, kyc, ON)).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
      'SIGNATURE_NOT_TRUSTED',
    ]);
    expect(DENIAL_CODES.at(-1)).toBe('SIGNATURE_NOT_TRUSTED');
  });

  it('a field set to false is off, as a missing one is', () => {
    const off = { ...BANK.policy, requireTrustedSignature: false };
    expect(admissionCodes(INVESTIGATOR, SANCTIONS_CARD, off, UNKNOWN)).toEqual([]);
  });

  it('breaks a planned path at the hop whose card is not trusted', () => {
    const cards = new Map(BANK.cards.map((c) => [c.name, c]));
    const path = { id: 'p', callerId: INVESTIGATOR.agentId, hops: [name] };
    const trusted = evaluatePath(path, INVESTIGATOR, cards, ON, { [name]: VALID });
    expect(trusted.allowed).toBe(true);
    const untrusted = evaluatePath(path, INVESTIGATOR, cards, ON, { [name]: UNKNOWN });
    expect(untrusted.brokenAt).toBe(0);
    expect(untrusted.hops[0]?.denials.map((d) => d.code)).toEqual(['SIGNATURE_NOT_TRUSTED']);
  });

  it('never reads an inherited key as a card’s trust', () => {
    const card = { ...SANCTIONS_CARD, name: 'constructor' };
    const cards = new Map([[card.name, card]]);
    const path = { id: 'p', callerId: INVESTIGATOR.agentId, hops: ['constructor'] };
    const verdict = evaluatePath(path, INVESTIGATOR, cards, ON, {});
    expect(verdict.hops[0]?.denials.map((d) => d.reason)).toEqual([
      `constructor carries no signature; ${RULE}`,
    ]);
  });
});

describe('the signature rule, as properties', () => {
  it('off, the trust never changes a verdict or a reason', () => {
    fc.assert(
      fc.property(
        arbCaller,
        arbCard,
        arbPolicy,
        fc.array(arbVerdict),
        (caller, card, policy, v) => {
          expect(checkDelegation(caller, card, policy, { verdicts: v })).toEqual(
            checkDelegation(caller, card, policy),
          );
        },
      ),
    );
  });

  it('on, it only ever adds its own code, last, exactly when no verdict is valid', () => {
    fc.assert(
      fc.property(arbCaller, arbCard, arbPolicy, arbTrust, (caller, card, policy, trust) => {
        const cardTrust = Object.hasOwn(trust, card.name) ? trust[card.name] : undefined;
        const off = admissionCodes(caller, card, policy, cardTrust);
        const on = admissionCodes(
          caller,
          card,
          { ...policy, requireTrustedSignature: true },
          cardTrust,
        );
        const trusted = (cardTrust?.verdicts ?? []).some((v) => v.status === 'valid');
        expect(on).toEqual(trusted ? off : [...off, 'SIGNATURE_NOT_TRUSTED']);
      }),
    );
  });
});
