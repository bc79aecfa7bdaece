// What a delegation to a live agent recorded, call by call: the request as sent (credentials
// masked), the response head, and each payload as it arrived with the decoders' findings. From it
// come the conformance findings of the whole run (the lifecycle judge over each call's events, the
// decoders' findings by JSON path, HTTP failures, a card that does not match what its endpoint
// does, with both sides named) and their Markdown and JSON reports. Holds no credentials: only masked headers reach it.
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import { tickToIso, WIRE_EPOCH_ISO } from '../adapters/shared/time';
import { WIRE_FINDING_CODES, type WireFinding } from '../adapters/shared/wire-findings';
import { instantMs } from '../adapters/shared/wire-time';
import type { StreamPosition } from '../core/conformance';
import { answersCall } from '../core/live-run';
import type { JsonValue } from '../core/json';
import type { StreamEvent, TaskStatus } from '../core/task';
import type { CallMethod } from '../core/wire';
import type { RecordedRequest, RecordedResponse } from './call';
import type { ListView } from './append-log';
import { eventsJudged, itemsRead, type ItemReading } from './call-findings';
import type { FetchFailure } from './http';

/** One thing that crossed the wire, as it crossed, and the timeline frame it became. */
export type LiveItem =
  /** The request: its body and headers are the call's `request`. */
  | { readonly kind: 'request'; readonly frame: number }
  | {
      readonly kind: 'response' | 'event';
      readonly frame: number;
      readonly body: JsonValue;
      readonly findings: readonly WireFinding[];
      /** The error it carried, as read (JSON-RPC's `error`, or an HTTP+JSON error body's A2A code). */
      readonly error?: { readonly code: number; readonly message: string };
    }
  | { readonly kind: 'unreadable'; readonly frame: number; readonly text: string };

export interface LiveCallLog {
  readonly callId: number;
  readonly method: CallMethod;
  /**
   * The call as its binding names it: the JSON-RPC method in the run's version (message/stream,
   * SendStreamingMessage), or HTTP+JSON's method and path (POST /message:stream).
   */
  readonly rpcMethod: string;
  readonly request: RecordedRequest;
  readonly response?: RecordedResponse;
  /** Appended to as payloads arrive (an AppendLog in a run: O(1) each, never a copy). */
  readonly items: ListView<LiveItem>;
  /** The lifecycle events read from this call (a task result counts as one), with their frames. */
  readonly events: ListView<{ readonly event: StreamEvent; readonly frame: number }>;
  /** False while a stream is still open. */
  readonly ended: boolean;
  readonly failure?: FetchFailure;
  /**
   * The data of the last SSE event when the stream ended before its blank line: by the SSE
   * rules it was not dispatched, so it is neither applied nor judged, only reported.
   */
  readonly incomplete?: string;
  /** True when the user sent it although admission refused the delegation. */
  readonly admissionOverridden?: boolean;
}

export interface LiveRun {
  /** The card's name, as the workspace holds it. */
  readonly agent: string;
  readonly endpoint: string;
  /** The binding the run speaks; JSON-RPC when absent. */
  readonly binding?: 'JSONRPC' | 'HTTP+JSON';
  readonly version: A2aVersion;
  /** The card's protocolVersion as the workspace holds it, to compare with what the endpoint speaks. */
  readonly cardProtocolVersion: string;
  /** Whether the card advertises streaming, to compare with what the endpoint does. */
  readonly cardStreams: boolean;
  readonly calls: readonly LiveCallLog[];
  /** The run's caps on what it reads, when it has them. */
  readonly limits?: { readonly maxBytes: number; readonly maxEvents: number };
  /** How many frames the run's timeline holds, kept so a new event need not count them. */
  readonly frames?: number;
}

export type LiveFindingSource = 'lifecycle' | 'wire' | 'http' | 'card';

export interface LiveFinding {
  readonly source: LiveFindingSource;
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly callId: number;
  readonly rpcMethod: string;
  /** The timeline frame it is shown at, when there is one. */
  readonly frame?: number;
  /** A JSON path into the payload, for a decoder's finding. */
  readonly path?: string;
}

const STREAMING: ReadonlySet<CallMethod> = new Set(['stream', 'resubscribe']);

/**
 * The A2A version a card's protocolVersion declares: 1.x speaks 1.0, anything else 0.3.
 * @example declaredVersion('0.3.0') // '0.3'
 */
export const declaredVersion = (protocolVersion: string): A2aVersion =>
  protocolVersion.startsWith('1.') ? '1.0' : '0.3';

/** A2A 1.0's "version not supported" (§9.5), JSON-RPC's "method not found", A2A's "unsupported operation". */
const VERSION_NOT_SUPPORTED = -32009;
const METHOD_NOT_FOUND = -32601;
const UNSUPPORTED_OPERATION = -32004;

