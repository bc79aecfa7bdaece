import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { a2aV1Loss, encodeKernelTask } from '../../../src/adapters/a2a-v1';
import { a2aV03Loss } from '../../../src/adapters/a2a-v0_3';
import { kernelTaskArb } from '../kernel-arbitrary';

describe('kernel ↔ A2A 1.0', () => {
  it('loses the same kernel fields as 0.3, since both say the same things about a task', () => {
    fc.assert(
      fc.property(kernelTaskArb, (k) => {
        expect(a2aV1Loss(k)).toEqual(a2aV03Loss(k));
      }),
    );
  });

  it('writes the kernel state as the matching TASK_STATE_*', () => {
    const k = {
      taskId: 'task-1',
      contextId: 'ctx-1',
      state: 'rejected' as const,
      inputText: 'x',
      outputText: '',
      structured: {},
      delegationChain: [],
      artifacts: [],
    };
    expect(encodeKernelTask(k).status.state).toBe('TASK_STATE_REJECTED');
  });
});
