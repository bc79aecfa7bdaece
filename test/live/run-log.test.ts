// The findings of a live run, from logs worked by hand: HTTP failures, a stream that is not SSE,
// a card that says it does not stream, decoder findings with their JSON paths, and the reports.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/core/json';
import type { TaskStatus } from '../../src/core/task';
import {
  findingsJson,
  findingsMarkdown,
  liveFindings,
  type LiveCallLog,
  type LiveItem,
  type LiveRun,
} from '../../src/live/run-log';

const request = { url: 'http://127.0.0.1:1/rpc', headers: {}, body: null };
const status = (state: TaskStatus['state']): TaskStatus => ({ state, timestamp: 0, time: null });
const update = (state: TaskStatus['state'], final = false) => ({
  kind: 'status-update' as const,
  taskId: 't',
  contextId: 'c',
  status: status(state),
  final,
});

const call = (fields: Partial<LiveCallLog> & Pick<LiveCallLog, 'callId'>): LiveCallLog => ({
  method: 'stream',
  rpcMethod: 'message/stream',
  request,
  items: [],
  events: [],
  ended: true,
  ...fields,
});

const run = (calls: LiveCallLog[], cardStreams = true): LiveRun => ({
  agent: 'Agent | one',
  endpoint: 'http://127.0.0.1:1/rpc',
  version: '0.3',
  cardProtocolVersion: '0.3.0',
  cardStreams,
  calls,
});

describe('the findings of a live run', () => {
  it('reports a stream answered without SSE, and a card that says it does not stream', () => {
    const notSse = call({
      callId: 1,
      response: { status: 200, statusText: 'OK', contentType: 'application/json' },
    });
    const streamed = call({
      callId: 2,
      response: { status: 200, statusText: 'OK', contentType: 'text/event-stream' },
    });
    expect(liveFindings(run([notSse, streamed], false)).map((f) => [f.code, f.callId])).toEqual([
      ['NOT_EVENT_STREAM', 1],
      ['CARD_STREAMING_MISMATCH', 2],
    ]);
  });

  it('reports an HTTP error status and a transport failure with its message', () => {
    const findings = liveFindings(
      run([
        call({
          callId: 1,
          method: 'send',
          rpcMethod: 'message/send',
          response: { status: 503, statusText: 'Service Unavailable', contentType: 'text/plain' },
        }),
        call({
          callId: 2,
          failure: {
            code: 'TIMEOUT',
            message: 'http://127.0.0.1:1/rpc did not answer within 15 s.',
          },
        }),
        // Stopped by the user: not a finding.
        call({ callId: 3, failure: { code: 'ABORTED', message: 'The call was stopped.' } }),
      ]),
    );
    expect(findings).toEqual([
      {
        callId: 1,
        rpcMethod: 'message/send',
        source: 'http',
        severity: 'error',
        code: 'HTTP_STATUS',
        message: 'the agent answered HTTP 503 Service Unavailable',
      },
      {
        callId: 2,
        rpcMethod: 'message/stream',
        source: 'http',
        severity: 'error',
        code: 'TIMEOUT',
        message: 'http://127.0.0.1:1/rpc did not answer within 15 s.',
      },
    ]);
  });

  it('judges each call from where the last one left the task, and points at the frame', () => {
    const first = call({
      callId: 1,
      events: [
        { event: update('working'), frame: 2 },
        { event: update('input-required', true), frame: 3 },
      ],
    });
    // The reply's stream: input-required → working → completed is allowed; then completed →
    // working is not, and comes after the terminal state and after the final update.
    const second = call({
      callId: 2,
      events: [
        { event: update('working'), frame: 5 },
        { event: update('completed', true), frame: 6 },
        { event: update('working'), frame: 7 },
      ],
    });
    const lifecycle = liveFindings(run([first, second])).filter((f) => f.source === 'lifecycle');
    expect(lifecycle.map((f) => [f.code, f.frame])).toEqual([
      ['EVENT_AFTER_FINAL', 7],
      ['EVENT_AFTER_TERMINAL', 7],
      ['ILLEGAL_TRANSITION', 7],
    ]);
  });

  it("keeps a decoder's finding with its JSON path and frame", () => {
    const findings = liveFindings(
      run([
        call({
          callId: 1,
          items: [
            { kind: 'request', frame: 1 },
            {
              kind: 'event',
              frame: 2,
              body: { jsonrpc: '2.0', id: 1 },
              findings: [
                {
                  path: '$.result.status.timestamp',
                  severity: 'warning',
                  code: 'TIMESTAMP_WITHOUT_ZONE',
                  message: 'no zone',
                },
              ],
            },
            { kind: 'unreadable', frame: 3, text: '<html>' },
          ],
        }),
      ]),
    );
    expect(findings.map((f) => [f.code, f.path, f.frame])).toEqual([
      ['TIMESTAMP_WITHOUT_ZONE', '$.result.status.timestamp', 2],
      ['INVALID_JSON', '$', 3],
    ]);
  });
});

