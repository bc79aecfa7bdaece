// A fault agent for tests: plain node:http on 127.0.0.1 that breaks A2A on purpose, one fault per
// route, so every conformance check of the workbench has a real server to catch. A route is
// /{binding}/{version}/{fault}: the binding picks how a reply is wrapped (JSON-RPC today; an
// HTTP+JSON route needs only its own `wrap` in BINDINGS and routes listed under it), the route
// says what the agent sends. docs/fault-catalogue.md lists each fault, the rule it breaks and the
// finding it must raise; the expected findings live in the tests, not here.
// CORS allows any origin, so the built app can read it from its own port.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TASK_ID = 'fault-task';
const CONTEXT_ID = 'fault-context';
const OTHER_TASK_ID = 'other-task';
const OTHER_CONTEXT_ID = 'other-context';

/** One payload: the result and the JSON-RPC id it is sent with ('echo' is the request's own). */
interface Frame {
  readonly result: unknown;
  /** The id as JSON text, written as is ("1.0", "\"1\"", "999"); 'echo' by default. */
  readonly id?: string | ((requestId: unknown) => string);
  /** Members added to the envelope itself. */
  readonly envelope?: Readonly<Record<string, unknown>>;
}

/** What a route answers: one JSON body, or an SSE stream written in the given chunks. */
type Reply =
  | { readonly kind: 'json'; readonly frame: Frame }
  | { readonly kind: 'sse'; readonly frames: readonly Frame[]; readonly framing?: Framing };

/** How SSE frames are cut: plain `data:` + LF, or CRLF split between chunks over two data lines. */
type Framing = 'lf' | 'crlf-split';

export type FaultVersion = '0.3' | '1.0';
export type FaultBinding = 'jsonrpc';

export interface FaultRoute {
  /** `v03/final-missing`: the version's folder and the fault. */
  readonly fault: string;
  readonly version: FaultVersion;
  readonly binding: FaultBinding;
  /** The call a client makes to see the fault: a blocking send or a stream. */
  readonly mode: 'send' | 'stream';
  /** What the agent does wrong, in one line (docs/fault-catalogue.md says which rule it breaks). */
  readonly does: string;
  readonly reply: Reply;
}

// ---- A2A 0.3 results ---------------------------------------------------------------------------

const v03 = {
  task: (state: string, extra: Record<string, unknown> = {}) => ({
    kind: 'task',
    id: TASK_ID,
    contextId: CONTEXT_ID,
    status: { state, timestamp: '2026-03-01T10:00:00.000Z' },
    history: [],
    artifacts: [],
    ...extra,
  }),
  status: (
    state: string,
    final: unknown,
    extra: Record<string, unknown> = {},
    status: Record<string, unknown> = {},
  ) => ({
    kind: 'status-update',
    taskId: TASK_ID,
    contextId: CONTEXT_ID,
    status: { state, ...status },
    ...(final === undefined ? {} : { final }),
    ...extra,
  }),
  artifact: (artifactId: string, text: string, append: boolean, extra = {}) => ({
    kind: 'artifact-update',
    taskId: TASK_ID,
    contextId: CONTEXT_ID,
    artifact: { artifactId, name: artifactId, parts: [{ kind: 'text', text }] },
    append,
    lastChunk: false,
    ...extra,
  }),
};

// ---- A2A 1.0 results ---------------------------------------------------------------------------

const v1 = {
  task: (state: string, extra: Record<string, unknown> = {}) => ({
    id: TASK_ID,
    contextId: CONTEXT_ID,
    status: { state, timestamp: '2026-03-01T10:00:00.000Z' },
    ...extra,
  }),
  status: (state: string, extra: Record<string, unknown> = {}, status = {}) => ({
    statusUpdate: {
      taskId: TASK_ID,
      contextId: CONTEXT_ID,
      status: { state, ...status },
      ...extra,
    },
  }),
  artifact: (artifactId: string, text: string, append: boolean, extra = {}) => ({
    artifactUpdate: {
      taskId: TASK_ID,
      contextId: CONTEXT_ID,
      artifact: { artifactId, name: artifactId, parts: [{ text }] },
      append,
      lastChunk: false,
      ...extra,
    },
  }),
};

const frames = (...results: unknown[]): Frame[] => results.map((result) => ({ result }));
const stream = (...results: unknown[]): Reply => ({ kind: 'sse', frames: frames(...results) });

/** An agent message with every field the workbench's task does not hold. */
const richMessage = (v: FaultVersion) => ({
  ...(v === '0.3' ? { kind: 'message' } : {}),
  messageId: 'm-rich',
  role: v === '0.3' ? 'agent' : 'ROLE_AGENT',
  parts: [
    v === '0.3'
      ? { kind: 'text', text: 'screened', metadata: { confidence: 0.9 } }
      : { text: 'screened', metadata: { confidence: 0.9 } },
  ],
  extensions: ['https://example.com/ext/trace/v1'],
  referenceTaskIds: ['earlier-task'],
  metadata: { traceId: 'abc' },
});

