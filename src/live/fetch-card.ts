// Fetching an agent card by URL: an agent's base URL or the card's own URL. For a base URL the
// well-known card path is tried, then the legacy one, beside the base and then at the origin's
// root; the first card found is read by the importer with the URL it came from as its base.
// A card's bytes take the one strict path every file takes (`sourceFromBytes`): the same bytes
// get the same verdict here as from a file or `card check`. Redirects are followed (a plain GET
// without credentials), each one recorded, and one to another origin is flagged with both URLs.
import { importCardBytes, type CardImport } from '../adapters/import/import-card';
import { sourceFromBytes, type CardSource } from '../adapters/import/import-cards';
import { MAX_DOCUMENT_BYTES } from '../adapters/import/text-position';
import { ok, type Result } from '../core/result';
import {
  FETCH_MESSAGES,
  fetchFailure,
  httpUrl,
  open,
  readBody,
  type FetchFailure,
  type LiveFetchOptions,
} from './http';
import { sameOrigin, type RedirectHop } from './redirects';

const WELL_KNOWN_CARD = '.well-known/agent-card.json';
/** Where A2A 0.2 and early 0.3 agents published their card. */
const LEGACY_WELL_KNOWN_CARD = '.well-known/agent.json';

/** One URL tried, and what it answered (undefined when it never answered or a browser hid it). */
export interface CardAttempt {
  readonly url: string;
  readonly status?: number;
  /** Where it redirected to, when it did and that could be seen. */
  readonly redirectedTo?: string;
}

export type CardFetch =
  | {
      readonly ok: true;
      /** Where the card was read from, after any redirects. */
      readonly url: string;
      /** The card's document as the strict decoder read it: its text, or why it has none. */
      readonly source: CardSource;
      readonly import: CardImport;
      readonly tried: readonly CardAttempt[];
      /** The URL asked for that led to the card: `url` itself unless it redirected. */
      readonly requested: string;
    }
  | { readonly ok: false; readonly error: FetchFailure; readonly tried: readonly CardAttempt[] };

/**
 * The URLs to try for `input`, in order: the URL itself when it names a .json document;
 * otherwise the well-known and legacy card paths beside it, then at the origin's root. A URL
 * ending in `/agents` (ACP's agent list, `GET /agents`) is tried as it is first.
 * @example cardUrlCandidates('https://a.example/agents/kyc') // […/agents/kyc/.well-known/agent-card.json, …]
 */
export function cardUrlCandidates(input: string): Result<string[], FetchFailure> {
  const parsed = httpUrl(input);
  if (!parsed.ok) return parsed;
  const url = parsed.value;
  url.hash = '';
  if (/\.json$/i.test(url.pathname)) return ok([url.href]);
  const base = new URL(url.href);
  base.search = '';
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  const beside = [WELL_KNOWN_CARD, LEGACY_WELL_KNOWN_CARD].map((p) => new URL(p, base).href);
  const root = [WELL_KNOWN_CARD, LEGACY_WELL_KNOWN_CARD].map((p) => new URL(`/${p}`, base).href);
  const acpList = /\/agents\/?$/.test(url.pathname) ? [url.href] : [];
  return ok([...new Set([...acpList, ...beside, ...root])]);
}

/** Statuses that mean "no card here", so the next candidate is tried. */
const NOT_HERE = new Set([404, 410]);

/**
 * Fetches the first card the candidates of `input` lead to and imports it. A network failure,
 * a CORS refusal, a time-out, an oversized or non-JSON reply and an HTTP error each end the
 * search with their own message; only "not found" moves on to the next candidate.
 */
