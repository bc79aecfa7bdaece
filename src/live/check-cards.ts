// Checking live cards: fetch what each agent serves now (the card fetch's caps, time limit and
// redirect rules), read it with the importer, and compare it with the workspace's card and with
// the newest review's snapshot. Every card is checked at most 4 at a time, so a large workspace
// does not flood agents or the browser's connection pool, and a Stop ends the run where it is.
import type { AgentCard } from '../core/card';
import {
  cardDrift,
  driftStatus,
  type DriftComparison,
  type DriftRow,
  type DriftRun,
  type DriftSide,
} from '../core/card-drift';
import type { JsonValue } from '../core/json';
import { parseSafeJson } from '../adapters/import/safe-json';
import { fetchCard, type CardFetch } from './fetch-card';
import type { LiveFetchOptions } from './http';

/** At most this many card fetches are in flight at once. */
export const DRIFT_CONCURRENCY = 4;

/** What the check compares with: the cards held and the newest review's snapshot of them. */
export interface DriftReferences {
  readonly cards: readonly AgentCard[];
  /** The newest review's name and snapshot, when there is one. */
  readonly review?: { readonly name: string; readonly cards: readonly AgentCard[] };
}

/** A held card's published `signatures`: those of the JSON it was published as; none if typed in. */
const keptSignatures = (card: AgentCard) =>
  card.published === undefined ? [] : publishedSignatures(card.published);

/** The `signatures` of a card's published JSON text; [] when it has none. */
function publishedSignatures(text: string): JsonValue[] {
  const value = parseSafeJson(text).value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const signatures = value.signatures;
  return Array.isArray(signatures) ? (JSON.parse(JSON.stringify(signatures)) as JsonValue[]) : [];
}

/**
 * The live card for a card whose `url` is its endpoint or its base. An endpoint (`…/agent/rpc`)
 * is looked for beside its folder first (`…/agent/`), where SDK agents publish the card, then
 * from the URL itself; a base (`…/agent/`) or a card URL (`….json`) is fetched as given. The
 * folder comes first because a miss at the origin's root often answers without CORS headers,
 * which a browser reports as a refusal and which would end the search.
 */
async function fetchLiveCard(url: string, options: LiveFetchOptions): Promise<CardFetch> {
  let folder: string | undefined;
  try {
    const parsed = new URL(url);
    const endpoint = !parsed.pathname.endsWith('/') && !/\.json$/i.test(parsed.pathname);
    if (endpoint && parsed.pathname !== '') folder = new URL('./', parsed).href;
  } catch {
    folder = undefined;
  }
  if (folder === undefined) return fetchCard(url, options);
  const first = await fetchCard(folder, options);
  if (first.ok || first.error.code !== 'HTTP_STATUS' || first.error.status !== undefined) {
    return first;
  }
  const second = await fetchCard(url, options);
  return second.ok ? second : { ...second, tried: [...first.tried, ...second.tried] };
}

const unreachable: DriftComparison = { status: 'unreachable', changes: [] };

const compare = (held: DriftSide, live: DriftSide): DriftComparison => {
  const changes = cardDrift(held, live);
  return { status: driftStatus(changes), changes };
};

/** Checks one card: its row of the table. */
export async function checkCard(
  card: AgentCard,
  refs: DriftReferences,
  options: LiveFetchOptions,
): Promise<DriftRow> {
  const reviewed = refs.review?.cards.find((c) => c.name === card.name);
  const base = { card: card.name, url: card.url };
  const got = await fetchLiveCard(card.url, options);
  const failed = (error: string): DriftRow => ({
    ...base,
    error,
    workspace: unreachable,
    ...(reviewed && { review: unreachable }),
  });
  if (!got.ok) return failed(got.error.message);
  if (got.import.card === null) {
    const why = got.import.reasons.slice(0, 3).join('; ');
    return { ...failed(`The agent serves a card the importer refuses: ${why}`), readFrom: got.url };
  }
  const live: DriftSide = {
    card: got.import.card,
    signatures: 'text' in got.source ? publishedSignatures(got.source.text) : [],
  };
  return {
    ...base,
    readFrom: got.url,
    workspace: compare({ card, signatures: keptSignatures(card) }, live),
    ...(reviewed && {
      review: compare({ card: reviewed, signatures: keptSignatures(reviewed) }, live),
    }),
  };
}

/**
 * Runs `work` over `items` with at most `limit` in flight; stops starting new ones once `signal`
 * aborts. Resolves when every started one has settled.
 */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && signal?.aborted !== true) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Checks every card of `refs`, at most 4 at a time, calling `onProgress` with the run so far after
 * each card (rows in the workspace's card order). A Stop (`options.signal`) ends the fetches in
 * flight and keeps the rows finished before it.
 */
export async function checkEveryCard(
  refs: DriftReferences,
  checkedAt: string,
  options: LiveFetchOptions,
  onProgress: (run: DriftRun) => void = () => undefined,
): Promise<DriftRun> {
  const done = new Map<number, DriftRow>();
  const snapshot = (): DriftRun => ({
    checkedAt,
    ...(refs.review && { reviewName: refs.review.name }),
    total: refs.cards.length,
    rows: [...done.entries()].sort(([a], [b]) => a - b).map(([, row]) => row),
  });
  await eachLimited(refs.cards, DRIFT_CONCURRENCY, options.signal, async (card, index) => {
    const row = await checkCard(card, refs, options);
    if (options.signal?.aborted === true) return;
    done.set(index, row);
    onProgress(snapshot());
  });
  return snapshot();
}
