// The JSON-RPC 2.0 envelope read leniently: a wrong `jsonrpc` is reported and read anyway; an id
// of the wrong type is reported and read as null; a response with both result and error (or
// neither) cannot be used.
import type { JsonRpcErrorObject, JsonRpcId } from './jsonrpc';
import { jsonRpcErrorObjectSchema } from './jsonrpc';
import { jsonPath } from './issues';
import { readLenient } from './lenient';
import type { WireSink } from './wire-findings';

export type Envelope =
  | {
      readonly kind: 'request';
      readonly id: string | number;
      readonly method: string;
      readonly params: unknown;
    }
  | { readonly kind: 'result'; readonly id: JsonRpcId; readonly result: unknown }
  | { readonly kind: 'error'; readonly id: JsonRpcId; readonly error: JsonRpcErrorObject };

/** The members JSON-RPC 2.0 §5 gives a response. */
const RESPONSE_MEMBERS: ReadonlySet<string> = new Set(['jsonrpc', 'id', 'result', 'error']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readId(object: Record<string, unknown>, sink: WireSink): JsonRpcId {
  const id = object.id;
  if (typeof id === 'string' || id === null) return id;
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  sink.add(
    'FIELD_DROPPED',
    '$.id',
    `a JSON-RPC id is a string, an integer or null (found ${JSON.stringify(id) ?? 'nothing'}); read as null`,
  );
  return null;
}

/** The envelope of a request or a response, or undefined (with an error finding). */
export function readJsonRpcEnvelope(
  json: unknown,
  expected: 'request' | 'response',
  sink: WireSink,
): Envelope | undefined {
  if (!isObject(json)) {
    sink.add('NOT_JSON_RPC', '$', `a JSON-RPC ${expected} is a JSON object`);
    return undefined;
  }
  if (json.jsonrpc !== '2.0') {
    sink.add(
      'JSON_RPC_VERSION',
      '$.jsonrpc',
      `expected "2.0" (found ${JSON.stringify(json.jsonrpc) ?? 'nothing'}); read as JSON-RPC 2.0`,
    );
  }
  if (expected === 'request') {
    if (typeof json.method !== 'string') {
      sink.add('MISSING_REQUIRED_FIELD', '$.method', 'a request names its method');
      return undefined;
    }
    const id = readId(json, sink);
    return { kind: 'request', id: id ?? 0, method: json.method, params: json.params };
  }
  const hasResult = Object.hasOwn(json, 'result');
  const hasError = Object.hasOwn(json, 'error');
  if (hasResult === hasError) {
    sink.add(
      'RESULT_AND_ERROR',
      '$',
      hasResult
        ? 'a response holds a result or an error, not both'
        : 'a response holds a result or an error',
    );
    return undefined;
  }
  const id = readId(json, sink);
  for (const key of Object.keys(json)) {
    if (!RESPONSE_MEMBERS.has(key)) {
      sink.add(
        'FIELD_UNKNOWN',
        jsonPath([key]),
        `a JSON-RPC 2.0 response has only jsonrpc, id, result and error; kept as sent in the transcript`,
      );
    }
  }
  if (hasResult) return { kind: 'result', id, result: json.result };
  const error = readLenient(
    jsonRpcErrorObjectSchema,
    json.error,
    ['error'],
    sink,
    'JSON-RPC error',
  );
  if (error === undefined) return undefined;
  return {
    kind: 'error',
    id,
    error: { ...error, ...(error.data !== undefined ? { data: error.data } : {}) },
  };
}
