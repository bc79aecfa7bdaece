// A2A 1.0 JSON-RPC back into the engine's calls, results, errors and stream events.
import { z } from 'zod';
import type { EngineError } from '../../core/engine';
import { ok, type Result } from '../../core/result';
import type { StreamEvent } from '../../core/task';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import { parseWire, wireIssue, type WireError } from '../shared/issues';
import {
  jsonRpcRequestSchema,
  jsonRpcResponseSchema,
  type JsonRpcErrorObject,
  type JsonRpcId,
} from '../shared/jsonrpc';
import { decodePushConfig, decodeStreamEvent, readMessage, readTask } from './decode';
import { decodeEngineErrorV1 } from './errors';
import { A2A_V1_METHODS } from './rpc-encode';
import { v1MessageSchema, v1TaskSchema } from './schema';

type Decoded<T> = Result<T, WireError>;

const WHAT = 'A2A 1.0 JSON-RPC message';

const METHOD_BY_NAME = Object.fromEntries(
  Object.entries(A2A_V1_METHODS).map(([call, name]) => [name, call as CallMethod]),
) as Readonly<Record<string, CallMethod>>;

/** A JSON-RPC request as the engine call it asks for. */
export function decodeRequest(json: unknown): Decoded<{ id: string | number; params: CallParams }> {
  const envelope = parseWire(jsonRpcRequestSchema, json, WHAT);
  if (!envelope.ok) return envelope;
  const { id, method: name, params } = envelope.value;
  const method = Object.hasOwn(METHOD_BY_NAME, name) ? METHOD_BY_NAME[name] : undefined;
  if (method === undefined)
    return wireIssue(WHAT, ['method'], `unknown method ${JSON.stringify(name)}`);
  switch (method) {
    case 'send':
    case 'stream': {
      const parsed = parseWire(z.object({ message: v1MessageSchema }), params, WHAT, ['params']);
      if (!parsed.ok) return parsed;
      const message = readMessage(parsed.value.message, WHAT, ['params', 'message']);
      return message.ok ? ok({ id, params: { method, message: message.value } }) : message;
    }
    case 'get':
    case 'cancel': {
      const parsed = parseWire(z.object({ id: z.string() }), params, WHAT, ['params']);
      return parsed.ok ? ok({ id, params: { method, taskId: parsed.value.id } }) : parsed;
    }
    case 'set-push-config': {
      const read = decodePushConfig(params, ['params']);
      if (!read.ok) return read;
      return ok({ id, params: { method, taskId: read.value.taskId, config: read.value.config } });
    }
  }
}

export type DecodedResponse =
  | { readonly id: JsonRpcId; readonly ok: true; readonly result: CallResult }
  | { readonly id: JsonRpcId; readonly ok: false; readonly error: EngineError };

function engineError(error: JsonRpcErrorObject): Decoded<EngineError> {
  const decoded = decodeEngineErrorV1(error);
  return decoded.ok ? decoded : wireIssue(WHAT, ['error', 'code'], decoded.error.message);
}

/** A response to `method` (not SendStreamingMessage) as its result or engine error. */
export function decodeResponse(json: unknown, method: CallMethod): Decoded<DecodedResponse> {
  const envelope = parseWire(jsonRpcResponseSchema, json, WHAT);
  if (!envelope.ok) return envelope;
  const { id } = envelope.value;
  if ('error' in envelope.value) {
    const error = engineError(envelope.value.error);
    return error.ok ? ok({ id, ok: false, error: error.value }) : error;
  }
  const result = envelope.value.result;
  if (method === 'set-push-config') {
    const read = decodePushConfig(result, ['result']);
    if (!read.ok) return read;
    const { taskId, config } = read.value;
    return ok({ id, ok: true, result: { kind: 'push-config', taskId, config } });
  }
  const wrapped = method === 'send' || method === 'stream';
  const at = wrapped ? ['result', 'task'] : ['result'];
  const body = wrapped
    ? parseWire(z.object({ task: z.unknown() }), result, WHAT, ['result'])
    : ok({ task: result });
  if (!body.ok) return body;
  const parsed = parseWire(v1TaskSchema, body.value.task, WHAT, at);
  if (!parsed.ok) return parsed;
  const task = readTask(parsed.value, WHAT, at);
  return task.ok ? ok({ id, ok: true, result: { kind: 'task', task: task.value } }) : task;
}

export type DecodedStreamResponse =
  | { readonly id: JsonRpcId; readonly ok: true; readonly event: StreamEvent }
  | { readonly id: JsonRpcId; readonly ok: false; readonly error: EngineError };

/** One SendStreamingMessage response (an SSE payload) as a stream event or engine error. */
export function decodeStreamResponse(json: unknown): Decoded<DecodedStreamResponse> {
  const envelope = parseWire(jsonRpcResponseSchema, json, WHAT);
  if (!envelope.ok) return envelope;
  const { id } = envelope.value;
  if ('error' in envelope.value) {
    const error = engineError(envelope.value.error);
    return error.ok ? ok({ id, ok: false, error: error.value }) : error;
  }
  const event = decodeStreamEvent(envelope.value.result, ['result']);
  return event.ok ? ok({ id, ok: true, event: event.value }) : event;
}
