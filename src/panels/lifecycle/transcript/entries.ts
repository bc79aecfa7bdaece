// A frame's wire records as what a developer reads and copies, in the chosen A2A version: JSON-RPC
// bodies, SSE frames exactly as sent, and push POSTs with their headers. The push-callback token
// is a credential: it is masked wherever it appears (the push config a request sets or a response
// returns, and the Authorization header of each push), in what is shown, copied and downloaded.
import {
  sseFrame,
  transcriptEntry,
  type HttpHead,
  type TranscriptEntry,
} from '../../../adapters/a2a-v0_3';
import { transcriptEntryV1 } from '../../../adapters/a2a-v1';
import type { JsonValue } from '../../../core/json';
import type { Frame } from '../../../core/timeline';
import { PUSH_CONFIG_METHODS } from '../../../core/wire';
import { UNSAVED_TOKEN, type WireVersion } from '../../../store';
import { showUrl } from '../../../components/display-url';
import type { LiveCallLog, LiveItem } from '../../../live/run-log';
import type { LiveEntry } from './live-frames';
import { redirectItems } from './redirect-items';

export interface TranscriptItem {
  readonly key: string;
  readonly dir: TranscriptEntry['dir'];
  /** e.g. "Request · message/send · id 1". */
  readonly title: string;
  /** Pretty-printed for reading. */
  readonly display: string;
  /** Exactly what crossed the wire (SSE frames one line, as sent), after the HTTP head. */
  readonly copy: string;
  /** The HTTP request line or status line and the headers that matter, one per line. */
  readonly head?: string;
}

/** An HTTP head as text: the line, then `Name: value` per header. */
const headText = (http: HttpHead): string =>
  [http.line, ...Object.entries(http.headers).map(([name, value]) => `${name}: ${value}`)].join(
    '\n',
  );

/**
 * A bearer token as a push log may show it: characters hidden, length hinted (4 to 12 dots). A
 * recording restored from a save or a link never had its token: that says "(not saved)".
 */
export const maskToken = (token: string): string =>
  token === ''
    ? '(none)'
    : token === UNSAVED_TOKEN
      ? UNSAVED_TOKEN
      : '•'.repeat(Math.min(Math.max(token.length, 4), 12));

const isObject = (value: JsonValue): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `body` with the token of every push config in it masked. A push config is an object with a
 * string `url` and a string `token` (0.3's PushNotificationConfig, 1.0's
 * TaskPushNotificationConfig); a `token` elsewhere (say in a data part) is the user's data and
 * stays as it is.
 */
function maskPushTokens(body: JsonValue): JsonValue {
  if (Array.isArray(body)) return body.map(maskPushTokens);
  if (!isObject(body)) return body;
  const pushConfig = typeof body.url === 'string' && typeof body.token === 'string';
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      pushConfig && key === 'token' && typeof value === 'string'
        ? maskToken(value)
        : maskPushTokens(value),
    ]),
  );
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

const TITLES: Record<TranscriptEntry['dir'], string> = {
  request: 'Request',
  response: 'Response',
  error: 'Error',
  event: 'SSE event',
  push: 'Push',
};

function item(raw: TranscriptEntry, key: string, token: string | undefined): TranscriptItem {
  const body = maskPushTokens(raw.body);
  const masked = JSON.stringify(body) !== JSON.stringify(raw.body);
  const entry: TranscriptEntry = {
    ...raw,
    body,
    ...(masked && raw.sse !== undefined ? { sse: sseFrame(body) } : {}),
  };
  if (entry.dir === 'push') {
    const head = [
      `POST ${showUrl(entry.url ?? '').text}`,
      `Authorization: Bearer ${maskToken(token ?? '')}`,
      'Content-Type: application/json',
      '',
    ].join('\n');
    const text = `${head}\n${pretty(entry.body)}`;
    return {
      key,
      dir: entry.dir,
      title: `Push · POST ${showUrl(entry.url ?? '').text}`,
      display: text,
      copy: text,
    };
  }
  const id = entry.callId === undefined ? '' : ` · id ${entry.callId}`;
  const title = `${TITLES[entry.dir]} · ${entry.method}${id}`;
  const head = entry.http === undefined ? undefined : headText(entry.http);
  const withHead = (body: string) => (head === undefined ? body : `${head}\n\n${body}`);
  const extra = head === undefined ? {} : { head };
  if (entry.sse !== undefined) {
    const display = `data: ${pretty(entry.body)}`;
    return { key, dir: entry.dir, title, display, copy: withHead(entry.sse), ...extra };
  }
  const text = pretty(entry.body);
  return { key, dir: entry.dir, title, display: text, copy: withHead(text), ...extra };
}

