// The JSON-RPC codecs against real A2A servers: @a2a-js/sdk 1.3.0 serving 1.0 (and 0.3 through
// its compatibility layer) and @a2a-js/sdk 0.3.14 serving 0.3, started on 127.0.0.1 here. Every
// reply is captured at test time; the SDK servers accepting each request shows they read what
// the workbench's encoders write.
import { A2A_PROTOCOL_VERSION } from '@a2a-js/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aV03Rpc, encodeCard as encodeCardV03 } from '../../../src/adapters/a2a-v0_3';
import { a2aV1Rpc, encodeCard as encodeCardV1 } from '../../../src/adapters/a2a-v1';
import type { RpcCodec } from '../../../src/adapters/shared/rpc-codec';
import type { Message } from '../../../src/core/parts';
import type { StreamEvent } from '../../../src/core/task';
import type { CallMethod } from '../../../src/core/wire';
import { SANCTIONS_CARD } from '../../../src/scenarios/bank';
import { call, openStream, post, type Captured } from '../../helpers/live-agent/client';
import { startLiveAgents, type LiveAgents } from '../../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const VERSIONS = [
  { name: '1.0 from SDK 1.3', codec: a2aV1Rpc, sdk: 'v1' },
  { name: '0.3 from SDK 1.3 (compatibility mode)', codec: a2aV03Rpc, sdk: 'v1' },
  { name: '0.3 from SDK 0.3.14', codec: a2aV03Rpc, sdk: 'v03' },
] as const;

const rpcUrl = (sdk: 'v1' | 'v03', behaviour: string) => `${agents.baseUrl(sdk, behaviour)}rpc`;

let counter = 0;
const message = (text: string, taskId?: string): Message => ({
  messageId: `msg-${(counter += 1)}`,
  role: 'user',
  parts: [{ kind: 'text', text }],
  ...(taskId !== undefined ? { taskId } : {}),
});

/** The reply read back, asserting nothing was refused or reported. */
function result(codec: RpcCodec, captured: Captured, method: CallMethod) {
  const read = codec.decodeResponse(captured.payloads[0], method);
  expect(read.findings).toEqual([]);
  if (read.value?.reply.kind !== 'result') throw new Error(JSON.stringify(captured.payloads[0]));
  return read.value.reply.result;
}

function events(codec: RpcCodec, payloads: readonly unknown[]): StreamEvent[] {
  return payloads.map((payload) => {
    const read = codec.decodeStreamResponse(payload);
    expect(read.findings).toEqual([]);
    if (read.value?.item.kind !== 'event') throw new Error(JSON.stringify(payload));
    return read.value.item.event;
  });
}

const states = (list: readonly StreamEvent[]) =>
  list.flatMap((e) =>
    e.kind === 'status-update'
      ? [e.status.state]
      : e.kind === 'task'
        ? [`task:${e.task.status.state}`]
        : [],
  );

describe('the 1.0 card says 1.0', () => {
  it('declares the protocol version the SDK serves on its 1.0 interface, and 0.3.0 in 0.3', () => {
    expect(A2A_PROTOCOL_VERSION).toBe('1.0');
    expect(encodeCardV1(SANCTIONS_CARD).supportedInterfaces[0]?.protocolVersion).toBe(
      A2A_PROTOCOL_VERSION,
    );
    expect(encodeCardV03({ ...SANCTIONS_CARD, protocolVersion: '1.0' }).protocolVersion).toBe(
      '0.3.0',
    );
  });
});

describe('1.0 requests carry A2A-Version: 1.0', () => {
  it('is refused by a 1.x server without the header and answered with it', async () => {
    const request = JSON.stringify(
      a2aV1Rpc.encodeRequest(1, { method: 'send', message: message('hi') }),
    );
    const bare = await post(
      rpcUrl('v1', 'screening'),
      { 'Content-Type': 'application/json' },
      request,
    );
    const refused = a2aV1Rpc.decodeResponse(bare.payloads[0], 'send');
    expect(refused.value?.reply).toMatchObject({
      kind: 'error',
      error: { code: -32601, name: 'MethodNotFoundError' },
    });
    expect(a2aV1Rpc.requestHeaders('send')).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'A2A-Version': '1.0',
    });
    expect(a2aV1Rpc.requestHeaders('stream').Accept).toBe('text/event-stream');
    expect(a2aV03Rpc.requestHeaders('send')).not.toHaveProperty('A2A-Version');
    const answered = await call(a2aV1Rpc, rpcUrl('v1', 'screening'), {
      method: 'send',
      message: message('hi'),
    });
    expect(result(a2aV1Rpc, answered, 'send')).toMatchObject({ kind: 'task' });
  });
});

