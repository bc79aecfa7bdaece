// The HTTP+JSON binding. Its requests are pinned against the A2A SDKs' own REST clients (the
// method, URL and body each sends for the same call), its replies and errors read from real SDK
// servers on 127.0.0.1 (1.3's restHandler in 1.0 and in its 0.3 mode, and 0.3.14's), and the
// findings on a hand-built body point into that body as sent, not into its JSON-RPC rewrite.
import { SendMessageRequest, TaskPushNotificationConfig } from '@a2a-js/sdk';
import { RestTransportFactory } from '@a2a-js/sdk/client';
import { RestTransport as RestTransportV03 } from '@a2a-js/sdk-v0_3/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../src/adapters/a2a-v0_3';
import type { PushConfig } from '../../src/core/callbacks';
import type { CallParams } from '../../src/core/wire';
import { liveCall } from '../../src/live/call';
import { restBinding } from '../../src/live/rest';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const ENDPOINT = 'http://127.0.0.1:1/agent/rest';
const TASK = 'task 7/α';

const message = {
  messageId: 'm-1',
  role: 'user' as const,
  taskId: 'task-1',
  contextId: 'ctx-1',
  parts: [
    { kind: 'text' as const, text: 'Screen PMT-771' },
    { kind: 'data' as const, data: { amount: 12 } },
    { kind: 'file' as const, uri: 'https://example.org/a.pdf', mimeType: 'application/pdf' },
  ],
};
const push: PushConfig = {
  url: 'https://example.org/callback',
  token: 'cb-token',
  authentication: 'bearer',
};

const CALLS: readonly CallParams[] = [
  { method: 'send', message },
  { method: 'stream', message },
  { method: 'get', taskId: TASK },
  { method: 'cancel', taskId: TASK },
  { method: 'resubscribe', taskId: TASK },
  { method: 'set-push-config', taskId: TASK, config: push },
];

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

/** A fetch that records what the SDK's client sends and answers nothing. */
function recorder() {
  const sent: Sent[] = [];
  const fetchImpl = (url: string | URL | Request, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      method: init?.method ?? 'GET',
      url: url instanceof Request ? url.url : url.toString(),
      ...(body !== undefined ? { body } : {}),
    });
    return Promise.reject(new Error('recorded'));
  };
  return { sent, fetchImpl };
}

async function drain(run: () => Promise<unknown> | AsyncGenerator<unknown>) {
  try {
    const out = run();
    if (Symbol.asyncIterator in out) for await (const _ of out) void _;
    else await out;
  } catch {
    // The recorder refuses every call: only the request matters here.
  }
}

/** What @a2a-js/sdk 1.3's RestTransport sends for `params` (A2A 1.0). */
async function sdkV1(params: CallParams): Promise<Sent | undefined> {
  const { sent, fetchImpl } = recorder();
  const client = await new RestTransportFactory({ fetchImpl }).create(ENDPOINT, {} as never);
  const ours = restBinding('1.0').request(ENDPOINT, 1, params).body;
  switch (params.method) {
    case 'send':
      await drain(() => client.sendMessage(SendMessageRequest.fromJSON(ours)));
      break;
    case 'stream':
      await drain(() => client.sendMessageStream(SendMessageRequest.fromJSON(ours)));
      break;
    case 'get':
      await drain(() => client.getTask({ id: params.taskId, tenant: '' }));
      break;
    case 'cancel':
      await drain(() => client.cancelTask({ id: params.taskId, tenant: '', metadata: undefined }));
      break;
    case 'resubscribe':
      await drain(() => client.resubscribeTask({ id: params.taskId, tenant: '' }));
      break;
    case 'set-push-config':
      await drain(() =>
        client.createTaskPushNotificationConfig(TaskPushNotificationConfig.fromJSON(ours)),
      );
      break;
  }
  return sent[0];
}