/** What crossed the wire in `frame`, in `version`. */
export function frameTranscript(frame: Frame, version: WireVersion): TranscriptItem[] {
  return frame.wire.map((record, index) => {
    const entry =
      version === '1.0'
        ? transcriptEntryV1(record, frame.engine)
        : transcriptEntry(record, frame.engine);
    const token =
      record.dir === 'push'
        ? frame.engine.tasks.get(record.delivery.taskId)?.push?.token
        : undefined;
    return item(entry, `${index}`, token);
  });
}

/**
 * Each payload's transcript item, made once: a live run's panel draws many times a second while
 * a stream runs, and pretty-printing every drawn body again each time would cost the frames.
 * Made again only when what it shows of the call (its request or response head) has changed.
 */
const madeFor = new WeakMap<
  LiveItem,
  { request: LiveCallLog['request']; response: LiveCallLog['response']; item: TranscriptItem }
>();

/** Past this many characters a body is shown cut (Copy still gives all of it). */
const SHOWN_CHARS = 64 * 1024;
const cut = (text: string) =>
  text.length <= SHOWN_CHARS
    ? text
    : `${text.slice(0, SHOWN_CHARS)}\n… ${Math.round((text.length - SHOWN_CHARS) / 1024)} KiB more not shown; Copy gives all of it`;

/**
 * What really crossed the wire with a live agent in one frame (its `entries`): the request as
 * sent (auth masked), the response's status line with the first payload, and each body or SSE
 * event as it arrived, not re-encoded.
 */
export function liveTranscript(entries: readonly LiveEntry[]): TranscriptItem[] {
  return entries.flatMap((found) => {
    const item = madeOnce(found);
    // A redirect is known only once the call has failed, after its request was drawn: its items
    // are made on every draw, outside the memo (a call meets at most a few).
    return found.entry.kind === 'request' ? [item, ...redirectItems(found.call, item.key)] : [item];
  });
}

function madeOnce(found: LiveEntry): TranscriptItem {
  const { call, entry } = found;
  const made = madeFor.get(entry);
  if (made?.request === call.request && made.response === call.response) return made.item;
  const item = liveItem(found);
  madeFor.set(entry, { request: call.request, response: call.response, item });
  return item;
}

/**
 * A push-config call's body with its token masked, as the simulated transcript masks it: the
 * request carries it and the agent's answer echoes it. Other calls' bodies are shown as they came
 * (walking a 10 MB event for a token it cannot hold would cost the frame).
 */
const pushMasked = (call: LiveCallLog, body: JsonValue): JsonValue =>
  PUSH_CONFIG_METHODS.has(call.method) ? maskPushTokens(body) : body;

function liveItem({ call, entry, n, first }: LiveEntry): TranscriptItem {
  const key = `live-${call.callId}-${n}`;
  const id = ` · id ${call.callId}`;
  if (entry.kind === 'request') {
    const head = headText({
      line: `${call.request.method ?? 'POST'} ${showUrl(call.request.url).text}`,
      headers: call.request.headers,
    });
    // A GET or DELETE sends no body: the transcript shows none rather than "null".
    const bodyless = call.request.method === 'GET' || call.request.method === 'DELETE';
    const text = bodyless ? '' : pretty(pushMasked(call, call.request.body));
    return {
      key,
      dir: 'request',
      title: `Request · ${call.rpcMethod}${id}${call.request.retriedAfter === undefined ? '' : ` · sent again with a fresh OAuth token after HTTP ${call.request.retriedAfter}`}`,
      display: text,
      copy: `${head}\n\n${text}`,
      head,
    };
  }
  const response = call.response;
  const head =
    first && response !== undefined
      ? headText({
          line: `HTTP ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`,
          headers: { 'Content-Type': response.contentType },
        })
      : undefined;
  const shown = entry.kind === 'unreadable' ? undefined : pushMasked(call, entry.body);
  const body = entry.kind === 'unreadable' ? entry.text : pretty(shown);
  // A JSON-RPC error reply, or an HTTP+JSON error (its status says so; a 0.3 body is bare).
  const isError =
    (entry.kind === 'response' && response !== undefined && response.status >= 400) ||
    (entry.kind !== 'unreadable' &&
      typeof entry.body === 'object' &&
      entry.body !== null &&
      !Array.isArray(entry.body) &&
      'error' in entry.body);
  const dir = entry.kind === 'event' ? 'event' : isError ? 'error' : 'response';
  const title = `${TITLES[dir]} · ${call.rpcMethod}${id}${entry.kind === 'unreadable' ? ' · not JSON' : ''}`;
  const display = cut(entry.kind === 'event' ? `data: ${body}` : body);
  const copy = entry.kind === 'event' ? `data: ${JSON.stringify(shown)}\n\n` : body;
  return {
    key,
    dir,
    title,
    display,
    copy: head === undefined ? copy : `${head}\n\n${copy}`,
    ...(head !== undefined ? { head } : {}),
  };
}
