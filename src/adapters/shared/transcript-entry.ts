// One line of a wire transcript, the same shape for every A2A binding so versions can be shown
// side by side, with the HTTP around each JSON-RPC body: the request line and the headers that
// matter (A2A-Version, Content-Type, Accept, auth masked), and the status line of the answer.
import type { EngineState } from '../../core/engine';
import type { JsonValue } from '../../core/json';
import type { WireRecord } from '../../core/wire';
import type { RpcCodec } from './rpc-codec';
import { sseFrame } from './sse';

/** The HTTP head of a request ("POST https://…") or of a response ("200 OK"). */
export interface HttpHead {
  readonly line: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface TranscriptEntry {
  readonly dir: WireRecord['dir'];
  /** The JSON-RPC id; absent for a push. */
  readonly callId?: number;
  /** The JSON-RPC method the entry belongs to, or "POST" for a push. */
  readonly method: string;
  /** The JSON document that crossed the wire. */
  readonly body: JsonValue;
  /** How a streaming client receives it, when it came as a server-sent event. */
  readonly sse?: string;
  /** Where a push went. */
  readonly url?: string;
  /** The HTTP request or response head this body travelled with (none for an SSE event). */
  readonly http?: HttpHead;
}

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/** The head of a JSON-RPC answer: 200 with JSON, or with an event stream for a streaming call. */
const responseHead = (stream: boolean): HttpHead => ({
  line: '200 OK',
  headers: { 'Content-Type': stream ? 'text/event-stream' : 'application/json' },
});

/**
 * The transcript entry maker for one A2A version: `codec` writes the JSON-RPC, `pushBody` what
 * the version's server POSTs to a push callback.
 */
export function transcriptEntries(
  codec: RpcCodec,
  pushBody: (record: Extract<WireRecord, { dir: 'push' }>, engine?: EngineState) => unknown,
) {
  return (record: WireRecord, engine?: EngineState): TranscriptEntry => {
    const endpoint = engine?.config.card.url ?? '';
    switch (record.dir) {
      case 'request': {
        const method = record.params.method;
        return {
          dir: 'request',
          callId: record.callId,
          method: codec.methods[method],
          body: json(codec.encodeRequest(record.callId, record.params)),
          http: { line: `POST ${endpoint}`, headers: codec.requestHeaders(method) },
        };
      }
      case 'response':
        return {
          dir: 'response',
          callId: record.callId,
          method: codec.methods[record.method],
          body: json(codec.encodeResponse(record.callId, record.method, record.result)),
          http: responseHead(false),
        };
      case 'error': {
        const body = json(codec.encodeErrorResponse(record.callId, record.method, record.error));
        const stream = record.method === 'stream';
        return {
          dir: 'error',
          callId: record.callId,
          method: codec.methods[record.method],
          body,
          ...(stream ? { sse: sseFrame(body) } : {}),
          http: responseHead(stream),
        };
      }
      case 'event': {
        const body = json(codec.encodeStreamResponse(record.callId, record.event));
        return {
          dir: 'event',
          callId: record.callId,
          method: codec.methods.stream,
          body,
          sse: sseFrame(body),
        };
      }
      case 'push':
        return {
          dir: 'push',
          method: 'POST',
          url: record.delivery.url,
          body: json(pushBody(record, engine)),
        };
    }
  };
}