/** What @a2a-js/sdk 0.3.14's RestTransport sends for `params` (A2A 0.3). */
async function sdkV03(params: CallParams): Promise<Sent | undefined> {
  const { sent, fetchImpl } = recorder();
  const client = new RestTransportV03({ endpoint: ENDPOINT, fetchImpl });
  // The 0.3 client takes the JSON-RPC params, the same shapes the 0.3 JSON-RPC codec writes.
  const rpc = a2aV03Rpc.encodeRequest(1, params).params as never;
  switch (params.method) {
    case 'send':
      await drain(() => client.sendMessage(rpc));
      break;
    case 'stream':
      await drain(() => client.sendMessageStream(rpc));
      break;
    case 'get':
      await drain(() => client.getTask(rpc));
      break;
    case 'cancel':
      await drain(() => client.cancelTask(rpc));
      break;
    case 'resubscribe':
      await drain(() => client.resubscribeTask(rpc));
      break;
    case 'set-push-config':
      await drain(() => client.setTaskPushNotificationConfig(rpc));
      break;
  }
  return sent[0];
}

describe('an HTTP+JSON request', () => {
  it.each(CALLS.map((c) => [c.method, c] as const))(
    'for %s is the one SDK 1.3 sends in A2A 1.0',
    async (_, params) => {
      const theirs = await sdkV1(params);
      const ours = restBinding('1.0').request(ENDPOINT, 1, params);
      expect(ours.url).toBe(theirs?.url);
      // a2a.proto binds SubscribeToTask to `get: "/tasks/{id=*}:subscribe"`; the SDK's client
      // POSTs it, and its server takes both.
      expect(ours.method).toBe(params.method === 'resubscribe' ? 'GET' : theirs?.method);
      // CancelTask's body is "*" in the proto: an empty CancelTaskRequest where the SDK sends none.
      if (params.method === 'cancel') expect(ours.body).toEqual({});
      else if (theirs?.body !== undefined) {
        // proto3 JSON: the SDK's serializer writes defaults the workbench leaves out.
        expect(SendOrConfig(params, ours.body)).toEqual(SendOrConfig(params, theirs.body));
      } else expect(ours.body).toBeUndefined();
      expect(ours.headers['A2A-Version']).toBe('1.0');
    },
  );

  it.each(CALLS.map((c) => [c.method, c] as const))(
    'for %s is the one SDK 0.3.14 sends in A2A 0.3',
    async (_, params) => {
      const theirs = await sdkV03(params);
      const ours = restBinding('0.3').request(ENDPOINT, 1, params);
      expect([ours.method, ours.url]).toEqual([theirs?.method, theirs?.url]);
      if (params.method === 'cancel') expect(ours.body).toEqual({});
      else expect(ours.body).toEqual(theirs?.body);
      expect(ours.headers['A2A-Version']).toBeUndefined();
    },
  );
});

/** A 1.0 body as the SDK's own reader takes it, so defaults written or left out compare equal. */
function SendOrConfig(params: CallParams, body: unknown): unknown {
  return params.method === 'set-push-config'
    ? TaskPushNotificationConfig.toJSON(TaskPushNotificationConfig.fromJSON(body))
    : SendMessageRequest.toJSON(SendMessageRequest.fromJSON(body));
}

const SERVERS = [
  { name: 'SDK 1.3 in A2A 1.0', sdk: 'v1', version: '1.0' },
  { name: 'SDK 1.3 in A2A 0.3', sdk: 'v1', version: '0.3' },
  { name: 'SDK 0.3.14 in A2A 0.3', sdk: 'v03', version: '0.3' },
] as const;