describe("a reply's JSON-RPC id", () => {
  const replying = (callId: number, id: unknown) =>
    call({
      callId,
      method: 'get',
      rpcMethod: 'tasks/get',
      items: [
        { kind: 'request', frame: callId * 2 },
        {
          kind: 'response',
          frame: callId * 2 + 1,
          body: { jsonrpc: '2.0', id, result: {} } as JsonObject,
          findings: [],
        },
      ],
    });
  const mismatches = (calls: LiveCallLog[]) =>
    liveFindings(run(calls))
      .filter((f) => f.code === 'RPC_ID_MISMATCH')
      .map((f) => [f.callId, f.path, f.message]);

  it('is flagged when it is not the request id by value and type, naming the call it is of', () => {
    expect(mismatches([replying(1, 1), replying(2, 2)])).toEqual([]);
    // Call 2 answered with call 1's id: a reply to a call already answered, not to this one.
    expect(mismatches([replying(1, 1), replying(2, 1)])).toEqual([
      [
        2,
        '$.id',
        "this tasks/get was sent with id 2 (a number); the reply's id is 1 (number), the id of tasks/get (call 1), so it answers no request of this call: shown, not applied",
      ],
    ]);
    expect(mismatches([replying(1, '1')])[0]?.[2]).toContain('"1" (string)');
    expect(mismatches([replying(1, null)])[0]?.[2]).toContain('null (null)');
  });
});

describe('a reply in another version than the one asked for', () => {
  const replying = (version: LiveRun['version'], result: JsonObject) =>
    liveFindings({
      ...run([
        call({
          callId: 1,
          items: [
            { kind: 'event', frame: 2, body: { jsonrpc: '2.0', id: 1, result }, findings: [] },
          ],
        }),
      ]),
      version,
    })
      .filter((f) => f.source === 'wire')
      .map((f) => [f.code, f.message]);

  it('flags a 0.3 result (it says its kind) when 1.0 was asked for, and the reverse', () => {
    expect(replying('1.0', { kind: 'status-update', taskId: 't' })).toEqual([
      ['VERSION_MISMATCH', "A2A 1.0 was asked for; the result has A2A 0.3's shape"],
    ]);
    expect(replying('0.3', { statusUpdate: { taskId: 't' } })).toEqual([
      ['VERSION_MISMATCH', "A2A 0.3 was asked for; the result has A2A 1.0's shape"],
    ]);
  });

  it('finds nothing when each version answers in its own shape', () => {
    expect(replying('0.3', { kind: 'task', id: 't' })).toEqual([]);
    expect(replying('1.0', { task: { id: 't' } })).toEqual([]);
    // A 1.0 tasks/get result is a bare Task: neither wrapped nor kinded.
    expect(replying('1.0', { id: 't', contextId: 'c', status: {} })).toEqual([]);
  });
});

