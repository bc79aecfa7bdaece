// Card edits. A card's name is its identity: paths, delegation chains and the graph layout refer
// to it, so a rename rewrites them all and a name already in use is refused.
import { makeCard, PUBLISHED_MAX_CHARS, type AgentCard } from '../../core/card';
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';
import type { Workspace } from '../workspace';
import { insertAt, uniqueName } from './list';

const names = (ws: Workspace) => new Set(ws.cards.map((c) => c.name));
const indexOf = (ws: Workspace, name: string) => ws.cards.findIndex((c) => c.name === name);

/** Adds `card` (or a fresh one with a unique name) at the end. */
export function addCard(ws: Workspace, card?: AgentCard): EditResult<Workspace> {
  const next =
    card ??
    makeCard({
      name: uniqueName('new-agent', names(ws)),
      description: '',
      // URLs start empty: a made-up one would be published as if real. cardGaps reports them.
      url: '',
      version: '1.0.0',
      // No scheme until the author picks one: a scheme that needs a URL would start with a gap.
      securitySchemes: {},
      security: [],
    });
  if (next.name.trim() === '') return refuse('EMPTY_NAME', 'A card name');
  if (names(ws).has(next.name)) return refuse('DUPLICATE_CARD', next.name);
  return ok({ ...ws, cards: [...ws.cards, next] });
}

/** Adds `cards` at the end, all or none: a name already taken refuses the whole import. */
export function addCards(ws: Workspace, cards: readonly AgentCard[]): EditResult<Workspace> {
  const taken = names(ws);
  for (const card of cards) {
    if (card.name.trim() === '') return refuse('EMPTY_NAME', 'A card name');
    if (taken.has(card.name)) return refuse('DUPLICATE_CARD', card.name);
    taken.add(card.name);
  }
  return ok({ ...ws, cards: [...ws.cards, ...cards] });
}

/** Adds a copy of card `name` right after it, named `<name>-copy` (or -copy-2, …). */
export function duplicateCard(ws: Workspace, name: string): EditResult<Workspace> {
  const index = indexOf(ws, name);
  const original = ws.cards[index];
  if (original === undefined) return refuse('NO_SUCH_CARD', name);
  const copy = { ...structuredClone(original), name: uniqueName(`${name}-copy`, names(ws)) };
  const cards = insertAt(ws.cards, copy, index + 1);
  return cards.ok ? ok({ ...ws, cards: cards.value }) : cards;
}

/** Removes card `name` and its graph position. Paths keep naming it and show it as unknown. */
export function deleteCard(ws: Workspace, name: string): EditResult<Workspace> {
  if (indexOf(ws, name) < 0) return refuse('NO_SUCH_CARD', name);
  const layout = { ...ws.layout };
  delete layout[name];
  return ok({ ...ws, cards: ws.cards.filter((c) => c.name !== name), layout });
}

const rewrite = (names: string[], from: string, to: string): string[] =>
  names.includes(from) ? names.map((n) => (n === from ? to : n)) : names;

/** Renames card `from` to `to`, rewriting path hops, delegation chains and its graph position. */
export function renameCard(ws: Workspace, from: string, to: string): EditResult<Workspace> {
  const index = indexOf(ws, from);
  const card = ws.cards[index];
  if (card === undefined) return refuse('NO_SUCH_CARD', from);
  if (to.trim() === '') return refuse('EMPTY_NAME', 'A card name');
  if (to === from) return ok(ws);
  if (names(ws).has(to)) return refuse('DUPLICATE_CARD', to);
  const layout = { ...ws.layout };
  const position = layout[from];
  if (position !== undefined) {
    delete layout[from];
    layout[to] = position;
  }
  return ok({
    ...ws,
    cards: ws.cards.map((c, i) => (i === index ? { ...c, name: to } : c)),
    paths: ws.paths.map((p) =>
      p.hops.includes(from) ? { ...p, hops: rewrite(p.hops, from, to) } : p,
    ),
    callers: ws.callers.map((c) =>
      c.delegationChain.includes(from)
        ? { ...c, delegationChain: rewrite(c.delegationChain, from, to) }
        : c,
    ),
    layout,
  });
}

/** Replaces card `name` with `card`; a changed name goes through the rename rules first. */
export function updateCard(ws: Workspace, name: string, card: AgentCard): EditResult<Workspace> {
  const renamed = card.name === name ? ok(ws) : renameCard(ws, name, card.name);
  if (!renamed.ok) return renamed;
  return ok({
    ...renamed.value,
    cards: renamed.value.cards.map((c) => (c.name === card.name ? card : c)),
  });
}

/**
 * Sets the JSON text card `name` was published as (undefined: typed in, none), leaving its fields
 * alone: a signature covers that text, not the workbench's reading of it. Refuses past 1 MiB.
 */
export function setPublished(
  ws: Workspace,
  name: string,
  text: string | undefined,
): EditResult<Workspace> {
  const index = indexOf(ws, name);
  const card = ws.cards[index];
  if (card === undefined) return refuse('NO_SUCH_CARD', name);
  if (text !== undefined && text.length > PUBLISHED_MAX_CHARS)
    return refuse('PUBLISHED_TOO_LARGE', text.length);
  if (card.published === text) return ok(ws);
  const next: AgentCard = { ...card, published: text };
  if (text === undefined) delete next.published;
  return ok({ ...ws, cards: ws.cards.map((c, i) => (i === index ? next : c)) });
}
