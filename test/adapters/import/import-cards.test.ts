import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import {
  describeSummary,
  importCards,
  type CardSource,
} from '../../../src/adapters/import/import-cards';
import { card03, card10, fixture } from './fixtures';

const source = (name: string, text: string): CardSource => ({ name, text });
const named = (name: string) => card03({ name });
const list = (...texts: string[]) => `[${texts.join(',')}]`;

describe('importing many cards at once', () => {
  it('reads a document holding one card exactly as the single-card importer does', () => {
    const text = fixture('v0_2.json');
    const result = importCards([source('currency.json', text)]);
    expect(result.documents).toEqual([
      { source: 'currency.json', shape: 'card', count: 1, findings: [] },
    ]);
    expect(result.cards).toEqual([{ ...importCard(text), source: 'currency.json', at: '$' }]);
  });

  it('reads a JSON array of cards, each at its index', () => {
    const result = importCards([source('two.json', list(named('alpha'), named('beta')))]);
    expect(result.documents[0]).toMatchObject({ shape: 'array', count: 2 });
    expect(result.cards.map((c) => [c.at, c.verdict, c.card?.name])).toEqual([
      ['$[0]', 'valid', 'alpha'],
      ['$[1]', 'valid', 'beta'],
    ]);
    expect(result.additions.map((c) => c.name)).toEqual(['alpha', 'beta']);
  });

  it('reads an object listing cards under "agents", noting the fields it did not read', () => {
    const text = `{"registry": "group", "agents": ${list(named('alpha'), fixture('v1_0.json'))}}`;
    const result = importCards([source('registry.json', text)]);
    expect(result.documents[0]).toMatchObject({ shape: 'listing', count: 2 });
    expect(result.documents[0]?.findings.map((f) => [f.code, f.path])).toEqual([
      ['UNKNOWN_FIELD', '$'],
    ]);
    expect(result.cards.map((c) => [c.at, c.version])).toEqual([
      ['$.agents[0]', '0.3'],
      ['$.agents[1]', '1.0'],
    ]);
  });

  it('takes "cards" as a listing key too, but an object with a name is a card', () => {
    const listing = importCards([source('a.json', `{"cards": [${named('alpha')}]}`)]);
    expect(listing.cards[0]?.at).toBe('$.cards[0]');
    const card = importCards([source('b.json', card03({ name: 'beta', cards: [] }))]);
    expect(card.documents[0]?.shape).toBe('card');
  });

  it('gives each card in a list its findings at their place in the document', () => {
    const migrated = card03({ name: 'gamma', defaultInputModes: ['text'] });
    const result = importCards([source('mixed.json', list(named('alpha'), migrated))]);
    const gamma = result.cards[1];
    expect(gamma?.verdict).toBe('migrated');
    expect(gamma?.findings.map((f) => [f.code, f.path])).toContainEqual([
      'MEDIA_TYPE_SHORTHAND',
      '$[1].defaultInputModes[0]',
    ]);
    expect(gamma?.changes).toContain('$[1].defaultInputModes[0]: read as "text/plain"');
    expect(result.cards[0]?.findings.some((f) => f.path.startsWith('$[1]'))).toBe(false);
  });

  it('rejects only the card with a duplicate key, and reads its neighbours', () => {
    const broken = `{"name": "x", "name": "y"}`;
    const result = importCards([source('list.json', list(named('alpha'), broken, named('beta')))]);
    expect(result.cards.map((c) => c.verdict)).toEqual(['valid', 'rejected', 'valid']);
    expect(result.cards[1]?.findings.find((f) => f.code === 'DUPLICATE_KEY')?.path).toBe(
      '$[1].name',
    );
    expect(result.summary).toEqual({ added: 2, migrated: 0, rejected: 1, duplicates: [] });
  });

  it('keeps going past hostile files among good ones, and pollutes nothing', () => {
    const result = importCards([
      source('good-1.json', named('alpha')),
      source('broken.json', fixture('invalid-json.json')),
      source('polluter.json', fixture('proto-pollution.json')),
      source('deep.json', fixture('deep-nesting.json')),
      source('huge.json', `[${'1,'.repeat(600_000)}1]`),
      source('good-2.json', card10()),
    ]);
    expect(result.cards.map((c) => [c.source, c.verdict])).toEqual([
      ['good-1.json', 'valid'],
      ['broken.json', 'rejected'],
      ['polluter.json', 'rejected'],
      ['deep.json', 'rejected'],
      ['huge.json', 'rejected'],
      ['good-2.json', 'valid'],
    ]);
    expect(result.cards[4]?.findings.map((f) => f.code)).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(result.documents.map((d) => d.shape)).toEqual([
      'card',
      'unreadable',
      'card',
      'unreadable',
      'unreadable',
      'card',
    ]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(result.summary).toMatchObject({ added: 2, rejected: 4 });
  });

  it('names duplicates of the workspace and of earlier cards, and adds neither', () => {
    const result = importCards(
      [
        source('a.json', list(named('alpha'), named('kyc-refresh-agent'))),
        source('b.json', named('alpha')),
      ],
      { existing: ['kyc-refresh-agent', 'sanctions-screening-agent'] },
    );
    expect(result.cards.map((c) => c.duplicate)).toEqual([
      undefined,
      { of: 'workspace' },
      { of: 'import', source: 'a.json', at: '$[0]' },
    ]);
    expect(result.additions.map((c) => c.name)).toEqual(['alpha']);
    expect(result.summary).toEqual({
      added: 1,
      migrated: 0,
      rejected: 0,
      duplicates: ['kyc-refresh-agent', 'alpha'],
    });
  });

  it('counts migrated cards among those added', () => {
    const result = importCards([
      source('v0_1.json', fixture('v0_1-authentication.json')),
      source('v0_2.json', fixture('v0_2.json')),
      source('v1.json', card10()),
    ]);
    expect(result.summary).toEqual({ added: 3, migrated: 2, rejected: 0, duplicates: [] });
    expect(describeSummary(result.summary)).toBe('3 cards to add (2 migrated); 0 rejected');
  });

  it('refuses a listing whose listing key appears twice, rather than guess which list is meant', () => {
    const text = `{"agents": [${named('alpha')}], "agents": [${named('beta')}]}`;
    const result = importCards([source('twice.json', text)]);
    expect(result.documents[0]?.shape).toBe('unreadable');
    expect(result.cards).toHaveLength(1);
    expect(result.cards[0]?.findings.map((f) => f.code)).toContain('DUPLICATE_KEY');
    expect(result.additions).toEqual([]);
  });

  it('says so when a list holds no cards, and when an element is not a card', () => {
    const result = importCards([source('empty.json', '[]'), source('odd.json', list('42'))]);
    expect(result.cards.map((c) => [c.source, c.at, c.findings.at(-1)?.code])).toEqual([
      ['empty.json', '$', 'NOT_AN_OBJECT'],
      ['odd.json', '$[0]', 'NOT_AN_OBJECT'],
    ]);
  });

  it('words the summary with duplicates named', () => {
    expect(describeSummary({ added: 1, migrated: 0, rejected: 2, duplicates: ['a', 'b'] })).toBe(
      '1 card to add; 2 rejected; 2 duplicates left out: a, b',
    );
  });
});
