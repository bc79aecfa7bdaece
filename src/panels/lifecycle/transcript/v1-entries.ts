// The core's wire records as A2A 1.0 JSON-RPC, built from the 1.0 adapter's encoders (the adapter
// has no record-level transcript yet): method names from the 1.0 service, SendMessageResponse
// wrapping, StreamResponse events as SSE, and a push as the StreamResponse the callback receives.
import type { TranscriptEntry } from '../../../adapters/a2a-v0_3/transcript';
import {
  encodeMessage,
  encodePushConfig,
  encodeStatus,
  encodeStreamEvent,
  encodeTask,
} from '../../../adapters/a2a-v1/encode';
import { encodeEngineError } from '../../../adapters/shared/a2a-errors';
import { rpcFailure, rpcRequest, rpcResult } from '../../../adapters/shared/jsonrpc';
import { sseFrame } from '../../../adapters/shared/sse';
import type { EngineState } from '../../../core/engine';
import type { JsonValue } from '../../../core/json';
import type { CallMethod, CallParams, CallResult, WireRecord } from '../../../core/wire';

/** A2A 1.0's JSON-RPC method for each engine call. */
export const A2A_V1_METHODS = {
  send: 'SendMessage',
  stream: 'SendStreamingMessage',
  get: 'GetTask',
  cancel: 'CancelTask',
  'set-push-config': 'CreateTaskPushNotificationConfig',
} as const satisfies Record<CallMethod, string>;

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

function request(id: number, params: CallParams) {
  const method = A2A_V1_METHODS[params.method];
  switch (params.method) {
    case 'send':
    case 'stream':
      return rpcRequest(id, method, { message: encodeMessage(params.message) });
    case 'get':
    case 'cancel':
      return rpcRequest(id, method, { id: params.taskId });
    case 'set-push-config':
      return rpcRequest(id, method, encodePushConfig(params.taskId, params.config));
  }
}

function result(method: CallMethod, value: CallResult) {
  if (value.kind === 'push-config') return encodePushConfig(value.taskId, value.config);
  // SendMessage answers a SendMessageResponse (task or message); GetTask and CancelTask a Task.
  return method === 'send' ? { task: encodeTask(value.task) } : encodeTask(value.task);
}

/** One wire record in A2A 1.0; `engine` supplies the context id a push carries. */
export function v1Entry(record: WireRecord, engine: EngineState): TranscriptEntry {
  switch (record.dir) {
    case 'request':
      return {
        dir: 'request',
        callId: record.callId,
        method: A2A_V1_METHODS[record.params.method],
        body: json(request(record.callId, record.params)),
      };
    case 'response':
      return {
        dir: 'response',
        callId: record.callId,
        method: A2A_V1_METHODS[record.method],
        body: json(rpcResult(record.callId, result(record.method, record.result))),
      };
    case 'error': {
      const body = json(rpcFailure(record.callId, encodeEngineError(record.error, record.method)));
      const sse = record.method === 'stream' ? { sse: sseFrame(body) } : {};
      return {
        dir: 'error',
        callId: record.callId,
        method: A2A_V1_METHODS[record.method],
        body,
        ...sse,
      };
    }
    case 'event': {
      const body = json(rpcResult(record.callId, encodeStreamEvent(record.event)));
      return {
        dir: 'event',
        callId: record.callId,
        method: A2A_V1_METHODS.stream,
        body,
        sse: sseFrame(body),
      };
    }
    case 'push': {
      const { taskId, url, status } = record.delivery;
      const contextId = engine.tasks[taskId]?.task.contextId ?? '';
      const body = json({ statusUpdate: { taskId, contextId, status: encodeStatus(status) } });
      return { dir: 'push', method: 'POST', url, body };
    }
  }
}