// ---- the routes --------------------------------------------------------------------------------

export const FAULT_ROUTES: readonly FaultRoute[] = [
  {
    fault: 'v03/reply-id-mismatch',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'send',
    does: 'answers a blocking message/send with id 999',
    reply: { kind: 'json', frame: { id: '999', result: v03.task('completed') } },
  },
  {
    fault: 'v1/reply-id-string',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'send',
    does: 'answers SendMessage with the request id as a string ("1" for 1)',
    reply: {
      kind: 'json',
      frame: {
        id: (id) => JSON.stringify(String(id)),
        result: { task: v1.task('TASK_STATE_COMPLETED') },
      },
    },
  },
  {
    fault: 'v1/frame-id-mismatch',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends one SSE frame of the stream with id 7 (the others with the request id, one written 1.0)',
    reply: {
      kind: 'sse',
      frames: [
        { result: { task: v1.task('TASK_STATE_SUBMITTED') } },
        // 1.0 in JSON text is the number 1: it answers request 1.
        { id: (id) => `${String(id)}.0`, result: v1.status('TASK_STATE_WORKING') },
        { id: '7', result: v1.status('TASK_STATE_COMPLETED') },
      ],
    },
  },
  {
    fault: 'v03/frame-id-mismatch',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends one SSE frame (an artifact) with the request id as a string',
    reply: {
      kind: 'sse',
      frames: [
        { result: v03.task('submitted') },
        { result: v03.status('working', false) },
        { id: (id) => JSON.stringify(String(id)), result: v03.artifact('a-1', 'stray', false) },
        { result: v03.status('completed', true) },
      ],
    },
  },
  {
    fault: 'v03/append-unknown-artifact',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'appends to artifact "ghost", never created (after a legal append to a-1)',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', false),
      v03.artifact('a-1', 'part one', false),
      v03.artifact('a-1', 'part two', true),
      v03.artifact('ghost', 'orphan', true),
      v03.status('completed', true),
    ),
  },
  {
    fault: 'v1/append-unknown-artifact',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'appends to artifact "ghost", never created (after a legal append to the task\'s own a-0)',
    reply: stream(
      {
        task: v1.task('TASK_STATE_SUBMITTED', {
          artifacts: [{ artifactId: 'a-0', name: 'a-0', parts: [{ text: 'from the task' }] }],
        }),
      },
      v1.status('TASK_STATE_WORKING'),
      v1.artifact('a-0', ' and more', true),
      v1.artifact('ghost', 'orphan', true),
      v1.status('TASK_STATE_COMPLETED'),
    ),
  },
  {
    fault: 'v03/final-missing',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends the completing status-update without `final`',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', false),
      v03.status('completed', undefined),
    ),
  },
  {
    fault: 'v03/final-not-boolean',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'writes `final` as the string "false" on a working update',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', 'false'),
      v03.status('completed', true),
    ),
  },
  {
    fault: 'v03/task-id-change',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'switches to another task id mid-stream and completes that one',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', false),
      v03.status('working', false, { taskId: OTHER_TASK_ID }),
      v03.status('completed', true, { taskId: OTHER_TASK_ID }),
    ),
  },
  {
    fault: 'v1/task-id-change',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'interleaves events of another task, then completes its own',
    reply: stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING', { taskId: OTHER_TASK_ID }),
      v1.status('TASK_STATE_FAILED', { taskId: OTHER_TASK_ID }),
      v1.status('TASK_STATE_WORKING'),
      v1.status('TASK_STATE_COMPLETED'),
    ),
  },
  {
    fault: 'v03/context-change',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'completes the task under another contextId',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', false),
      v03.status('completed', true, { contextId: OTHER_CONTEXT_ID }),
    ),
  },
  {
    fault: 'v1/context-change',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends an artifact of the task under another contextId',
    reply: stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING'),
      v1.artifact('a-1', 'elsewhere', false, { contextId: OTHER_CONTEXT_ID }),
      v1.status('TASK_STATE_COMPLETED'),
    ),
  },
  {
    fault: 'v03/second-terminal',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends completed twice (the first without final, the second with it)',
    reply: stream(
      v03.task('submitted'),
      v03.status('working', false),
      v03.status('completed', false),
      v03.status('completed', true),
    ),
  },
  {
    fault: 'v1/second-terminal',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'completes the task, then fails it',
    reply: stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING'),
      v1.status('TASK_STATE_COMPLETED'),
      v1.status('TASK_STATE_FAILED'),
    ),
  },
  {
    fault: 'v03/timestamp-backwards',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends a status timestamp 15 minutes before the previous one (zones differ)',
    reply: stream(
      v03.task('submitted'),
      // 09:30 at -01:00 is 10:30Z: later, though the text sorts first.
      v03.status('working', false, {}, { timestamp: '2026-03-01T09:30:00-01:00' }),
      v03.status('completed', true, {}, { timestamp: '2026-03-01T10:15:00Z' }),
    ),
  },
  {
    fault: 'v1/timestamp-backwards',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends a status timestamp 300 ms before the previous one, in the same second',
    reply: stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING', {}, { timestamp: '2026-03-01T10:00:00.500Z' }),
      v1.status('TASK_STATE_COMPLETED', {}, { timestamp: '2026-03-01T10:00:00.200Z' }),
    ),
  },
  {
    fault: 'v03/result-for-stream',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'send',
    does: 'answers a blocking message/send with a status-update (a stream event)',
    reply: { kind: 'json', frame: { result: v03.status('completed', true) } },
  },
  {
    fault: 'v1/result-for-stream',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'send',
    does: 'answers SendMessage with a StreamResponse statusUpdate',
    reply: { kind: 'json', frame: { result: v1.status('TASK_STATE_COMPLETED') } },
  },
  {
    fault: 'v03/unmodelled-fields',
    version: '0.3',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'sends metadata, extensions, referenceTaskIds, part metadata and fields 0.3 lacks',
    reply: {
      kind: 'sse',
      frames: [
        { result: v03.task('submitted', { metadata: { tenant: 'acme' } }) },
        { result: v03.status('working', false) },
        {
          result: v03.artifact('a-1', 'report', false, { metadata: { size: 6 } }),
        },
        {
          result: v03.status(
            'completed',
            true,
            { priority: 'high' },
            { message: richMessage('0.3') },
          ),
          envelope: { serverTiming: 12 },
        },
      ],
    },
  },
  {
    fault: 'v1/crlf-unmodelled',
    version: '1.0',
    binding: 'jsonrpc',
    mode: 'stream',
    does: 'writes CRLF with \\r and \\n in separate chunks, two data: lines per event, and message fields the task does not hold',
    reply: {
      kind: 'sse',
      framing: 'crlf-split',
      frames: frames(
        { task: v1.task('TASK_STATE_SUBMITTED') },
        v1.status('TASK_STATE_WORKING', {}, { message: richMessage('1.0') }),
        v1.status('TASK_STATE_COMPLETED'),
      ),
    },
  },
];

