import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { a2aV1Loss, decodeKernelTask, encodeKernelTask } from '../../../src/adapters/a2a-v1';
import { a2aV03Loss } from '../../../src/adapters/a2a-v0_3';
import { plainTask } from '../../../src/adapters/shared/a2a-loss';
import { applyLoss } from '../../../src/adapters/shared/loss';
import { jsonEqual } from '../../../src/core/json';
import { kernelTaskArb, overTheWire } from '../kernel-arbitrary';

describe('kernel ↔ A2A 1.0', () => {
  it('round-trips any kernel task exactly', () => {
    fc.assert(
      fc.property(kernelTaskArb, fc.nat(1000), (k, tick) => {
        const decoded = decodeKernelTask(overTheWire(encodeKernelTask(k, tick)));
        expect(decoded.ok && decoded.value).toEqual(k);
      }),
      { numRuns: 300 },
    );
  });

  it('loses exactly what the loss report names when the workbench metadata is ignored', () => {
    fc.assert(
      fc.property(kernelTaskArb, (k) => {
        const decoded = decodeKernelTask(overTheWire(plainTask(encodeKernelTask(k))));
        if (!decoded.ok) throw new Error(decoded.error.message);
        expect(jsonEqual(decoded.value, applyLoss(k, a2aV1Loss(k)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

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
