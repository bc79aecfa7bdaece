// A hostile A2A 0.3 agent for tests: plain node:http on 127.0.0.1, answering every JSON-RPC POST
// with a stream built to hurt a client. Each path is one attack:
//   /big       5,000 events of 10 kB (50 MB)
//   /many      200,000 events of about 250 bytes
//   /run       a 10,000-event run that ends: 9,998 working updates, then completed (final);
//              /run?events=N a run of N events that ends the same way
//   /parts     /parts?events=N: the task, N − 2 parts of about 250 bytes appended to one artifact
//              (`append: true` after the first), then completed (final): N events in all
//   /endless   an event every 20 ms, never ending (for Stop)
//   /flood     events as fast as the socket takes them, never ending (for the caps)
//   /huge      one 10 MB event
//   /malformed CRLF split between chunks, CR-only lines, two data lines, a comment, an unknown
//              field, a data line that is not JSON, and a last event with no blank line
//   /xss       markup and script URLs in every text field of a task, its messages, artifacts,
//              parts and metadata, then an error whose message and data carry them too
// CORS allows any origin, so the built app can read it from its own port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileAgent {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  readonly close: () => Promise<void>;
}

export const TASK_ID = 'hostile-task';
const CONTEXT_ID = 'hostile-context';

/** The first frame of every stream: the task, submitted. */
const taskFrame = (id: unknown) => ({
  jsonrpc: '2.0',
  id,
  result: {
    kind: 'task',
    id: TASK_ID,
    contextId: CONTEXT_ID,
    status: { state: 'submitted' },
    history: [],
    artifacts: [],
  },
});

/** A working update whose agent message carries `text`. */
const workingFrame = (id: unknown, n: number, text: string) => ({
  jsonrpc: '2.0',
  id,
  result: {
    kind: 'status-update',
    taskId: TASK_ID,
    contextId: CONTEXT_ID,
    final: false,
    status: {
      state: 'working',
      message: {
        kind: 'message',
        role: 'agent',
        messageId: `m-${n}`,
        parts: [{ kind: 'text', text }],
      },
    },
  },
});

/** The update that ends a run: completed, marked final. */
const completedFrame = (id: unknown) => ({
  jsonrpc: '2.0',
  id,
  result: {
    kind: 'status-update',
    taskId: TASK_ID,
    contextId: CONTEXT_ID,
    final: true,
    status: { state: 'completed' },
  },
});

const sse = (frame: unknown) => `data: ${JSON.stringify(frame)}\n\n`;

/** An artifact update numbered `n`: one text part, appended to the one artifact after the first. */
const partFrame = (id: unknown, n: number) =>
  sse({
    jsonrpc: '2.0',
    id,
    result: {
      kind: 'artifact-update',
      taskId: TASK_ID,
      contextId: CONTEXT_ID,
      artifact: {
        artifactId: 'streamed',
        parts: [{ kind: 'text', text: `${n} ${'x'.repeat(240)}` }],
      },
      append: n > 1,
      lastChunk: false,
    },
  });

/** An SSE frame of exactly `bytes` bytes (ASCII padding), numbered `n`. */
export function paddedEvent(id: unknown, n: number, bytes: number): string {
  const bare = sse(workingFrame(id, n, '')).length;
  return sse(workingFrame(id, n, 'x'.repeat(Math.max(0, bytes - bare))));
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
  });

/**
 * A run that ends: the task, N − 2 events from `middle`, then completed (final), N events in all
 * (`?events=N`, 10,000 unless given).
 */
const runOf =
  (first: string, id: unknown, url: URL, middle: (n: number) => string) => (n: number) => {
    const events = Number(url.searchParams.get('events') ?? 10_000);
    return n === 0
      ? first
      : n < events - 1
        ? middle(n)
        : n === events - 1
          ? sse(completedFrame(id))
          : undefined;
  };

