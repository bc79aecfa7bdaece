// The readers' part in "nothing dropped without a word": a 0.3 `final` that is missing or not a
// boolean is read as its state implies and reported; a field the task does not hold is reported
// at its JSON path; a result in another method's shape is refused with its own code; timestamps
// compare as instants. Each case is built to fool a careless check.
import { describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../../src/adapters/a2a-v0_3';
import { a2aV1Rpc } from '../../../src/adapters/a2a-v1';
import { instantMs } from '../../../src/adapters/shared/wire-time';
import { answersCall } from '../../../src/core/live-run';

const frame = (result: unknown) => ({ jsonrpc: '2.0', id: 1, result });
const statusUpdate = (state: string, final?: unknown) => ({
  kind: 'status-update',
  taskId: 't',
  contextId: 'c',
  status: { state },
  ...(final === undefined ? {} : { final }),
});

describe("a 0.3 status-update's final", () => {
  it.each<[string, unknown, string, boolean, string | undefined]>([
    ['kept when a boolean', true, 'completed', true, undefined],
    [
      'kept false on a terminal state (the judge says FINAL_MISSING)',
      false,
      'completed',
      false,
      undefined,
    ],
    [
      'read from a terminal state when missing',
      undefined,
      'completed',
      true,
      'FINAL_FIELD_MISSING',
    ],
    ['read from an open state when missing', undefined, 'working', false, 'FINAL_FIELD_MISSING'],
    // "false" is truthy: a reader that trusted it would end the stream on working.
    [
      'read from the state, not the truthiness of "false"',
      'false',
      'working',
      false,
      'FINAL_FIELD_INVALID',
    ],
    ['read from the state for 1', 1, 'input-required', true, 'FINAL_FIELD_INVALID'],
  ])('is %s', (_what, final, state, read, code) => {
    const decoded = a2aV03Rpc.decodeStreamResponse(frame(statusUpdate(state, final)));
    const item = decoded.value?.item;
    expect(item?.kind === 'event' && item.event.kind === 'status-update' && item.event.final).toBe(
      read,
    );
    expect(decoded.findings.map((f) => [f.code, f.path])).toEqual(
      code === undefined ? [] : [[code, '$.result.final']],
    );
  });
});

describe('fields the timeline does not hold', () => {
  it('are each reported at their path, and the workbench delegation chain is not', () => {
    const task = {
      kind: 'task',
      id: 't',
      contextId: 'c',
      status: { state: 'working' },
      metadata: { 'delegation-workbench/delegationChain': ['a'], tenant: 'x' },
      artifacts: [
        {
          artifactId: 'a',
          parts: [{ kind: 'data', data: {}, metadata: { m: 1 } }],
          extensions: ['e'],
        },
      ],
      shard: 3,
    };
    const read = a2aV03Rpc.decodeResponse(frame(task), 'get');
    expect(read.value?.reply.kind).toBe('result');
    expect(read.findings.map((f) => [f.code, f.path])).toEqual([
      ['FIELD_NOT_MODELLED', '$.result.metadata.tenant'],
      ['FIELD_NOT_MODELLED', '$.result.artifacts[0].parts[0].metadata.m'],
      ['FIELD_NOT_MODELLED', '$.result.artifacts[0].extensions'],
      ['FIELD_UNKNOWN', '$.result.shard'],
    ]);
  });

  it('are not reported twice when the reader already dropped them for their shape', () => {
    const message = { messageId: 'm', role: 'ROLE_AGENT', parts: [{ text: 'x' }], extensions: 5 };
    const read = a2aV1Rpc.decodeResponse(frame({ message }), 'send');
    expect(read.findings.map((f) => [f.code, f.path])).toEqual([
      ['FIELD_DROPPED', '$.result.message.extensions'],
    ]);
  });
});

describe("a result in another method's shape", () => {
  it('is refused with its own code, naming both', () => {
    const v03 = a2aV03Rpc.decodeResponse(frame(statusUpdate('completed', true)), 'send');
    expect(v03.value).toBeUndefined();
    expect(v03.findings.map((f) => f.code)).toEqual(['RESULT_FOR_OTHER_METHOD']);
    expect(v03.findings[0]?.message).toContain(
      'message/send was called; the result is a status-update',
    );
    const v1 = a2aV1Rpc.decodeResponse(
      frame({ task: { id: 't', status: { state: 'TASK_STATE_WORKING' } } }),
      'get',
    );
    expect(v1.findings.map((f) => f.code)).toEqual(['RESULT_FOR_OTHER_METHOD']);
  });

  it('is not flagged where the method returns it', () => {
    // message/send may answer with a Message; tasks/get with the bare Task.
    const message = { kind: 'message', messageId: 'm', role: 'agent', parts: [] };
    expect(a2aV03Rpc.decodeResponse(frame(message), 'send').findings).toEqual([]);
    const task = { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } };
    expect(a2aV1Rpc.decodeResponse(frame(task), 'get').findings).toEqual([]);
  });
});

describe('matching a reply to its request', () => {
  it('takes the id by value and type (JSON-RPC 2.0 §5)', () => {
    expect(answersCall(1, 1)).toBe(true);
    // 1.0 in JSON text parses to the number 1.
    expect(answersCall((JSON.parse('{"id":1.0}') as { id: unknown }).id, 1)).toBe(true);
    expect(answersCall('1', 1)).toBe(false);
    expect(answersCall(null, 1)).toBe(false);
    expect(answersCall(undefined, 1)).toBe(false);
    expect(answersCall(2, 1)).toBe(false);
  });
});

describe('a status timestamp as an instant', () => {
  it('applies the zone, keeps milliseconds, and reads no zone as UTC', () => {
    expect(instantMs('2026-03-01T09:30:00-01:00')).toBe(Date.UTC(2026, 2, 1, 10, 30));
    expect(instantMs('2026-03-01T10:00:00.500Z')! - instantMs('2026-03-01T10:00:00.200Z')!).toBe(
      300,
    );
    expect(instantMs('2026-03-01T10:00:00')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(instantMs('yesterday')).toBeUndefined();
  });
});
