import { describe, expect, it } from 'vitest';
import { judgeStream } from '../../src/core/conformance';
import type { TaskState } from '../../src/core/lifecycle';
import type { StreamEvent } from '../../src/core/task';

const update = (state: TaskState, final: boolean, taskId = 't-1'): StreamEvent => ({
  kind: 'status-update',
  taskId,
  contextId: 'c-1',
  status: { state, timestamp: 0 },
  final,
});

describe('judging a stream', () => {
  it('accepts a legal run with final on its last update', () => {
    const run = [update('working', false), update('input-required', true)];
    expect(
      judgeStream(run, {
        judgesFinal: true,
        ended: true,
        from: { taskId: 't-1', state: 'submitted' },
      }),
    ).toEqual({
      findings: [],
      position: { taskId: 't-1', state: 'input-required', contextId: 'c-1', artifacts: [] },
    });
  });

  it('names both states of an illegal move, and where it happened', () => {
    const { findings } = judgeStream([update('working', false), update('submitted', false)], {
      judgesFinal: false,
      ended: false,
    });
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'ILLEGAL_TRANSITION',
        index: 1,
        from: 'working',
        to: 'submitted',
      }),
    ]);
  });

  it('flags a task id that changes mid-stream', () => {
    const { findings } = judgeStream([update('working', false), update('completed', true, 't-2')], {
      judgesFinal: true,
      ended: true,
    });
    expect(findings.map((f) => [f.code, f.index])).toEqual([['TASK_ID_CHANGED', 1]]);
  });

  it('flags final misuse: on an open state, events after it, and missing at the end', () => {
    const early = judgeStream([update('working', true), update('completed', true)], {
      judgesFinal: true,
      ended: true,
    });
    expect(early.findings.map((f) => [f.code, f.index])).toEqual([
      ['FINAL_ON_OPEN_STATE', 0],
      ['EVENT_AFTER_FINAL', 1],
    ]);
    const missing = judgeStream([update('working', false), update('completed', false)], {
      judgesFinal: true,
      ended: true,
    });
    expect(missing.findings.map((f) => [f.code, f.index])).toEqual([['FINAL_MISSING', 1]]);
    // 1.0 has no `final`: nothing to judge there.
    expect(
      judgeStream([update('working', true)], { judgesFinal: false, ended: true }).findings,
    ).toEqual([]);
  });
});

describe('judging state changes with the lifecycle', () => {
  // Expected wording written out by hand: the finding quotes the lifecycle's own reason.
  it.each<[string, TaskState, TaskState, string]>([
    [
      'a move the table does not list',
      'working',
      'submitted',
      'the agent moved the task working → submitted: working -> submitted is not a legal transition',
    ],
    [
      'a move out of a terminal state',
      'completed',
      'working',
      'the agent moved the task completed → working: completed is terminal; cannot move to working',
    ],
  ])('words %s as the lifecycle does', (_name, from, to, message) => {
    const { findings } = judgeStream([update(to, false)], {
      judgesFinal: false,
      ended: false,
      from: { taskId: 't-1', state: from },
    });
    expect(findings.find((f) => f.code === 'ILLEGAL_TRANSITION')).toEqual({
      code: 'ILLEGAL_TRANSITION',
      severity: 'error',
      message,
      index: 0,
      from,
      to,
    });
  });

  it('accepts every move the table lists, and judges a repeated state as no move', () => {
    const legal: Array<[TaskState, TaskState]> = [
      ['submitted', 'working'],
      ['submitted', 'auth-required'],
      ['working', 'input-required'],
      ['input-required', 'working'],
      ['auth-required', 'rejected'],
    ];
    for (const [from, to] of legal) {
      const judged = judgeStream([update(to, false)], {
        judgesFinal: false,
        ended: false,
        from: { taskId: 't-1', state: from },
      });
      expect(judged.findings).toEqual([]);
    }
    // working → working is not in the table, yet a repeat is not a move: no finding.
    const repeated = judgeStream([update('working', false), update('working', false)], {
      judgesFinal: false,
      ended: false,
      from: { taskId: 't-1', state: 'submitted' },
    });
    expect(repeated.findings).toEqual([]);
  });
});

