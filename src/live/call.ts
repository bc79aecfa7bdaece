// One call to a live agent, as the workbench records it: the request as sent (auth masked), the
// HTTP status and content type, and each payload that came back (one JSON body, or each SSE event
// as it arrives, read by ./sse) read by the version's lenient decoders, within the run's byte and
// event caps. A binding (`WireBinding`) says how a call travels: JSON-RPC here, HTTP+JSON in
// ./rest, which this module never imports. Credentials live only in the `auth` value passed in;
// what is recorded never holds them.
// With OAuth, a 401 gets one fresh token and one retry, and the recorded request says so.
import type {
  DecodedResponse,
  DecodedStreamResponse,
  RpcCodec,
} from '../adapters/shared/rpc-codec';
import type { Read } from '../adapters/shared/wire-findings';
import type { JsonValue } from '../core/json';
import type { CallParams } from '../core/wire';
import type { Result } from '../core/result';
import {
  FETCH_MESSAGES,
  fetchFailure,
  open,
  readBody,
  type FetchFailure,
  type LiveFetchOptions,
  type Opened,
} from './http';
import type { TokenSource } from './oauth';
import { readSse, type SseEnd, type StreamBudget } from './sse';

/** Optional credentials for a live agent: kept in memory only, never saved, shared or exported. */
export type LiveAuth =
  | { readonly kind: 'none' }
  | { readonly kind: 'bearer'; readonly token: string }
  | { readonly kind: 'api-key'; readonly header: string; readonly key: string }
  /** A bearer token from an OAuth grant (src/live/oauth.ts), renewed once on a 401. */
  | { readonly kind: 'oauth'; readonly tokens: TokenSource };

type SentAuth = Exclude<LiveAuth, { kind: 'oauth' }>;

/** A secret as a transcript shows it: its length hinted, its characters hidden. */
const maskSecret = (secret: string): string =>
  secret === '' ? '(empty)' : '•'.repeat(Math.min(Math.max(secret.length, 4), 12));

/** The headers the credentials add, as sent and as recorded. */
function authHeaders(auth: SentAuth): {
  sent: Record<string, string>;
  shown: Record<string, string>;
} {
  switch (auth.kind) {
    case 'none':
      return { sent: {}, shown: {} };
    case 'bearer':
      return {
        sent: { Authorization: `Bearer ${auth.token}` },
        shown: { Authorization: `Bearer ${maskSecret(auth.token)}` },
      };
    case 'api-key':
      return { sent: { [auth.header]: auth.key }, shown: { [auth.header]: maskSecret(auth.key) } };
  }
}

export interface RecordedRequest {
  /** The HTTP method; POST when absent (every JSON-RPC call). */
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  /** The headers that matter, credentials masked. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: JsonValue;
  /** Set when the first attempt was answered 401 and this one carries a fresh OAuth token. */
  readonly retriedAfter?: 401;
}

export interface RecordedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string;
}

/** One payload that came back, as sent and as read. */
export type LivePayload =
  | { readonly kind: 'response'; readonly raw: unknown; readonly read: Read<DecodedResponse> }
  | { readonly kind: 'event'; readonly raw: unknown; readonly read: Read<DecodedStreamResponse> }
  /** A body that is not JSON at all: kept as text, with why it could not be read. */
  | { readonly kind: 'unreadable'; readonly text: string; readonly message: string };

export interface LiveCallHandlers {
  /** Called with the request as recorded (credentials masked), just before it is sent. */
  readonly onRequest?: (request: RecordedRequest) => void;
  /** Called once the request is sent and the response head has arrived. */
  readonly onResponse?: (response: RecordedResponse) => void;
  /** Called for each payload, in order, as it arrives. */
  readonly onPayload?: (payload: LivePayload) => void;
}

export interface LiveCallResult {
  readonly request: RecordedRequest;
  readonly response?: RecordedResponse;
  readonly payloads: readonly LivePayload[];
  /** Why the call failed at the HTTP level (blocked, timed out, too large, stopped, a run cap). */
  readonly failure?: FetchFailure;
  /** The data of a last SSE event the stream ended inside of: not dispatched, as SSE says. */
  readonly incomplete?: string;
}

/** One HTTP request a binding makes for a call; `body` undefined sends none. */
export interface WireRequest {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: JsonValue;
}

/**
 * How calls travel over one binding: the request each call makes, and how what comes back is
 * read. The readers answer in one shape for every binding, so the store, the timeline and the
 * conformance checks do not know which carried the call.
 */