/** The code and message of a JSON-RPC error reply, when `body` is one. */
function rpcError(body: JsonValue): { code: number; message: string } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const error = body['error'];
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return undefined;
  const { code, message } = error;
  return typeof code === 'number'
    ? { code, message: typeof message === 'string' ? message : '' }
    : undefined;
}

/** A refusal: an A2A error's code and message, or an HTTP+JSON route the server does not have. */
interface Refusal {
  readonly code: number;
  readonly message: string;
  /** The HTTP status that said "no such route", when that is all the answer was. */
  readonly http?: number;
}

/** How an error reply reads in a finding: its code and the server's own words. */
const answered = (error: Refusal) =>
  error.http !== undefined
    ? `HTTP ${error.http}`
    : `error ${error.code}${error.message === '' ? '' : ` (${JSON.stringify(error.message)})`}`;

/**
 * HTTP+JSON's "method not found": a 404 or 405 that names no A2A error (the server has no such
 * route), where JSON-RPC would answer -32601.
 */
function missingRoute(call: LiveCallLog, refusal: Refusal | undefined): Refusal | undefined {
  const status = call.response?.status;
  if (status !== 404 && status !== 405) return refusal;
  if (refusal !== undefined && refusal.code !== status) return refusal;
  return { code: METHOD_NOT_FOUND, message: '', http: status };
}

type Payload = Extract<LiveItem, { kind: 'response' | 'event' }>;
const isPayload = (item: LiveItem): item is Payload =>
  item.kind === 'response' || item.kind === 'event';

/** The card's version claim, in a finding's words. */
const declares = (run: LiveRun) =>
  `the card declares A2A ${declaredVersion(run.cardProtocolVersion)} (protocolVersion ${JSON.stringify(run.cardProtocolVersion)})`;

/**
 * The card's claim a refusal contradicts, if any: A2A's "version not supported", or "method not
 * found" for send or stream, while speaking the card's own version; "unsupported operation" for
 * a stream the card says it offers.
 */
function refusedClaim(
  run: LiveRun,
  call: LiveCallLog,
  refusal: Refusal,
): { code: string; claim: string; message: string } | undefined {
  const inDeclared = run.version === declaredVersion(run.cardProtocolVersion);
  if (refusal.code === VERSION_NOT_SUPPORTED && inDeclared) {
    return {
      code: 'CARD_VERSION_MISMATCH',
      claim: declares(run),
      message: `its endpoint refused A2A ${run.version} with ${answered(refusal)}`,
    };
  }
  if (refusal.code === METHOD_NOT_FOUND && inDeclared && ['send', 'stream'].includes(call.method)) {
    return {
      code: 'CARD_VERSION_MISMATCH',
      claim: declares(run),
      message: `its endpoint does not know ${call.rpcMethod}, a method every A2A ${run.version} agent has: ${answered(refusal)}`,
    };
  }
  if (refusal.code === UNSUPPORTED_OPERATION && run.cardStreams && STREAMING.has(call.method)) {
    return {
      code: 'CARD_STREAMING_MISMATCH',
      claim: 'the card says capabilities.streaming is true',
      message: `its endpoint refused ${call.rpcMethod} with ${answered(refusal)}`,
    };
  }
  return undefined;
}

