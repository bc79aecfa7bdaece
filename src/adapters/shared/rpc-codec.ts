// The engine's calls as A2A JSON-RPC, for any A2A version: requests, results, errors, stream
// responses and the HTTP headers that carry them, and the lenient readers for what comes back.
// Each version supplies its forms (method names, params, result and event shapes, error data);
// this module does the rest, so 0.3 and 1.0 differ only where their wire forms do.
import type { PushConfig } from '../../core/callbacks';
import type { EngineError } from '../../core/engine';
import type { Message } from '../../core/parts';
import type { StreamEvent } from '../../core/task';
import type { CallMethod, CallParams, CallResult } from '../../core/wire';
import { z } from 'zod';
import { jsonPath } from './issues';
import {
  rpcFailure,
  rpcRequest,
  rpcResult,
  type JsonRpcErrorObject,
  type JsonRpcFailure,
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcSuccess,
} from './jsonrpc';
import { readLenient } from './lenient';
import { readJsonRpcEnvelope } from './rpc-envelope';
import { readRemoteError, type RemoteError } from './rpc-errors';
import { sseFrame } from './sse';
import { WireSink, type Read } from './wire-findings';

type Path = readonly PropertyKey[];

export type A2aVersion = '0.3' | '1.0';

/** What one A2A version supplies: its names and shapes. Readers report into the sink. */
export interface RpcForms {
  readonly version: A2aVersion;
  /** The JSON-RPC method for each engine call. */
  readonly methods: Readonly<Record<CallMethod, string>>;
  readonly encodeParams: (params: CallParams) => unknown;
  readonly encodeGetPushConfigParams: (taskId: string) => unknown;
  /** A call's result as `method` returns it (a Task, SendMessageResponse, push config, message). */
  readonly encodeResult: (method: CallMethod, result: CallResult) => unknown;
  readonly encodeStreamEvent: (event: StreamEvent) => unknown;
  readonly encodeError: (error: EngineError, method: CallMethod) => JsonRpcErrorObject;
  /** A Message as this version writes it (a request's `message`, a Message result). */
  readonly readMessage: (json: unknown, sink: WireSink, at: Path) => Message | undefined;
  /** A task's push config as this version writes it, as the call result that carries it. */
  readonly readPushConfig: (json: unknown, sink: WireSink, at: Path) => CallResult | undefined;
  /** The params of get, list and delete push config, which differ between versions. */
  readonly readPushCallParams: (
    method: PushCallMethod,
    params: unknown,
    sink: WireSink,
    at: Path,
  ) => CallParams | undefined;
  readonly readResult: (
    method: CallMethod,
    result: unknown,
    sink: WireSink,
    at: Path,
  ) => CallResult | undefined;
  readonly readStreamEvent: (result: unknown, sink: WireSink, at: Path) => StreamEvent | undefined;
  /** The engine error an error object stands for, when the workbench knows one. */
  readonly engineError: (error: JsonRpcErrorObject) => EngineError | undefined;
  /** Reports the fields of a result (or a stream result, 'event') the core does not hold. */
  readonly reportUnmodelled: (
    method: CallMethod | 'event',
    result: unknown,
    sink: WireSink,
    at: Path,
  ) => void;
  /** In words, what `result` is when its shape is another method's result than `method`'s. */
  readonly otherMethodResult: (method: CallMethod, result: unknown) => string | undefined;
}

/** The push-config calls after set, whose params each version shapes its own way. */
export type PushCallMethod = 'get-push-config' | 'list-push-configs' | 'delete-push-config';

// Request params share their shape in every version: a message, or a task id under `id`.
const taskIdParams = z.object({ id: z.string() });
const messageParams = z.object({ message: z.unknown() });

/** A request's params for `method`, read leniently with the version's message and push readers. */
function readParams(
  forms: RpcForms,
  method: CallMethod,
  params: unknown,
  sink: WireSink,
  at: Path,
): CallParams | undefined {
  const what = `${forms.methods[method]} params`;
  switch (method) {
    case 'send':
    case 'stream': {
      const wire = readLenient(messageParams, params, at, sink, what);
      const message = wire && forms.readMessage(wire.message, sink, [...at, 'message']);
      return message && { method, message };
    }
    case 'get':
    case 'cancel':
    case 'resubscribe': {
      const wire = readLenient(taskIdParams, params, at, sink, what);
      return wire && { method, taskId: wire.id };
    }
    case 'set-push-config': {
      const read = forms.readPushConfig(params, sink, at);
      return read?.kind === 'push-config'
        ? { method, taskId: read.taskId, config: read.config }
        : undefined;
    }
    case 'get-push-config':
    case 'list-push-configs':
    case 'delete-push-config':
      return forms.readPushCallParams(method, params, sink, at);
  }
}

/** What answered a call: its result, or the error the server sent. */
export type RpcReply =
  | { readonly kind: 'result'; readonly result: CallResult }
  | { readonly kind: 'error'; readonly error: RemoteError };

/** One stream response: an event, or the error the server sent on the stream. */
export type RpcStreamItem =
  | { readonly kind: 'event'; readonly event: StreamEvent }
  | { readonly kind: 'error'; readonly error: RemoteError };

export interface DecodedResponse {
  readonly id: JsonRpcId;
  readonly reply: RpcReply;
}

export interface DecodedStreamResponse {
  readonly id: JsonRpcId;
  readonly item: RpcStreamItem;
}

/** The HTTP headers a call is sent with (the ones that matter to an A2A server). */
export type RequestHeaders = Readonly<Record<string, string>>;

const STREAMING: ReadonlySet<CallMethod> = new Set(['stream', 'resubscribe']);

/** True for the calls whose answer is an SSE stream. */
const isStreamingMethod = (method: CallMethod): boolean => STREAMING.has(method);