const artifact = (artifactId: string, append: boolean, taskId = 't-1'): StreamEvent => ({
  kind: 'artifact-update',
  taskId,
  contextId: 'c-1',
  artifact: { artifactId, parts: [{ kind: 'text', text: artifactId }] },
  append,
  lastChunk: false,
});
const codes = (events: StreamEvent[], from?: Parameters<typeof judgeStream>[1]['from']) =>
  judgeStream(events, { judgesFinal: false, ended: true, ...(from ? { from } : {}) }).findings.map(
    (f) => [f.code, f.index],
  );

describe('judging what a stream says about the task it follows', () => {
  it('flags an append only to an artifact the task never had', () => {
    // Created by an earlier event, or by an earlier call (the position): appending is legal.
    expect(codes([artifact('a', false), artifact('a', true)])).toEqual([]);
    expect(
      codes([artifact('a', true)], { taskId: 't-1', state: 'working', artifacts: ['a'] }),
    ).toEqual([]);
    expect(codes([artifact('a', false), artifact('b', true), artifact('b', true)])).toEqual([
      ['APPEND_TO_UNKNOWN_ARTIFACT', 1],
    ]);
    // An artifact of another task does not count as the followed task's.
    expect(
      codes([update('working', false), artifact('a', false, 't-2'), artifact('a', true)]),
    ).toEqual([
      ['TASK_ID_CHANGED', 1],
      ['APPEND_TO_UNKNOWN_ARTIFACT', 2],
    ]);
  });

  it("reports another task's id once, and never judges its states as the followed task's", () => {
    // t-2 completing and then working again would be illegal for t-1: not judged as t-1's.
    expect(
      codes([
        update('working', false),
        update('completed', false, 't-2'),
        update('working', false, 't-2'),
        update('input-required', false),
      ]),
    ).toEqual([['TASK_ID_CHANGED', 1]]);
  });

  it('flags an event for the followed task under another context, and not an empty context', () => {
    const other: StreamEvent = { ...update('working', false), contextId: 'c-9' } as StreamEvent;
    const none: StreamEvent = { ...update('working', false), contextId: '' } as StreamEvent;
    expect(codes([update('working', false), other])).toEqual([['CONTEXT_ID_CHANGED', 1]]);
    expect(codes([update('working', false), none])).toEqual([]);
  });

  it('flags a second terminal event on the same call, but not a task fetched after the end', () => {
    expect(codes([update('completed', false), update('completed', false)])).toEqual([
      ['SECOND_TERMINAL', 1],
    ]);
    // A later call (tasks/get) that finds the task completed says nothing wrong.
    const fetched: StreamEvent = {
      kind: 'task',
      task: {
        id: 't-1',
        contextId: 'c-1',
        status: { state: 'completed', timestamp: 0 },
        history: [],
        artifacts: [],
        delegationChain: [],
      },
    };
    expect(codes([fetched], { taskId: 't-1', state: 'completed' })).toEqual([]);
  });

  it('compares status timestamps as instants, when the caller can read them', () => {
    const at = (state: TaskState, ms: number): StreamEvent => ({
      ...(update(state, false) as Extract<StreamEvent, { kind: 'status-update' }>),
      status: { state, timestamp: ms },
    });
    const judge = (events: StreamEvent[]) =>
      judgeStream(events, {
        judgesFinal: false,
        ended: true,
        instantOf: (s) => ({ ms: s.timestamp, text: String(s.timestamp) }),
      }).findings.map((f) => [f.code, f.index]);
    expect(judge([at('working', 500), at('input-required', 200)])).toEqual([
      ['TIMESTAMP_BACKWARDS', 1],
    ]);
    // The same instant twice is not going back.
    expect(judge([at('working', 500), at('input-required', 500)])).toEqual([]);
  });
});
