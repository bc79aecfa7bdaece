// A2A 0.3.0's JSON-RPC forms for the shared codec (shared/rpc-codec.ts): slash-separated method
// names, a bare Task (or Message) as the result, `kind`-tagged stream results, push configs
// nested under TaskPushNotificationConfig, and the workbench's error data in `data`.
import { z } from 'zod';
import type { PushConfig } from '../../core/callbacks';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import { decodeEngineError, encodeEngineError } from '../shared/a2a-errors';
import type { JsonRpcId } from '../shared/jsonrpc';
import { readLenient } from '../shared/lenient';
import { otherMethodResultV03, reportUnmodelledV03 } from './fields';
import { messageResult, rpcCodec } from '../shared/rpc-codec';
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
  resubscribe: 'tasks/resubscribe',
} as const satisfies Record<CallMethod, string>;

const GET_PUSH_CONFIG_METHOD = 'tasks/pushNotificationConfig/get';

/** A task's push config as TaskPushNotificationConfig. */
const encodeTaskPushConfig = (taskId: string, config: PushConfig): A2aTaskPushConfig => ({
  taskId,
  pushNotificationConfig: encodePushConfig(config),
});

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
      return encodeTaskPushConfig(params.taskId, params.config);
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
      return encodeTaskPushConfig(result.taskId, result.config);
  }
}

const taskPushParams = z.object({ taskId: z.string(), pushNotificationConfig: z.unknown() });

const isMessageResult = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && (json as { kind?: unknown }).kind === 'message';

function readPushResult(json: unknown, sink: WireSink, at: Path): CallResult | undefined {
  const wire = readLenient(taskPushParams, json, at, sink, 'TaskPushNotificationConfig');
  if (wire === undefined) return undefined;
  const config = readWirePushConfig(wire.pushNotificationConfig, sink, [
    ...at,
    'pushNotificationConfig',
  ]);
  return config && { kind: 'push-config', taskId: wire.taskId, config };
}

/** The A2A 0.3.0 JSON-RPC codec. */
export const a2aV03Rpc = rpcCodec({
  version: '0.3',
  methods: A2A_V03_METHODS,
  getPushConfigMethod: GET_PUSH_CONFIG_METHOD,
  encodeParams,
  encodeGetPushConfigParams: (taskId) => ({ id: taskId }),
  encodeResult,
  encodePushConfig: encodeTaskPushConfig,
  encodeStreamEvent,
  encodeError: encodeEngineError,
  readMessage: readWireMessage,
  readPushConfig: readPushResult,
  readResult(method, result, sink, at) {
    if (method === 'set-push-config') return readPushResult(result, sink, at);
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
