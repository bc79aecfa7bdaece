// The engine's calls as A2A 1.0 JSON-RPC: PascalCase methods, SendMessage answered by a
// SendMessageResponse ({ task }), SendStreamingMessage by StreamResponse frames over SSE,
// GetTask and CancelTask by a bare Task, push configs flat with an id of their own.
import type { PushConfig } from '../../core/callbacks';
import type { EngineError } from '../../core/engine';
import type { StreamEvent } from '../../core/task';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
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
import {
  encodeMessage,
  encodePushConfig,
  encodeStreamEvent,
  encodeTask,
  pushConfigId,
} from './encode';
import { encodeEngineErrorV1 } from './errors';
import type { V1PushConfig, V1SendMessageResponse, V1StreamResponse, V1Task } from './schema';

/** A2A 1.0's JSON-RPC method for each engine call. */
export const A2A_V1_METHODS = {
  send: 'SendMessage',
  stream: 'SendStreamingMessage',
  get: 'GetTask',
  cancel: 'CancelTask',
  'set-push-config': 'CreateTaskPushNotificationConfig',
} as const satisfies Record<CallMethod, string>;

export const GET_PUSH_CONFIG_METHOD_V1 = 'GetTaskPushNotificationConfig';

/** The JSON-RPC request for an engine call, with the call id as the request id. */
export function encodeRequest(id: string | number, params: CallParams): JsonRpcRequest {
  switch (params.method) {
    case 'send':
    case 'stream':
      return rpcRequest(id, A2A_V1_METHODS[params.method], {
        message: encodeMessage(params.message),
      });
    case 'get':
    case 'cancel':
      return rpcRequest(id, A2A_V1_METHODS[params.method], { id: params.taskId });
    case 'set-push-config':
      // The server assigns the config's id; the request leaves it out.
      return rpcRequest(id, A2A_V1_METHODS['set-push-config'], {
        ...encodePushConfig(params.taskId, params.config),
        id: undefined,
      });
  }
}

/** A call's result in 1.0's words, as the method returns it. */
export function encodeResult(
  method: CallMethod,
  result: CallResult,
): V1SendMessageResponse | V1Task | V1PushConfig {
  if (result.kind === 'push-config') return encodePushConfig(result.taskId, result.config);
  const task = encodeTask(result.task);
  return method === 'send' || method === 'stream' ? { task } : task;
}

/** A success response for SendMessage, GetTask, CancelTask or CreateTaskPushNotificationConfig. */
export const encodeResponse = (
  id: JsonRpcId,
  method: CallMethod,
  result: CallResult,
): JsonRpcSuccess => rpcResult(id, encodeResult(method, result));

/** The error response for an engine error raised by `method`, with google.rpc details. */
export const encodeErrorResponse = (
  id: JsonRpcId,
  method: CallMethod,
  error: EngineError,
): JsonRpcFailure => rpcFailure(id, encodeEngineErrorV1(error, method));

/** One SendStreamingMessage response: a StreamResponse as the result. */
export const encodeStreamResponse = (
  id: JsonRpcId,
  event: StreamEvent,
): JsonRpcSuccess<V1StreamResponse> => rpcResult(id, encodeStreamEvent(event));

/** The SSE frame a client receives for one stream event. */
export const streamFrame = (id: JsonRpcId, event: StreamEvent): string =>
  sseFrame(encodeStreamResponse(id, event));

/** GetTaskPushNotificationConfig for a task's one config. */
export const getPushConfigRequest = (id: string | number, taskId: string): JsonRpcRequest =>
  rpcRequest(id, GET_PUSH_CONFIG_METHOD_V1, { taskId, id: pushConfigId(taskId) });

/** The answer to GetTaskPushNotificationConfig. */
export const getPushConfigResponse = (
  id: JsonRpcId,
  taskId: string,
  config: PushConfig,
): JsonRpcSuccess<V1PushConfig> => rpcResult(id, encodePushConfig(taskId, config));
