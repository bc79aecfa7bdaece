// A fault agent for tests: plain node:http on 127.0.0.1 that breaks A2A on purpose, one fault per
// route, so every conformance check of the workbench has a real server to catch. A route is
// /{binding}/{version}/{fault}: the binding picks how a reply is wrapped (JSON-RPC: in the
// envelope, with the id the route says; HTTP+JSON: the bare body, at the HTTP status the route
// says), the route says what the agent sends. An HTTP+JSON route is an interface URL: it answers
// only the method and path its call has in that version (1.0: a2a.proto's `POST /message:send`,
// `POST /message:stream`; 0.3: the same under `/v1`, as the SDKs' REST handlers serve them), and
// 404 to anything else. docs/fault-catalogue.md lists each fault, the rule it breaks and the
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
  /** `status` is the HTTP status (200 when absent); `text` is written as the body instead. */
  | {
      readonly kind: 'json';
      readonly frame: Frame;
      readonly status?: number;
      readonly text?: string;
    }
  | { readonly kind: 'sse'; readonly frames: readonly Frame[]; readonly framing?: Framing };

/** How SSE frames are cut: plain `data:` + LF, or CRLF split between chunks over two data lines. */
type Framing = 'lf' | 'crlf-split';

export type FaultVersion = '0.3' | '1.0';
export type FaultBinding = 'jsonrpc' | 'rest';

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

// ---- A2A 0.3 HTTP+JSON bodies (the 0.3 proto's JSON: wrapped results, TASK_STATE_*, `content`,
// and every field at its default left out, `final: false` among them) ----------------------------

const v03rest = {
  task: (state: string, extra: Record<string, unknown> = {}) => ({
    task: {
      id: TASK_ID,
      contextId: CONTEXT_ID,
      status: { state, timestamp: '2026-03-01T10:00:00.000Z' },
      ...extra,
    },
  }),
  /** `final` is written only when true, as proto3 JSON writes a bool. */
  status: (
    state: string,
    final: boolean,
    extra: Record<string, unknown> = {},
    status: Record<string, unknown> = {},
  ) => ({
    statusUpdate: {
      taskId: TASK_ID,
      contextId: CONTEXT_ID,
      status: { state, ...status },
      ...(final ? { final } : {}),
      ...extra,
    },
  }),
  artifact: (artifactId: string, text: string, append: boolean, extra = {}) => ({
    artifactUpdate: {
      taskId: TASK_ID,
      contextId: CONTEXT_ID,
      artifact: { artifactId, name: artifactId, parts: [{ text }] },
      ...(append ? { append } : {}),
      ...extra,
    },
  }),
};

const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';

/** A 1.0 HTTP+JSON error body (google.rpc.Status, as SDK 1.3's restHandler writes one). */
const v1Error = (code: number, status: string, reason: string, message: string) => ({
  error: {
    code,
    status,
    message,
    details: [{ '@type': ERROR_INFO, reason, domain: 'a2a-protocol.org' }],
  },
});

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

/** The 0.3 proto's form of `richMessage('0.3')`: `content`, `{text}` parts, ROLE_AGENT. */
const richMessageV03Rest = {
  messageId: 'm-rich',
  role: 'ROLE_AGENT',
  content: [{ text: 'screened', metadata: { confidence: 0.9 } }],
  extensions: ['https://example.com/ext/trace/v1'],
  referenceTaskIds: ['earlier-task'],
  metadata: { traceId: 'abc' },
};

// ---- the routes --------------------------------------------------------------------------------

/** A 1.0 HTTP+JSON route: the bare StreamResponse frames, or one body at an HTTP status. */
const restV1 = (
  fault: string,
  mode: 'send' | 'stream',
  does: string,
  reply: Reply,
): FaultRoute => ({ fault: `v1/${fault}`, version: '1.0', binding: 'rest', mode, does, reply });
const restV03 = (
  fault: string,
  mode: 'send' | 'stream',
  does: string,
  reply: Reply,
): FaultRoute => ({ fault: `v03/${fault}`, version: '0.3', binding: 'rest', mode, does, reply });

