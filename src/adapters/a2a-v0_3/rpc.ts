// A2A 0.3.0's JSON-RPC forms for the shared codec (shared/rpc-codec.ts): slash-separated method
// names, a bare Task (or Message) as the result, `kind`-tagged stream results, push configs
// nested under TaskPushNotificationConfig, and the workbench's error data in `data`.
import { z } from 'zod';
import type { PushConfig } from '../../core/callbacks';
import type { CallMethod, CallParams, CallResult, TaskPushConfig } from '../../core/wire';
import { decodeEngineError, encodeEngineError } from '../shared/a2a-errors';
import { jsonPath } from '../shared/issues';
import type { JsonRpcId } from '../shared/jsonrpc';
import { readLenient } from '../shared/lenient';
import { otherMethodResultV03, reportUnmodelledV03 } from './fields';
import { messageResult, rpcCodec, type PushCallMethod } from '../shared/rpc-codec';
import type { WireSink } from '../shared/wire-findings';
import { readWireMessage, readWirePushConfig, readWireStreamEvent, readWireTask } from './decode';
import { encodeMessage, encodePushConfig, encodeStreamEvent, encodeTask } from './encode';
import type { A2aTaskPushConfig } from './schema';

type Path = readonly PropertyKey[];

/** A2A 0.3.0's JSON-RPC method for each engine call. */
const A2A_V03_METHODS = {
  send: 'message/send',
  stream: 'message/stream',
  get: 'tasks/get',
  cancel: 'tasks/cancel',
  'set-push-config': 'tasks/pushNotificationConfig/set',
  'get-push-config': 'tasks/pushNotificationConfig/get',
  'list-push-configs': 'tasks/pushNotificationConfig/list',
  'delete-push-config': 'tasks/pushNotificationConfig/delete',
  resubscribe: 'tasks/resubscribe',
} as const satisfies Record<CallMethod, string>;

/** A task's push config as TaskPushNotificationConfig, with the id the agent gave it if known. */
const encodeTaskPushConfig = (
  taskId: string,
  config: PushConfig,
  configId?: string,
): A2aTaskPushConfig => ({
  taskId,
  pushNotificationConfig: {
    ...(configId !== undefined ? { id: configId } : {}),
    ...encodePushConfig(config),
  },
});

function encodeParams(params: CallParams): unknown {
  switch (params.method) {
    case 'send':
    case 'stream':
      return { message: encodeMessage(params.message) };
    case 'get':
    case 'cancel':
    case 'resubscribe':
    case 'list-push-configs':
      return { id: params.taskId };
    case 'set-push-config':
      return encodeTaskPushConfig(params.taskId, params.config);
    case 'get-push-config':
    case 'delete-push-config':
      return { id: params.taskId, pushNotificationConfigId: params.configId };
  }
}

/** A call's result in A2A's words: a Task, a Message, or a TaskPushNotificationConfig. */
function encodeResult(_method: CallMethod, result: CallResult): unknown {
  switch (result.kind) {
    case 'task':
      return encodeTask(result.task);
    case 'message':
      return encodeMessage(result.message);
    case 'push-config':
      return encodeTaskPushConfig(result.taskId, result.config, result.configId);
    case 'push-configs':
      return result.configs.map((c) => encodeTaskPushConfig(c.taskId, c.config, c.configId));
    case 'deleted':
      // DeleteTaskPushNotificationConfigSuccessResponse: `result` is null.
      return null;
  }
}

const taskPushParams = z.object({ taskId: z.string(), pushNotificationConfig: z.unknown() });

const isMessageResult = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && (json as { kind?: unknown }).kind === 'message';

function readTaskPushConfig(json: unknown, sink: WireSink, at: Path): TaskPushConfig | undefined {
  const wire = readLenient(taskPushParams, json, at, sink, 'TaskPushNotificationConfig');
  if (wire === undefined) return undefined;
  const config = readWirePushConfig(wire.pushNotificationConfig, sink, [
    ...at,
    'pushNotificationConfig',
  ]);
  const id = (wire.pushNotificationConfig as { id?: unknown } | null)?.id;
  return (
    config && {
      taskId: wire.taskId,
      config,
      ...(typeof id === 'string' ? { configId: id } : {}),
    }
  );
}