describe.each(VERSIONS)('every method against $name', ({ codec, sdk }) => {
  it('sends and reads a completed task with its artifact', async () => {
    const reply = result(
      codec,
      await call(codec, rpcUrl(sdk, 'screening'), {
        method: 'send',
        message: message('Screen PMT-771'),
      }),
      'send',
    );
    if (reply.kind !== 'task') throw new Error('expected a task');
    expect(reply.task.status.state).toBe('completed');
    expect(reply.task.artifacts[0]?.name).toBe('sanctions-screening');
    expect(reply.task.artifacts[0]?.parts).toEqual([
      { kind: 'text', text: 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list' },
      { kind: 'data', data: { matches: 1, top_score: 0.83, list: 'SDN' } },
    ]);
    // The history holds the caller's message as it was sent.
    expect(reply.task.history[0]?.parts).toEqual([{ kind: 'text', text: 'Screen PMT-771' }]);
    const got = result(
      codec,
      await call(codec, rpcUrl(sdk, 'screening'), { method: 'get', taskId: reply.task.id }),
      'get',
    );
    expect(got.kind === 'task' && got.task.status.state).toBe('completed');
  });

  it('streams, pauses for input, continues after a reply, and refuses to cancel the finished task', async () => {
    const url = rpcUrl(sdk, 'clarifier');
    const first = events(
      codec,
      (await call(codec, url, { method: 'stream', message: message('Screen') })).payloads,
    );
    expect(states(first)).toEqual(['task:submitted', 'working', 'input-required']);
    const paused = first.at(-1);
    // The stream ends here. SDK 1.3's 0.3 translation marks only terminal states final (its
    // compat README says so), so its input-required update arrives with final: false.
    const compat = sdk === 'v1' && codec.version === '0.3';
    expect(paused?.kind === 'status-update' && paused.final).toBe(!compat);
    const taskId = first[0]?.kind === 'task' ? first[0].task.id : '';
    const question = paused?.kind === 'status-update' ? paused.status.message?.parts : undefined;
    expect(question).toEqual([
      { kind: 'text', text: 'Which jurisdiction should I screen against?' },
    ]);
    const second = events(
      codec,
      (await call(codec, url, { method: 'stream', message: message('UAE', taskId) })).payloads,
    );
    expect(states(second)).toEqual(['task:input-required', 'working', 'completed']);
    // The clarifier's artifact has no name: none is invented.
    const artifact = second.find((e) => e.kind === 'artifact-update');
    expect(artifact?.kind === 'artifact-update' && 'name' in artifact.artifact).toBe(false);
    const refused = codec.decodeResponse(
      (await call(codec, url, { method: 'cancel', taskId })).payloads[0],
      'cancel',
    );
    expect(refused.value?.reply).toMatchObject({
      kind: 'error',
      error: { code: -32002, name: 'TaskNotCancelableError' },
    });
  });

  it('resubscribes to a running task and cancels it', async () => {
    const url = rpcUrl(sdk, 'cancellation');
    const stream = await openStream(codec, url, { method: 'stream', message: message('Work') });
    const opening = events(codec, [await stream.next()]);
    const taskId = opening[0]?.kind === 'task' ? opening[0].task.id : '';
    expect(taskId).not.toBe('');
    const again = await openStream(codec, url, { method: 'resubscribe', taskId }, 2);
    const cancelled = result(
      codec,
      await call(codec, url, { method: 'cancel', taskId }, 3),
      'cancel',
    );
    expect(cancelled.kind === 'task' && cancelled.task.status.state).toBe('canceled');
    const tail = events(codec, await again.rest());
    expect(tail.at(-1)).toMatchObject({
      kind: 'status-update',
      status: { state: 'canceled' },
      final: true,
    });
    expect(states(events(codec, await stream.rest())).at(-1)).toBe('canceled');
  });

  it('reads an agent that answers with a message, blocking and streaming', async () => {
    const url = rpcUrl(sdk, 'messenger');
    const reply = result(
      codec,
      await call(codec, url, { method: 'send', message: message('hello') }),
      'send',
    );
    expect(reply).toMatchObject({
      kind: 'message',
      message: {
        role: 'agent',
        parts: [{ kind: 'text', text: 'Hello from the messenger: nothing to track.' }],
      },
    });
    const streamed = events(
      codec,
      (await call(codec, url, { method: 'stream', message: message('hello') })).payloads,
    );
    expect(streamed.map((e) => e.kind)).toEqual(['message']);
  });

  it('keeps timestamps as written and leaves a missing one missing', async () => {
    const captured = await call(codec, rpcUrl(sdk, 'screening'), {
      method: 'stream',
      message: message('Screen'),
    });
    const read = events(codec, captured.payloads);
    const working = read.find((e) => e.kind === 'status-update' && e.status.state === 'working');
    expect(working?.kind === 'status-update' && working.status.time).toBe(null);
    // Re-encoded, each event says what the server said: the same timestamps, to the millisecond,
    // and none where the server wrote none.
    captured.payloads.forEach((payload, i) => {
      const event = read[i];
      if (event === undefined) throw new Error('missing event');
      const sent = (payload as { result: unknown }).result;
      const again = JSON.parse(JSON.stringify(codec.encodeStreamResponse(1, event))) as {
        result: unknown;
      };
      expect(timestampsOf(again.result)).toEqual(timestampsOf(sent));
    });
    expect(timestampsOf(captured.payloads).some((t) => /\.\d{3}Z$/.test(t))).toBe(true);
  });
});

/** Every `timestamp` string in a JSON value, in document order. */
function timestampsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(timestampsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'timestamp' && typeof v === 'string' ? [v] : timestampsOf(v),
  );
}

