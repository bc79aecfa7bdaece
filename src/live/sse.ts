// Server-sent events read from a response body by the WHATWG rules (HTML § 9.2.6), with
// eventsource-parser doing the line work: CRLF, CR and LF line ends wherever the network splits
// them, several data: lines joined with LF, comments, event:, id:, retry:, and a leading BOM
// (the decoder drops it). The one rule the parser leaves to its caller is the end of the stream:
// an event whose blank line never came is not dispatched, as the spec says (its data is handed
// back so the caller can say so), and a CR that was the stream's last byte still ends its line
// (only a next byte could have made it part of a CRLF).
import { createParser } from 'eventsource-parser';

/** One dispatched event: its data lines joined with LF, and its type when it had an event: line. */
export interface SseEvent {
  readonly data: string;
  readonly event?: string;
}

/** What one run may read: caps shared by every stream of the run, and what it has read so far. */
export interface StreamBudget {
  readonly maxBytes: number;
  readonly maxEvents: number;
  /** Bytes read so far, across the run's calls. */
  bytes: number;
  /** Events (and JSON replies) read so far, across the run's calls. */
  events: number;
}

/** How a stream ended. */
export type SseEnd =
  /** At the end of the body; `incomplete` is the data of an event whose blank line never came. */
  | { readonly kind: 'ended'; readonly incomplete?: string }
  /** The reader was cancelled or the network failed (the user's Stop aborts the fetch). */
  | { readonly kind: 'aborted' }
  /** One event's data grew past `maxEventBytes` before its blank line. */
  | { readonly kind: 'event-too-large'; readonly limit: number }
  /** The run's byte or event cap was reached: the stream was cancelled there. */
  | { readonly kind: 'limit'; readonly what: 'bytes' | 'events'; readonly limit: number };

const CR = '\r';
const LF = '\n';

/**
 * The longest the reader works before it lets the page draw. A body already buffered hands over
 * its chunks as promise callbacks, which never let a frame in: a 50 MB stream read that way held
 * the tab for seconds.
 */
const SLICE_MS = 8;

/**
 * Gives the page a turn until it has drawn a frame, then goes on in a task after it: a task
 * (setTimeout 0) alone lets input in but not always a frame, as Chromium runs queued tasks before
 * a frame for up to 100 ms. A hidden tab draws nothing, so a timer goes on after 50 ms there;
 * without frames at all (Node) the yield is a task.
 */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });

/**
 * Decoded text is handed to the parser in pieces of at most this many UTF-16 units, so that a
 * chunk the network delivers in one piece (a buffered body: megabytes, thousands of events) is
 * read across several turns, each within SLICE_MS, rather than in one long task. With the yield
 * above, the 95th percentile of the intervals between frames while the hostile streams of
 * test/e2e/live-streams.spec.ts were read fell from 700 to 309 ms (50 MB in 10 kB events) and
 * from 908 to 475 ms (200,000 events), medians of 4 runs each on a machine at load 17-25 on 2
 * cores (`E2E_PORT=… npx playwright test test/e2e/live-streams.spec.ts -g "stops at its cap"
 * --repeat-each 2 --workers 1`, its printed "p95 frame interval"). The worst frame stayed within
 * that machine's noise (974 → 905 ms, 1,670 → 1,586 ms): it is the first store flush's render.
 */
const PIECE = 16 * 1024;

/**
 * Reads `body` to its end (or a cap), calling `onEvent` for each dispatched event in order.
 * Bytes count against `budget` as they arrive, events as they are dispatched; past either cap the
 * reader is cancelled and nothing more is dispatched. An event whose data passes
 * `maxEventBytes` (counted in UTF-16 units, as the parser buffers) ends the stream the same way.
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  budget: StreamBudget,
  maxEventBytes: number,
  onEvent: (event: SseEvent) => void,
): Promise<SseEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let end: SseEnd | undefined;
  let incomplete: string | undefined;
  let atEnd = false;
  const parser = createParser({
    maxBufferSize: maxEventBytes,
    onEvent: ({ data, event }) => {
      if (atEnd) {
        incomplete = data;
        return;
      }
      if (end !== undefined) return;
      if (budget.events >= budget.maxEvents) {
        end = { kind: 'limit', what: 'events', limit: budget.maxEvents };
        return;
      }
      budget.events += 1;
      onEvent(event === undefined ? { data } : { data, event });
    },
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') {
        end ??= { kind: 'event-too-large', limit: maxEventBytes };
      }
      // An unknown field or a bad retry: the spec ignores the line, and so does the reader.
    },
  });
  let lastChar = '';
  const feed = (text: string) => {
    if (text === '') return;
    lastChar = text[text.length - 1] ?? '';
    parser.feed(text);
  };
  let sliceStart = performance.now();
  try {
    for (;;) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
      const chunk = await reader.read();
      if (chunk.done) break;
      const room = budget.maxBytes - budget.bytes;
      const bytes = chunk.value.byteLength > room ? chunk.value.subarray(0, room) : chunk.value;
      budget.bytes += bytes.byteLength;
      const text = decoder.decode(bytes, { stream: true });
      for (let at = 0; at < text.length && end === undefined; at += PIECE) {
        if (at > 0 && performance.now() - sliceStart > SLICE_MS) {
          await yieldToPage();
          sliceStart = performance.now();
        }
        feed(text.slice(at, at + PIECE));
      }
      if (end === undefined && chunk.value.byteLength > room) {
        end = { kind: 'limit', what: 'bytes', limit: budget.maxBytes };
      }
      if (end !== undefined) {
        await reader.cancel().catch(() => undefined);
        return end;
      }
    }
    feed(decoder.decode());
    // The stream's last byte was a CR: it ends its line, as an LF after it would have.
    if (lastChar === CR) parser.feed(LF);
    if (end !== undefined) return end;
    // Not dispatched: ending the lines here only shows what the unfinished event held.
    atEnd = true;
    parser.feed(LF + LF);
    return incomplete === undefined ? { kind: 'ended' } : { kind: 'ended', incomplete };
  } catch {
    return end ?? { kind: 'aborted' };
  }
}
