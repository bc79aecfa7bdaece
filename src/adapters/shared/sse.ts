// Server-sent events as a client receives them: each JSON-RPC response on one `data:` line, each
// event ended by a blank line. JSON.stringify never writes a raw newline, so one line suffices.
import type { JsonValue } from '../../core/json';
import { err, ok, type Result } from '../../core/result';

/**
 * One SSE frame carrying `payload`.
 * @example sseFrame({ id: 1 }) // 'data: {"id":1}\n\n'
 */
export const sseFrame = (payload: unknown): string => `data: ${JSON.stringify(payload)}\n\n`;

/** A whole SSE body: the frames, in order. */
export const sseStream = (payloads: readonly unknown[]): string => payloads.map(sseFrame).join('');

export type SseError = { code: 'INVALID_SSE'; message: string };

/**
 * The JSON payloads of an SSE body, in order. Multi-line `data:` fields are joined with "\n" as
 * the SSE standard says; comments (":") and other fields (event, id, retry) are skipped.
 */
export function parseSse(body: string): Result<unknown[], SseError> {
  const payloads: unknown[] = [];
  const events = body.replace(/\r\n?/g, '\n').split('\n\n');
  for (const [index, event] of events.entries()) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length === 0) continue;
    try {
      payloads.push(JSON.parse(data.join('\n')) as JsonValue);
    } catch {
      return err('INVALID_SSE', `event ${index + 1} does not carry JSON data`);
    }
  }
  return ok(payloads);
}
