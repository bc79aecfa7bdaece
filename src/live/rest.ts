// A2A's HTTP+JSON binding for a live run, in 1.0 and 0.3: each call is an HTTP method and a path
// under the interface's URL (1.0: a2a.proto's google.api.http rules; 0.3: the same under /v1, as
// @a2a-js/sdk 0.3.14's RestTransport sends them), its body the call's fields, a reply the bare
// result, a stream's SSE data a bare StreamResponse. Errors are an HTTP status with an error body
// (1.0: google.rpc.Status with an ErrorInfo reason; 0.3: `{code, message, data}`). The binding
// changes the envelope, not the task: every reply is put in the JSON-RPC envelope it stands for and
// read by the version's own JSON-RPC readers, and their findings' paths are moved back onto the
// body as sent. Loaded with the first HTTP+JSON call, never with the page.
import { a2aV03Rpc } from '../adapters/a2a-v0_3';
import { fromRestV03, restBodyV03, wirePath, type PathMap } from '../adapters/a2a-v0_3/rest';
import { a2aV1Rpc } from '../adapters/a2a-v1';
import { restBodyV1, restErrorV1 } from '../adapters/a2a-v1/rest';
import type { A2aVersion, DecodedResponse, RpcCodec } from '../adapters/shared/rpc-codec';
import { wireFinding, type Read, type WireFinding } from '../adapters/shared/wire-findings';
import type { JsonRpcErrorObject } from '../adapters/shared/jsonrpc';
import type { JsonValue } from '../core/json';
import type { WireBinding } from './call';
import { restRoute } from './rest-route';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STREAMING = new Set(['stream', 'resubscribe']);

/**
 * A finding moved from the envelope's `$.result` / `$.error` onto the body as sent; 'as-is' for a
 * body whose own `error` the envelope's stands for.
 */
const moved =
  (under: 'result' | 'error' | 'as-is', paths: PathMap) =>
  (finding: WireFinding): WireFinding => {
    const prefix = `$.${under}`;
    const inside =
      under !== 'as-is' &&
      (finding.path === prefix ||
        finding.path.startsWith(`${prefix}.`) ||
        finding.path.startsWith(`${prefix}[`));
    const own = inside ? `$${finding.path.slice(prefix.length)}` : finding.path;
    return { ...finding, path: wirePath(own, paths) };
  };

const withPaths = <T>(
  read: Read<T>,
  under: 'result' | 'error' | 'as-is',
  paths: PathMap = [],
): Read<T> => ({
  value: read.value,
  findings: read.findings.map(moved(under, paths)),
});

/** An error body as the JSON-RPC error object it stands for, when it names an A2A error. */
function errorObject(version: A2aVersion, body: unknown): JsonRpcErrorObject | undefined {
  if (version === '1.0') return restErrorV1(body);
  // 0.3 (SDK 0.3.14, and the 1.3 SDK's compatibility handler) sends the JSON-RPC error object bare.
  if (!isObject(body) || typeof body['code'] !== 'number') return undefined;
  const { code, message, data } = body;
  return {
    code,
    message: typeof message === 'string' ? message : '',
    ...(data !== undefined ? { data: data as JsonValue } : {}),
  };
}

/** An HTTP error whose body names no A2A error: kept as the server's own, with its status. */
function httpError(body: unknown, status: number): JsonRpcErrorObject {
  const inner = isObject(body) && isObject(body['error']) ? body['error'] : body;
  const message = isObject(inner) && typeof inner['message'] === 'string' ? inner['message'] : '';
  return {
    code: status,
    message: message === '' ? `HTTP ${status}` : message,
    data: body as JsonValue,
  };
}

/** A JSON-RPC 2.0 envelope, which HTTP+JSON never sends: its bodies are the bare result. */
const isEnvelope = (raw: unknown): boolean =>
  isObject(raw) && 'jsonrpc' in raw && ('result' in raw || 'error' in raw);

/** What a JSON-RPC envelope on an HTTP+JSON route reads as: nothing applied, one finding. */
const envelopeRead = <T>(what: string): Read<T> => ({
  value: undefined,
  findings: [
    wireFinding(
      'JSONRPC_ENVELOPE_ON_REST',
      '$.jsonrpc',
      `this HTTP+JSON ${what} is a JSON-RPC envelope (jsonrpc, id, result or error); the binding sends the bare result (A2A 1.0 §11, the 0.3 HTTP+JSON transport), so it is shown, not applied`,
    ),
  ],
});

/** A 1.0 google.rpc.Status body (`{error: {code, …}}`), whether or not it names an A2A error. */
const isStatusBody = (raw: unknown): raw is { error: Record<string, unknown> } =>
  isObject(raw) && isObject(raw['error']) && typeof raw['error']['code'] === 'number';

/** A body that is all error in `version`'s form (1.0: only `error`; 0.3: only code, message, data). */
function errorBodyOnly(version: A2aVersion, raw: unknown): boolean {
  if (!isObject(raw)) return false;
  const keys = Object.keys(raw);
  if (version === '1.0') return keys.length === 1 && isStatusBody(raw);
  return (
    keys.every((k) => k === 'code' || k === 'message' || k === 'data') &&
    errorObject('0.3', raw) !== undefined
  );
}