// ---- the server --------------------------------------------------------------------------------

/** A frame as JSON-RPC text, its id written as the route says. */
function jsonRpcText(frame: Frame, requestId: unknown): string {
  const id =
    frame.id === undefined
      ? JSON.stringify(requestId ?? null)
      : typeof frame.id === 'function'
        ? frame.id(requestId)
        : frame.id;
  const extra = Object.entries(frame.envelope ?? {})
    .map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join('');
  return `{"jsonrpc":"2.0","id":${id},"result":${JSON.stringify(frame.result)}${extra}}`;
}

/** How each binding wraps a frame. HTTP+JSON would write the bare result instead. */
const BINDINGS: Readonly<Record<FaultBinding, (frame: Frame, requestId: unknown) => string>> = {
  jsonrpc: jsonRpcText,
};

/** An event's chunks: LF-framed, or CRLF over two data: lines with each CR and LF apart. */
function sseChunks(text: string, framing: Framing): string[] {
  if (framing === 'lf') return [`data: ${text}\n\n`];
  // Cut inside the JSON after a comma: the data lines join with LF, which JSON reads as space.
  const cut = text.indexOf(',') + 1;
  return [`data: ${text.slice(0, cut)}\r`, `\ndata: ${text.slice(cut)}\r`, `\n\r`, `\n`];
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FaultAgent {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** The endpoint of a route: `${origin}/jsonrpc/v03/final-missing`. */
  readonly endpoint: (route: FaultRoute) => string;
  readonly close: () => Promise<void>;
}

export async function startFaultAgent(port = 0): Promise<FaultAgent> {
  const byPath = new Map(FAULT_ROUTES.map((r) => [`/${r.binding}/${r.fault}`, r]));
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
        // Not JSON-RPC: answered with a null id.
      }
      const route = byPath.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (route === undefined) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such fault');
        return;
      }
      const wrap = BINDINGS[route.binding];
      const { reply } = route;
      if (reply.kind === 'json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(wrap(reply.frame, id));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      for (const frame of reply.frames) {
        for (const chunk of sseChunks(wrap(frame, id), reply.framing ?? 'lf')) {
          res.write(chunk);
          // Each chunk its own network write: the reader must join what the network splits.
          if (reply.framing === 'crlf-split') await sleep(15);
        }
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (route) => `${origin}/${route.binding}/${route.fault}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The route named `fault` (`v03/final-missing`). */
export function faultRoute(fault: string): FaultRoute {
  const route = FAULT_ROUTES.find((r) => r.fault === fault);
  if (route === undefined) throw new Error(`no fault route ${fault}`);
  return route;
}
