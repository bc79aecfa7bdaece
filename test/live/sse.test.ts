// The SSE reader against streams crafted by hand, each cut at every byte: whatever the network's
// chunks, the events are those the WHATWG rules (HTML § 9.2.6, "Interpreting an event stream")
// give for the whole stream. Expected events are worked out from the spec by hand, never from
// the reader's own output.
import { describe, expect, it } from 'vitest';
import { readSse, type SseEnd, type SseEvent, type StreamBudget } from '../../src/live/sse';

const bytesOf = (text: string) => new TextEncoder().encode(text);

const budget = (maxBytes = Infinity, maxEvents = Infinity): StreamBudget => ({
  maxBytes,
  maxEvents,
  bytes: 0,
  events: 0,
});

/** A body that hands over `chunks` one read at a time. */
function bodyOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[at];
      at += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

async function read(
  chunks: readonly Uint8Array[],
  limits: StreamBudget = budget(),
  maxEvent = 1024,
): Promise<{ events: SseEvent[]; end: SseEnd }> {
  const events: SseEvent[] = [];
  const end = await readSse(bodyOf(chunks), limits, maxEvent, (e) => events.push(e));
  return { events, end };
}

/** Every way to cut `bytes` in two, and the stream one byte at a time. */
function cuts(bytes: Uint8Array): Uint8Array[][] {
  const out: Uint8Array[][] = [[bytes]];
  for (let i = 1; i < bytes.length; i += 1) out.push([bytes.subarray(0, i), bytes.subarray(i)]);
  out.push(Array.from(bytes, (b) => Uint8Array.of(b)));
  return out;
}

interface Case {
  readonly name: string;
  readonly stream: string | Uint8Array;
  readonly events: readonly SseEvent[];
  /** The data of an event the stream ended inside of, when there is one. */
  readonly incomplete?: string;
}

const CASES: readonly Case[] = [
  {
    // The fault the A2A fault agent found: CRLF, with two data lines in one event.
    name: 'CRLF line ends and two data lines in one event',
    stream: 'data: {"jsonrpc":"2.0",\r\ndata: "id":1}\r\n\r\ndata: second\r\n\r\n',
    events: [{ data: '{"jsonrpc":"2.0",\n"id":1}' }, { data: 'second' }],
  },
  {
    name: 'CR alone as the line end',
    stream: 'data: one\rdata: two\r\rdata: three\r\r',
    events: [{ data: 'one\ntwo' }, { data: 'three' }],
  },
  {
    // CR LF is one line end, LF CR two: the second is the blank line that dispatches.
    name: 'LF CR is two line ends, CR LF one',
    stream: 'data: a\n\rdata: b\r\n\r\n',
    events: [{ data: 'a' }, { data: 'b' }],
  },
  {
    name: 'comments, event:, id:, retry: and unknown fields',
    stream:
      ': a comment\nevent: status\nid: 7\nretry: 1000\nretry: soon\nfoo: bar\ndata: x\n\n' +
      ':keep-alive\r\n\r\nevent: ignored\n\ndata: y\n\n',
    // The comment-only block and the block with no data dispatch nothing; the event type does
    // not carry over to the next event.
    events: [{ data: 'x', event: 'status' }, { data: 'y' }],
  },
  {
    // HTTP+JSON streams carry the bare StreamResponse, and @a2a-js/sdk writes an error as
    // `event: error`: the type must survive CRLF and a data line split anywhere.
    name: 'an HTTP+JSON error event over CRLF, then a bare StreamResponse',
    stream:
      'event: error\r\ndata: {"error":\r\ndata: {"code":404}}\r\n\r\n' +
      'data: {"statusUpdate":{"taskId":"t1"}}\r\n\r\n',
    events: [
      { data: '{"error":\n{"code":404}}', event: 'error' },
      { data: '{"statusUpdate":{"taskId":"t1"}}' },
    ],
  },
  {
    name: 'a BOM before an event: line, with id: and a comment inside the event',
    stream: '\uFEFFevent: error\rid: 42\r: still the same event\rdata: x\r\r',
    events: [{ data: 'x', event: 'error' }],
  },
  {
    name: 'a field with no colon, no space, and two spaces',
    stream: 'data\n\ndata:tight\n\ndata:  loose\n\n',
    events: [{ data: '' }, { data: 'tight' }, { data: ' loose' }],
  },
  {
    name: 'a leading BOM is dropped, a second one is part of the field name',
    stream: '\uFEFFdata: first\n\n\uFEFFdata: not a data line\n\ndata: last\n\n',
    events: [{ data: 'first' }, { data: 'last' }],
  },
  {
    name: 'multi-byte characters split anywhere',
    stream: 'data: "é→😀"\n\n',
    events: [{ data: '"é→😀"' }],
  },
  {
    // HTML § 9.2.6: "If the file ends in the middle of an event, before the final empty line,
    // the incomplete event is not dispatched."
    name: 'an unterminated last event is not dispatched',
    stream: 'data: done\n\ndata: cut\ndata: short\n',
    events: [{ data: 'done' }],
    incomplete: 'cut\nshort',
  },
  {
    name: 'an unterminated last line is not dispatched either',
    stream: 'data: done\r\n\r\ndata: cut',
    events: [{ data: 'done' }],
    incomplete: 'cut',
  },
  {
    // The stream's last byte, a CR, ends its line: nothing can follow to make it a CRLF.
    name: 'a CR as the last byte ends the blank line that dispatches',
    stream: 'data: a\r\rdata: b\r\r',
    events: [{ data: 'a' }, { data: 'b' }],
  },
  {
    name: 'a CR as the last byte of a data line leaves the event unfinished',
    stream: 'data: a\r\rdata: b\r',
    events: [{ data: 'a' }],
    incomplete: 'b',
  },
];

