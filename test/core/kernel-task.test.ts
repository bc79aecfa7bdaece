import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskToKernel, type KernelTask } from '../../src/core/kernel';
import { kernelToTask } from '../../src/core/kernel-task';
import { taskSchema } from '../../src/core/task';
import { kernelTaskArb } from '../adapters/kernel-arbitrary';

const hasOrphanOutput = (k: KernelTask) =>
  k.artifacts.length === 0 && (k.outputText !== '' || Object.keys(k.structured).length > 0);

describe('kernelToTask', () => {
  it('builds an engine task that taskToKernel reads back as the same kernel task', () => {
    fc.assert(
      fc.property(
        kernelTaskArb.filter((k) => !hasOrphanOutput(k)),
        (k) => {
          expect(taskToKernel(kernelToTask(k))).toEqual(k);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts output without any artifact name in one unnamed artifact', () => {
    const k: KernelTask = {
      taskId: 'task-1',
      contextId: 'ctx-1',
      state: 'succeeded',
      inputText: 'Screen',
      outputText: 'done',
      structured: {},
      delegationChain: [],
      artifacts: [],
    };
    const task = kernelToTask(k, 5);
    expect(task.artifacts).toEqual([
      { artifactId: 'art-1', name: '', parts: [{ kind: 'text', text: 'done' }] },
    ]);
    expect(task.status).toEqual({ state: 'completed', timestamp: 5 });
    expect(taskToKernel(task).artifacts).toEqual(['']);
  });

  it('builds tasks the core task schema accepts when the kernel ids are not empty', () => {
    fc.assert(
      fc.property(
        kernelTaskArb.filter((k) => k.taskId !== '' && k.contextId !== ''),
        (k) => {
          expect(taskSchema.safeParse(kernelToTask(k)).success).toBe(true);
        },
      ),
    );
  });
});
