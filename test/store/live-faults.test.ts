// Live runs against the fault agent on 127.0.0.1 (plain node:http, one fault per route, A2A 0.3
// and 1.0, over JSON-RPC and over HTTP+JSON): each route is flagged with exactly the finding it should raise, and the
// timeline shows what the agent really sent for the task it follows, with nothing applied that
// was not this call's or this task's. The expected findings and states are worked out by hand
// from each route's frames and the rule it breaks (docs/fault-catalogue.md), not from the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskState } from '../../src/core/lifecycle';
import { currentTask } from '../../src/core/timeline';
import { liveFindings } from '../../src/live/run-log';
import { createWorkbenchStore } from '../../src/store';
import { liveActionsOf } from '../../src/store/live-session';
import {
  FAULT_ROUTES,
  faultRoute,
  startFaultAgent,
  TASK_ID,
  type FaultAgent,
  type FaultBinding,
} from '../helpers/live-agent/faults';
import { sessionActionsOf } from '../../src/store/session-actions';

let agent: FaultAgent;
beforeAll(async () => {
  agent = await startFaultAgent(0);
});
afterAll(() => agent.close());

/** Runs one route through the store's live actions, as the Lifecycle panel does. */
async function runRoute(fault: string, binding: FaultBinding = 'jsonrpc') {
  const route = faultRoute(fault, binding);
  const store = createWorkbenchStore();
  const { workspace } = store.getState();
  const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
  if (card === undefined) throw new Error('the default workspace has the screening card');
  sessionActionsOf(store).configure({ cardName: card.name, mode: route.mode });
  await liveActionsOf(store).liveStart('Screen ACME Ltd', {
    mode: route.mode,
    endpoint: agent.endpoint(route),
    binding: route.binding === 'rest' ? 'HTTP+JSON' : 'JSONRPC',
    version: route.version,
    auth: { kind: 'none' },
    overrideAdmission: true,
  });
  const run = store.getState().session.run;
  if (run?.live === undefined) throw new Error('no live run');
  const live = run.live;
  const findings = liveFindings(live);
  const task = currentTask(run.timeline);
  return {
    live,
    findings,
    codes: findings.map((f) => f.code),
    task,
    artifacts: (task?.artifacts ?? []).map((a) => [
      a.artifactId,
      a.parts.map((p) => (p.kind === 'text' ? p.text : p.kind)),
    ]),
    labels: run.timeline.frames.map((f) => f.label),
    run,
  };
}

interface Expected {
  readonly codes: readonly string[];
  /** The followed task's state at the end; undefined when nothing may be applied. */
  readonly state: TaskState | undefined;
  readonly artifacts?: readonly (readonly [string, readonly string[]])[];
}

