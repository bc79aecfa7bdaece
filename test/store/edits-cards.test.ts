import { describe, expect, it } from 'vitest';
import { makeCard } from '../../src/core/card';
import { cardGaps } from '../../src/core/card-gaps';
import type { EditResult, Workspace } from '../../src/store';
import {
  addCard,
  deleteCard,
  duplicateCard,
  renameCard,
  setPublished,
  updateCard,
} from '../../src/store/edits/cards';
import { defaultWorkspace } from '../../src/store/workspace';

const value = (result: EditResult<Workspace>): Workspace => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const names = (ws: Workspace) => ws.cards.map((c) => c.name);

describe('card edits', () => {
  it('adds a fresh card with a name no other card has', () => {
    const once = value(addCard(defaultWorkspace()));
    const twice = value(addCard(once));
    expect(names(twice).slice(-2)).toEqual(['new-agent', 'new-agent-2']);
  });

  it('adds a card with no security scheme, so no scheme URL is left empty before one is picked', () => {
    const card = value(addCard(defaultWorkspace())).cards.at(-1);
    expect(card?.securitySchemes).toEqual({});
    expect(card?.security).toEqual([]);
    // The agent's own URL is all a new card still lacks: nothing is invented for it.
    expect(card && cardGaps(card).map((gap) => gap.path)).toEqual(['$.url']);
  });

  it('refuses to add a card whose name is taken', () => {
    const ws = defaultWorkspace();
    const result = addCard(
      ws,
      makeCard({ name: 'kyc-refresh-agent', description: '', url: '', version: '1' }),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'DUPLICATE_CARD' } });
  });

  it('duplicates a card right after the original under a -copy name', () => {
    const ws = value(duplicateCard(defaultWorkspace(), 'sanctions-screening-agent'));
    expect(names(ws).slice(0, 2)).toEqual([
      'sanctions-screening-agent',
      'sanctions-screening-agent-copy',
    ]);
    expect(ws.cards[1]?.skills).toEqual(ws.cards[0]?.skills);
    expect(ws.cards[1]?.skills).not.toBe(ws.cards[0]?.skills);
  });

  it('deletes a card and forgets its graph position but leaves paths naming it', () => {
    const start = { ...defaultWorkspace(), layout: { 'kyc-refresh-agent': { x: 1, y: 2 } } };
    const ws = value(deleteCard(start, 'kyc-refresh-agent'));
    expect(names(ws)).not.toContain('kyc-refresh-agent');
    expect(ws.layout).toEqual({});
    expect(ws.paths[1]?.hops).toContain('kyc-refresh-agent');
  });

  it('renames a card everywhere it is named: path hops, delegation chains and layout', () => {
    const start = defaultWorkspace();
    start.callers[0]?.delegationChain.push('kyc-refresh-agent');
    start.layout = { 'kyc-refresh-agent': { x: 10, y: 20 } };
    const ws = value(renameCard(start, 'kyc-refresh-agent', 'kyc'));
    expect(names(ws)).toContain('kyc');
    expect(ws.paths[1]?.hops).toEqual(['sanctions-screening-agent', 'kyc']);
    expect(ws.callers[0]?.delegationChain).toEqual(['orchestrator', 'kyc']);
    expect(ws.layout).toEqual({ kyc: { x: 10, y: 20 } });
  });

  it('refuses a rename to a name another card has, with a message naming it', () => {
    const result = renameCard(defaultWorkspace(), 'kyc-refresh-agent', 'marketing-copy-agent');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'DUPLICATE_CARD',
        message: 'an agent card named "marketing-copy-agent" already exists',
      },
    });
  });

  it('refuses an empty name and an unknown card', () => {
    expect(renameCard(defaultWorkspace(), 'kyc-refresh-agent', '  ')).toMatchObject({
      ok: false,
      error: { code: 'EMPTY_NAME' },
    });
    expect(renameCard(defaultWorkspace(), 'nobody', 'x')).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_CARD' },
    });
  });

  it('updates a card and applies the rename rules when its name changes', () => {
    const start = defaultWorkspace();
    const card = { ...start.cards[1]!, name: 'kyc', version: '2.0.0' };
    const ws = value(updateCard(start, 'kyc-refresh-agent', card));
    expect(ws.cards[1]).toEqual(card);
    expect(ws.paths[1]?.hops).toEqual(['sanctions-screening-agent', 'kyc']);
    expect(
      updateCard(start, 'kyc-refresh-agent', { ...card, name: 'marketing-copy-agent' }).ok,
    ).toBe(false);
  });
});

describe('adding many cards', () => {
  it('adds them all at the end, or refuses all when one name is taken', async () => {
    const { addCards } = await import('../../src/store/edits/cards');
    const { defaultWorkspace } = await import('../../src/store/workspace');
    const { makeCard } = await import('../../src/core/card');
    const ws = defaultWorkspace();
    const card = (name: string) =>
      makeCard({ name, description: '', url: 'https://x', version: '1' });
    const added = addCards(ws, [card('one'), card('two')]);
    expect(added.ok && added.value.cards.map((c) => c.name).slice(3)).toEqual(['one', 'two']);
    const clash = addCards(ws, [card('one'), card('kyc-refresh-agent')]);
    expect(!clash.ok && clash.error.code).toBe('DUPLICATE_CARD');
    const twice = addCards(ws, [card('one'), card('one')]);
    expect(!twice.ok && twice.error.code).toBe('DUPLICATE_CARD');
  });
});

describe('setting the JSON a card was published as', () => {
  const name = 'sanctions-screening-agent';
  const cardIn = (ws: Workspace) => ws.cards.find((c) => c.name === name);

  it('sets and removes the text, leaving every field of the card alone', () => {
    const ws = defaultWorkspace();
    const set = setPublished(ws, name, '{"name":"x"}');
    if (!set.ok) throw new Error(set.error.message);
    expect(cardIn(set.value)).toEqual({ ...cardIn(ws), published: '{"name":"x"}' });
    const removed = setPublished(set.value, name, undefined);
    if (!removed.ok) throw new Error(removed.error.message);
    expect(cardIn(removed.value)).toEqual(cardIn(ws));
    expect(cardIn(removed.value)).not.toHaveProperty('published');
  });

  it('refuses text past 1 MiB (1,048,576 characters) and an unknown card', () => {
    const ws = defaultWorkspace();
    expect(setPublished(ws, name, 'x'.repeat(1_048_576)).ok).toBe(true);
    const big = setPublished(ws, name, 'x'.repeat(1_048_577));
    expect(!big.ok && big.error.code).toBe('PUBLISHED_TOO_LARGE');
    const missing = setPublished(ws, 'nobody', '{}');
    expect(!missing.ok && missing.error.code).toBe('NO_SUCH_CARD');
  });
});
