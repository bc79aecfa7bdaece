// One JSON-RPC call to a live agent, as the workbench records it: the request as sent (auth
// masked), the HTTP status and content type, and each payload that came back (one JSON body, or
// each SSE event as it arrives) read by the version's lenient decoders. Credentials live only in
// the `auth` value passed in; what is recorded never holds them.
import type {
  DecodedResponse,
  DecodedStreamResponse,
  RpcCodec,
} from '../adapters/shared/rpc-codec';
import type { Read } from '../adapters/shared/wire-findings';
import type { JsonValue } from '../core/json';
import type { CallParams } from '../core/wire';
import {
  FETCH_MESSAGES,
  fetchFailure,
  open,
  readBody,
  type FetchFailure,
  type LiveFetchOptions,
} from './http';

/** Optional credentials for a live agent: kept in memory only, never saved, shared or exported. */
export type LiveAuth =
  | { readonly kind: 'none' }
  | { readonly kind: 'bearer'; readonly token: string }
  | { readonly kind: 'api-key'; readonly header: string; readonly key: string };

/** A secret as a transcript shows it: its length hinted, its characters hidden. */
const maskSecret = (secret: string): string =>
  secret === '' ? '(empty)' : '•'.repeat(Math.min(Math.max(secret.length, 4), 12));

/** The headers the credentials add, as sent and as recorded. */
function authHeaders(auth: LiveAuth): {
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
  readonly url: string;
  /** The headers that matter, credentials masked. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: JsonValue;
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
  /** Why the call failed at the HTTP level (blocked, timed out, too large, stopped). */
  readonly failure?: FetchFailure;
}

/** At most this much of one JSON reply or one SSE event is read. */
const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/**
 * Sends one call with `codec`'s body and headers to `endpoint` and reads what comes back:
 * a streaming call's SSE events one at a time (the time limit then applies to the wait for the
 * first byte), anything else as one JSON body.
 */
export async function liveCall(
  codec: RpcCodec,
  endpoint: string,
  id: number,
  params: CallParams,
  auth: LiveAuth,
  handlers: LiveCallHandlers = {},
  options: LiveFetchOptions = {},
): Promise<LiveCallResult> {
  const body = codec.encodeRequest(id, params);
  const credentials = authHeaders(auth);
  const headers = { ...codec.requestHeaders(params.method) };
  const request: RecordedRequest = {
    url: endpoint,
    headers: { ...headers, ...credentials.shown },
    body: json(body),
  };
  handlers.onRequest?.(request);
  const opened = await open(
    endpoint,
    { method: 'POST', headers: { ...headers, ...credentials.sent }, body: JSON.stringify(body) },
    options,
  );
  if (!opened.ok) return { request, payloads: [], failure: opened.error };
  const { response } = opened.value;
  const recorded: RecordedResponse = {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
  };
  handlers.onResponse?.(recorded);
  const payloads: LivePayload[] = [];
  const emit = (payload: LivePayload) => {
    payloads.push(payload);
    handlers.onPayload?.(payload);
  };
  if (recorded.contentType.startsWith('text/event-stream')) {
    // The stream may stay open as long as the task runs: only the caller's Stop ends it early.
    opened.value.stopTimer();
    const failure = await readEvents(response, (raw) =>
      emit({ kind: 'event', raw, read: codec.decodeStreamResponse(raw) }),
    );
    opened.value.done();
    return { request, response: recorded, payloads, ...(failure ? { failure } : {}) };
  }
  const bytes = await readBody(opened.value, endpoint, MAX_PAYLOAD_BYTES, options.timeoutMs);
  if (!bytes.ok) return { request, response: recorded, payloads, failure: bytes.error };
  const text = new TextDecoder().decode(bytes.value);
  try {
    const raw: unknown = JSON.parse(text);
    emit({ kind: 'response', raw, read: codec.decodeResponse(raw, params.method) });
  } catch {
    const message = response.ok
      ? FETCH_MESSAGES.NOT_JSON(endpoint, recorded.contentType)
      : FETCH_MESSAGES.HTTP_STATUS(endpoint, response.status, response.statusText);
    emit({ kind: 'unreadable', text: text.slice(0, 2000), message });
  }
  return { request, response: recorded, payloads };
}

/** Reads SSE events from `response` as they arrive; each `data` payload parsed as JSON. */
async function readEvents(
  response: Response,
  onEvent: (raw: unknown) => void,
): Promise<FetchFailure | undefined> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (reader === undefined) return undefined;
  let buffer = '';
  const flush = (block: string) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length === 0) return;
    try {
      onEvent(JSON.parse(data.join('\n')));
    } catch {
      onEvent(data.join('\n'));
    }
  };
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += chunk.value.replace(/\r\n?/g, '\n');
      if (buffer.length > MAX_PAYLOAD_BYTES) {
        await reader.cancel().catch(() => undefined);
        return fetchFailure(
          'TOO_LARGE',
          FETCH_MESSAGES.TOO_LARGE(response.url, MAX_PAYLOAD_BYTES),
          response.url,
        ).error;
      }
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
    if (buffer.trim() !== '') flush(buffer);
  } catch {
    return fetchFailure('ABORTED', FETCH_MESSAGES.ABORTED(response.url), response.url).error;
  }
  return undefined;
}