describe('a card that does not match what its endpoint does', () => {
  /** A run asking in `version` whose one call got the JSON-RPC error `code` back. */
  const refused = (
    version: LiveRun['version'],
    cardProtocolVersion: string,
    method: LiveCallLog['method'],
    rpcMethod: string,
    code: number,
    message: string,
  ) =>
    liveFindings({
      ...run([
        call({
          callId: 1,
          method,
          rpcMethod,
          response: { status: 200, statusText: 'OK', contentType: 'application/json' },
          items: [
            { kind: 'request', frame: 1 },
            {
              kind: 'response',
              frame: 2,
              body: { jsonrpc: '2.0', id: 1, error: { code, message } },
              findings: [],
            },
          ],
        }),
      ]),
      version,
      cardProtocolVersion,
    }).filter((f) => f.source !== 'wire');

  it('names both sides when a 1.0 card meets an endpoint that refuses 1.0 (-32009)', () => {
    expect(
      refused('1.0', '1.0', 'send', 'SendMessage', -32009, "version '1.0' is not supported"),
    ).toEqual([
      {
        source: 'card',
        severity: 'error',
        code: 'CARD_VERSION_MISMATCH',
        message:
          'the card declares A2A 1.0 (protocolVersion "1.0"); its endpoint refused A2A 1.0 with error -32009 ("version \'1.0\' is not supported")',
        callId: 1,
        rpcMethod: 'SendMessage',
        frame: 2,
      },
    ]);
  });

  it('reads "method not found" for send or stream in the card\'s version as the same mismatch', () => {
    expect(
      refused('1.0', '1.0', 'stream', 'SendStreamingMessage', -32601, 'Method not found').map(
        (f) => f.message,
      ),
    ).toEqual([
      'the card declares A2A 1.0 (protocolVersion "1.0"); its endpoint does not know SendStreamingMessage, a method every A2A 1.0 agent has: error -32601 ("Method not found")',
    ]);
    // tasks/resubscribe is one an agent may leave out: not a claim of the card's.
    expect(refused('0.3', '0.3.0', 'resubscribe', 'tasks/resubscribe', -32601, 'x')).toEqual([]);
  });

  it("blames nobody when the user overrode the card's version and was refused", () => {
    expect(refused('1.0', '0.3.0', 'send', 'SendMessage', -32009, 'no')).toEqual([]);
    expect(refused('0.3', '1.0', 'send', 'message/send', -32601, 'no')).toEqual([]);
  });

  it('names both sides when a card that says it streams meets an endpoint that refuses (-32004)', () => {
    const findings = refused(
      '0.3',
      '0.3.0',
      'stream',
      'message/stream',
      -32004,
      'Method message/stream requires streaming capability.',
    );
    // A refusal sent as one JSON body is an answer, not a stream without SSE.
    expect(findings.map((f) => [f.source, f.severity, f.code, f.message])).toEqual([
      [
        'card',
        'error',
        'CARD_STREAMING_MISMATCH',
        'the card says capabilities.streaming is true; its endpoint refused message/stream with error -32004 ("Method message/stream requires streaming capability.")',
      ],
    ]);
  });

  it('reports each claim once, where it first shows, however often the endpoint refuses', () => {
    const refusal = (callId: number) =>
      call({
        callId,
        items: [
          {
            kind: 'response',
            frame: callId * 2,
            body: { jsonrpc: '2.0', id: callId, error: { code: -32004, message: '' } },
            findings: [],
          },
        ],
      });
    const findings = liveFindings(run([refusal(1), refusal(2)]));
    expect(findings.map((f) => [f.code, f.callId, f.frame, f.message])).toEqual([
      [
        'CARD_STREAMING_MISMATCH',
        1,
        2,
        'the card says capabilities.streaming is true; its endpoint refused message/stream with error -32004',
      ],
    ]);
  });

  it('names the card when the endpoint answers its declared version in the other shape', () => {
    const findings = liveFindings({
      ...run([
        call({
          callId: 1,
          items: [
            {
              kind: 'event',
              frame: 2,
              body: { jsonrpc: '2.0', id: 1, result: { kind: 'status-update', taskId: 't' } },
              findings: [],
            },
          ],
        }),
      ]),
      version: '1.0',
      cardProtocolVersion: '1.0',
    });
    expect(findings.map((f) => [f.source, f.code, f.message])).toEqual([
      [
        'card',
        'CARD_VERSION_MISMATCH',
        'the card declares A2A 1.0 (protocolVersion "1.0"); its endpoint answered in A2A 0.3\'s shape',
      ],
      ['wire', 'VERSION_MISMATCH', "A2A 1.0 was asked for; the result has A2A 0.3's shape"],
    ]);
  });
});

