// Reading leniently, reporting strictly: hand-worked replies with one problem each, and
// properties over any error object and any event the workbench can hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../../src/adapters/a2a-v0_3';
import { a2aV1Rpc } from '../../../src/adapters/a2a-v1';
import { overTheWire } from '../kernel-arbitrary';
import { messageArb, streamEventArb, taskArb } from '../task-arbitrary';

const task03 = {
  kind: 'task',
  id: 't-1',
  contextId: 'c-1',
  status: {
    state: 'input-required',
    timestamp: '2026-12-01T15:59:04.013456Z',
    message: {
      kind: 'message',
      messageId: 'a-1',
      role: 'agent',
      parts: [{ kind: 'text', text: 'Which?' }],
    },
  },
  history: [
    { kind: 'message', messageId: 'u-1', role: 'user', parts: [{ kind: 'text', text: 'Screen' }] },
    { kind: 'message', messageId: 'a-1', role: 'agent', parts: [{ kind: 'text', text: 'Which?' }] },
  ],
};
const reply = (result: unknown) => ({ jsonrpc: '2.0', id: 1, result });

describe('lenient 0.3 reading', () => {
  it('reads a history message echoed without its kind, as another client wrote it', () => {
    const echoed = {
      ...task03,
      history: [{ messageId: 'u-1', role: 'user', parts: [{ text: 'Screen' }] }],
    };
    const read = a2aV03Rpc.decodeResponse(reply(echoed), 'send');
    expect(read.findings).toEqual([]);
    expect(read.value?.reply).toMatchObject({
      kind: 'result',
      result: {
        kind: 'task',
        task: { history: [{ messageId: 'u-1', parts: [{ kind: 'text', text: 'Screen' }] }] },
      },
    });
  });

  it('leaves out one optional field of the wrong shape and reads the rest', () => {
    const odd = {
      ...task03,
      status: { ...task03.status, message: { ...task03.status.message, extensions: 5 } },
    };
    const read = a2aV03Rpc.decodeResponse(reply(odd), 'send');
    expect(read.findings).toMatchObject([
      { path: '$.result.status.message.extensions', severity: 'warning', code: 'FIELD_DROPPED' },
    ]);
    expect(read.value?.reply.kind === 'result' && read.value.reply.result).toMatchObject({
      kind: 'task',
      task: { status: { state: 'input-required', message: { messageId: 'a-1' } } },
    });
  });

  it('repairs a copy: the reply as received (kept in the transcript) is never written to', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value !== null && typeof value === 'object') {
        for (const inner of Object.values(value)) deepFreeze(inner);
        Object.freeze(value);
      }
      return value;
    };
    const odd = deepFreeze(
      reply({
        ...task03,
        status: { ...task03.status, message: { ...task03.status.message, extensions: 5 } },
      }),
    );
    const sound = deepFreeze(reply(task03));
    // Frozen: a write would throw in the decoder (ES modules are strict).
    expect(a2aV03Rpc.decodeResponse(odd, 'send').findings).toHaveLength(1);
    expect(a2aV03Rpc.decodeResponse(sound, 'send').findings).toEqual([]);
    expect(odd).toHaveProperty(['result', 'status', 'message', 'extensions'], 5);
  });

  it('leaves out unreadable history messages, naming each where it was sent', () => {
    const broken = { kind: 'message', role: 'user', parts: [] };
    const odd = { ...task03, history: [broken, task03.history[0], broken, task03.history[1]] };
    const read = a2aV03Rpc.decodeResponse(reply(odd), 'send');
    expect(read.findings.map((f) => [f.path, f.code])).toEqual([
      ['$.result.history[0]', 'ITEM_DROPPED'],
      ['$.result.history[2]', 'ITEM_DROPPED'],
    ]);
    const result = read.value?.reply.kind === 'result' ? read.value.reply.result : undefined;
    expect(result?.kind === 'task' && result.task.history.map((m) => m.messageId)).toEqual([
      'u-1',
      'a-1',
    ]);
  });

  it('refuses only what cannot be used: a task with no id', () => {
    const { id: _id, ...noId } = task03;
    void _id;
    const read = a2aV03Rpc.decodeResponse(reply(noId), 'send');
    expect(read.value).toBeUndefined();
    expect(read.findings).toMatchObject([
      { path: '$.result.id', severity: 'error', code: 'MISSING_REQUIRED_FIELD' },
    ]);
  });

  it('reads a timestamp without a zone as UTC, says so, and keeps it as written', () => {
    // 2025-01-01T00:01:00 is 60 s after the wire epoch, whatever this machine's zone is.
    const local = { ...task03, status: { state: 'working', timestamp: '2025-01-01T00:01:00' } };
    const read = a2aV03Rpc.decodeResponse(reply(local), 'get');
    expect(read.findings).toMatchObject([
      { path: '$.result.status.timestamp', code: 'TIMESTAMP_WITHOUT_ZONE' },
    ]);
    const task = read.value?.reply.kind === 'result' && read.value.reply.result;
    expect(task && task.kind === 'task' && task.task.status).toEqual({
      state: 'working',
      timestamp: 60,
      time: '2025-01-01T00:01:00',
    });
  });

  it('keeps an unknown server-defined error code with its message and data', () => {
    const read = a2aV1Rpc.decodeResponse(
      {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32042, message: 'Quota exceeded', data: { retryAfter: 30 } },
      },
      'send',
    );
    expect(read.value).toEqual({
      id: 7,
      reply: {
        kind: 'error',
        error: {
          code: -32042,
          message: 'Quota exceeded',
          data: { retryAfter: 30 },
          name: 'ServerDefinedError',
        },
      },
    });
    expect(read.findings).toMatchObject([
      { path: '$.error.code', severity: 'info', code: 'SERVER_DEFINED_ERROR' },
    ]);
  });
});