/** Every finding of the run, call by call in the order the calls were made. */
export function liveFindings(run: LiveRun): LiveFinding[] {
  const out: LiveFinding[] = [];
  let position: StreamPosition | undefined;
  // The card makes one claim of each kind: a mismatch is reported where it first shows.
  const claimed = new Set<string>();
  const cardVersion = declaredVersion(run.cardProtocolVersion);
  for (const call of run.calls) {
    const at = { callId: call.callId, rpcMethod: call.rpcMethod };
    const contradicts = (
      code: string,
      message: string,
      frame?: number,
      severity: LiveFinding['severity'] = 'error',
    ) => {
      if (claimed.has(code)) return;
      claimed.add(code);
      out.push({
        ...at,
        source: 'card',
        severity,
        code,
        message,
        ...(frame !== undefined ? { frame } : {}),
      });
    };
    // A call refused with a JSON-RPC error (its first payload, a JSON body or an SSE event).
    const first = call.items.find(isPayload);
    const read = first && (first.error ?? rpcError(first.body));
    const refusal = run.binding === 'HTTP+JSON' ? missingRoute(call, read) : read;
    // The call failed at the HTTP level (blocked, timed out, too large).
    if (call.failure !== undefined && call.failure.code !== 'ABORTED') {
      // The run's own cap says nothing against the agent: it is said, not counted as an error.
      const severity = call.failure.code === 'RUN_LIMIT' ? 'info' : 'error';
      out.push({ ...at, source: 'http', severity, ...failureFinding(call.failure) });
    }
    const response = call.response;
    if (response !== undefined && (response.status < 200 || response.status > 299)) {
      out.push({
        ...at,
        source: 'http',
        severity: 'error',
        code: 'HTTP_STATUS',
        message: `the agent answered HTTP ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`,
      });
    }
    // A refusal may come back as one JSON body: that is an answer, not a stream gone wrong.
    if (
      STREAMING.has(call.method) &&
      response !== undefined &&
      response.status === 200 &&
      refusal === undefined
    ) {
      if (!response.contentType.startsWith('text/event-stream')) {
        out.push({
          ...at,
          source: 'http',
          severity: 'error',
          code: 'NOT_EVENT_STREAM',
          message: `a stream was asked for; the agent answered Content-Type: ${response.contentType || 'none'}`,
        });
      } else if (!run.cardStreams && call.method === 'stream') {
        contradicts(
          'CARD_STREAMING_MISMATCH',
          'the card says capabilities.streaming is false, yet the endpoint streamed',
          undefined,
          'warning',
        );
      }
    }
    const contradiction = refusal && refusedClaim(run, call, refusal);
    if (contradiction !== undefined) {
      contradicts(
        contradiction.code,
        `${contradiction.claim}; ${contradiction.message}`,
        first?.frame,
      );
    }
    // Each payload's findings, and the card's version claim where the first payload in the
    // other version's shape contradicts it.
    const items = itemsRead(stampOf(run), call, (item) => itemReading(run, call, item));
    const claim = run.version === cardVersion ? items.firstOther : undefined;
    items.findings.forEach((f, i) => {
      if (i === claim?.at) {
        contradicts(
          'CARD_VERSION_MISMATCH',
          `${declares(run)}; its endpoint answered in A2A ${claim.other}'s shape`,
          claim.frame,
        );
      }
      out.push(f);
    });
    if (call.incomplete !== undefined) {
      out.push({
        ...at,
        source: 'wire',
        severity: 'warning',
        code: 'SSE_INCOMPLETE_EVENT',
        message: `the stream ended inside an event (no blank line after its data: lines), so by the SSE rules it was not dispatched; its data began ${JSON.stringify(call.incomplete.slice(0, 80))}`,
      });
    }
    if (call.events.length > 0) {
      const judged = eventsJudged(stampOf(run), call, {
        judgesFinal: run.version === '0.3' && STREAMING.has(call.method),
        instantOf,
        from: position,
      });
      for (const f of judged.findings) {
        out.push({
          ...at,
          source: 'lifecycle',
          severity: f.severity,
          code: f.code,
          message: f.message,
          frame: call.events.at(f.index)?.frame,
        });
      }
      position = judged.position;
    }
  }
  return out;
}

/** What a call's readings depend on besides its log: the run's versions, and its calls (an id). */
const stampOf = (run: LiveRun) =>
  `${run.version}|${run.binding ?? ''}|${run.cardProtocolVersion}|${run.calls.length}`;

/** What one payload of `call` says on its own, in the order the report lists it. */
function itemReading(run: LiveRun, call: LiveCallLog, item: LiveItem): ItemReading<LiveFinding> {
  const at = { callId: call.callId, rpcMethod: call.rpcMethod };
  if (item.kind === 'request') return { findings: [], other: undefined };
  if (item.kind === 'unreadable') {
    return {
      findings: [
        {
          ...at,
          source: 'wire',
          severity: 'error',
          code: 'INVALID_JSON',
          message: 'a payload was not JSON; it is kept as text in the transcript',
          frame: item.frame,
          path: '$',
        },
      ],
      other: undefined,
    };
  }
  const findings: LiveFinding[] = [];
  const other = otherVersion(item.body, run.version);
  if (other !== undefined) {
    findings.push({
      ...at,
      source: 'wire',
      severity: 'error',
      code: 'VERSION_MISMATCH',
      message: `A2A ${run.version} was asked for; the result has A2A ${other}'s shape`,
      frame: item.frame,
      path: '$.result',
    });
  }
  // HTTP+JSON bodies carry no JSON-RPC id: a call is its own HTTP exchange.
  const mismatch = run.binding === 'HTTP+JSON' ? undefined : idMismatch(run, call, item.body);
  if (mismatch !== undefined) {
    findings.push({
      ...at,
      source: 'wire',
      severity: WIRE_FINDING_CODES.RPC_ID_MISMATCH,
      code: 'RPC_ID_MISMATCH',
      message: mismatch,
      frame: item.frame,
      path: '$.id',
    });
  }
  for (const f of item.findings) {
    findings.push({
      ...at,
      source: 'wire',
      severity: f.severity,
      code: f.code,
      message: f.message,
      frame: item.frame,
      path: f.path,
    });
  }
  return { findings, other };
}

