// HTTP for live agents: only http(s) URLs, a time limit through AbortController, a size cap on
// what is read, and every way a call can fail as one coded failure with a message a person can
// act on. A browser does not say why a cross-origin call failed, so a refused or unreachable
// agent is one failure that names both causes and what to do about each.
import { err, ok, type Result } from '../core/result';
import {
  sameOrigin,
  sendChecked,
  type RedirectHop,
  type RedirectPolicy,
  type Sent,
} from './redirects';

export type FetchFailureCode =
  | 'INVALID_URL'
  | 'NOT_HTTP'
  | 'BLOCKED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'HTTP_STATUS'
  | 'NOT_JSON'
  | 'ABORTED'
  | 'REDIRECTED'
  | 'REDIRECT_HIDDEN'
  | 'REDIRECT_NOT_HTTP'
  | 'REDIRECT_UNFOLLOWABLE'
  | 'TOO_MANY_REDIRECTS'
  | 'RUN_LIMIT'
  | 'OAUTH_TOKEN';

export interface FetchFailure {
  readonly code: FetchFailureCode;
  readonly message: string;
  readonly url?: string;
  readonly status?: number;
  /** Each redirect met on the way, as far as it could be seen. */
  readonly redirects?: readonly RedirectHop[];
}

/** A redirect's target as a message shows it: parsed, and cut short when it is long (a data: URL). */
const target = (url: string) => (url.length > 200 ? `${url.slice(0, 200)}…` : url);
const answeredWith = (hop: RedirectHop) =>
  `${hop.from} answered HTTP ${hop.status ?? ''}${hop.statusText ? ` ${hop.statusText}` : ''}`;
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** Every message a live call can fail with, in one table. */
export const FETCH_MESSAGES = {
  INVALID_URL: (input: string) => `${JSON.stringify(input)} is not a URL.`,
  NOT_HTTP: (protocol: string) =>
    `Only http: and https: agents can be called; this URL is ${protocol}.`,
  BLOCKED: (url: string, origin: string) =>
    `The browser could not complete the call to ${url}. Either the agent is not running or ` +
    `reachable, or it does not allow calls from this page: a browser only lets a page read an ` +
    `agent that answers with Access-Control-Allow-Origin: ${origin} (and allows the ` +
    `Content-Type, A2A-Version and Authorization headers). Ask the agent's owner to allow this ` +
    `origin, or, for an agent on your own machine, run the workbench with npm run dev and call ` +
    `the agent through its /agent-proxy path (see the README).`,
  TIMEOUT: (url: string, ms: number) => `${url} did not answer within ${ms / 1000} s.`,
  TOO_LARGE: (url: string, bytes: number) =>
    `${url} sent more than ${
      bytes % (1024 * 1024) === 0
        ? `${bytes / (1024 * 1024)} MiB`
        : `${Math.round(bytes / 1024)} KiB`
    }, the most it may send; the rest was not read.`,
  HTTP_STATUS: (url: string, status: number, text: string) =>
    `${url} answered HTTP ${status}${text === '' ? '' : ` ${text}`}.`,
  NOT_JSON: (url: string, type: string) =>
    `${url} did not send JSON (Content-Type: ${type || 'none'}).`,
  ABORTED: (url: string) => `The call to ${url} was stopped.`,
  REDIRECTED: (hop: RedirectHop & { to: string }) =>
    `${answeredWith(hop)} with a redirect to ${target(hop.to)}${
      sameOrigin(hop.from, hop.to) ? '' : `, another origin (${originOf(hop.to)})`
    }. A call is never sent on to where a redirect leads: nothing was sent to ${target(hop.to)}, ` +
    `neither the message nor any credential. If that is the agent's endpoint, set it as the endpoint.`,
  REDIRECT_HIDDEN: (from: string) =>
    `${from} answered with a redirect. A browser does not let a page see a redirect's status or ` +
    `where it leads, so the call stopped there: nothing was sent on, neither the message nor any ` +
    `credential. Run curl -i -X POST ${from} to see where it leads, and set the endpoint to the ` +
    `URL the agent answers at.`,
  REDIRECT_NOT_HTTP: (hop: RedirectHop, scheme: string) =>
    `${answeredWith(hop)} with a redirect to a ${scheme} URL (${target(hop.to ?? '')}); only ` +
    `http: and https: can be followed, so it was not.`,
  REDIRECT_UNFOLLOWABLE: (from: string) =>
    `${from} answered with a redirect the page cannot follow or read. A browser hides where a ` +
    `redirect leads, and refuses to follow one to a URL that is not http: or https: (such as ` +
    `javascript:, data: or file:) or to a server that does not let this page read it, without ` +
    `saying which. Run curl -i ${from} to see where it leads.`,
  TOO_MANY_REDIRECTS: (url: string, count: number) =>
    `${url} redirected more than ${count} times; the redirects were not followed further.`,
  OAUTH_TOKEN: (url: string, why: string) =>
    `No call was sent to ${url}: the OAuth token could not be had. ${why}`,
  RUN_LIMIT: (url: string, what: 'bytes' | 'events', limit: number) =>
    `${url} sent more than this run's limit of ${
      what === 'bytes'
        ? `${(limit / 1024 / 1024).toLocaleString('en')} MiB`
        : `${limit.toLocaleString('en')} events`
    }: the stream was stopped there, and the run keeps everything read up to the limit. ` +
    `Raise the limit under Live agent to read more.`,
} as const;