export interface WireBinding {
  readonly binding: 'JSONRPC' | 'HTTP+JSON';
  /** The call as the transcript and findings name it: a JSON-RPC method, or an HTTP method and path. */
  readonly label: (params: CallParams) => string;
  readonly request: (endpoint: string, id: number, params: CallParams) => WireRequest;
  /** One JSON body (not a stream), with the response's HTTP status. */
  readonly decodeResponse: (
    raw: unknown,
    params: CallParams,
    id: number,
    status: number,
  ) => Read<DecodedResponse>;
  /** One SSE event's data, parsed as JSON where it was, with its `event:` type. */
  readonly decodeEvent: (
    raw: unknown,
    id: number,
    event: string | undefined,
  ) => Read<DecodedStreamResponse>;
}

/** JSON-RPC 2.0 over HTTP POST: every call to the interface's URL, the method in the body. */
export function jsonRpcBinding(codec: RpcCodec): WireBinding {
  return {
    binding: 'JSONRPC',
    label: (params) => codec.methods[params.method],
    request: (endpoint, id, params) => ({
      method: 'POST',
      url: endpoint,
      headers: codec.requestHeaders(params.method),
      body: json(codec.encodeRequest(id, params)),
    }),
    decodeResponse: (raw, params) => codec.decodeResponse(raw, params.method),
    decodeEvent: (raw) => codec.decodeStreamResponse(raw),
  };
}

const isBinding = (wire: RpcCodec | WireBinding): wire is WireBinding => 'binding' in wire;

/** At most this much of one JSON reply or one SSE event is read. */
const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

/** A budget with no caps, for a call outside a run (a test, a one-off). */
const unlimited = (): StreamBudget => ({
  maxBytes: Number.POSITIVE_INFINITY,
  maxEvents: Number.POSITIVE_INFINITY,
  bytes: 0,
  events: 0,
});

/** The cap a budget has reached, if any: a run that has spent it sends nothing more. */
const spentOn = (budget: StreamBudget) =>
  budget.bytes >= budget.maxBytes
    ? { what: 'bytes' as const, limit: budget.maxBytes }
    : budget.events >= budget.maxEvents
      ? { what: 'events' as const, limit: budget.maxEvents }
      : undefined;

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/**
 * Sends one call with `codec`'s body and headers to `endpoint` and reads what comes back:
 * a streaming call's SSE events one at a time (the time limit then applies to the wait for the
 * first byte), anything else as one JSON body.
 */
export async function liveCall(
  wire: RpcCodec | WireBinding,
  endpoint: string,
  id: number,
  params: CallParams,
  auth: LiveAuth,
  handlers: LiveCallHandlers = {},
  options: LiveFetchOptions = {},
  budget: StreamBudget = unlimited(),
): Promise<LiveCallResult> {
  const binding = isBinding(wire) ? wire : jsonRpcBinding(wire);
  const made = binding.request(endpoint, id, params);
  const { headers, url } = made;
  const methodShown = made.method !== 'POST' ? { method: made.method } : {};
  const body = made.body ?? null;
  const spent = spentOn(budget);
  let request: RecordedRequest = { ...methodShown, url, headers, body };
  const opened = await openAuthorized(
    url,
    {
      method: made.method,
      headers,
      ...(made.body !== undefined ? { body: JSON.stringify(made.body) } : {}),
    },
    auth,
    options,
    (shown, retried) => {
      request = {
        ...methodShown,
        url,
        headers: { ...headers, ...shown },
        body,
        ...(retried ? { retriedAfter: 401 as const } : {}),
      };
      handlers.onRequest?.(request);
      // A run that has spent its budget sends nothing more.
      return spent === undefined;
    },
  );
  if (spent !== undefined) {
    const failure = endFailure({ kind: 'limit', ...spent }, url);
    return { request, payloads: [], ...(failure ? { failure } : {}) };
  }
  if (!opened.ok) return { request, payloads: [], failure: opened.error };
  const { response } = opened.value;
  const head: RecordedResponse = {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
  };
  handlers.onResponse?.(head);
  const payloads: LivePayload[] = [];
  const emit = (payload: LivePayload) => {
    payloads.push(payload);
    handlers.onPayload?.(payload);
  };
  if (head.contentType.startsWith('text/event-stream')) {
    // The stream may stay open as long as the task runs: only the caller's Stop ends it early.
    opened.value.stopTimer();
    const stopped = () => options.signal?.aborted === true;
    const read =
      response.body === null
        ? ({ kind: 'ended' } as const)
        : await readSse(response.body, budget, MAX_PAYLOAD_BYTES, ({ data, event }) => {
            // Stop ends the run where it was pressed: events that came in the same network chunk
            // after it are not applied.
            if (stopped()) return;
            const raw = eventPayload(data);
            emit({ kind: 'event', raw, read: binding.decodeEvent(raw, id, event) });
          });
    const end: SseEnd = stopped() && read.kind === 'ended' ? { kind: 'aborted' } : read;
    opened.value.done();
    const failure = endFailure(end, url);
    return {
      request,
      response: head,
      payloads,
      ...(failure ? { failure } : {}),
      ...(end.kind === 'ended' && end.incomplete !== undefined
        ? { incomplete: end.incomplete.slice(0, 2000) }
        : {}),
    };
  }
  const bytes = await readBody(opened.value, url, MAX_PAYLOAD_BYTES, options.timeoutMs);
  if (!bytes.ok) return { request, response: head, payloads, failure: bytes.error };
  budget.bytes += bytes.value.byteLength;
  budget.events += 1;
  const text = new TextDecoder().decode(bytes.value);
  try {
    // 204 No Content (HTTP+JSON's answer to a delete) has no body: it stands for null.
    const raw: unknown = text === '' && response.status === 204 ? null : JSON.parse(text);
    emit({
      kind: 'response',
      raw,
      read: binding.decodeResponse(raw, params, id, response.status),
    });
  } catch {
    const message = response.ok
      ? FETCH_MESSAGES.NOT_JSON(url, head.contentType)
      : FETCH_MESSAGES.HTTP_STATUS(url, response.status, response.statusText);
    emit({ kind: 'unreadable', text: text.slice(0, 2000), message });
  }
  return { request, response: head, payloads };
}

