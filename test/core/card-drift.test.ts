import { describe, expect, it } from 'vitest';
import { cardDrift, driftStatus, type DriftSide } from '../../src/core/card-drift';
import { KYC_CARD } from '../../src/scenarios/bank';

const held: DriftSide = { card: KYC_CARD, signatures: [] };
const live = (edit: Partial<typeof KYC_CARD>, signatures: DriftSide['signatures'] = []) => ({
  card: { ...structuredClone(KYC_CARD), ...edit },
  signatures,
});
const sig = (s: string) => ({ protected: 'eyJhbGciOiJFUzI1NiJ9', signature: s });

describe('what drifted between the held card and the live one', () => {
  it('finds nothing when the agent serves the card as held', () => {
    expect(cardDrift(held, live({}))).toEqual([]);
    expect(driftStatus([])).toBe('in-sync');
  });

  it('never counts the kept published text, whose spacing and key order say nothing', () => {
    const spaced = { ...held, card: { ...KYC_CARD, published: '{ "name": "kyc" }' } };
    expect(cardDrift(spaced, live({ published: '{"name":"kyc"}' }))).toEqual([]);
  });

  it('never counts platform metadata, which a card never publishes', () => {
    const changed = live({
      platform: { owner: 'x', tenants: ['t'], maxDataClassification: 'public' },
    });
    expect(cardDrift(held, changed)).toEqual([]);
  });

  it('names a skill added and one removed by id, at their own indexes', () => {
    const [first, ...rest] = KYC_CARD.skills;
    expect(first).toBeDefined();
    const added = { id: 'new-one', name: 'New', description: '', tags: [], examples: [] };
    const changes = cardDrift(held, live({ skills: [...rest, added] }));
    expect(changes.map((c) => [c.kind, c.path])).toEqual([
      ['skill-removed', '$.skills[0]'],
      ['skill-added', `$.skills[${rest.length}]`],
    ]);
    expect(changes[0]?.before).toEqual(first);
    expect(changes[1]?.after).toEqual(added);
  });

  it('does not call a reordered skill list a change', () => {
    expect(cardDrift(held, live({ skills: [...KYC_CARD.skills].reverse() }))).toEqual([]);
  });

  it('names a changed skill field at the live index', () => {
    const skills = structuredClone(KYC_CARD.skills);
    const first = skills[0];
    if (first === undefined) throw new Error('the bank card has skills');
    first.tags = ['changed'];
    const changes = cardDrift(held, live({ skills }));
    expect(changes).toEqual([
      {
        kind: 'skill-changed',
        path: '$.skills[0].tags',
        before: KYC_CARD.skills[0]?.tags,
        after: ['changed'],
      },
    ]);
  });

  it('sorts security, interface and version changes into their kinds', () => {
    const changes = cardDrift(
      held,
      live({
        security: [],
        url: 'https://elsewhere.example/rpc',
        preferredTransport: 'HTTP+JSON',
        version: '9.9.9',
        protocolVersion: '1.0',
        description: 'New words',
      }),
    );
    expect(changes.map((c) => [c.kind, c.path])).toEqual([
      ['security', '$.security'],
      ['interface', '$.preferredTransport'],
      ['interface', '$.url'],
      ['version', '$.protocolVersion'],
      ['version', '$.version'],
      ['other', '$.description'],
    ]);
    expect(driftStatus(changes)).toBe('drifted');
  });

  it('names a security scheme member by a path that quotes odd keys', () => {
    const changes = cardDrift(
      held,
      live({ securitySchemes: { ...KYC_CARD.securitySchemes, 'x-key': { type: 'mutualTLS' } } }),
    );
    expect(changes).toEqual([
      {
        kind: 'security',
        path: '$.securitySchemes["x-key"]',
        before: undefined,
        after: { type: 'mutualTLS' },
      },
    ]);
  });

  it('says a signature appeared, changed or went, and ranks that above any other change', () => {
    const appeared = cardDrift(held, live({ version: '2' }, [sig('a')]));
    expect(appeared[0]).toEqual({
      kind: 'signature',
      path: '$.signatures',
      before: undefined,
      after: [sig('a')],
    });
    expect(driftStatus(appeared)).toBe('signature-changed');
    const changed = cardDrift({ ...held, signatures: [sig('a')] }, live({}, [sig('b')]));
    expect(changed).toEqual([
      { kind: 'signature', path: '$.signatures[0].signature', before: 'a', after: 'b' },
    ]);
    const gone = cardDrift({ ...held, signatures: [sig('a')] }, live({}));
    expect(gone).toEqual([
      { kind: 'signature', path: '$.signatures', before: [sig('a')], after: undefined },
    ]);
    expect(cardDrift({ ...held, signatures: [sig('a')] }, live({}, [sig('a')]))).toEqual([]);
  });
});
