// The authenticated extended card, asked for over the interface's binding with the live setup's
// credentials: JSON-RPC's `GetExtendedAgentCard` (1.0) or `agent/getAuthenticatedExtendedCard`
// (0.3), or HTTP+JSON's `GET /extendedAgentCard` (1.0, a2a.proto) or `GET /v1/card` (0.3, as the
// SDKs' REST handlers serve it). The exchange is recorded as a live call (request with credentials
// masked, status line, body) and judged like any reply (an envelope that is not JSON-RPC's, a
// reply id that is not the request's, the HTTP+JSON binding's own checks, an error), and the card
// is read by the card importer, as a card fetched by URL is, so the panel can show what it adds.
import { importCard, type CardImport } from '../adapters/import/import-card';
import { a2aV03Rpc } from '../adapters/a2a-v0_3';
import { cardFromRestV03 } from '../adapters/a2a-v0_3/rest';
import { a2aV1Rpc } from '../adapters/a2a-v1';
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import { wireFinding, type WireFinding } from '../adapters/shared/wire-findings';
import type { JsonValue } from '../core/json';
import { openAuthorized, type LiveAuth, type RecordedRequest, type RecordedResponse } from './call';
import { FETCH_MESSAGES, fetchFailure, readBody, type LiveFetchOptions } from './http';
import { restBodyProblem } from './rest';
import { liveFindings, type LiveCallLog, type LiveFinding, type LiveItem } from './run-log';

/** The JSON-RPC method each version names the extended card by. */
const EXTENDED_CARD_METHOD: Record<A2aVersion, string> = {
  '1.0': 'GetExtendedAgentCard',
  '0.3': 'agent/getAuthenticatedExtendedCard',
};

/** The HTTP+JSON path of the extended card below the interface's URL. */
const EXTENDED_CARD_PATH: Record<A2aVersion, string> = {
  '1.0': '/extendedAgentCard',
  '0.3': '/v1/card',
};

/** The exchange as a live call, and the conformance findings on it (none from the card's claims). */
interface Judged {
  readonly call: LiveCallLog;
  readonly findings: readonly LiveFinding[];
}

export type ExtendedCardResult =
  | ({ readonly ok: true; readonly import: CardImport; readonly method: string } & Judged)
  | ({ readonly ok: false; readonly code: string; readonly message: string } & Partial<Judged>);

const MAX_CARD_BYTES = 1024 * 1024;
/** The id the JSON-RPC request is sent with. */
const CALL_ID = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request the binding makes for the extended card. */
function extendedCardRequest(
  endpoint: string,
  version: A2aVersion,
  binding: 'JSONRPC' | 'HTTP+JSON',
) {
  if (binding === 'HTTP+JSON') {
    const path = EXTENDED_CARD_PATH[version];
    return {
      label: `GET ${path}`,
      method: 'GET' as const,
      url: `${endpoint.replace(/\/+$/, '')}${path}`,
      headers: {
        Accept: version === '1.0' ? 'application/a2a+json, application/json' : 'application/json',
        ...(version === '1.0' ? { 'A2A-Version': '1.0' } : {}),
      },
      body: undefined,
    };
  }
  const method = EXTENDED_CARD_METHOD[version];
  const codec = version === '1.0' ? a2aV1Rpc : a2aV03Rpc;
  return {
    label: method,
    method: 'POST' as const,
    url: endpoint,
    headers: { ...codec.requestHeaders('get') },
    body: { jsonrpc: '2.0', id: CALL_ID, method, params: {} } as JsonValue,
  };
}

/** What a JSON-RPC reply holds: the card, an error, or findings on an envelope it cannot use. */
function readJsonRpc(raw: unknown): {
  card?: unknown;
  error?: { code: number; message: string };
  findings: WireFinding[];
} {
  if (!isRecord(raw) || (!('result' in raw) && !('error' in raw))) {
    return {
      findings: [
        wireFinding(
          'NOT_JSON_RPC',
          '$',
          'the reply is not a JSON-RPC response (no result or error)',
        ),
      ],
    };
  }
  const findings =
    raw['jsonrpc'] === '2.0'
      ? []
      : [
          wireFinding(
            'JSON_RPC_VERSION',
            '$.jsonrpc',
            `jsonrpc is ${JSON.stringify(raw['jsonrpc'] ?? null)}, not "2.0"; read anyway`,
          ),
        ];
  if ('result' in raw && 'error' in raw) {
    findings.push(wireFinding('RESULT_AND_ERROR', '$', 'the reply has both result and error'));
    return { findings };
  }
  const error = raw['error'];
  if (isRecord(error)) {
    const { code, message } = error;
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      findings.push(wireFinding('INVALID_VALUE', '$.error.code', 'an error code is an integer'));
    }
    return {
      error: {
        code: typeof code === 'number' ? code : Number.NaN,
        message: typeof message === 'string' ? message : JSON.stringify(error),
      },
      findings,
    };
  }
  return { card: raw['result'], findings };
}