/** Why a redirect stopped a request, as a coded failure naming the hops that were seen. */
function redirectFailure(stop: Extract<Sent, { ok: false }>, url: string): FetchFailure {
  const redirects = stop.hops;
  const failed = (code: FetchFailureCode, message: string, at = url): FetchFailure => ({
    code,
    message,
    url: at,
    redirects,
  });
  switch (stop.stop.kind) {
    case 'stopped':
      return failed('REDIRECTED', FETCH_MESSAGES.REDIRECTED(stop.stop.hop), stop.stop.hop.from);
    case 'hidden':
      return failed('REDIRECT_HIDDEN', FETCH_MESSAGES.REDIRECT_HIDDEN(stop.stop.hop.from));
    case 'not-http':
      return failed(
        'REDIRECT_NOT_HTTP',
        FETCH_MESSAGES.REDIRECT_NOT_HTTP(stop.stop.hop, stop.stop.scheme),
        stop.stop.hop.from,
      );
    case 'unfollowable':
      return failed(
        'REDIRECT_UNFOLLOWABLE',
        FETCH_MESSAGES.REDIRECT_UNFOLLOWABLE(stop.stop.hop.from),
        stop.stop.hop.from,
      );
    case 'too-many':
      return failed(
        'TOO_MANY_REDIRECTS',
        FETCH_MESSAGES.TOO_MANY_REDIRECTS(url, redirects.length - 1),
      );
  }
}

/** An absolute http(s) URL, or a coded refusal. */
export function httpUrl(input: string, base?: string): Result<URL, FetchFailure> {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return err('INVALID_URL', FETCH_MESSAGES.INVALID_URL(input));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return err('NOT_HTTP', FETCH_MESSAGES.NOT_HTTP(url.protocol));
  }
  return ok(url);
}

export interface LiveFetchOptions {
  /** The fetch to use; the browser's by default (tests pass Node's). */
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  /** Stops the call early (the user pressed Stop). */
  readonly signal?: AbortSignal;
  /** The page's origin, for the CORS message. */
  readonly origin?: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export interface Opened {
  readonly response: Response;
  /** Ends the time limit's timer once the body has been read. */
  readonly done: () => void;
  /** Ends the time limit only: a stream stays open as long as the task runs, until Stop. */
  readonly stopTimer: () => void;
  readonly signal: AbortSignal;
  /** The redirects followed to get here (a card fetch only; a call never follows one). */
  readonly redirects: readonly RedirectHop[];
}

/**
 * Sends the request; the time limit runs until `done` (so it covers reading the body too).
 * Refuses anything but http(s). Redirects go by `redirects` (see redirects.ts): by default a
 * request stops at the first one, so what it carries reaches only the URL it was given.
 */
export async function open(
  url: string,
  init: RequestInit,
  options: LiveFetchOptions = {},
  redirects: RedirectPolicy = 'stop',
): Promise<Result<Opened, FetchFailure>> {
  const checked = httpUrl(url);
  if (!checked.ok) return checked;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  const done = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  };
  try {
    const sent = await sendChecked(
      options.fetchImpl ?? fetch,
      checked.value.href,
      // Credentials are only what the user typed into the headers, never the browser's cookies.
      { ...init, signal: controller.signal, credentials: 'omit' },
      redirects,
    );
    if (!sent.ok) {
      done();
      return { ok: false, error: redirectFailure(sent, url) };
    }
    return ok({
      response: sent.response,
      done,
      stopTimer: () => clearTimeout(timer),
      signal: controller.signal,
      redirects: sent.hops,
    });
  } catch {
    done();
    if (timedOut) return failure('TIMEOUT', FETCH_MESSAGES.TIMEOUT(url, timeoutMs), url);
    if (options.signal?.aborted === true)
      return failure('ABORTED', FETCH_MESSAGES.ABORTED(url), url);
    return failure('BLOCKED', FETCH_MESSAGES.BLOCKED(url, options.origin ?? 'this page'), url);
  }
}

const failure = (code: FetchFailureCode, message: string, url: string, status?: number) =>
  ({
    ok: false,
    error: { code, message, url, ...(status !== undefined ? { status } : {}) },
  }) as const;

/** The whole body as bytes, refusing past `maxBytes` without reading further. */
export async function readBody(
  opened: Opened,
  url: string,
  maxBytes: number,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Result<Uint8Array, FetchFailure>> {
  const { response } = opened;
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    opened.done();
    await response.body?.cancel().catch(() => undefined);
    return failure('TOO_LARGE', FETCH_MESSAGES.TOO_LARGE(url, maxBytes), url);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = response.body?.getReader();
    for (;;) {
      if (reader === undefined) break;
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return failure('TOO_LARGE', FETCH_MESSAGES.TOO_LARGE(url, maxBytes), url);
      }
      chunks.push(value);
    }
  } catch {
    return opened.signal.aborted
      ? failure('TIMEOUT', FETCH_MESSAGES.TIMEOUT(url, timeoutMs), url)
      : failure('BLOCKED', FETCH_MESSAGES.BLOCKED(url, 'this page'), url);
  } finally {
    opened.done();
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return ok(bytes);
}

export { failure as fetchFailure };