/** The JSON-RPC codec for one A2A version. */
export function rpcCodec(forms: RpcForms) {
  const methodByName = new Map<string, CallMethod>(
    Object.entries(forms.methods).map(([call, name]) => [name, call as CallMethod]),
  );
  const encodeRequest = (id: string | number, params: CallParams): JsonRpcRequest =>
    rpcRequest(id, forms.methods[params.method], forms.encodeParams(params));
  const encodeStreamResponse = (id: JsonRpcId, event: StreamEvent): JsonRpcSuccess =>
    rpcResult(id, forms.encodeStreamEvent(event));

  return {
    version: forms.version,
    methods: forms.methods,
    encodeRequest,
    /**
     * The headers that matter for `method`: JSON in, JSON or SSE out, and for 1.0 the
     * A2A-Version header (a 1.x server reads a request without it as 0.3). A 0.3 request sends
     * none, as 0.3 clients do, so agents that never heard of the header accept it.
     */
    requestHeaders: (method: CallMethod): RequestHeaders => {
      return {
        'Content-Type': 'application/json',
        Accept: isStreamingMethod(method) ? 'text/event-stream' : 'application/json',
        ...(forms.version === '1.0' ? { 'A2A-Version': '1.0' } : {}),
      };
    },
    /** A call's result in this version's words. */
    encodeResult: forms.encodeResult,
    /** A success response for `method`. */
    encodeResponse: (id: JsonRpcId, method: CallMethod, result: CallResult): JsonRpcSuccess =>
      rpcResult(id, forms.encodeResult(method, result)),
    /** The error response for an engine error raised by `method`. */
    encodeErrorResponse: (id: JsonRpcId, method: CallMethod, error: EngineError): JsonRpcFailure =>
      rpcFailure(id, forms.encodeError(error, method)),
    encodeStreamResponse,
    /** The SSE frame a client receives for one stream event. */
    streamFrame: (id: JsonRpcId, event: StreamEvent): string =>
      sseFrame(encodeStreamResponse(id, event)),
    getPushConfigRequest: (id: string | number, taskId: string): JsonRpcRequest =>
      rpcRequest(id, forms.methods['get-push-config'], forms.encodeGetPushConfigParams(taskId)),
    getPushConfigResponse: (id: JsonRpcId, taskId: string, config: PushConfig): JsonRpcSuccess =>
      rpcResult(id, forms.encodeResult('get-push-config', { kind: 'push-config', taskId, config })),

    /** A JSON-RPC request as the engine call it asks for, read leniently. */
    decodeRequest: (json: unknown): Read<{ id: string | number; params: CallParams }> => {
      const sink = new WireSink();
      const envelope = readJsonRpcEnvelope(json, 'request', sink);
      if (envelope === undefined || envelope.kind !== 'request') return sink.refused();
      const method = methodByName.get(envelope.method);
      if (method === undefined) {
        sink.add(
          'UNKNOWN_METHOD',
          '$.method',
          `A2A ${forms.version} has no method ${JSON.stringify(envelope.method)}`,
        );
        return sink.refused();
      }
      const params = readParams(forms, method, envelope.params, sink, ['params']);
      return sink.read(params && { id: envelope.id, params });
    },

    /** A response to `method` (not a stream) as its result or the server's error, read leniently. */
    decodeResponse: (json: unknown, method: CallMethod): Read<DecodedResponse> => {
      const sink = new WireSink();
      const envelope = readJsonRpcEnvelope(json, 'response', sink);
      if (envelope === undefined || envelope.kind === 'request') return sink.refused();
      if (envelope.kind === 'error') {
        const error = readRemoteError(envelope.error, forms.engineError);
        noteServerDefined(error, sink);
        return sink.read({ id: envelope.id, reply: { kind: 'error', error } });
      }
      const other = forms.otherMethodResult(method, envelope.result);
      if (other !== undefined) {
        sink.add(
          'RESULT_FOR_OTHER_METHOD',
          '$.result',
          `${forms.methods[method]} was called; the result is ${other}: not applied`,
        );
        return sink.refused();
      }
      const result = forms.readResult(method, envelope.result, sink, ['result']);
      forms.reportUnmodelled(method, envelope.result, sink, ['result']);
      return sink.read(result && { id: envelope.id, reply: { kind: 'result', result } });
    },

    /** One stream response (an SSE payload) as an event or the server's error, read leniently. */
    decodeStreamResponse: (json: unknown): Read<DecodedStreamResponse> => {
      const sink = new WireSink();
      const envelope = readJsonRpcEnvelope(json, 'response', sink);
      if (envelope === undefined || envelope.kind === 'request') return sink.refused();
      if (envelope.kind === 'error') {
        const error = readRemoteError(envelope.error, forms.engineError);
        noteServerDefined(error, sink);
        return sink.read({ id: envelope.id, item: { kind: 'error', error } });
      }
      const event = forms.readStreamEvent(envelope.result, sink, ['result']);
      forms.reportUnmodelled('event', envelope.result, sink, ['result']);
      return sink.read(event && { id: envelope.id, item: { kind: 'event', event } });
    },
  };
}

export type RpcCodec = ReturnType<typeof rpcCodec>;

function noteServerDefined(error: RemoteError, sink: WireSink): void {
  if (error.name === 'ServerDefinedError') {
    sink.add(
      'SERVER_DEFINED_ERROR',
      jsonPath(['error', 'code']),
      `error ${error.code} is defined by this server, not by JSON-RPC or A2A; kept as sent`,
    );
  }
}

/** A message result's reading, shared by both versions: the agent answered with a message. */
export const messageResult = (message: Message): CallResult => ({ kind: 'message', message });