describe('every JSON-RPC error real servers send is read', () => {
  const cases = [
    {
      name: 'a body that is not JSON',
      code: -32700,
      sdk: 'v1',
      body: '{nope',
      headers: { 'A2A-Version': '1.0' },
    },
    {
      name: 'an unknown method',
      code: -32601,
      sdk: 'v1',
      body: '{"jsonrpc":"2.0","id":1,"method":"Nope","params":{}}',
      headers: { 'A2A-Version': '1.0' },
    },
    {
      name: 'an unsupported version',
      code: -32009,
      sdk: 'v1',
      body: JSON.stringify(a2aV1Rpc.encodeRequest(1, { method: 'get', taskId: 'x' })),
      headers: { 'A2A-Version': '2.0' },
    },
    {
      name: 'a task that does not exist (1.0)',
      code: -32001,
      sdk: 'v1',
      body: JSON.stringify(a2aV1Rpc.encodeRequest(1, { method: 'get', taskId: 'x' })),
      headers: { 'A2A-Version': '1.0' },
    },
    {
      name: 'a task that does not exist (0.3)',
      code: -32001,
      sdk: 'v03',
      body: JSON.stringify(a2aV03Rpc.encodeRequest(1, { method: 'get', taskId: 'x' })),
      headers: {},
    },
    {
      name: 'params of the wrong shape (0.3)',
      code: -32602,
      sdk: 'v03',
      body: '{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":7}}',
      headers: {},
    },
  ] as const;
  it.each(cases)(
    'reads $name as error $code, keeping its message',
    async ({ code, sdk, body, headers }) => {
      const captured = await post(
        rpcUrl(sdk, 'screening'),
        { 'Content-Type': 'application/json', ...headers },
        body,
      );
      for (const codec of [a2aV1Rpc, a2aV03Rpc]) {
        const read = codec.decodeResponse(captured.payloads[0], 'get');
        const sent = (captured.payloads[0] as { error: { message: string } }).error;
        expect(read.value?.reply).toMatchObject({
          kind: 'error',
          error: { code, message: sent.message },
        });
        expect(read.findings.filter((f) => f.severity === 'error')).toEqual([]);
      }
    },
  );
});
