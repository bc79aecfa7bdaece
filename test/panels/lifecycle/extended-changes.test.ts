// The extended card against the workspace's card, as the importer reads both: what the agent adds
// for an authenticated caller, never the published JSON text each card keeps beside its fields.
import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import type { AgentCard } from '../../../src/core/card';
import { extendedChanges } from '../../../src/panels/lifecycle/live/extended-changes';

const PUBLIC = {
  protocolVersion: '0.3.0',
  name: 'ledger-agent',
  description: 'Answers ledger questions.',
  url: 'https://agents.bank.ae/ledger',
  version: '2.0.0',
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'ask', name: 'Ask the ledger', description: 'Balances', tags: ['ledger'] }],
};
const EXPORT_SKILL = { id: 'export', name: 'Ledger export', description: 'CSV', tags: ['ledger'] };

/** The importer's reading of `text`, the form the agent sent (`json` written compactly by default). */
function read(json: object, text = JSON.stringify(json)): AgentCard {
  const imported = importCard(text);
  if (imported.card === null) throw new Error(imported.verdict);
  return imported.card;
}

describe('the extended card’s changes', () => {
  it('lists the fields it adds, never the published JSON it was sent as; the card taken in keeps that JSON', () => {
    const card = { ...read(PUBLIC, JSON.stringify(PUBLIC, null, 2)), name: 'ledger' };
    const sent = JSON.stringify({ ...PUBLIC, skills: [...PUBLIC.skills, EXPORT_SKILL] });
    const { fields, taken, publishedDiffers } = extendedChanges(card, read(PUBLIC, sent));
    // By hand: two skills where there was one (lists of objects of other lengths compare whole).
    expect(fields.map((f) => f.path)).toEqual(['skills']);
    expect(JSON.stringify(fields[0]?.after)).toContain('"name":"Ledger export"');
    expect(taken.published).toBe(sent);
    expect(taken.name).toBe('ledger');
    expect(taken.platform).toBe(card.platform);
    expect(publishedDiffers).toBe(true);
  });

  it('finds no field changed when only the JSON’s layout differs, and says the JSON does', () => {
    const card = read(PUBLIC, JSON.stringify(PUBLIC, null, 2));
    const changes = extendedChanges(card, read(PUBLIC));
    expect(changes.fields).toEqual([]);
    expect(changes.publishedDiffers).toBe(true);
  });

  it('finds nothing at all for the very same JSON', () => {
    const card = read(PUBLIC);
    const changes = extendedChanges(card, read(PUBLIC));
    expect(changes.fields).toEqual([]);
    expect(changes.publishedDiffers).toBe(false);
  });
});
