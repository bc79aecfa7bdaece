// The signature verdicts are an input of each side of a comparison: a trusted key removed flips
// the cells (and planned hops) of the cards it vouched for, with the rule on; off, nothing moves.
import { describe, expect, it } from 'vitest';
import type { WorkspaceTrust } from '../../src/core/card-trust';
import { compareWorkspaces, type ReviewSubject } from '../../src/core/compare';
import { BANK, INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';

const TRUSTED: WorkspaceTrust = {
  [SANCTIONS_CARD.name]: {
    verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }],
  },
};
// The key removed from the trusted list: the same signature now names an unknown key.
const KEY_REMOVED: WorkspaceTrust = {
  [SANCTIONS_CARD.name]: { verdicts: [{ status: 'key-unknown', kid: 'k1' }] },
};

const subject = (policy: ReviewSubject['policy'], trust: WorkspaceTrust): ReviewSubject => ({
  cards: BANK.cards,
  callers: BANK.callers,
  policy,
  paths: [{ id: 'p1', callerId: INVESTIGATOR.agentId, hops: [SANCTIONS_CARD.name] }],
  callbackHosts: [],
  trust,
});

describe('comparing with the signature rule', () => {
  const ON = { ...BANK.policy, requireTrustedSignature: true };

  it('a key removed makes the card it vouched for newly denied, cell and hop', () => {
    const changes = compareWorkspaces(subject(ON, TRUSTED), subject(ON, KEY_REMOVED));
    expect(changes.cells).toEqual([
      {
        callerId: INVESTIGATOR.agentId,
        agent: SANCTIONS_CARD.name,
        kind: 'newly-denied',
        before: [],
        after: ['SIGNATURE_NOT_TRUSTED'],
      },
    ]);
    expect(changes.hops.map((h) => [h.before.status, h.after.status])).toEqual([
      ['allowed', 'denied'],
    ]);
    // Swapped, the key added back allows it again.
    expect(compareWorkspaces(subject(ON, KEY_REMOVED), subject(ON, TRUSTED)).cells[0]?.kind).toBe(
      'newly-allowed',
    );
  });

  it('the rule off, a key removed flips nothing', () => {
    const changes = compareWorkspaces(
      subject(BANK.policy, TRUSTED),
      subject(BANK.policy, KEY_REMOVED),
    );
    expect(changes.cells).toEqual([]);
    expect(changes.hops).toEqual([]);
  });

  it('turning the rule on flips the unsigned cards’ allowed cells and names the policy field', () => {
    const changes = compareWorkspaces(subject(BANK.policy, {}), subject(ON, {}));
    expect(changes.cells.map((c) => [c.agent, c.kind, c.after])).toEqual([
      [SANCTIONS_CARD.name, 'newly-denied', ['SIGNATURE_NOT_TRUSTED']],
      [
        'kyc-refresh-agent',
        'other-codes',
        ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED', 'SIGNATURE_NOT_TRUSTED'],
      ],
      [
        'marketing-copy-agent',
        'other-codes',
        ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH', 'SIGNATURE_NOT_TRUSTED'],
      ],
    ]);
    expect(changes.policy.map((f) => f.path)).toEqual(['requireTrustedSignature']);
  });
});
