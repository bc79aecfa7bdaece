import { describe, expect, it } from 'vitest';
import {
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
  encodeErrorResponse,
  encodeKernelTask,
  encodeMessage,
  encodeRequest,
  encodeResponse,
  encodeTask,
  getPushConfigRequest,
  getPushConfigResponse,
  parseSse,
  transcriptEntry,
} from '../../../src/adapters/a2a-v0_3';
import { taskToKernel } from '../../../src/core/kernel';
import type { CallMethod } from '../../../src/core/wire';
import { checkA2a } from '../../helpers/conformance-a2a';
import { overTheWire } from '../kernel-arbitrary';
import { allFrames } from './scenarios';

const REQUEST: Record<string, string> = {
  'message/send': 'SendMessageRequest',
  'message/stream': 'SendStreamingMessageRequest',
  'tasks/get': 'GetTaskRequest',
  'tasks/cancel': 'CancelTaskRequest',
  'tasks/pushNotificationConfig/set': 'SetTaskPushNotificationConfigRequest',
};
const RESPONSE: Record<string, string> = {
  'message/send': 'SendMessageResponse',
  'message/stream': 'SendStreamingMessageResponse',
  'tasks/get': 'GetTaskResponse',
  'tasks/cancel': 'CancelTaskResponse',
  'tasks/pushNotificationConfig/set': 'SetTaskPushNotificationConfigResponse',
};
const EVENT: Record<string, string> = {
  'status-update': 'TaskStatusUpdateEvent',
  'artifact-update': 'TaskArtifactUpdateEvent',
  task: 'Task',
};