describe('the reports', () => {
  const findings = [
    {
      source: 'wire' as const,
      severity: 'error' as const,
      code: 'INVALID_VALUE',
      message: 'a | b\nc',
      callId: 4,
      rpcMethod: 'message/send',
      frame: 6,
      path: '$.result',
    },
  ];

  it('writes Markdown with one row per finding, pipes and newlines kept out of the table', () => {
    expect(findingsMarkdown(run([]), findings)).toBe(
      [
        '# Conformance findings: Agent \\| one',
        '',
        '- Endpoint: http://127.0.0.1:1/rpc',
        '- A2A version: 0.3',
        '- The card declares: A2A 0.3 (protocolVersion "0.3.0"), streaming yes',
        '- Calls: 0',
        '- Findings: 1 (1 errors, 0 warnings)',
        '',
        '| # | Severity | Code | Call | Frame | Where | Message |',
        '|---|---|---|---|---|---|---|',
        '| 1 | error | INVALID_VALUE | message/send (id 4) | 7 | $.result | a \\| b c |',
        '',
      ].join('\n'),
    );
    expect(findingsMarkdown(run([]), [])).toContain('No findings.');
  });

  it('writes JSON with frames counted from 1, as the event log shows them', () => {
    expect(JSON.parse(findingsJson(run([]), findings))).toEqual({
      agent: 'Agent | one',
      endpoint: 'http://127.0.0.1:1/rpc',
      a2aVersion: '0.3',
      card: { protocolVersion: '0.3.0', streaming: true },
      calls: 0,
      findings: [{ ...findings[0], frame: 7 }],
    });
  });
});

describe('an HTTP+JSON refusal', () => {
  /** A 1.0 HTTP+JSON run whose one send got `status` back, with `item` as its payload. */
  const answered = (status: number, item: LiveItem) =>
    liveFindings({
      ...run([
        call({
          callId: 1,
          method: 'send',
          rpcMethod: 'POST /message:send',
          response: { status, statusText: '', contentType: 'application/json' },
          items: [{ kind: 'request', frame: 1 }, item],
        }),
      ]),
      binding: 'HTTP+JSON',
      version: '1.0',
      cardProtocolVersion: '1.0',
    })
      .filter((f) => f.source === 'card')
      .map((f) => f.message);

  it('reads a 404 that names no A2A error as a send the endpoint does not know', () => {
    expect(
      answered(404, { kind: 'unreadable', frame: 2, text: 'Cannot POST /message:send' }),
    ).toEqual([
      'the card declares A2A 1.0 (protocolVersion "1.0"); its endpoint does not know POST /message:send, a method every A2A 1.0 agent has: HTTP 404',
    ]);
  });

  it('judges a 404 that names an A2A error by that error, not by its status', () => {
    // A reply to a task the agent has forgotten: TaskNotFoundError, which says nothing of the card.
    const body = { error: { code: 404, status: 'NOT_FOUND', message: 'Task not found' } };
    expect(
      answered(404, {
        kind: 'response',
        frame: 2,
        body,
        findings: [],
        error: { code: -32001, message: 'Task not found' },
      }),
    ).toEqual([]);
  });

  it('reads the A2A error it carried, not the HTTP status in its body', () => {
    // 1.0's body says `code: 400`; the ErrorInfo reason it named was VERSION_NOT_SUPPORTED.
    const body = { error: { code: 400, status: 'FAILED_PRECONDITION', message: 'no 1.0 here' } };
    expect(
      answered(400, {
        kind: 'response',
        frame: 2,
        body,
        findings: [],
        error: { code: -32009, message: 'no 1.0 here' },
      }),
    ).toEqual([
      'the card declares A2A 1.0 (protocolVersion "1.0"); its endpoint refused A2A 1.0 with error -32009 ("no 1.0 here")',
    ]);
  });
});
