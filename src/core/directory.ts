// The directory and discovery. Filter BEFORE you list: a card a caller may not use must not
// appear, because its description would enter the caller's model context. Discovery also says why
// each hidden card is hidden (decision 004, row 9).
import type { AgentCard } from './card';
import type { CallerContext } from './caller';
import { isClearedFor } from './classification';
import { servesTenant } from './admission';
import { err, ok, type Result } from './result';

/** Cards by name, in registration order. Immutable: register returns a new directory. */
export type Directory = ReadonlyMap<string, AgentCard>;

export type DirectoryError = { code: 'DUPLICATE_AGENT'; message: string };

/** A directory holding `cards`, or the first duplicate name. */
export function createDirectory(cards: readonly AgentCard[]): Result<Directory, DirectoryError> {
  const directory = new Map<string, AgentCard>();
  for (const card of cards) {
    if (directory.has(card.name)) return duplicate(card.name);
    directory.set(card.name, card);
  }
  return ok(directory);
}

const duplicate = (name: string) => err('DUPLICATE_AGENT', `agent already registered: ${name}`);

/** The directory with `card` added; a name already registered is refused. */
export function register(directory: Directory, card: AgentCard): Result<Directory, DirectoryError> {
  if (directory.has(card.name)) return duplicate(card.name);
  return ok(new Map([...directory, [card.name, card]]));
}

export const HIDDEN_CODES = [
  'SELF',
  'TENANT_NOT_PERMITTED',
  'CLASSIFICATION_EXCEEDED',
  'NO_SKILL_MATCH',
] as const;
export type HiddenCode = (typeof HIDDEN_CODES)[number];

export interface HiddenReason {
  readonly code: HiddenCode;
  readonly reason: string;
}

export interface Discovery {
  /** Visible cards, best skill-tag overlap first, then by name. */
  readonly visible: ReadonlyArray<{ readonly card: AgentCard; readonly overlap: number }>;
  /** Every card the caller cannot see, by name, each with all its reasons. */
  readonly hidden: ReadonlyArray<{ readonly card: AgentCard; readonly reasons: HiddenReason[] }>;
}

/** The best overlap between `wanted` tags and any one skill's tags (a repeated tag counts once). */
export function skillOverlap(card: AgentCard, wanted: ReadonlySet<string>): number {
  let best = 0;
  for (const skill of card.skills) {
    const tags = skill.tags;
    let overlap = 0;
    for (let i = 0; i < tags.length; i += 1) {
      const tag = tags[i] as string;
      if (wanted.has(tag) && tags.indexOf(tag) === i) overlap += 1;
    }
    if (overlap > best) best = overlap;
  }
  return best;
}

/**
 * Orders two strings by Unicode code points, as the reference (Python) does. JavaScript's `<`
 * compares UTF-16 code units, which puts a character past U+FFFF (a surrogate pair, 0xD800…)
 * before U+E000–U+FFFF; comparing the code points at the first difference puts it after them.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Only a surrogate against a code unit at or above U+E000 orders differently from UTF-16.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys && (xs ? y : x) >= 0xe000) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

const byName = (a: AgentCard, b: AgentCard) => compareCodePoints(a.name, b.name);

/** One way a card is hidden from a caller: when it hides a card, and why, for a reviewer. */
interface HidingRule {
  readonly code: HiddenCode;
  readonly hides: (caller: CallerContext, card: AgentCard) => boolean;
  readonly reason: (caller: CallerContext, card: AgentCard) => string;
}

const SELF: HidingRule = {
  code: 'SELF',
  hides: (caller, card) => card.name === caller.agentId,
  reason: () => 'a caller never discovers itself',
};

const OTHER_TENANT: HidingRule = {
  code: 'TENANT_NOT_PERMITTED',
  hides: (caller, card) => !servesTenant(card, caller.tenant),
  reason: (caller, card) =>
    `serves ${card.platform.tenants.length === 1 ? 'tenant' : 'tenants'} ${card.platform.tenants.map((t) => JSON.stringify(t)).join(', ')} only; the caller is ${JSON.stringify(caller.tenant)}`,
};

const NOT_CLEARED: HidingRule = {
  code: 'CLASSIFICATION_EXCEEDED',
  hides: (caller, card) =>
    !isClearedFor(card.platform.maxDataClassification, caller.dataClassification),
  reason: (caller, card) =>
    `handles up to ${JSON.stringify(card.platform.maxDataClassification)}; the task is ${JSON.stringify(caller.dataClassification)}`,
};

/**
 * The discovery rule, skill tags aside, in the order reasons are listed. `mayDiscover`,
 * `visibleTo`, `discover` and the review's comparison all read these rules; nothing else words them.
 */
const HIDING_RULES: readonly HidingRule[] = [SELF, OTHER_TENANT, NOT_CLEARED];

