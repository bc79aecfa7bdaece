// A bare HTTP client for the tests that talk to the real agents: it sends what the workbench's
// codecs write, with their headers, and returns exactly what came back (JSON or SSE payloads).
import { parseSse } from '../../../src/adapters/shared/sse';
import type { RpcCodec } from '../../../src/adapters/shared/rpc-codec';
import type { CallParams } from '../../../src/core/wire';

export interface Captured {
  readonly status: number;
  readonly contentType: string;
  /** The JSON body, or each SSE payload in order. */
  readonly payloads: readonly unknown[];
}

/** POSTs `body` to `url` with `headers`, and captures the reply whole. */
export async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Captured> {
  const response = await fetch(url, { method: 'POST', headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (contentType.startsWith('text/event-stream')) {
    const parsed = parseSse(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return { status: response.status, contentType, payloads: parsed.value };
  }
  return { status: response.status, contentType, payloads: [JSON.parse(text) as unknown] };
}

/** One call as the workbench sends it: the codec's body and headers. */
export const call = (codec: RpcCodec, url: string, params: CallParams, id = 1) =>
  post(
    url,
    { ...codec.requestHeaders(params.method) },
    JSON.stringify(codec.encodeRequest(id, params)),
  );

/** An open SSE stream whose payloads are read one at a time. */
export async function openStream(codec: RpcCodec, url: string, params: CallParams, id = 1) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...codec.requestHeaders(params.method) },
    body: JSON.stringify(codec.encodeRequest(id, params)),
  });
  if (response.body === null) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** The next payload, or undefined when the stream ended. */
    async next(): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed = parseSse(`${event}\n\n`);
          if (parsed.ok && parsed.value.length > 0) return parsed.value[0];
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) return undefined;
        buffer += chunk.value.replace(/\r\n?/g, '\n');
      }
    },
    async rest(): Promise<unknown[]> {
      const out: unknown[] = [];
      for (let p = await this.next(); p !== undefined; p = await this.next()) out.push(p);
      return out;
    },
    cancel: () => reader.cancel(),
  };
}