/** Every JSON-RPC route, with the findings and end state its frames call for (worked out by hand). */
const EXPECTED_JSONRPC: Readonly<Record<string, Expected>> = {
  'v03/reply-id-mismatch': { codes: ['RPC_ID_MISMATCH'], state: undefined },
  'v1/reply-id-string': { codes: ['RPC_ID_MISMATCH'], state: undefined },
  // submitted, working (id written 1.0: the number 1, so it applies), completed with id 7 (not).
  'v1/frame-id-mismatch': { codes: ['RPC_ID_MISMATCH'], state: 'working' },
  'v03/frame-id-mismatch': { codes: ['RPC_ID_MISMATCH'], state: 'completed', artifacts: [] },
  // The append to a-1 follows its creation: only the one to "ghost" is flagged, and still shown.
  'v03/append-unknown-artifact': {
    codes: ['APPEND_TO_UNKNOWN_ARTIFACT'],
    state: 'completed',
    artifacts: [
      ['a-1', ['part one', 'part two']],
      ['ghost', ['orphan']],
    ],
  },
  // a-0 came in the task snapshot, so appending to it is legal.
  'v1/append-unknown-artifact': {
    codes: ['APPEND_TO_UNKNOWN_ARTIFACT'],
    state: 'completed',
    artifacts: [
      ['a-0', ['from the task', ' and more']],
      ['ghost', ['orphan']],
    ],
  },
  // Read as its state implies (completed ends the stream): no FINAL_MISSING besides.
  'v03/final-missing': { codes: ['FINAL_FIELD_MISSING'], state: 'completed' },
  // "false" is a string (truthy in JS): read as working implies, false, so no final misuse.
  'v03/final-not-boolean': { codes: ['FINAL_FIELD_INVALID'], state: 'completed' },
  // The other task's completion is not the followed task's: it stays working.
  'v03/task-id-change': { codes: ['TASK_ID_CHANGED'], state: 'working' },
  // Two events of the other task, one finding for its id; the own task completes.
  'v1/task-id-change': { codes: ['TASK_ID_CHANGED'], state: 'completed' },
  'v03/context-change': { codes: ['CONTEXT_ID_CHANGED'], state: 'working' },
  'v1/context-change': { codes: ['CONTEXT_ID_CHANGED'], state: 'completed', artifacts: [] },
  // completed (final false), completed (final true): the same state, so no illegal move.
  'v03/second-terminal': { codes: ['SECOND_TERMINAL'], state: 'completed' },
  // completed → failed: a second terminal event, and a move out of a terminal state; applied.
  'v1/second-terminal': { codes: ['SECOND_TERMINAL', 'ILLEGAL_TRANSITION'], state: 'failed' },
  // 10:00Z → 09:30-01:00 (10:30Z, forward though it sorts first) → 10:15Z (back).
  'v03/timestamp-backwards': { codes: ['TIMESTAMP_BACKWARDS'], state: 'completed' },
  // .500 → .200 in the same second: a whole-second comparison would miss it.
  'v1/timestamp-backwards': { codes: ['TIMESTAMP_BACKWARDS'], state: 'completed' },
  'v03/result-for-stream': { codes: ['RESULT_FOR_OTHER_METHOD'], state: undefined },
  'v1/result-for-stream': { codes: ['RESULT_FOR_OTHER_METHOD'], state: undefined },
  'v03/unmodelled-fields': {
    codes: [
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_UNKNOWN',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_UNKNOWN',
    ],
    state: 'completed',
    artifacts: [['a-1', ['report']]],
  },
  // Valid SSE however the network cuts it: only the message's unheld fields are findings.
  'v1/crlf-unmodelled': {
    codes: ['FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED'],
    state: 'completed',
  },
};

/**
 * Every HTTP+JSON route, worked out the same way. Its bodies carry no JSON-RPC id, so a finding's
 * path points into the bare body (`$.statusUpdate…`), and 0.3's are the proto's JSON, where an
 * omitted `final` is false.
 */
const EXPECTED_REST: Readonly<Record<string, Expected>> = {
  'v1/task-id-change': { codes: ['TASK_ID_CHANGED'], state: 'completed' },
  'v1/append-unknown-artifact': {
    codes: ['APPEND_TO_UNKNOWN_ARTIFACT'],
    state: 'completed',
    artifacts: [
      ['a-0', ['from the task', ' and more']],
      ['ghost', ['orphan']],
    ],
  },
  'v1/context-change': { codes: ['CONTEXT_ID_CHANGED'], state: 'completed', artifacts: [] },
  'v1/second-terminal': { codes: ['SECOND_TERMINAL', 'ILLEGAL_TRANSITION'], state: 'failed' },
  'v1/timestamp-backwards': { codes: ['TIMESTAMP_BACKWARDS'], state: 'completed' },
  'v1/crlf-unmodelled': {
    codes: ['FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED', 'FIELD_NOT_MODELLED'],
    state: 'completed',
  },
  // An error under 200 is read as the error it names: no task, and no HTTP_STATUS (it was 200).
  'v1/error-on-200': { codes: ['ERROR_ON_SUCCESS_STATUS'], state: undefined },
  // HTTP 500 is an error status (HTTP_STATUS), and the body says 400.
  'v1/error-status-mismatch': {
    codes: ['HTTP_STATUS', 'ERROR_STATUS_MISMATCH'],
    state: undefined,
  },
  'v1/error-not-a2a': { codes: ['HTTP_STATUS', 'ERROR_BODY_NOT_A2A'], state: undefined },
  'v1/jsonrpc-envelope': { codes: ['JSONRPC_ENVELOPE_ON_REST'], state: undefined },
  // proto3 JSON leaves `final: false` out: the stream ends on completed without a final update.
  'v03/final-missing': { codes: ['FINAL_MISSING'], state: 'completed' },
  'v03/task-id-change': { codes: ['TASK_ID_CHANGED'], state: 'working' },
  'v03/append-unknown-artifact': {
    codes: ['APPEND_TO_UNKNOWN_ARTIFACT'],
    state: 'completed',
    artifacts: [
      ['a-1', ['part one', 'part two']],
      ['ghost', ['orphan']],
    ],
  },
  'v03/context-change': { codes: ['CONTEXT_ID_CHANGED'], state: 'working' },
  'v03/timestamp-backwards': { codes: ['TIMESTAMP_BACKWARDS'], state: 'completed' },
  // Task metadata, artifact-update metadata, four message fields; `priority` 0.3 does not define.
  'v03/unmodelled-fields': {
    codes: [
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_NOT_MODELLED',
      'FIELD_UNKNOWN',
    ],
    state: 'completed',
    artifacts: [['a-1', ['report']]],
  },
  // completed (final left out: false), then completed with final: the same state, so no illegal move.
  'v03/crlf-second-terminal': { codes: ['SECOND_TERMINAL'], state: 'completed' },
  'v03/error-on-200': { codes: ['ERROR_ON_SUCCESS_STATUS'], state: undefined },
  'v03/error-not-a2a': { codes: ['HTTP_STATUS', 'ERROR_BODY_NOT_A2A'], state: undefined },
  // Two SSE events, each an envelope: one finding per event, neither applied.
  'v03/jsonrpc-envelope': {
    codes: ['JSONRPC_ENVELOPE_ON_REST', 'JSONRPC_ENVELOPE_ON_REST'],
    state: undefined,
  },
};