const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe.each([a2aV03Rpc, a2aV1Rpc])('A2A $version JSON-RPC properties', (codec) => {
  it('decodes any JSON-RPC error object to that error', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.string(),
        fc.option(jsonValue, { nil: undefined }),
        fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        (code, message, data, id) => {
          const error = { code, message, ...(data !== undefined ? { data } : {}) };
          for (const method of ['send', 'get', 'cancel'] as const) {
            const read = codec.decodeResponse({ jsonrpc: '2.0', id, error }, method);
            expect(read.value?.id).toEqual(id);
            expect(read.value?.reply).toMatchObject({ kind: 'error', error });
          }
          const streamed = codec.decodeStreamResponse({ jsonrpc: '2.0', id, error });
          expect(streamed.value?.item).toMatchObject({ kind: 'error', error });
        },
      ),
    );
  });

  it('keeps every field it read when it writes an event again, timestamps to the digit', () => {
    fc.assert(
      fc.property(streamEventArb, (event) => {
        // 1.0 derives `final` from the state; compare what the wire carries.
        const sent = overTheWire(codec.encodeStreamResponse(1, event));
        const read = codec.decodeStreamResponse(sent);
        expect(read.findings).toEqual([]);
        if (read.value?.item.kind !== 'event') throw new Error('not an event');
        expect(overTheWire(codec.encodeStreamResponse(1, read.value.item.event))).toEqual(sent);
      }),
    );
  });
});

describe.each([a2aV03Rpc, a2aV1Rpc])('A2A $version JSON-RPC results', (codec) => {
  const results = fc.oneof(
    fc
      .tuple(fc.constantFrom('send', 'stream', 'get', 'cancel' as const), taskArb)
      .map(([method, task]) => ({ method, result: { kind: 'task' as const, task } })),
    fc.tuple(fc.constantFrom('send', 'stream' as const), messageArb).map(([method, message]) => ({
      method,
      result: { kind: 'message' as const, message },
    })),
  );

  it('keeps every field of a task or message result it read when it writes it again', () => {
    fc.assert(
      fc.property(results, fc.oneof(fc.integer(), fc.string()), ({ method, result }, id) => {
        const sent = overTheWire(codec.encodeResponse(id, method, result));
        const read = codec.decodeResponse(sent, method);
        expect(read.findings).toEqual([]);
        if (read.value?.reply.kind !== 'result') throw new Error('not a result');
        expect(read.value.id).toEqual(id);
        expect(overTheWire(codec.encodeResponse(id, method, read.value.reply.result))).toEqual(
          sent,
        );
      }),
    );
  });
});