describe.each(SERVERS)('HTTP+JSON against $name', ({ sdk, version }) => {
  const endpoint = () => `${agents.baseUrl(sdk, 'screening')}rest`;

  it('reads an unknown task as A2A’s TaskNotFoundError, from the 404 and its body', async () => {
    const result = await liveCall(
      restBinding(version),
      endpoint(),
      1,
      { method: 'get', taskId: 'no-such-task' },
      { kind: 'none' },
    );
    expect(result.response?.status).toBe(404);
    const [payload] = result.payloads;
    const reply = payload?.kind === 'response' ? payload.read.value?.reply : undefined;
    expect(reply).toMatchObject({
      kind: 'error',
      error: { code: -32001, name: 'TaskNotFoundError', engine: { code: 'TASK_NOT_FOUND' } },
    });
    expect(payload?.kind === 'response' && payload.read.findings).toEqual([]);
  });

  it('reads a refused push config from the 400 and its body', async () => {
    const sent = await liveCall(
      restBinding(version),
      endpoint(),
      1,
      { method: 'send', message: { ...message, taskId: undefined, contextId: undefined } },
      { kind: 'none' },
    );
    const first = sent.payloads[0];
    const reply = first?.kind === 'response' ? first.read.value?.reply : undefined;
    const taskId =
      reply?.kind === 'result' && reply.result.kind === 'task' ? reply.result.task.id : '';
    expect(taskId).not.toBe('');
    const result = await liveCall(
      restBinding(version),
      endpoint(),
      2,
      { method: 'set-push-config', taskId, config: push },
      { kind: 'none' },
    );
    // The card says pushNotifications: false, and SDK 1.3 refuses with 400. SDK 0.3.14's server
    // reads the body as a CreateTaskPushNotificationConfigRequest ({parent, config}) before it
    // checks the card, where the 0.3 proto (body: "config") and its own client send the config
    // itself: it answers -32602, with the same 400.
    expect(result.response?.status).toBe(400);
    const [payload] = result.payloads;
    expect(payload?.kind === 'response' && payload.read.value?.reply).toMatchObject({
      kind: 'error',
      error:
        sdk === 'v03'
          ? { code: -32602, name: 'InvalidParamsError' }
          : { code: -32003, name: 'PushNotificationNotSupportedError' },
    });
  });

  it('masks the credentials it sends, and keeps no secret', async () => {
    const secret = 'sk-rest-0123456789';
    const result = await liveCall(
      restBinding(version),
      endpoint(),
      1,
      { method: 'get', taskId: 'no-such-task' },
      { kind: 'bearer', token: secret },
    );
    expect(result.request.headers['Authorization']).toBe('Bearer ••••••••••••');
    expect(result.request.method).toBe('GET');
    expect(JSON.stringify(result)).not.toContain(secret);
  });
});