const EXPECTED: Readonly<Record<FaultBinding, Readonly<Record<string, Expected>>>> = {
  jsonrpc: EXPECTED_JSONRPC,
  rest: EXPECTED_REST,
};

describe('the fault agent', () => {
  it('has at least 15 routes across A2A 0.3 and 1.0 and both bindings, each expected here', () => {
    expect(FAULT_ROUTES.length).toBeGreaterThanOrEqual(15);
    for (const binding of ['jsonrpc', 'rest'] as const) {
      const routes = FAULT_ROUTES.filter((r) => r.binding === binding);
      expect(new Set(routes.map((r) => r.version))).toEqual(new Set(['0.3', '1.0']));
      expect(Object.keys(EXPECTED[binding]).sort()).toEqual(routes.map((r) => r.fault).sort());
    }
  });

  it('answers an HTTP+JSON route only at the method and path its call has', async () => {
    const route = faultRoute('v1/task-id-change', 'rest');
    const wrongPath = await fetch(`${agent.endpoint(route)}/v1/message:stream`, { method: 'POST' });
    expect(wrongPath.status).toBe(404);
    const wrongMethod = await fetch(`${agent.endpoint(route)}/message:stream`);
    expect(wrongMethod.status).toBe(404);
  });
});

describe.each(FAULT_ROUTES.map((r) => [r.binding, r.fault, r.does] as const))(
  'a live run against the %s fault route %s (%s)',
  (binding, fault) => {
    it('is flagged with exactly its code(s), and the timeline shows what the agent sent', async () => {
      const expected = EXPECTED[binding][fault];
      if (expected === undefined) throw new Error(`no expectation for ${fault}`);
      const got = await runRoute(fault, binding);
      expect(got.codes).toEqual(expected.codes);
      expect(got.codes).not.toEqual([]);
      expect(got.task?.status.state).toBe(expected.state);
      if (expected.state !== undefined) expect(got.task?.id).toBe(TASK_ID);
      if (expected.artifacts !== undefined) expect(got.artifacts).toEqual(expected.artifacts);
      // The SSE reader never blames the agent for framing it may use.
      expect(got.codes).not.toContain('NOT_JSON_RPC');
      expect(got.codes).not.toContain('INVALID_JSON');
    });
  },
);