describe('A2A 0.3 wire objects against a2a-v0.3.0.schema.json', () => {
  const seen = new Set<string>();
  const expectValid = (definition: string, value: unknown, where: string) => {
    seen.add(definition);
    expect(checkA2a(definition, value), `${where}: ${definition}`).toBe(true);
  };

  it('validates every request, response, error, SSE event and push of every scenario step', () => {
    for (const { scenario, index, frame } of allFrames()) {
      const where = `${scenario.name} #${index}`;
      for (const record of frame.wire) {
        const entry = transcriptEntry(record, frame.engine);
        const body = entry.body as { result?: { kind?: string } };
        switch (entry.dir) {
          case 'request':
            expectValid(REQUEST[entry.method] ?? '?', body, where);
            break;
          case 'response':
            expectValid(RESPONSE[entry.method] ?? '?', body, where);
            break;
          case 'error':
            expectValid('JSONRPCErrorResponse', body, where);
            expectValid(RESPONSE[entry.method] ?? '?', body, where);
            break;
          case 'event': {
            expectValid('SendStreamingMessageResponse', body, where);
            expectValid(EVENT[body.result?.kind ?? ''] ?? '?', body.result, where);
            const frames = parseSse(entry.sse ?? '');
            expect(frames.ok && frames.value).toEqual([body]);
            break;
          }
          case 'push':
            expectValid('Task', body, where);
            expectValid(
              'TaskStatus',
              (transcriptEntry(record).body as { status: unknown }).status,
              where,
            );
            break;
        }
      }
    }
    for (const definition of [
      'SendMessageRequest',
      'SendStreamingMessageRequest',
      'CancelTaskRequest',
      'SetTaskPushNotificationConfigRequest',
      'SendMessageResponse',
      'CancelTaskResponse',
      'SetTaskPushNotificationConfigResponse',
      'JSONRPCErrorResponse',
      'SendStreamingMessageResponse',
      'TaskStatusUpdateEvent',
      'TaskArtifactUpdateEvent',
      'Task',
      'TaskStatus',
    ]) {
      expect(seen, definition).toContain(definition);
    }
  });

  it('validates every task, message, kernel task and tasks/get exchange of every step', () => {
    for (const { scenario, index, frame } of allFrames()) {
      const where = `${scenario.name} #${index}`;
      for (const [taskId, record] of frame.engine.tasks) {
        expectValid('Task', encodeTask(record.task), where);
        expectValid('Task', encodeKernelTask(taskToKernel(record.task), index), where);
        for (const message of record.task.history)
          expectValid('Message', encodeMessage(message), where);
        expectValid('GetTaskRequest', encodeRequest(index, { method: 'get', taskId }), where);
        const got = encodeResponse(index, 'get', { kind: 'task', task: record.task });
        expectValid('GetTaskResponse', got, where);
        expectValid('GetTaskSuccessResponse', got, where);
        if (record.push) {
          expectValid(
            'GetTaskPushNotificationConfigRequest',
            getPushConfigRequest(index, taskId),
            where,
          );
          expectValid(
            'GetTaskPushNotificationConfigResponse',
            getPushConfigResponse(index, taskId, record.push),
            where,
          );
        }
      }
    }
    const missing = encodeErrorResponse(9, 'get', {
      code: 'TASK_NOT_FOUND',
      message: 'no such task: task-9',
    });
    expectValid('GetTaskResponse', missing, 'task not found');
    expect(missing.error.code).toBe(-32001);
    expect(seen).toContain('GetTaskPushNotificationConfigResponse');
  });

  it('validates the push-config get, list and delete calls and their answers', () => {
    const config = {
      url: 'https://agents.bank.ae/cb',
      token: 't',
      authentication: 'bearer' as const,
    };
    const held = { taskId: 'task-1', configId: 'cfg-1', config };
    const exchanges = [
      {
        request: encodeRequest(1, {
          method: 'get-push-config',
          taskId: 'task-1',
          configId: 'cfg-1',
        }),
        response: encodeResponse(1, 'get-push-config', { kind: 'push-config', ...held }),
        names: ['GetTaskPushNotificationConfigRequest', 'GetTaskPushNotificationConfigResponse'],
      },
      {
        request: encodeRequest(2, { method: 'list-push-configs', taskId: 'task-1' }),
        response: encodeResponse(2, 'list-push-configs', { kind: 'push-configs', configs: [held] }),
        names: ['ListTaskPushNotificationConfigRequest', 'ListTaskPushNotificationConfigResponse'],
      },
      {
        request: encodeRequest(3, {
          method: 'delete-push-config',
          taskId: 'task-1',
          configId: 'cfg-1',
        }),
        response: encodeResponse(3, 'delete-push-config', { kind: 'deleted' }),
        names: [
          'DeleteTaskPushNotificationConfigRequest',
          'DeleteTaskPushNotificationConfigSuccessResponse',
        ],
      },
    ];
    for (const { request, response, names } of exchanges) {
      const [requestName = '', responseName = ''] = names;
      expect(checkA2a(requestName, request), requestName).toBe(true);
      expect(checkA2a(responseName, response), responseName).toBe(true);
      const method = decodeRequest(request).value?.params.method;
      expect(decodeResponse(response, method ?? 'get').findings, responseName).toEqual([]);
    }
    // The config's id rides in the answer and is read back.
    const got = decodeResponse(exchanges[0]?.response, 'get-push-config').value?.reply;
    expect(got).toEqual({ kind: 'result', result: { kind: 'push-config', ...held } });
  });

  it('reads every request, response, error and event of every step back as the same record', () => {
    // Call ids restart in each scenario; each request comes before its events, so the map holds.
    const methodOf = new Map<number, CallMethod>();
    for (const { frame } of allFrames()) {
      for (const record of frame.wire) {
        const { body } = transcriptEntry(record);
        const wire = overTheWire(body);
        switch (record.dir) {
          case 'request':
            methodOf.set(record.callId, record.params.method);
            expect(decodeRequest(wire)).toEqual({
              value: { id: record.callId, params: record.params },
              findings: [],
            });
            break;
          case 'response':
            expect(decodeResponse(wire, record.method)).toEqual({
              value: { id: record.callId, reply: { kind: 'result', result: record.result } },
              findings: [],
            });
            break;
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
