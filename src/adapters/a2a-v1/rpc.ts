// A2A 1.0's JSON-RPC forms for the shared codec (shared/rpc-codec.ts): PascalCase methods,
// SendMessage answered by a SendMessageResponse ({ task } or { message }), streams of
// StreamResponse, GetTask and CancelTask answered by a bare Task, push configs flat with an id
// of their own, errors with google.rpc details.
import { z } from 'zod';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import type { JsonRpcId } from '../shared/jsonrpc';
import { readLenient } from '../shared/lenient';
import { otherMethodResultV1, reportUnmodelledV1 } from './fields';
import { messageResult, rpcCodec, type PushCallMethod } from '../shared/rpc-codec';
import { jsonPath } from '../shared/issues';
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
  'get-push-config': 'GetTaskPushNotificationConfig',
  'list-push-configs': 'ListTaskPushNotificationConfigs',
  'delete-push-config': 'DeleteTaskPushNotificationConfig',
  resubscribe: 'SubscribeToTask',
} as const satisfies Record<CallMethod, string>;

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
    case 'get-push-config':
    case 'delete-push-config':
      // GetTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequest.
      return { taskId: params.taskId, id: params.configId };
    case 'list-push-configs':
      // ListTaskPushNotificationConfigsRequest: one page, of the server's size.
      return { taskId: params.taskId };
  }
}

/** A call's result in 1.0's words, as the method returns it. */
function encodeResult(method: CallMethod, result: CallResult): unknown {
  switch (result.kind) {
    case 'push-config':
      return encodePushConfig(result.taskId, result.config, result.configId);
    case 'push-configs':
      return {
        configs: result.configs.map((c) => encodePushConfig(c.taskId, c.config, c.configId)),
      };
    case 'deleted':
      // google.protobuf.Empty, as proto3 JSON writes it.
      return {};
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
  return read && { kind: 'push-config', ...read };
}

const listResponse = z.object({
  configs: z.array(z.unknown()).optional(),
  nextPageToken: z.string().optional(),
});

/** ListTaskPushNotificationConfigsResponse: the configs of one page. */
function readPushList(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const wire = readLenient(listResponse, json, at, sink, 'ListTaskPushNotificationConfigsResponse');
  if (wire === undefined) return undefined;
  if (wire.nextPageToken !== undefined && wire.nextPageToken !== '') {
    sink.add(
      'FIELD_NOT_MODELLED',
      jsonPath([...at, 'nextPageToken']),
      'the agent holds more configs than this page; the workbench reads the first page only',
    );
  }
  // proto3 JSON leaves an empty list out: no `configs` is none.
  const configs = (wire.configs ?? []).flatMap((item, i) => {
    const read = readWirePushConfig(item, sink, [...at, 'configs', i]);
    return read === undefined ? [] : [read];
  });
  return { kind: 'push-configs', configs };
}

/** DeleteTaskPushNotificationConfig's result: google.protobuf.Empty, `{}` (the SDK sends null). */
function readDeleted(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const empty =
    json === null ||
    (typeof json === 'object' && !Array.isArray(json) && Object.keys(json).length === 0);
  if (empty) return { kind: 'deleted' };
  sink.add(
    'INVALID_VALUE',
    jsonPath(at),
    'DeleteTaskPushNotificationConfig returns google.protobuf.Empty ({}); this result is something else, so the delete is not taken as done',
  );
  return undefined;
}

const pushGetParams = z.object({ taskId: z.string(), id: z.string() });
const pushListParams = z.object({ taskId: z.string() });

/** The params of get, list and delete push config, read leniently. */
function readPushCallParams(
  method: PushCallMethod,
  params: unknown,
  sink: WireSink,
  at: Path,
): CallParams | undefined {
  const what = `${A2A_V1_METHODS[method]} params`;
  if (method === 'list-push-configs') {
    const wire = readLenient(pushListParams, params, at, sink, what);
    return wire && { method, taskId: wire.taskId };
  }
  const wire = readLenient(pushGetParams, params, at, sink, what);
  return wire && { method, taskId: wire.taskId, configId: wire.id };
}

/** The A2A 1.0 JSON-RPC codec. */
export const a2aV1Rpc = rpcCodec({
  version: '1.0',
  methods: A2A_V1_METHODS,
  encodeParams,
  encodeGetPushConfigParams: (taskId) => ({ taskId, id: pushConfigId(taskId) }),
  encodeResult,
  encodeStreamEvent,
  encodeError: encodeEngineErrorV1,
  readMessage: readWireMessage,
  readPushConfig: readPush,
  readPushCallParams,
  readResult(method, result, sink, at) {
    switch (method) {
      case 'set-push-config':
      case 'get-push-config':
        return readPush(result, sink, at);
      case 'list-push-configs':
        return readPushList(result, sink, at);
      case 'delete-push-config':
        return readDeleted(result, sink, at);
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