describe('what the findings and the timeline say about a fault', () => {
  it('names the id a reply came with, its type, and leaves the reply unapplied', async () => {
    const { findings, labels } = await runRoute('v1/reply-id-string');
    expect(findings[0]).toMatchObject({ path: '$.id', severity: 'error', frame: 2 });
    expect(findings[0]?.message).toContain('sent with id 1 (a number)');
    expect(findings[0]?.message).toContain('"1" (string)');
    expect(labels).toEqual([
      'ready',
      'submitted (admission overridden)',
      'ignored: id "1" is not this call\'s',
    ]);
  });

  it("shows the other task's events in the log, labelled, without merging them", async () => {
    const { findings, labels, live } = await runRoute('v03/task-id-change');
    expect(findings[0]?.message).toContain('other-task');
    expect(labels.slice(2)).toEqual([
      'task submitted',
      'working',
      'working (task other-task, not followed)',
      'completed (task other-task, not followed)',
    ]);
    // Every event is kept for the judge and the transcript, the other task's included.
    expect(live.calls[0]?.events.length).toBe(4);
  });

  it('reports each field the task does not hold at its JSON path', async () => {
    const { findings } = await runRoute('v03/unmodelled-fields');
    expect(findings.map((f) => f.path)).toEqual([
      '$.result.metadata.tenant',
      '$.result.metadata.size',
      '$.serverTiming',
      '$.result.status.message.parts[0].metadata.confidence',
      '$.result.status.message.extensions',
      '$.result.status.message.referenceTaskIds',
      '$.result.status.message.metadata.traceId',
      '$.result.priority',
    ]);
    expect(findings.every((f) => f.message.includes('kept as sent in the transcript'))).toBe(true);
  });

  it('reads CRLF split across chunks over two data: lines as the three events sent', async () => {
    const { live, task } = await runRoute('v1/crlf-unmodelled');
    const call = live.calls[0];
    expect(call?.items.length).toBe(4);
    expect(call?.incomplete).toBeUndefined();
    expect(task?.status.state).toBe('completed');
  });

  it('reads a missing final as its state implies and says so at $.result.final', async () => {
    const { findings } = await runRoute('v03/final-missing');
    expect(findings[0]).toMatchObject({ path: '$.result.final', severity: 'warning' });
    expect(findings[0]?.message).toContain('read as true, as completed implies');
  });

  it('over HTTP+JSON, points a finding into the 0.3 body as sent, not its JSON-RPC rewrite', async () => {
    const { findings } = await runRoute('v03/unmodelled-fields', 'rest');
    expect(findings.map((f) => f.path)).toEqual([
      '$.task.metadata.tenant',
      '$.artifactUpdate.metadata.size',
      '$.statusUpdate.status.message.extensions',
      '$.statusUpdate.status.message.referenceTaskIds',
      '$.statusUpdate.status.message.metadata.traceId',
      '$.statusUpdate.status.message.content[0].metadata.confidence',
      '$.statusUpdate.priority',
    ]);
  });

  it('over HTTP+JSON, shows an error sent under 200 as that error, never as a task', async () => {
    const { findings, labels } = await runRoute('v1/error-on-200', 'rest');
    expect(findings[0]).toMatchObject({ path: '$.error', severity: 'error' });
    expect(findings[0]?.message).toContain('HTTP 200');
    expect(labels.slice(2)).toEqual(['error -32005 ContentTypeNotSupportedError']);
  });

  it('over HTTP+JSON, names the error code and the HTTP status that disagree', async () => {
    const { findings } = await runRoute('v1/error-status-mismatch', 'rest');
    expect(findings[1]).toMatchObject({ path: '$.error.code', severity: 'warning' });
    expect(findings[1]?.message).toContain('is 400, the HTTP status it came with 500');
  });

  it('over HTTP+JSON, keeps a non-A2A error body as the HTTP status, pointing at no field it lacks', async () => {
    const { findings, labels } = await runRoute('v1/error-not-a2a', 'rest');
    expect(findings.map((f) => f.path)).toEqual([undefined, '$']);
    expect(labels.slice(2)).toEqual(['error 500 ServerDefinedError']);
  });

  it('over HTTP+JSON, applies no JSON-RPC envelope, per reply and per SSE event', async () => {
    const reply = await runRoute('v1/jsonrpc-envelope', 'rest');
    expect(reply.labels.slice(2)).toEqual(['unreadable reply']);
    expect(reply.findings[0]).toMatchObject({ path: '$.jsonrpc', severity: 'error' });
    const events = await runRoute('v03/jsonrpc-envelope', 'rest');
    expect(events.labels.slice(2)).toEqual(['unreadable event', 'unreadable event']);
    expect(events.findings.map((f) => f.frame)).toEqual([2, 3]);
  });

  it('over HTTP+JSON, reads CRLF split across chunks as the four events sent', async () => {
    const { live, labels } = await runRoute('v03/crlf-second-terminal', 'rest');
    expect(live.calls[0]?.items.length).toBe(5);
    expect(live.calls[0]?.incomplete).toBeUndefined();
    expect(labels.slice(2)).toEqual(['task submitted', 'working', 'completed', 'completed']);
  });
});
