import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskToKernel } from '../../../src/core/kernel';
import { messageText } from '../../../src/core/parts';
import { decodeRun, encodeRun } from '../../../src/adapters/acp';
import { acpValidator, ajvErrors } from '../../helpers/conformance-acp';
import { kernelTaskArb, overTheWire } from '../kernel-arbitrary';
import { allFrames } from './scenarios';

const validRun = (run: unknown): string | true => {
  const validate = acpValidator('Run');
  return validate(overTheWire(run)) ? true : ajvErrors(validate);
};

describe('ACP runs against acp-openapi.yaml', () => {
  it('validates the run of every task at every step of the built-in scenarios', () => {
    let checked = 0;
    for (const { scenario, index, frame } of allFrames()) {
      const task =
        frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task;
      if (task === undefined) continue;
      const kernel = taskToKernel(task);
      const prompt = task.status.message;
      const run = encodeRun(kernel, {
        agentName: scenario.card.name,
        createdTick: task.history[0] ? 1 : 0,
        finishedTick: task.status.timestamp,
        ...(prompt ? { awaitPrompt: messageText(prompt) } : {}),
      });
      expect(validRun(run), `${scenario.name} frame ${index}`).toBe(true);
      const decoded = decodeRun(overTheWire(run));
      expect(decoded.ok && decoded.value, `${scenario.name} frame ${index}`).toEqual(kernel);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('validates the run of any kernel task', () => {
    fc.assert(
      fc.property(kernelTaskArb, fc.string(), (kernel, agentName) => {
        expect(validRun(encodeRun(kernel, { agentName, awaitPrompt: 'Which list?' }))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects what the schema forbids, so the validator is really checking', () => {
    const kernel = {
      taskId: 'task-1',
      contextId: 'ctx-1',
      state: 'running' as const,
      inputText: 'x',
      outputText: '',
      structured: {},
      delegationChain: [],
      artifacts: [],
    };
    const run = overTheWire(encodeRun(kernel)) as Record<string, unknown>;
    expect(validRun({ ...run, status: 'paused' })).not.toBe(true);
    expect(validRun({ ...run, run_id: 'task-1' })).not.toBe(true);
    expect(validRun({ ...run, agent_name: 'Bad Name' })).not.toBe(true);
  });
});