/**
 * Sends `init` to `url` with `auth`'s credentials. `onRequest` is told the masked headers before
 * each attempt and may stop it (returns false). With OAuth, a 401 gets one fresh token and one
 * retry (RFC 6750 §3.1: the token was expired or revoked), told to `onRequest` as a retry.
 */
export async function openAuthorized(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  auth: LiveAuth,
  options: LiveFetchOptions,
  onRequest: (shown: Record<string, string>, retried: boolean) => boolean,
): Promise<Result<Opened, FetchFailure>> {
  const attempt = async (sent: SentAuth, retried: boolean) => {
    const credentials = authHeaders(sent);
    if (!onRequest(credentials.shown, retried)) return undefined;
    return open(url, { ...init, headers: { ...init.headers, ...credentials.sent } }, options);
  };
  const bearer = await oauthBearer(auth, (tokens) => tokens.token());
  if (!bearer.ok) {
    onRequest({}, false);
    return { ok: false, error: oauthFailure(url, bearer.error) };
  }
  const opened = await attempt(bearer.value, false);
  if (opened === undefined) return { ok: false, error: oauthFailure(url, 'not sent') };
  if (!opened.ok || opened.value.response.status !== 401 || auth.kind !== 'oauth') return opened;
  const fresh = await oauthBearer(auth, (tokens) => tokens.renew());
  if (!fresh.ok) return { ok: false, error: oauthFailure(url, fresh.error) };
  if (fresh.value.kind !== 'bearer') return opened;
  void opened.value.response.body?.cancel();
  opened.value.done();
  return (await attempt(fresh.value, true)) ?? opened;
}

/** The auth to send: an OAuth grant's token (from `take`) as a bearer token, anything else as is. */
async function oauthBearer(
  auth: LiveAuth,
  take: (tokens: TokenSource) => Promise<string | undefined>,
): Promise<{ ok: true; value: SentAuth } | { ok: false; error: string }> {
  if (auth.kind !== 'oauth') return { ok: true, value: auth };
  try {
    const token = await take(auth.tokens);
    return { ok: true, value: token === undefined ? { kind: 'none' } : { kind: 'bearer', token } };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const oauthFailure = (url: string, why: string) =>
  fetchFailure('OAUTH_TOKEN', FETCH_MESSAGES.OAUTH_TOKEN(url, why), url).error;

/** The failure a stream's end is, if it is one. */
function endFailure(end: SseEnd, url: string): FetchFailure | undefined {
  switch (end.kind) {
    case 'ended':
      return undefined;
    case 'aborted':
      return fetchFailure('ABORTED', FETCH_MESSAGES.ABORTED(url), url).error;
    case 'event-too-large':
      return fetchFailure('TOO_LARGE', FETCH_MESSAGES.TOO_LARGE(url, end.limit), url).error;
    case 'limit':
      return fetchFailure('RUN_LIMIT', FETCH_MESSAGES.RUN_LIMIT(url, end.what, end.limit), url)
        .error;
  }
}

/** An event's data as JSON, or as the text it is when it is not JSON (the decoder says so). */
function eventPayload(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