/**
 * Asks the interface at `endpoint` (`binding`, A2A `version`) for its extended card with `auth`.
 * Never throws; the exchange comes back recorded and judged whenever a request was made.
 */
export async function fetchExtendedCard(
  endpoint: string,
  version: A2aVersion,
  auth: LiveAuth,
  options: LiveFetchOptions = {},
  binding: 'JSONRPC' | 'HTTP+JSON' = 'JSONRPC',
): Promise<ExtendedCardResult> {
  const made = extendedCardRequest(endpoint, version, binding);
  let request: RecordedRequest = {
    ...(made.method === 'GET' ? { method: 'GET' as const } : {}),
    url: made.url,
    headers: made.headers,
    body: made.body ?? null,
  };
  const opened = await openAuthorized(
    made.url,
    {
      method: made.method,
      headers: made.headers,
      ...(made.body !== undefined ? { body: JSON.stringify(made.body) } : {}),
    },
    auth,
    options,
    (shown, retried) => {
      request = {
        ...request,
        headers: { ...made.headers, ...shown },
        ...(retried ? { retriedAfter: 401 as const } : {}),
      };
      return true;
    },
  );
  const judge = (
    response?: RecordedResponse,
    reply?: LiveItem,
    failure?: LiveCallLog['failure'],
  ) => {
    const call: LiveCallLog = {
      callId: CALL_ID,
      method: 'get',
      rpcMethod: made.label,
      request,
      ...(response !== undefined ? { response } : {}),
      items: [{ kind: 'request', frame: 0 }, ...(reply !== undefined ? [reply] : [])],
      events: [],
      ended: true,
      ...(failure !== undefined ? { failure } : {}),
    };
    const run = {
      agent: '',
      endpoint,
      binding,
      version,
      cardProtocolVersion: version === '1.0' ? '1.0' : '0.3.0',
      cardStreams: false,
      calls: [call],
    };
    // The card's claims are the run's business; here only the reply is judged.
    return { call, findings: liveFindings(run).filter((f) => f.source !== 'card') };
  };
  if (!opened.ok) {
    return { ok: false, code: opened.error.code, message: opened.error.message, ...judge() };
  }
  const { response } = opened.value;
  const head: RecordedResponse = {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
  };
  const bytes = await readBody(opened.value, made.url, MAX_CARD_BYTES, options.timeoutMs);
  if (!bytes.ok) {
    return {
      ok: false,
      code: bytes.error.code,
      message: bytes.error.message,
      ...judge(head, undefined, bytes.error),
    };
  }
  const text = new TextDecoder().decode(bytes.value);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const judged = judge(head, { kind: 'unreadable', frame: 0, text: text.slice(0, 2000) });
    const failure = response.ok
      ? { code: 'NOT_A_CARD', message: FETCH_MESSAGES.NOT_JSON(made.url, head.contentType) }
      : {
          code: 'HTTP_STATUS',
          message: FETCH_MESSAGES.HTTP_STATUS(made.url, response.status, response.statusText),
        };
    return { ok: false, ...failure, ...judged };
  }
  const body = raw as JsonValue;
  let card: unknown;
  let error: { code: number; message: string } | undefined;
  let findings: readonly WireFinding[];
  if (binding === 'HTTP+JSON') {
    const problem = restBodyProblem(version, raw, CALL_ID, response.status);
    const reply = problem?.value?.reply;
    error = reply?.kind === 'error' ? reply.error : undefined;
    findings = problem?.findings ?? [];
    card = problem === undefined ? raw : undefined;
  } else {
    ({ card, error, findings = [] } = readJsonRpc(raw));
  }
  const judged = judge(head, {
    kind: 'response',
    frame: 0,
    body,
    findings,
    ...(error !== undefined ? { error } : {}),
  });
  if (error !== undefined) {
    return {
      ok: false,
      code: Number.isInteger(error.code) ? String(error.code) : 'RPC_ERROR',
      message: `${made.url} answered ${made.label} with an error: ${error.message}`,
      ...judged,
    };
  }
  if (!response.ok) {
    const failure = fetchFailure(
      'HTTP_STATUS',
      FETCH_MESSAGES.HTTP_STATUS(made.url, response.status, response.statusText),
      made.url,
      response.status,
    ).error;
    return { ok: false, code: failure.code, message: failure.message, ...judged };
  }
  if (!isRecord(card)) {
    return {
      ok: false,
      code: 'NOT_A_CARD',
      message: `${made.url} answered ${made.label} without a card${binding === 'JSONRPC' ? ' in `result`' : ''}.`,
      ...judged,
    };
  }
  // 0.3's HTTP+JSON serves the card in the 0.3 proto's JSON: its schemes and requirements are
  // read as 0.3's card JSON names them.
  const readable = binding === 'HTTP+JSON' && version === '0.3' ? cardFromRestV03(card) : card;
  return {
    ok: true,
    method: made.label,
    import: importCard(JSON.stringify(readable), { base: endpoint }),
    ...judged,
  };
}