/**
 * Whether `caller` may discover `card` at all, skill tags aside: not itself, a card serving its
 * tenant, cleared for its data. The rules are called by name rather than looped over, so each
 * call site sees one function: a loop over HIDING_RULES ran the discovery bench row 0.80× as fast
 * as the rules written inline (CPU time, 6 alternating process pairs, `npx tsx
 * scripts/bench-ab.ts INLINE LOOP discovery 6 301`).
 * @example mayDiscover(INVESTIGATOR, KYC_CARD) // false: kyc serves retail only
 */
export const mayDiscover = (caller: CallerContext, card: AgentCard): boolean =>
  !SELF.hides(caller, card) &&
  !OTHER_TENANT.hides(caller, card) &&
  !NOT_CLEARED.hides(caller, card);

/** Why `caller` may not see `card` when looking for `wanted` tags; empty when it may. */
function hiddenReasons(
  card: AgentCard,
  caller: CallerContext,
  wanted: ReadonlySet<string>,
): HiddenReason[] {
  const reasons: HiddenReason[] = HIDING_RULES.filter((rule) => rule.hides(caller, card)).map(
    (rule) => ({ code: rule.code, reason: rule.reason(caller, card) }),
  );
  if (wanted.size > 0 && skillOverlap(card, wanted) === 0) {
    reasons.push({
      code: 'NO_SKILL_MATCH',
      reason: `no skill is tagged ${[...wanted].map((t) => JSON.stringify(t)).join(' or ')}`,
    });
  }
  return reasons;
}

// Each directory's cards by skill tag, built the first time a lookup names tags, keyed by the
// directory's identity. A directory is a value (registering makes a new one), so its index never
// goes stale. Judging every card instead made the discovery bench row (10,000 cards) run 0.025× as
// fast: CPU time, median of 6 alternating process pairs, `npx tsx scripts/bench-ab.ts WITH WITHOUT
// discovery 6 301`, WITHOUT a checkout whose `candidates` returns every card.
const tagIndexes = new WeakMap<Directory, ReadonlyMap<string, readonly AgentCard[]>>();

function tagIndex(directory: Directory): ReadonlyMap<string, readonly AgentCard[]> {
  let index = tagIndexes.get(directory);
  if (index === undefined) {
    const building = new Map<string, AgentCard[]>();
    for (const card of directory.values()) {
      const tags = new Set(card.skills.flatMap((skill) => skill.tags));
      for (const tag of tags) {
        const listed = building.get(tag);
        if (listed === undefined) building.set(tag, [card]);
        else listed.push(card);
      }
    }
    index = building;
    tagIndexes.set(directory, index);
  }
  return index;
}

/**
 * The cards worth judging for `wanted` tags: from a directory, only those with a skill tagged one
 * of them (each once); from any other collection, all of them.
 */
function candidates(
  cards: Iterable<AgentCard> | Directory,
  wanted: ReadonlySet<string>,
): Iterable<AgentCard> {
  if (!(cards instanceof Map)) return cards as Iterable<AgentCard>;
  const directory = cards as Directory;
  if (wanted.size === 0) return directory.values();
  const index = tagIndex(directory);
  if (wanted.size === 1) return index.get([...wanted][0] ?? '') ?? [];
  const found = new Set<AgentCard>();
  for (const tag of wanted) for (const card of index.get(tag) ?? []) found.add(card);
  return found;
}

/**
 * The cards `caller` may see, best skill-tag overlap first, then by name: the lookup an agent
 * runtime makes before it lists candidates. Words no reasons; `discover` adds them. Given the
 * directory itself rather than its cards, a lookup with tags judges only the cards carrying one.
 */
export function visibleTo(
  cards: Iterable<AgentCard> | Directory,
  caller: CallerContext,
  tags: readonly string[] = [],
): Discovery['visible'] {
  const wanted = new Set(tags);
  const visible: Array<{ card: AgentCard; overlap: number }> = [];
  for (const card of candidates(cards, wanted)) {
    if (!mayDiscover(caller, card)) continue;
    const overlap = wanted.size > 0 ? skillOverlap(card, wanted) : 0;
    if (wanted.size > 0 && overlap === 0) continue;
    visible.push({ card, overlap });
  }
  return visible.sort((a, b) => b.overlap - a.overlap || byName(a.card, b.card));
}

/** What `caller` may discover, optionally narrowed to cards with a skill matching `tags`. */
export function discover(
  cards: Iterable<AgentCard>,
  caller: CallerContext,
  tags: readonly string[] = [],
): Discovery {
  const all = [...cards];
  const visible = visibleTo(all, caller, tags);
  const seen = new Set(visible.map((entry) => entry.card));
  const wanted = new Set(tags);
  const hidden = all
    .filter((card) => !seen.has(card))
    .sort(byName)
    .map((card) => ({ card, reasons: hiddenReasons(card, caller, wanted) }));
  return { visible, hidden };
}