/** The HTTP+JSON routes: the lifecycle faults in each version's REST form, and the binding's own. */
const REST_ROUTES: readonly FaultRoute[] = [
  restV1(
    'task-id-change',
    'stream',
    'interleaves events of another task, then completes its own',
    stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING', { taskId: OTHER_TASK_ID }),
      v1.status('TASK_STATE_FAILED', { taskId: OTHER_TASK_ID }),
      v1.status('TASK_STATE_WORKING'),
      v1.status('TASK_STATE_COMPLETED'),
    ),
  ),
  restV1(
    'append-unknown-artifact',
    'stream',
    'appends to artifact "ghost", never created (after a legal append to the task\'s own a-0)',
    stream(
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
  ),
  restV1(
    'context-change',
    'stream',
    'sends an artifact of the task under another contextId',
    stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING'),
      v1.artifact('a-1', 'elsewhere', false, { contextId: OTHER_CONTEXT_ID }),
      v1.status('TASK_STATE_COMPLETED'),
    ),
  ),
  restV1(
    'second-terminal',
    'stream',
    'completes the task, then fails it',
    stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING'),
      v1.status('TASK_STATE_COMPLETED'),
      v1.status('TASK_STATE_FAILED'),
    ),
  ),
  restV1(
    'timestamp-backwards',
    'stream',
    'sends a status timestamp 300 ms before the previous one, in the same second',
    stream(
      { task: v1.task('TASK_STATE_SUBMITTED') },
      v1.status('TASK_STATE_WORKING', {}, { timestamp: '2026-03-01T10:00:00.500Z' }),
      v1.status('TASK_STATE_COMPLETED', {}, { timestamp: '2026-03-01T10:00:00.200Z' }),
    ),
  ),
  restV1(
    'crlf-unmodelled',
    'stream',
    'writes CRLF with \\r and \\n in separate chunks, two data: lines per event, and message fields the task does not hold',
    {
      kind: 'sse',
      framing: 'crlf-split',
      frames: frames(
        { task: v1.task('TASK_STATE_SUBMITTED') },
        v1.status('TASK_STATE_WORKING', {}, { message: richMessage('1.0') }),
        v1.status('TASK_STATE_COMPLETED'),
      ),
    },
  ),
  restV1(
    'error-on-200',
    'send',
    'answers POST /message:send with an A2A error body (CONTENT_TYPE_NOT_SUPPORTED) and HTTP 200',
    {
      kind: 'json',
      frame: {
        result: v1Error(
          400,
          'INVALID_ARGUMENT',
          'CONTENT_TYPE_NOT_SUPPORTED',
          'text/plain is not accepted',
        ),
      },
    },
  ),
  restV1(
    'error-status-mismatch',
    'send',
    'answers with an error body whose code says 400 under HTTP 500',
    {
      kind: 'json',
      status: 500,
      frame: {
        result: v1Error(
          400,
          'INVALID_ARGUMENT',
          'CONTENT_TYPE_NOT_SUPPORTED',
          'text/plain is not accepted',
        ),
      },
    },
  ),
  restV1(
    'error-not-a2a',
    'send',
    'answers HTTP 500 with a framework\'s own error body ({"detail": …}), no google.rpc.Status',
    { kind: 'json', status: 500, frame: { result: { detail: 'upstream timed out' } } },
  ),
  restV1(
    'jsonrpc-envelope',
    'send',
    'answers POST /message:send 200 with a JSON-RPC envelope around the SendMessageResponse',
    {
      kind: 'json',
      frame: {
        result: { jsonrpc: '2.0', id: 1, result: { task: v1.task('TASK_STATE_COMPLETED') } },
      },
    },
  ),
  restV03(
    'final-missing',
    'stream',
    'ends the stream on a completing statusUpdate without `final` (proto3 JSON: false)',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED'),
      v03rest.status('TASK_STATE_WORKING', false),
      v03rest.status('TASK_STATE_COMPLETED', false),
    ),
  ),
  restV03(
    'task-id-change',
    'stream',
    'switches to another task id mid-stream and completes that one',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED'),
      v03rest.status('TASK_STATE_WORKING', false),
      v03rest.status('TASK_STATE_WORKING', false, { taskId: OTHER_TASK_ID }),
      v03rest.status('TASK_STATE_COMPLETED', true, { taskId: OTHER_TASK_ID }),
    ),
  ),
  restV03(
    'append-unknown-artifact',
    'stream',
    'appends to artifact "ghost", never created (after a legal append to a-1)',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED'),
      v03rest.status('TASK_STATE_WORKING', false),
      v03rest.artifact('a-1', 'part one', false),
      v03rest.artifact('a-1', 'part two', true),
      v03rest.artifact('ghost', 'orphan', true),
      v03rest.status('TASK_STATE_COMPLETED', true),
    ),
  ),
  restV03(
    'context-change',
    'stream',
    'completes the task under another contextId',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED'),
      v03rest.status('TASK_STATE_WORKING', false),
      v03rest.status('TASK_STATE_COMPLETED', true, { contextId: OTHER_CONTEXT_ID }),
    ),
  ),
  restV03(
    'timestamp-backwards',
    'stream',
    'sends a status timestamp 15 minutes before the previous one (zones differ)',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED'),
      v03rest.status('TASK_STATE_WORKING', false, {}, { timestamp: '2026-03-01T09:30:00-01:00' }),
      v03rest.status('TASK_STATE_COMPLETED', true, {}, { timestamp: '2026-03-01T10:15:00Z' }),
    ),
  ),
  restV03(
    'unmodelled-fields',
    'stream',
    'sends metadata, extensions, referenceTaskIds, part metadata and a field 0.3 lacks',
    stream(
      v03rest.task('TASK_STATE_SUBMITTED', { metadata: { tenant: 'acme' } }),
      v03rest.status('TASK_STATE_WORKING', false),
      v03rest.artifact('a-1', 'report', false, { metadata: { size: 6 } }),
      v03rest.status(
        'TASK_STATE_COMPLETED',
        true,
        { priority: 'high' },
        { message: richMessageV03Rest },
      ),
    ),
  ),
  restV03(
    'crlf-second-terminal',
    'stream',
    'writes CRLF split across chunks over two data: lines, and completes the task twice',
    {
      kind: 'sse',
      framing: 'crlf-split',
      frames: frames(
        v03rest.task('TASK_STATE_SUBMITTED'),
        v03rest.status('TASK_STATE_WORKING', false),
        v03rest.status('TASK_STATE_COMPLETED', false),
        v03rest.status('TASK_STATE_COMPLETED', true),
      ),
    },
  ),
  restV03(
    'error-on-200',
    'send',
    'answers POST /v1/message:send with a 0.3 error body (-32005) and HTTP 200',
    { kind: 'json', frame: { result: { code: -32005, message: 'text/plain is not accepted' } } },
  ),
  restV03(
    'error-not-a2a',
    'send',
    'answers HTTP 502 with a proxy\'s own error body ({"error": "Bad gateway"})',
    { kind: 'json', status: 502, frame: { result: { error: 'Bad gateway' } } },
  ),
  restV03(
    'jsonrpc-envelope',
    'stream',
    'writes each SSE event of POST /v1/message:stream as a JSON-RPC envelope',
    stream(
      { jsonrpc: '2.0', id: 1, result: v03.task('submitted') },
      { jsonrpc: '2.0', id: 1, result: v03.status('completed', true) },
    ),
  ),
];

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
  ...REST_ROUTES,
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

