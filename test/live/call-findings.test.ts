// A growing stream's findings, read as the log grows (each payload and event once), are those of
// the same log read afresh at every length: a judge carried on from where it stopped must not
// lose or repeat a finding, nor keep a "missing final" that a later event answered.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/core/json';
import type { StreamEvent, TaskStatus } from '../../src/core/task';
import { AppendLog } from '../../src/live/append-log';
import {
  liveFindings,
  type LiveCallLog,
  type LiveItem,
  type LiveRun,
} from '../../src/live/run-log';

const status = (state: TaskStatus['state']): TaskStatus => ({ state, timestamp: 0, time: null });
const update = (state: TaskStatus['state'], final: boolean, taskId = 't'): StreamEvent => ({
  kind: 'status-update',
  taskId,
  contextId: 'c',
  status: status(state),
  final,
});
const v03Body = (id: number): JsonValue => ({
  jsonrpc: '2.0',
  id,
  result: { kind: 'status-update', taskId: 't' },
});

/** The stream, event by event, with the body each arrived in. */
const STREAM: { event: StreamEvent; body: JsonValue }[] = [
  { event: update('working', false), body: v03Body(1) },
  // Ends the task without `final`: a finding only once the stream has ended on it.
  { event: update('completed', false), body: v03Body(1) },
  // In 1.0's shape (the card says 0.3), and a move out of a terminal state.
  {
    event: update('working', false),
    body: { jsonrpc: '2.0', id: 1, result: { statusUpdate: {} } },
  },
  // Another task, and another call's id.
  { event: update('working', false, 't-2'), body: v03Body(7) },
  { event: update('completed', true), body: v03Body(1) },
  { event: update('failed', false), body: v03Body(1) },
];

const runOf = (call: LiveCallLog): LiveRun => ({
  agent: 'agent',
  endpoint: 'http://127.0.0.1:1/rpc',
  version: '0.3',
  cardProtocolVersion: '0.3.0',
  cardStreams: true,
  calls: [call],
});

/** The call after `n` events, in plain arrays of new objects: nothing read of it before. */
const fresh = (n: number, ended: boolean): LiveRun =>
  runOf({
    callId: 1,
    method: 'stream',
    rpcMethod: 'message/stream',
    request: { url: 'http://127.0.0.1:1/rpc', headers: {}, body: null },
    items: [
      { kind: 'request', frame: 1 },
      ...STREAM.slice(0, n).map(({ body }, i): LiveItem => ({
        kind: 'event',
        frame: i + 2,
        body: structuredClone(body),
        findings: [],
      })),
    ],
    events: STREAM.slice(0, n).map(({ event }, i) => ({
      event: structuredClone(event),
      frame: i + 2,
    })),
    ended,
  });

describe('findings carried on as a stream grows', () => {
  it('match the findings of the same log read afresh, at every length', () => {
    let items = AppendLog.of<LiveItem>({ kind: 'request', frame: 1 });
    let events = AppendLog.of<{ event: StreamEvent; frame: number }>();
    const growing = (ended: boolean): LiveRun =>
      runOf({
        callId: 1,
        method: 'stream',
        rpcMethod: 'message/stream',
        request: { url: 'http://127.0.0.1:1/rpc', headers: {}, body: null },
        items,
        events,
        ended,
      });
    STREAM.forEach(({ event, body }, i) => {
      items = items.append({ kind: 'event', frame: i + 2, body, findings: [] });
      events = events.append({ event, frame: i + 2 });
      // Asked twice, as two panels ask at one frame.
      liveFindings(growing(false));
      expect(liveFindings(growing(false))).toEqual(liveFindings(fresh(i + 1, false)));
    });
    const ended = liveFindings(growing(true));
    expect(ended).toEqual(liveFindings(fresh(STREAM.length, true)));
    expect(ended.map((f) => [f.code, f.frame])).toEqual([
      ['CARD_VERSION_MISMATCH', 4],
      ['VERSION_MISMATCH', 4],
      ['RPC_ID_MISMATCH', 5],
      ['EVENT_AFTER_TERMINAL', 4],
      ['ILLEGAL_TRANSITION', 4],
      ['TASK_ID_CHANGED', 5],
      ['EVENT_AFTER_FINAL', 7],
      ['SECOND_TERMINAL', 7],
      ['ILLEGAL_TRANSITION', 7],
      ['FINAL_MISSING', 7],
    ]);
  });

  it('drops a missing final that a later event answered', () => {
    let items = AppendLog.of<LiveItem>({ kind: 'request', frame: 1 });
    let events = AppendLog.of<{ event: StreamEvent; frame: number }>();
    const call = (ended: boolean): LiveRun =>
      runOf({
        callId: 1,
        method: 'stream',
        rpcMethod: 'message/stream',
        request: { url: 'http://127.0.0.1:1/rpc', headers: {}, body: null },
        items,
        events,
        ended,
      });
    const add = (event: StreamEvent, frame: number) => {
      items = items.append({ kind: 'event', frame, body: v03Body(1), findings: [] });
      events = events.append({ event, frame });
    };
    add(update('input-required', false), 2);
    expect(liveFindings(call(true)).map((f) => f.code)).toEqual(['FINAL_MISSING']);
    add(update('input-required', true), 3);
    expect(liveFindings(call(true)).map((f) => f.code)).toEqual([]);
  });
});
