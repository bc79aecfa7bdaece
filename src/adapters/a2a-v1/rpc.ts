// A2A 1.0's JSON-RPC forms for the shared codec (shared/rpc-codec.ts): PascalCase methods,
// SendMessage answered by a SendMessageResponse ({ task } or { message }), streams of
// StreamResponse, GetTask and CancelTask answered by a bare Task, push configs flat with an id
// of their own, errors with google.rpc details.
import { z } from 'zod';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import type { JsonRpcId } from '../shared/jsonrpc';
import { readLenient } from '../shared/lenient';
import { otherMethodResultV1, reportUnmodelledV1 } from './fields';
import { messageResult, rpcCodec } from '../shared/rpc-codec';
import type { WireSink } from '../shared/wire-findings';
import { readWireMessage, readWirePushConfig, readWireStreamEvent, readWireTask } from './decode';
import {
  encodeMessage,
  encodePushConfig,
  encodeStreamEvent,
  encodeTask,
  pushConfigId,
} from './encode';
import { decodeEngineErrorV1, encodeEngineErrorV1 } from './errors';

type Path = readonly PropertyKey[];

/** A2A 1.0's JSON-RPC method for each engine call. */
export const A2A_V1_METHODS = {
  send: 'SendMessage',
  stream: 'SendStreamingMessage',
  get: 'GetTask',
  cancel: 'CancelTask',
  'set-push-config': 'CreateTaskPushNotificationConfig',
  resubscribe: 'SubscribeToTask',
} as const satisfies Record<CallMethod, string>;

const GET_PUSH_CONFIG_METHOD_V1 = 'GetTaskPushNotificationConfig';

function encodeParams(params: CallParams): unknown {
  switch (params.method) {
    case 'send':
    case 'stream':
      return { message: encodeMessage(params.message) };
    case 'get':
    case 'cancel':
    case 'resubscribe':
      return { id: params.taskId };
    case 'set-push-config':
      // The server assigns the config's id; the request leaves it out.
      return { ...encodePushConfig(params.taskId, params.config), id: undefined };
  }
}

/** A call's result in 1.0's words, as the method returns it. */
function encodeResult(method: CallMethod, result: CallResult): unknown {
  switch (result.kind) {
    case 'push-config':
      return encodePushConfig(result.taskId, result.config);
    case 'message':
      return { message: encodeMessage(result.message) };
    case 'task': {
      const task = encodeTask(result.task);
      return method === 'send' || method === 'stream' ? { task } : task;
    }
  }
}

const sendResponse = z.union([z.object({ task: z.unknown() }), z.object({ message: z.unknown() })]);

function readPush(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const read = readWirePushConfig(json, sink, at);
  return read && { kind: 'push-config', taskId: read.taskId, config: read.config };
}

/** The A2A 1.0 JSON-RPC codec. */
export const a2aV1Rpc = rpcCodec({
  version: '1.0',
  methods: A2A_V1_METHODS,
  getPushConfigMethod: GET_PUSH_CONFIG_METHOD_V1,
  encodeParams,
  encodeGetPushConfigParams: (taskId) => ({ taskId, id: pushConfigId(taskId) }),
  encodeResult,
  encodePushConfig,
  encodeStreamEvent,
  encodeError: encodeEngineErrorV1,
  readMessage: readWireMessage,
  readPushConfig: readPush,
  readResult(method, result, sink, at) {
    switch (method) {
      case 'set-push-config':
        return readPush(result, sink, at);
      case 'get':
      case 'cancel': {
        const task = readWireTask(result, sink, at);
        return task && { kind: 'task', task };
      }
      default: {
        // SendMessageResponse: one of task or message.
        const wire = readLenient(sendResponse, result, at, sink, 'SendMessageResponse');
        if (wire === undefined) return undefined;
        if ('task' in wire) {
          const task = readWireTask(wire.task, sink, [...at, 'task']);
          return task && { kind: 'task', task };
        }
        const message = readWireMessage(wire.message, sink, [...at, 'message']);
        return message && messageResult(message);
      }
    }
  },
  readStreamEvent: readWireStreamEvent,
  reportUnmodelled: reportUnmodelledV1,
  otherMethodResult: otherMethodResultV1,
  engineError(error) {
    const decoded = decodeEngineErrorV1(error);
    return decoded.ok ? decoded.value : undefined;
  },
});

export const {
  encodeRequest,
  encodeErrorResponse,
  getPushConfigRequest,
  getPushConfigResponse,
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
} = a2aV1Rpc;

/** A success response for `method`. */
export const encodeResponse = (id: JsonRpcId, method: CallMethod, result: CallResult) =>
  a2aV1Rpc.encodeResponse(id, method, result);