/** How each binding wraps a frame: JSON-RPC in its envelope, HTTP+JSON as the bare body. */
const BINDINGS: Readonly<Record<FaultBinding, (frame: Frame, requestId: unknown) => string>> = {
  jsonrpc: jsonRpcText,
  rest: (frame) => JSON.stringify(frame.result),
};

/** The method and path below an HTTP+JSON route's URL that its call uses (a2a.proto; 0.3 under /v1). */
const restCall = (route: FaultRoute) =>
  `POST ${route.version === '0.3' ? '/v1' : ''}/message:${route.mode === 'send' ? 'send' : 'stream'}`;

/** The route a request names, if any: JSON-RPC by its URL, HTTP+JSON by its URL and call. */
function routeOf(method: string, pathname: string): FaultRoute | undefined {
  for (const route of FAULT_ROUTES) {
    const at = `/${route.binding}/${route.fault}`;
    if (route.binding === 'jsonrpc' && pathname === at) return route;
    if (
      route.binding === 'rest' &&
      `${method} ${pathname}` === restCall(route).replace(' ', ` ${at}`)
    )
      return route;
  }
  return undefined;
}

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
  /**
   * The endpoint of a route: `${origin}/jsonrpc/v03/final-missing`; an HTTP+JSON route's is the
   * interface URL its calls' paths go under (`${origin}/rest/v1/task-id-change`).
   */
  readonly endpoint: (route: FaultRoute) => string;
  readonly close: () => Promise<void>;
}

export async function startFaultAgent(port = 0): Promise<FaultAgent> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
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
      const route = routeOf(req.method ?? '', new URL(req.url ?? '/', 'http://x').pathname);
      if (route === undefined) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such fault');
        return;
      }
      const wrap = BINDINGS[route.binding];
      const { reply } = route;
      if (reply.kind === 'json') {
        res
          .writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
          .end(wrap(reply.frame, id));
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

/** The route named `fault` (`v03/final-missing`) in `binding`. */
export function faultRoute(fault: string, binding: FaultBinding = 'jsonrpc'): FaultRoute {
  const route = FAULT_ROUTES.find((r) => r.fault === fault && r.binding === binding);
  if (route === undefined) throw new Error(`no ${binding} fault route ${fault}`);
  return route;
}