describe('readSse', () => {
  for (const c of CASES) {
    it(`reads ${c.name} the same at every chunk boundary`, async () => {
      const bytes = typeof c.stream === 'string' ? bytesOf(c.stream) : c.stream;
      for (const chunks of cuts(bytes)) {
        const { events, end } = await read(chunks);
        const where = `cut into ${chunks.map((b) => b.length).join('+')} bytes`;
        expect(events, where).toEqual(c.events);
        expect(end, where).toEqual(
          c.incomplete === undefined
            ? { kind: 'ended' }
            : { kind: 'ended', incomplete: c.incomplete },
        );
      }
    });
  }

  it('stops at the run’s event cap and keeps the events before it', async () => {
    const limits = budget(Infinity, 2);
    const { events, end } = await read(
      [bytesOf('data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\n')],
      limits,
    );
    expect(events).toEqual([{ data: '1' }, { data: '2' }]);
    expect(end).toEqual({ kind: 'limit', what: 'events', limit: 2 });
    expect(limits.events).toBe(2);
  });

  it('stops at the run’s byte cap, reading no byte past it', async () => {
    // 'data: 1\n\n' is 9 bytes: a 12-byte cap reads the first event and 3 bytes of the second.
    const limits = budget(12);
    const { events, end } = await read(
      [bytesOf('data: 1\n\n'), bytesOf('data: 2\n\n'), bytesOf('data: 3\n\n')],
      limits,
    );
    expect(events).toEqual([{ data: '1' }]);
    expect(end).toEqual({ kind: 'limit', what: 'bytes', limit: 12 });
    expect(limits.bytes).toBe(12);
  });

  it('counts a run’s caps across its streams', async () => {
    const limits = budget(Infinity, 3);
    await read([bytesOf('data: 1\n\ndata: 2\n\n')], limits);
    const second = await read([bytesOf('data: 3\n\ndata: 4\n\n')], limits);
    expect(second.events).toEqual([{ data: '3' }]);
    expect(second.end).toEqual({ kind: 'limit', what: 'events', limit: 3 });
  });

  it('ends the stream at an event larger than the per-event cap', async () => {
    const { events, end } = await read(
      [bytesOf('data: ok\n\n'), bytesOf(`data: ${'x'.repeat(100)}`), bytesOf('\n\n')],
      budget(),
      64,
    );
    expect(events).toEqual([{ data: 'ok' }]);
    expect(end).toEqual({ kind: 'event-too-large', limit: 64 });
  });

  it('says the stream was aborted when the body errors', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(bytesOf('data: 1\n\n'));
        else controller.error(new Error('reset'));
      },
    });
    const events: SseEvent[] = [];
    const end = await readSse(body, budget(), 1024, (e) => events.push(e));
    expect(events).toEqual([{ data: '1' }]);
    expect(end).toEqual({ kind: 'aborted' });
  });
});

describe('a body delivered in one large chunk', () => {
  it('reads every event of a chunk far longer than one parsing piece, CRLF and all', async () => {
    // 3,000 events of 44 characters each with CRLF line ends: 132,000 characters in one chunk,
    // so piece boundaries fall inside lines and between a CR and its LF.
    const n = 3000;
    const event = (i: number) => `data: ${String(i).padStart(6, '0')}${'x'.repeat(28)}\r\n\r\n`;
    const text = Array.from({ length: n }, (_, i) => event(i)).join('');
    const { events, end } = await read([bytesOf(text)]);
    expect(end).toEqual({ kind: 'ended' });
    expect(events).toHaveLength(n);
    expect(events[0]).toEqual({ data: `000000${'x'.repeat(28)}` });
    expect(events[n - 1]).toEqual({ data: `002999${'x'.repeat(28)}` });
  });
});