function readPushResult(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const read = readTaskPushConfig(json, sink, at);
  return read && { kind: 'push-config', ...read };
}

/** tasks/pushNotificationConfig/list's result: an array of TaskPushNotificationConfig. */
function readPushList(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const wire = readLenient(z.array(z.unknown()), json, at, sink, 'TaskPushNotificationConfig list');
  if (wire === undefined) return undefined;
  const configs = wire.flatMap((item, i) => readTaskPushConfig(item, sink, [...at, i]) ?? []);
  return { kind: 'push-configs', configs };
}

/** tasks/pushNotificationConfig/delete's result: null, and nothing else. */
function readDeleted(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  if (json === null) return { kind: 'deleted' };
  sink.add(
    'INVALID_VALUE',
    jsonPath(at),
    'tasks/pushNotificationConfig/delete returns null (DeleteTaskPushNotificationConfigSuccessResponse); this result is something else, so the delete is not taken as done',
  );
  return undefined;
}

const pushCallParams = z.object({
  id: z.string(),
  pushNotificationConfigId: z.string().optional(),
});

/** The params of get, list and delete push config, read leniently. */
function readPushCallParams(
  method: PushCallMethod,
  params: unknown,
  sink: WireSink,
  at: Path,
): CallParams | undefined {
  const wire = readLenient(pushCallParams, params, at, sink, `${A2A_V03_METHODS[method]} params`);
  if (wire === undefined) return undefined;
  if (method === 'list-push-configs') return { method, taskId: wire.id };
  if (wire.pushNotificationConfigId === undefined && method === 'delete-push-config') {
    sink.add(
      'MISSING_REQUIRED_FIELD',
      jsonPath([...at, 'pushNotificationConfigId']),
      'DeleteTaskPushNotificationConfigParams requires pushNotificationConfigId',
    );
    return undefined;
  }
  // A get without a config id asks for the task's own: @a2a-js/sdk 0.3 gives a config set
  // without an id the task's id.
  return { method, taskId: wire.id, configId: wire.pushNotificationConfigId ?? wire.id };
}

/** The A2A 0.3.0 JSON-RPC codec. */
export const a2aV03Rpc = rpcCodec({
  version: '0.3',
  methods: A2A_V03_METHODS,
  encodeParams,
  encodeGetPushConfigParams: (taskId) => ({ id: taskId }),
  encodeResult,
  encodeStreamEvent,
  encodeError: encodeEngineError,
  readMessage: readWireMessage,
  readPushConfig: readPushResult,
  readPushCallParams,
  readResult(method, result, sink, at) {
    if (method === 'set-push-config' || method === 'get-push-config') {
      return readPushResult(result, sink, at);
    }
    if (method === 'list-push-configs') return readPushList(result, sink, at);
    if (method === 'delete-push-config') return readDeleted(result, sink, at);
    if (isMessageResult(result)) {
      const message = readWireMessage(result, sink, at);
      return message && messageResult(message);
    }
    const task = readWireTask(result, sink, at);
    return task && { kind: 'task', task };
  },
  readStreamEvent: readWireStreamEvent,
  reportUnmodelled: reportUnmodelledV03,
  otherMethodResult: otherMethodResultV03,
  engineError(error) {
    const decoded = decodeEngineError(error);
    return decoded.ok ? decoded.value : undefined;
  },
});

export const {
  encodeRequest,
  encodeErrorResponse,
  streamFrame,
  getPushConfigRequest,
  getPushConfigResponse,
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
} = a2aV03Rpc;

/** A success response for `method`. */
export const encodeResponse = (id: JsonRpcId, method: CallMethod, result: CallResult) =>
  a2aV03Rpc.encodeResponse(id, method, result);