/** Writes what `next` gives until it gives undefined or the client goes, minding backpressure. */
async function pump(res: ServerResponse, next: (n: number) => string | undefined) {
  let gone = false;
  res.on('close', () => (gone = true));
  for (let n = 0; !gone; n += 1) {
    const chunk = next(n);
    if (chunk === undefined) break;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  if (!gone) res.end();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The /malformed stream, in the chunks it is written in (each flushed on its own). */
export const MALFORMED_CHUNKS = (id: unknown): string[] => {
  const task = JSON.stringify(taskFrame(id));
  const working = JSON.stringify(workingFrame(id, 1, 'split across lines'));
  const cut = working.indexOf('"result"');
  return [
    `: a comment first\r\ndata: ${task}\r`,
    `\n\r\n`,
    // One event in two data: lines (JSON allows the newline the join puts between them), CRLF.
    `data: ${working.slice(0, cut)}\r\ndata: ${working.slice(cut)}\r`,
    `\n\r`,
    `\nunknown: field\rdata: not json at all\r\r`,
    `data: ${JSON.stringify(workingFrame(id, 2, 'never dispatched'))}\n`,
  ];
};

/** Each would run script if a view put it in the page as markup or a link: none may. */
export const XSS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  'javascript:window.__xss=4',
] as const;

const xssText = XSS.join(' ');

/** The /xss stream: a task, a status update, an artifact update, then an error. */
const XSS_FRAMES = (id: unknown): unknown[] => {
  const message = (messageId: string, role: 'user' | 'agent') => ({
    kind: 'message',
    role,
    messageId,
    parts: [
      { kind: 'text', text: xssText, metadata: { [XSS[0]]: XSS[1] } },
      { kind: 'file', file: { uri: XSS[3], name: XSS[2], mimeType: XSS[0] } },
      { kind: 'data', data: { [XSS[2]]: xssText } },
    ],
    metadata: { note: xssText },
  });
  const artifact = (artifactId: string) => ({
    artifactId,
    name: xssText,
    description: xssText,
    parts: [{ kind: 'text', text: xssText }],
    metadata: { [XSS[1]]: XSS[3] },
  });
  return [
    {
      jsonrpc: '2.0',
      id,
      result: {
        kind: 'task',
        id: TASK_ID,
        contextId: CONTEXT_ID,
        status: { state: 'working', message: message('m-status', 'agent') },
        history: [message('m-user', 'user')],
        artifacts: [artifact('a-1')],
        metadata: { [XSS[0]]: xssText },
      },
    },
    {
      jsonrpc: '2.0',
      id,
      result: {
        kind: 'artifact-update',
        taskId: TASK_ID,
        contextId: CONTEXT_ID,
        artifact: artifact('a-2'),
        lastChunk: true,
      },
    },
    {
      jsonrpc: '2.0',
      id,
      result: {
        kind: 'status-update',
        taskId: TASK_ID,
        contextId: CONTEXT_ID,
        final: false,
        status: { state: 'working', message: message('m-update', 'agent') },
        metadata: { [XSS[2]]: xssText },
      },
    },
    { jsonrpc: '2.0', id, error: { code: -32603, message: xssText, data: { [XSS[0]]: xssText } } },
  ];
};

export async function startHostileAgent(port = 0): Promise<HostileAgent> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Content-Type, Accept, A2A-Version, Authorization, X-API-Key',
    );
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void (async () => {
      let id: unknown = null;
      try {
        id = (JSON.parse(await readBody(req)) as { id?: unknown }).id ?? null;
      } catch {
        // Not JSON-RPC: answer with a null id.
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      const first = sse(taskFrame(id));
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      switch (path) {
        case '/big':
          return pump(res, (n) =>
            n === 0 ? first : n <= 5_000 ? paddedEvent(id, n, 10_000) : undefined,
          );
        case '/many':
          return pump(res, (n) =>
            n === 0 ? first : n <= 200_000 ? paddedEvent(id, n, 250) : undefined,
          );
        case '/run':
          return pump(
            res,
            runOf(first, id, url, (n) => paddedEvent(id, n, 250)),
          );
        case '/parts':
          return pump(
            res,
            runOf(first, id, url, (n) => partFrame(id, n)),
          );
        case '/flood':
          return pump(res, (n) => (n === 0 ? first : paddedEvent(id, n, 1_000)));
        case '/huge':
          return pump(res, (n) =>
            n === 0 ? first : n === 1 ? paddedEvent(id, n, 10 * 1024 * 1024) : undefined,
          );
        case '/xss': {
          for (const frame of XSS_FRAMES(id)) res.write(sse(frame));
          res.end();
          return;
        }
        case '/endless': {
          let gone = false;
          res.on('close', () => (gone = true));
          res.write(first);
          for (let n = 1; !gone; n += 1) {
            res.write(paddedEvent(id, n, 300));
            await sleep(20);
          }
          return;
        }
        case '/malformed': {
          for (const chunk of MALFORMED_CHUNKS(id)) {
            res.write(chunk);
            await sleep(30);
          }
          res.end();
          return;
        }
        default:
          res.end(sse({ jsonrpc: '2.0', id, error: { code: -32601, message: 'no such path' } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