/**
 * What the binding itself makes of a body before the call's own reader sees it: an error status
 * read as the error its body names (or the HTTP status, when it names none), a JSON-RPC envelope
 * (not applied), an error under a 2xx status (read as that error). Undefined for a body that is
 * the call's own result.
 */
export function restBodyProblem(
  version: A2aVersion,
  raw: unknown,
  id: number,
  status: number,
): Read<DecodedResponse> | undefined {
  const codec: RpcCodec = version === '1.0' ? a2aV1Rpc : a2aV03Rpc;
  const errorAt = version === '1.0' ? 'as-is' : 'error';
  const decodeError = (body: unknown) => {
    const error = errorObject(version, body) ?? httpError(body, status);
    return codec.decodeResponse({ jsonrpc: '2.0', id, error }, 'get');
  };
  const codeAt = version === '1.0' ? '$.error.code' : '$.code';
  if (status < 200 || status > 299) {
    const read = withPaths(decodeError(raw), errorAt);
    const a2a = errorObject(version, raw) !== undefined;
    if (!a2a && !(version === '1.0' && isStatusBody(raw))) {
      // No error object to point into: the server's own body, named as such.
      return {
        value: read.value,
        findings: [
          wireFinding(
            'ERROR_BODY_NOT_A2A',
            '$',
            `HTTP ${status}'s body is not an A2A error (${version === '1.0' ? 'a google.rpc.Status, {"error": {code, status, message, details}}' : '{code, message}'}): kept as the HTTP status it came with`,
          ),
        ],
      };
    }
    const said = version === '1.0' && isStatusBody(raw) ? raw.error['code'] : undefined;
    if (typeof said === 'number' && said !== status) {
      const mismatch = wireFinding(
        'ERROR_STATUS_MISMATCH',
        codeAt,
        `the error body's code is ${said}, the HTTP status it came with ${status}: they are the same number in HTTP+JSON (google.rpc.Status as AIP-193 maps it)`,
      );
      return { value: read.value, findings: [...read.findings, mismatch] };
    }
    return read;
  }
  if (isEnvelope(raw)) return envelopeRead('reply');
  if (errorBodyOnly(version, raw)) {
    // An error under a success status: read as the error it names, never as a result.
    const read = withPaths(decodeError(raw), errorAt);
    const stray = wireFinding(
      'ERROR_ON_SUCCESS_STATUS',
      version === '1.0' ? '$.error' : '$',
      `the body is an error, sent with HTTP ${status}; HTTP+JSON sends an error with an error status (4xx or 5xx): read as the error, not as a result`,
    );
    return { value: read.value, findings: [stray, ...read.findings] };
  }
  return undefined;
}

/** The HTTP+JSON binding of A2A `version`. */
export function restBinding(version: A2aVersion): WireBinding {
  const codec: RpcCodec = version === '1.0' ? a2aV1Rpc : a2aV03Rpc;
  // 1.0's error object sits under `error` in its body, as in the envelope; 0.3's is the body.
  const errorAt = version === '1.0' ? 'as-is' : 'error';
  return {
    binding: 'HTTP+JSON',
    label: (params) => {
      const route = restRoute(version, params);
      return `${route.method} ${route.path}`;
    },
    request: (endpoint, _id, params) => {
      const route = restRoute(version, params);
      const body = version === '1.0' ? restBodyV1(params) : restBodyV03(params);
      return {
        method: route.method,
        url: `${endpoint.replace(/\/+$/, '')}${route.path}`,
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          // 1.0 names its own media type first, as the SDK's RestTransport asks.
          Accept: STREAMING.has(params.method)
            ? 'text/event-stream'
            : version === '1.0'
              ? 'application/a2a+json, application/json'
              : 'application/json',
          // A 1.x server reads a request without the header as 0.3 (A2A 1.0 §3.2.6).
          ...(version === '1.0' ? { 'A2A-Version': '1.0' } : {}),
        },
        ...(body !== undefined ? { body: body as JsonValue } : {}),
      };
    },
    decodeResponse: (raw, params, id, status) => {
      const problem = restBodyProblem(version, raw, id, status);
      if (problem !== undefined) return problem;
      if (version === '1.0') {
        return withPaths(
          codec.decodeResponse({ jsonrpc: '2.0', id, result: raw }, params.method),
          'result',
        );
      }
      const { result, paths } = fromRestV03(raw, params.method);
      return withPaths(
        codec.decodeResponse({ jsonrpc: '2.0', id, result }, params.method),
        'result',
        paths,
      );
    },
    decodeEvent: (raw, id, event) => {
      if (event === 'error') {
        const error = errorObject(version, raw) ?? httpError(raw, 500);
        const read = codec.decodeStreamResponse({ jsonrpc: '2.0', id, error });
        return withPaths(read, errorAt);
      }
      if (isEnvelope(raw)) return envelopeRead('SSE event');
      if (version === '1.0') {
        return withPaths(codec.decodeStreamResponse({ jsonrpc: '2.0', id, result: raw }), 'result');
      }
      const { result, paths } = fromRestV03(raw, 'event');
      return withPaths(codec.decodeStreamResponse({ jsonrpc: '2.0', id, result }), 'result', paths);
    },
  };
}
