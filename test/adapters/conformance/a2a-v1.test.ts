import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
  encodeCard,
  encodeErrorResponse,
  encodeKernelTask,
  encodeMessage,
  encodeRequest,
  encodeResponse,
  encodeTask,
  getPushConfigRequest,
  getPushConfigResponse,
  transcriptEntryV1,
} from '../../../src/adapters/a2a-v1';
import { parseSse } from '../../../src/adapters/shared/sse';
import { taskToKernel } from '../../../src/core/kernel';
import type { CallMethod } from '../../../src/core/wire';
import { BANK } from '../../../src/scenarios/bank';
import {
  missingRequired,
  unknownFields,
  withoutProtoDefaults,
} from '../../helpers/conformance-proto';
import { sdkRoundTrip } from '../../helpers/conformance-sdk';
import { agentCardArb } from '../card-arbitrary';
import { overTheWire } from '../kernel-arbitrary';
import { allFrames } from './scenarios';

/** Proto message for each method's params and result. */
const PARAMS: Record<string, string> = {
  SendMessage: 'SendMessageRequest',
  SendStreamingMessage: 'SendMessageRequest',
  GetTask: 'GetTaskRequest',
  CancelTask: 'CancelTaskRequest',
  CreateTaskPushNotificationConfig: 'TaskPushNotificationConfig',
  GetTaskPushNotificationConfig: 'GetTaskPushNotificationConfigRequest',
};
const RESULT: Record<string, string> = {
  SendMessage: 'SendMessageResponse',
  SendStreamingMessage: 'StreamResponse',
  GetTask: 'Task',
  CancelTask: 'Task',
  CreateTaskPushNotificationConfig: 'TaskPushNotificationConfig',
  GetTaskPushNotificationConfig: 'TaskPushNotificationConfig',
};

const seen = new Set<string>();

/**
 * Required fields present, no field the proto lacks, and the SDK reads it and writes it back
 * unchanged (`exact`), or unchanged but for empty REQUIRED fields, which proto3 JSON leaves out.
 */
function expectConformant(message: string, value: unknown, where: string, exact = true) {
  seen.add(message);
  const json = overTheWire(value);
  expect(missingRequired(message, json), `${where}: ${message} required`).toEqual([]);
  expect(unknownFields(message, json), `${where}: ${message} unknown fields`).toEqual([]);
  const expected = exact ? json : withoutProtoDefaults(message, json);
  expect(sdkRoundTrip(message, json), `${where}: ${message} via the SDK`).toEqual(expected);
}

const ERROR_DETAIL_TYPES = [
  'type.googleapis.com/google.rpc.ErrorInfo',
  'type.googleapis.com/google.rpc.PreconditionFailure',
  'type.googleapis.com/google.rpc.BadRequest',
];

