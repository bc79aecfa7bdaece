// The engine's calls as A2A 0.3.0 JSON-RPC: requests by method name, results, errors, and the
// message/stream responses a client receives as server-sent events.
import type { PushConfig } from '../../core/callbacks';
import type { EngineError } from '../../core/engine';
import type { StreamEvent } from '../../core/task';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import { encodeEngineError } from '../shared/a2a-errors';
import {
  rpcFailure,
  rpcRequest,
  rpcResult,
  type JsonRpcFailure,
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcSuccess,
} from '../shared/jsonrpc';
import { sseFrame } from '../shared/sse';
import { encodeMessage, encodePushConfig, encodeStreamEvent, encodeTask } from './encode';
import type { A2aStreamResult, A2aTask, A2aTaskPushConfig } from './schema';

/** A2A 0.3.0's JSON-RPC method for each engine call. */
export const A2A_V03_METHODS = {
  send: 'message/send',
  stream: 'message/stream',
  get: 'tasks/get',
  cancel: 'tasks/cancel',
  'set-push-config': 'tasks/pushNotificationConfig/set',
} as const satisfies Record<CallMethod, string>;

export const GET_PUSH_CONFIG_METHOD = 'tasks/pushNotificationConfig/get';

/** A task's push config as TaskPushNotificationConfig. */
export const encodeTaskPushConfig = (taskId: string, config: PushConfig): A2aTaskPushConfig => ({
  taskId,
  pushNotificationConfig: encodePushConfig(config),
});

/** The JSON-RPC request for an engine call, with the call id as the request id. */
export function encodeRequest(id: string | number, params: CallParams): JsonRpcRequest {
  switch (params.method) {
    case 'send':
    case 'stream':
      return rpcRequest(id, A2A_V03_METHODS[params.method], {
        message: encodeMessage(params.message),
      });
    case 'get':
    case 'cancel':
      return rpcRequest(id, A2A_V03_METHODS[params.method], { id: params.taskId });
    case 'set-push-config':
      return rpcRequest(
        id,
        A2A_V03_METHODS['set-push-config'],
        encodeTaskPushConfig(params.taskId, params.config),
      );
  }
}

/** A call's result in A2A's words: a Task, or a TaskPushNotificationConfig. */
export function encodeResult(result: CallResult): A2aTask | A2aTaskPushConfig {
  return result.kind === 'task'
    ? encodeTask(result.task)
    : encodeTaskPushConfig(result.taskId, result.config);
}

/** A success response for message/send, tasks/get, tasks/cancel or the push config set. */
export const encodeResponse = (
  id: JsonRpcId,
  result: CallResult,
): JsonRpcSuccess<A2aTask | A2aTaskPushConfig> => rpcResult(id, encodeResult(result));

/** The error response for an engine error raised by `method` (see A2A_ERROR_TABLE). */
export const encodeErrorResponse = (
  id: JsonRpcId,
  method: CallMethod,
  error: EngineError,
): JsonRpcFailure => rpcFailure(id, encodeEngineError(error, method));

/** One message/stream response: the event as the result. */
export const encodeStreamResponse = (
  id: JsonRpcId,
  event: StreamEvent,
): JsonRpcSuccess<A2aStreamResult> => rpcResult(id, encodeStreamEvent(event));

/**
 * The SSE frame a client receives for one stream event.
 * @example streamFrame(1, event) // 'data: {"jsonrpc":"2.0","id":1,"result":{…}}\n\n'
 */
export const streamFrame = (id: JsonRpcId, event: StreamEvent): string =>
  sseFrame(encodeStreamResponse(id, event));

/** tasks/pushNotificationConfig/get for a task. */
export const getPushConfigRequest = (id: string | number, taskId: string): JsonRpcRequest =>
  rpcRequest(id, GET_PUSH_CONFIG_METHOD, { id: taskId });

/** The answer to tasks/pushNotificationConfig/get. */
export const getPushConfigResponse = (
  id: JsonRpcId,
  taskId: string,
  config: PushConfig,
): JsonRpcSuccess<A2aTaskPushConfig> => rpcResult(id, encodeTaskPushConfig(taskId, config));
