// HTTP for live agents: only http(s) URLs, a time limit through AbortController, a size cap on
// what is read, and every way a call can fail as one coded failure with a message a person can
// act on. A browser does not say why a cross-origin call failed, so a refused or unreachable
// agent is one failure that names both causes and what to do about each.
import { err, ok, type Result } from '../core/result';

export type FetchFailureCode =
  | 'INVALID_URL'
  | 'NOT_HTTP'
  | 'BLOCKED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'HTTP_STATUS'
  | 'NOT_JSON'
  | 'ABORTED'
  | 'RUN_LIMIT';

export interface FetchFailure {
  readonly code: FetchFailureCode;
  readonly message: string;
  readonly url?: string;
  readonly status?: number;
}

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
    `${url} sent more than ${Math.round(bytes / 1024)} KiB; the rest was not read.`,
  HTTP_STATUS: (url: string, status: number, text: string) =>
    `${url} answered HTTP ${status}${text === '' ? '' : ` ${text}`}.`,
  NOT_JSON: (url: string, type: string) =>
    `${url} did not send JSON (Content-Type: ${type || 'none'}).`,
  ABORTED: (url: string) => `The call to ${url} was stopped.`,
  RUN_LIMIT: (url: string, what: 'bytes' | 'events', limit: number) =>
    `${url} sent more than this run's limit of ${
      what === 'bytes'
        ? `${(limit / 1024 / 1024).toLocaleString('en')} MiB`
        : `${limit.toLocaleString('en')} events`
    }: the stream was stopped there, and the run keeps everything read up to the limit. ` +
    `Raise the limit under Live agent to read more.`,
} as const;

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
}

/**
 * Sends the request; the time limit runs until `done` (so it covers reading the body too).
 * Refuses anything but http(s).
 */
export async function open(
  url: string,
  init: RequestInit,
  options: LiveFetchOptions = {},
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
    const response = await (options.fetchImpl ?? fetch)(checked.value.href, {
      ...init,
      signal: controller.signal,
      // Credentials are only what the user typed into the headers, never the browser's cookies.
      credentials: 'omit',
      redirect: 'follow',
    });
    return ok({ response, done, stopTimer: () => clearTimeout(timer), signal: controller.signal });
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