export async function fetchCard(input: string, options: LiveFetchOptions = {}): Promise<CardFetch> {
  const candidates = cardUrlCandidates(input);
  if (!candidates.ok) return { ok: false, error: candidates.error, tried: [] };
  const tried: CardAttempt[] = [];
  let lastMissing: FetchFailure | undefined;
  for (const url of candidates.value) {
    // A plain GET with Accept only: no preflight, so an agent with simple CORS rules answers.
    // Never from the HTTP cache: SDK agents serve their card with an hour's max-age, and a card
    // read from the cache would hide what the agent serves now.
    const opened = await open(
      url,
      { method: 'GET', headers: { Accept: 'application/json' }, cache: 'no-store' },
      options,
      'follow',
    );
    if (!opened.ok) {
      const hops = opened.error.redirects ?? [];
      tried.push(...hops.map(attempt));
      if (hops.length === 0) tried.push({ url });
      return { ok: false, error: opened.error, tried };
    }
    const { response, redirects } = opened.value;
    const from = finalUrl(url, redirects);
    tried.push(...redirects.map(attempt), { url: from, status: response.status });
    if (NOT_HERE.has(response.status)) {
      opened.value.done();
      await response.body?.cancel().catch(() => undefined);
      lastMissing = {
        code: 'HTTP_STATUS',
        message: FETCH_MESSAGES.HTTP_STATUS(from, response.status, response.statusText),
        url: from,
        status: response.status,
      };
      continue;
    }
    if (!response.ok) {
      opened.value.done();
      await response.body?.cancel().catch(() => undefined);
      const refused = fetchFailure(
        'HTTP_STATUS',
        FETCH_MESSAGES.HTTP_STATUS(from, response.status, response.statusText),
        from,
        response.status,
      );
      return { ok: false, error: refused.error, tried };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/\bjson\b/i.test(type)) {
      opened.value.done();
      await response.body?.cancel().catch(() => undefined);
      return {
        ok: false,
        error: fetchFailure('NOT_JSON', FETCH_MESSAGES.NOT_JSON(from, type), from).error,
        tried,
      };
    }
    const bytes = await readBody(opened.value, from, MAX_DOCUMENT_BYTES, options.timeoutMs);
    if (!bytes.ok) return { ok: false, error: bytes.error, tried };
    return {
      ok: true,
      url: from,
      source: sourceFromBytes(from, bytes.value),
      import: importCardBytes(bytes.value, { base: from }),
      tried,
      requested: url,
    };
  }
  const error: FetchFailure = {
    code: 'HTTP_STATUS',
    message: `No agent card at ${tried.map((t) => t.url).join(', ')}${lastMissing ? ` (${lastMissing.status ?? ''} Not Found)` : ''}.`,
  };
  return { ok: false, error, tried };
}

const attempt = (hop: RedirectHop): CardAttempt => ({
  url: hop.from,
  ...(hop.status !== undefined ? { status: hop.status } : {}),
  ...(hop.to !== undefined ? { redirectedTo: hop.to } : {}),
});

/** Where the redirects from `url` ended: the last hop's target. */
const finalUrl = (url: string, hops: readonly RedirectHop[]) => hops.at(-1)?.to ?? url;

/**
 * Where a fetched card came from, in one line: "Read from URL after 1 not found.", or
 * "Read from URL, redirected from URL." when it was.
 */
export function fetchNote(got: Extract<CardFetch, { ok: true }>): string {
  const missed = got.tried.filter((t) => t.status !== undefined && NOT_HERE.has(t.status)).length;
  const tries = missed > 0 ? ` after ${missed} not found` : '';
  const from = got.requested === got.url ? '' : `, redirected from ${got.requested}`;
  return `Read from ${got.url}${from}${tries}.`;
}

/** What a reader must weigh before adding a card a redirect brought from another origin. */
export function crossOriginWarning(got: Extract<CardFetch, { ok: true }>): string | undefined {
  const [from, to] = [got.requested, got.url];
  if (sameOrigin(from, to)) return undefined;
  return (
    `${from} redirected to ${to}, another origin: the card was read from ` +
    `${new URL(to).origin}, not from ${new URL(from).origin}, the origin you named. Check that ` +
    `you trust it before adding it; its relative URLs resolve against ${to}.`
  );
}

/** Why a fetch found no card, and each URL it tried with what that URL answered. */
export function fetchFailureOutcome(got: Extract<CardFetch, { ok: false }>): {
  readonly ok: false;
  readonly message: string;
  readonly tried: readonly string[];
} {
  return {
    ok: false,
    message: got.error.message,
    tried: got.tried.map(
      (t) =>
        `${t.url}${t.status === undefined ? '' : ` → ${t.status}`}${
          t.redirectedTo === undefined ? '' : ` → redirected to ${t.redirectedTo}`
        }`,
    ),
  };
}
