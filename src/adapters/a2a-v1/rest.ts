// A2A 1.0's HTTP+JSON bodies (a2a.proto's google.api.http bindings, body "*"): a request body is
// the JSON-RPC params a call sends, less the fields its path carries, and a reply is the JSON-RPC
// result itself. Only errors differ: a google.rpc.Status-shaped body,
// `{ error: { code: <HTTP status>, status, message, details } }`, whose ErrorInfo `reason` names
// the A2A error (A2A 1.0 §11.6, as @a2a-js/sdk 1.3's restHandler writes it).
import type { CallParams } from '../../core/wire';
import type { JsonRpcErrorObject } from '../shared/jsonrpc';
import type { JsonValue } from '../../core/json';
import { a2aV1Rpc } from './rpc';

/** ErrorInfo reasons and the JSON-RPC code A2A gives the same error (§9.5, §11.6). */
const A2A_REASON_CODES: Readonly<Record<string, number>> = {
  TASK_NOT_FOUND: -32001,
  TASK_NOT_CANCELABLE: -32002,
  PUSH_NOTIFICATION_NOT_SUPPORTED: -32003,
  UNSUPPORTED_OPERATION: -32004,
  CONTENT_TYPE_NOT_SUPPORTED: -32005,
  INVALID_AGENT_RESPONSE: -32006,
  EXTENDED_AGENT_CARD_NOT_CONFIGURED: -32007,
  EXTENSION_SUPPORT_REQUIRED: -32008,
  VERSION_NOT_SUPPORTED: -32009,
  INVALID_PARAMS: -32602,
};

const ERROR_INFO_TYPE = 'type.googleapis.com/google.rpc.ErrorInfo';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of a 1.0 HTTP+JSON request for `params`, or undefined for a GET. */
export function restBodyV1(params: CallParams): Record<string, unknown> | undefined {
  switch (params.method) {
    case 'send':
    case 'stream':
    case 'set-push-config': {
      const rpc = a2aV1Rpc.encodeRequest(0, params).params as Record<string, unknown>;
      return JSON.parse(JSON.stringify(rpc)) as Record<string, unknown>;
    }
    case 'cancel':
      // CancelTaskRequest: its id rides in the path; nothing else is sent.
      return {};
    case 'get':
    case 'resubscribe':
    case 'get-push-config':
    case 'list-push-configs':
    case 'delete-push-config':
      return undefined;
  }
}

/**
 * A 1.0 error body as the JSON-RPC error object A2A gives the same error: its ErrorInfo reason
 * mapped to the A2A code, the details kept as `data`. Undefined when the body names no A2A reason.
 */
export function restErrorV1(body: unknown): JsonRpcErrorObject | undefined {
  const status = isObject(body) ? body['error'] : undefined;
  if (!isObject(status)) return undefined;
  const details = Array.isArray(status['details']) ? (status['details'] as JsonValue[]) : [];
  const info = details.find(
    (d): d is Record<string, JsonValue> => isObject(d) && d['@type'] === ERROR_INFO_TYPE,
  );
  const reason = info?.['reason'];
  const code = typeof reason === 'string' ? A2A_REASON_CODES[reason] : undefined;
  if (code === undefined) return undefined;
  const message = typeof status['message'] === 'string' ? status['message'] : '';
  return { code, message, data: details };
}