const EPOCH_MS = Date.parse(WIRE_EPOCH_ISO);

/** A status's instant as the agent wrote it (zone applied), or its tick's; none when it had none. */
function instantOf(status: TaskStatus): { ms: number; text: string } | undefined {
  if (status.time === null) return undefined;
  if (status.time === undefined) {
    return { ms: EPOCH_MS + status.timestamp * 1000, text: tickToIso(status.timestamp) };
  }
  const ms = instantMs(status.time);
  return ms === undefined ? undefined : { ms, text: status.time };
}

/**
 * Why a payload's JSON-RPC id does not answer `call`, if it does not (JSON-RPC 2.0 §5: the
 * response's id is the request's): the value and its type, and the call it would answer.
 */
function idMismatch(run: LiveRun, call: LiveCallLog, body: JsonValue): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const id = Object.hasOwn(body, 'id') ? body['id'] : undefined;
  if (answersCall(id, call.callId)) return undefined;
  const shown =
    id === undefined ? 'missing' : `${JSON.stringify(id)} (${id === null ? 'null' : typeof id})`;
  const other = run.calls.find((c) => c !== call && answersCall(id, c.callId));
  return `this ${call.rpcMethod} was sent with id ${call.callId} (a number); the reply's id is ${shown}${
    other === undefined ? '' : `, the id of ${other.rpcMethod} (call ${other.callId})`
  }, so it answers no request of this call: shown, not applied`;
}

/** The 1.0 result wrappers (a 0.3 result says what it is in `kind` instead). */
const V1_WRAPPERS = ['task', 'message', 'statusUpdate', 'artifactUpdate'];

/** The other version, when a result is in its shape rather than the one asked for. */
function otherVersion(body: JsonValue, asked: A2aVersion): A2aVersion | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const result = body['result'];
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const keys = Object.keys(result);
  const v03 = typeof result['kind'] === 'string';
  const v1 = !v03 && keys.length === 1 && V1_WRAPPERS.includes(keys[0] ?? '');
  if (asked === '1.0' && v03) return '0.3';
  if (asked === '0.3' && v1) return '1.0';
  return undefined;
}

const failureFinding = (failure: FetchFailure) => ({
  code: failure.code,
  message: failure.message,
});

/** Table cells: one line, pipes escaped, so a hostile message cannot break the table. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

/** The findings as a Markdown report: the run's agent, endpoint and version, then one row each. */
export function findingsMarkdown(run: LiveRun, findings: readonly LiveFinding[]): string {
  const lines = [
    `# Conformance findings: ${cell(run.agent)}`,
    '',
    `- Endpoint: ${cell(run.endpoint)}`,
    `- A2A version: ${run.version}`,
    ...(run.binding !== undefined ? [`- Binding: ${run.binding}`] : []),
    `- The card declares: A2A ${declaredVersion(run.cardProtocolVersion)} (protocolVersion ${cell(JSON.stringify(run.cardProtocolVersion))}), streaming ${run.cardStreams ? 'yes' : 'no'}`,
    `- Calls: ${run.calls.length}`,
    `- Findings: ${findings.length} (${count(findings, 'error')} errors, ${count(findings, 'warning')} warnings)`,
    '',
  ];
  if (findings.length === 0) return [...lines, 'No findings.', ''].join('\n');
  lines.push(
    '| # | Severity | Code | Call | Frame | Where | Message |',
    '|---|---|---|---|---|---|---|',
  );
  findings.forEach((f, i) => {
    lines.push(
      `| ${i + 1} | ${f.severity} | ${f.code} | ${cell(f.rpcMethod)} (id ${f.callId}) | ${
        f.frame === undefined ? '' : f.frame + 1
      } | ${cell(f.path ?? f.source)} | ${cell(f.message)} |`,
    );
  });
  return [...lines, ''].join('\n');
}

/** The findings as JSON: the run's agent, endpoint and version, then the list. */
export function findingsJson(run: LiveRun, findings: readonly LiveFinding[]): string {
  return `${JSON.stringify(
    {
      agent: run.agent,
      endpoint: run.endpoint,
      a2aVersion: run.version,
      ...(run.binding !== undefined ? { binding: run.binding } : {}),
      card: { protocolVersion: run.cardProtocolVersion, streaming: run.cardStreams },
      calls: run.calls.length,
      findings: findings.map((f) => ({
        ...f,
        ...(f.frame !== undefined ? { frame: f.frame + 1 } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

const count = (findings: readonly LiveFinding[], severity: LiveFinding['severity']) =>
  findings.filter((f) => f.severity === severity).length;
