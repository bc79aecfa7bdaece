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