describe('findings on an HTTP+JSON body', () => {
  const decode = (version: '1.0' | '0.3', body: unknown, method: CallParams['method'] = 'get') =>
    restBinding(version).decodeResponse(
      body,
      method === 'get' ? { method, taskId: 't1' } : { method: 'send', message },
      1,
      200,
    );

  it('point into a 0.3 body as sent: content, not the parts it was read as', () => {
    const read = decode('0.3', {
      id: 't1',
      contextId: 'c1',
      status: { state: 'TASK_STATE_WORKING' },
      history: [
        {
          messageId: 'm1',
          role: 'ROLE_USER',
          content: [{ text: 'fine' }, { file: { fileWithUri: 42 } }],
        },
      ],
    });
    expect(read.value).toBeDefined();
    const paths = read.findings.map((f) => f.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\$\.history\[0\]\.content\[1\]/);
  });

  it('read an omitted 0.3 final as false, as proto3 JSON writes it', () => {
    const read = restBinding('0.3').decodeEvent(
      { statusUpdate: { taskId: 't1', contextId: 'c1', status: { state: 'TASK_STATE_WORKING' } } },
      1,
      undefined,
    );
    expect(read.findings).toEqual([]);
    expect(read.value?.item).toMatchObject({
      kind: 'event',
      event: { kind: 'status-update', final: false, status: { state: 'working' } },
    });
  });

  it('point at a 1.0 body’s own fields, with no JSON-RPC result around them', () => {
    const read = decode('1.0', {
      id: 't1',
      contextId: 'c1',
      status: { state: 'TASK_STATE_NAPPING' },
    });
    const paths = read.findings.map((f) => f.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths)).toEqual(new Set(['$.status.state']));
  });

  it('read an SSE error event as the server’s error', () => {
    const read = restBinding('1.0').decodeEvent(
      {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          message: 'Task not found',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'TASK_NOT_FOUND',
              domain: 'a2a-protocol.org',
            },
          ],
        },
      },
      1,
      'error',
    );
    expect(read.value?.item).toMatchObject({ kind: 'error', error: { code: -32001 } });
  });

  it('point at an error code where each version’s body holds it', () => {
    // 1.0 nests the status under `error`; 0.3 sends the error object bare.
    const v1 = restBinding('1.0').decodeResponse(
      { error: { code: 503, status: 'UNAVAILABLE', message: 'down' } },
      { method: 'get', taskId: 't1' },
      1,
      503,
    );
    const v03 = restBinding('0.3').decodeResponse(
      { code: 12345, message: 'down' },
      { method: 'get', taskId: 't1' },
      1,
      503,
    );
    expect(v1.findings.map((f) => [f.code, f.path])).toEqual([
      ['SERVER_DEFINED_ERROR', '$.error.code'],
    ]);
    expect(v03.findings.map((f) => [f.code, f.path])).toEqual([['SERVER_DEFINED_ERROR', '$.code']]);
  });

  it('keep an error body that names no A2A error as the HTTP status it came with', () => {
    const read = restBinding('1.0').decodeResponse(
      { error: { code: 503, status: 'UNAVAILABLE', message: 'down for maintenance' } },
      { method: 'get', taskId: 't1' },
      1,
      503,
    );
    expect(read.value?.reply).toMatchObject({
      kind: 'error',
      error: { code: 503, message: 'down for maintenance' },
    });
  });

  const codes = (read: { findings: readonly { code: string }[] }) =>
    read.findings.map((f) => f.code);

  it('take a 200 body for an error only when it is all error, not a result with an `error` field', () => {
    const v1Task = { id: 't1', contextId: 'c1', status: { state: 'TASK_STATE_WORKING' } };
    const withError = decode('1.0', { ...v1Task, error: { code: 404, message: 'x' } });
    expect(withError.value?.reply.kind).toBe('result');
    expect(codes(withError)).not.toContain('ERROR_ON_SUCCESS_STATUS');
    const v03Task = { id: 't1', contextId: 'c1', status: { state: 'TASK_STATE_WORKING' }, code: 3 };
    expect(codes(decode('0.3', v03Task))).not.toContain('ERROR_ON_SUCCESS_STATUS');
    expect(codes(decode('0.3', { code: -32001, message: 'gone' }))).toEqual([
      'ERROR_ON_SUCCESS_STATUS',
    ]);
  });

  it('take a body for a JSON-RPC envelope only when it has jsonrpc and a result or an error', () => {
    const v1Task = { id: 't1', contextId: 'c1', status: { state: 'TASK_STATE_WORKING' } };
    expect(codes(decode('1.0', { ...v1Task, jsonrpc: '2.0' }))).not.toContain(
      'JSONRPC_ENVELOPE_ON_REST',
    );
    const envelope = decode('1.0', { jsonrpc: '2.0', id: 1, result: v1Task });
    expect(envelope.value).toBeUndefined();
    expect(codes(envelope)).toEqual(['JSONRPC_ENVELOPE_ON_REST']);
  });

  it('raise no status mismatch when the body’s code is the HTTP status', () => {
    const body = { error: { code: 503, status: 'UNAVAILABLE', message: 'down' } };
    const get = { method: 'get', taskId: 't1' } as const;
    expect(codes(restBinding('1.0').decodeResponse(body, get, 1, 503))).toEqual([
      'SERVER_DEFINED_ERROR',
    ]);
    expect(codes(restBinding('1.0').decodeResponse(body, get, 1, 500))).toEqual([
      'SERVER_DEFINED_ERROR',
      'ERROR_STATUS_MISMATCH',
    ]);
  });
});