describe('A2A 1.0 wire objects against a2a-v1.0.1.proto and @a2a-js/sdk', () => {
  it('makes every request, response and stream frame of every scenario step conformant', () => {
    for (const { scenario, index, frame } of allFrames()) {
      const where = `${scenario.name} #${index}`;
      for (const record of frame.wire) {
        const entry = transcriptEntryV1(record, frame.engine);
        const body = entry.body as {
          params?: unknown;
          result?: unknown;
          error?: { data?: unknown };
        };
        // A push is the server's POST of a StreamResponse to the callback, not a JSON-RPC
        // message: one status update for the delivery's task. Everything else is JSON-RPC 2.0.
        if (record.dir === 'push') {
          expect(body).toEqual({
            statusUpdate: expect.objectContaining({ taskId: record.delivery.taskId }) as unknown,
          });
        } else expect(body).toMatchObject({ jsonrpc: '2.0' });
        switch (entry.dir) {
          case 'request':
            expectConformant(PARAMS[entry.method] ?? '?', body.params, where);
            break;
          case 'response':
            expectConformant(RESULT[entry.method] ?? '?', body.result, where);
            break;
          case 'event': {
            expectConformant('StreamResponse', body.result, where);
            const frames = parseSse(entry.sse ?? '');
            expect(frames.ok && frames.value).toEqual([body]);
            break;
          }
          case 'error': {
            const details = body.error?.data as Array<{ '@type': string }>;
            expect(details[0]?.['@type']).toBe(ERROR_DETAIL_TYPES[0]);
            for (const d of details) expect(ERROR_DETAIL_TYPES).toContain(d['@type']);
            break;
          }
          case 'push': {
            expectConformant('StreamResponse', body, where);
            const bare = transcriptEntryV1(record).body as { status: unknown };
            expectConformant('TaskStatus', bare.status, where);
            break;
          }
        }
      }
    }
    for (const message of [
      'SendMessageRequest',
      'CancelTaskRequest',
      'TaskPushNotificationConfig',
      'SendMessageResponse',
      'StreamResponse',
      'Task',
    ]) {
      expect(seen, message).toContain(message);
    }
  });

  it('makes every task, message, kernel task and GetTask exchange of every step conformant', () => {
    for (const { scenario, index, frame } of allFrames()) {
      const where = `${scenario.name} #${index}`;
      for (const [taskId, record] of frame.engine.tasks) {
        expectConformant('Task', encodeTask(record.task), where);
        expectConformant('Task', encodeKernelTask(taskToKernel(record.task), index), where);
        for (const m of record.task.history) expectConformant('Message', encodeMessage(m), where);
        expectConformant(
          'GetTaskRequest',
          encodeRequest(index, { method: 'get', taskId }).params,
          where,
        );
        expectConformant(
          'Task',
          encodeResponse(index, 'get', { kind: 'task', task: record.task }).result,
          where,
        );
        if (record.push) {
          expectConformant(
            'GetTaskPushNotificationConfigRequest',
            getPushConfigRequest(index, taskId).params,
            where,
          );
          expectConformant(
            'TaskPushNotificationConfig',
            getPushConfigResponse(index, taskId, record.push).result,
            where,
          );
        }
      }
    }
    const missing = encodeErrorResponse(9, 'get', {
      code: 'TASK_NOT_FOUND',
      message: 'no such task',
    });
    expect(missing.error.code).toBe(-32001);
  });

  it('makes every bank card, and any card, a conformant 1.0 AgentCard', () => {
    for (const card of BANK.cards) expectConformant('AgentCard', encodeCard(card), card.name);
    fc.assert(
      fc.property(agentCardArb, (card) => {
        expectConformant('AgentCard', encodeCard(card), card.name, false);
      }),
      { numRuns: 100 },
    );
  });

  it('reads every request, response, error and event of every step back as the same record', () => {
    const methodOf = new Map<number, CallMethod>();
    for (const { frame } of allFrames()) {
      for (const record of frame.wire) {
        const wire = overTheWire(transcriptEntryV1(record).body);
        switch (record.dir) {
          case 'request':
            methodOf.set(record.callId, record.params.method);
            expect(decodeRequest(wire)).toEqual({
              value: { id: record.callId, params: record.params },
              findings: [],
            });
            break;
          case 'response': {
            // 1.0 gives a push config an id of its own (the simulated server's is
            // `push-<task id>`), and the reader keeps the id the agent gave.
            const result =
              record.result.kind === 'push-config'
                ? { ...record.result, configId: `push-${record.result.taskId}` }
                : record.result;
            expect(decodeResponse(wire, record.method)).toEqual({
              value: { id: record.callId, reply: { kind: 'result', result } },
              findings: [],
            });
            break;
          }
          case 'error':
            expect(decodeResponse(wire, record.method).value?.reply).toMatchObject({
              kind: 'error',
              error: { engine: record.error },
            });
            break;
          case 'event':
            expect(methodOf.get(record.callId)).toBe('stream');
            expect(decodeStreamResponse(wire)).toEqual({
              value: { id: record.callId, item: { kind: 'event', event: record.event } },
              findings: [],
            });
            break;
          case 'push':
            break;
        }
      }
    }
  });
});
