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
      position: { taskId: 't-1', state: 'input-required' },
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
