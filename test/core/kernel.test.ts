import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stream } from '../../src/core/engine';
import { jsonEqual } from '../../src/core/json';
import {
  A2A_STATE_TO_KERNEL,
  KERNEL_STATES,
  KERNEL_TO_A2A_STATE,
  kernelEqual,
  kernelTaskSchema,
  taskToKernel,
  type KernelTask,
} from '../../src/core/kernel';
import { TASK_STATES } from '../../src/core/lifecycle';
import type { Task } from '../../src/core/task';
import { INVESTIGATOR } from '../../src/scenarios/bank';
import { kernelTaskArb, overTheWire } from '../adapters/kernel-arbitrary';
import { ask, engineFor, unwrap } from './engine-helpers';

const screened = (): Task => {
  const { state, message } = ask(engineFor(), 'Screen the beneficiary of PMT-771');
  return unwrap(stream(state, INVESTIGATOR, message)).task;
};

const withArtifacts = (artifacts: Task['artifacts']): Task => ({ ...screened(), artifacts });

describe('the kernel task', () => {
  it('takes the sanctions task into the kernel vocabulary', () => {
    expect(taskToKernel(screened())).toEqual({
      taskId: 'task-1',
      contextId: 'ctx-1',
      state: 'succeeded',
      inputText: 'Screen the beneficiary of PMT-771',
      outputText: 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list',
      structured: { matches: 1, top_score: 0.83, list: 'SDN', recommendation: 'manual_review' },
      delegationChain: ['orchestrator', 'payments-investigator'],
      artifacts: ['sanctions-screening'],
    });
  });

  it('produces a value its own schema accepts', () => {
    expect(kernelTaskSchema.safeParse(taskToKernel(screened())).success).toBe(true);
  });

  it('maps the eight A2A states one to one', () => {
    const kernel = TASK_STATES.map((s) => A2A_STATE_TO_KERNEL[s]);
    expect(new Set(kernel).size).toBe(8);
    expect([...kernel].sort()).toEqual([...KERNEL_STATES].sort());
    for (const s of TASK_STATES) expect(KERNEL_TO_A2A_STATE[A2A_STATE_TO_KERNEL[s]]).toBe(s);
  });

  it('joins text across artifacts and merges data, later keys winning', () => {
    const kernel = taskToKernel(
      withArtifacts([
        {
          artifactId: 'a',
          name: 'one',
          parts: [
            { kind: 'text', text: 'first' },
            { kind: 'data', data: { a: 1, b: 1 } },
          ],
        },
        {
          artifactId: 'b',
          name: 'two',
          parts: [
            { kind: 'text', text: '' },
            { kind: 'data', data: { b: 2 } },
          ],
        },
        {
          artifactId: 'c',
          name: 'three',
          parts: [
            { kind: 'file', uri: 'https://x.example/f' },
            { kind: 'text', text: 'last' },
          ],
        },
      ]),
    );
    expect(kernel.outputText).toBe('first last');
    expect(kernel.structured).toEqual({ a: 1, b: 2 });
    expect(kernel.artifacts).toEqual(['one', 'two', 'three']);
  });

  it('reads the input from the first user message only', () => {
    const base = screened();
    const agentFirst: Task = {
      ...base,
      history: [
        { messageId: 'm0', role: 'agent', parts: [{ kind: 'text', text: 'hello' }] },
        ...base.history,
        { messageId: 'm9', role: 'user', parts: [{ kind: 'text', text: 'later' }] },
      ],
    };
    expect(taskToKernel(agentFirst).inputText).toBe('Screen the beneficiary of PMT-771');
    expect(taskToKernel({ ...base, history: [] }).inputText).toBe('');
  });

  it('keeps a "__proto__" key in a data part as data, never as a prototype', () => {
    const data = JSON.parse('{"__proto__": {"isAdmin": true}, "matches": 0}') as Record<
      string,
      never
    >;
    const kernel = taskToKernel(
      withArtifacts([{ artifactId: 'a', name: 'r', parts: [{ kind: 'data', data }] }]),
    );
    expect(Object.getPrototypeOf(kernel.structured)).toBe(Object.prototype);
    expect((kernel.structured as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.keys(kernel.structured)).toEqual(['__proto__', 'matches']);
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  it('copies the chain rather than sharing it', () => {
    const task = screened();
    expect(taskToKernel(task).delegationChain).not.toBe(task.delegationChain);
  });
});

describe('kernelEqual', () => {
  const agrees = (a: KernelTask, b: KernelTask): void => {
    expect(kernelEqual(a, b)).toBe(jsonEqual(a, b));
  };

  it('agrees with jsonEqual on any two kernel tasks', () => {
    fc.assert(fc.property(kernelTaskArb, kernelTaskArb, agrees));
  });

  it('agrees with jsonEqual on a task and its copy from the wire, or with one field changed', () => {
    const field = fc.constantFrom<keyof KernelTask>(
      'taskId',
      'contextId',
      'state',
      'inputText',
      'outputText',
      'structured',
      'delegationChain',
      'artifacts',
    );
    fc.assert(
      fc.property(kernelTaskArb, kernelTaskArb, field, (task, other, key) => {
        const copy = overTheWire(task) as KernelTask;
        expect(kernelEqual(task, copy)).toBe(true);
        agrees(task, { ...copy, [key]: other[key] });
      }),
    );
  });

  it('tells apart chains and artifact lists that differ only in order or length', () => {
    const base = taskToKernel(screened());
    expect(kernelEqual(base, { ...base, delegationChain: ['inv', 'orch'] })).toBe(false);
    expect(kernelEqual(base, { ...base, artifacts: [...base.artifacts, ''] })).toBe(false);
    expect(kernelEqual(base, { ...base, structured: { ...base.structured, matches: 2 } })).toBe(
      false,
    );
  });
});

describe('the kernel vocabulary', () => {
  it("names each A2A state as the reference's A2A_STATE_TO_INTERNAL does", () => {
    expect(A2A_STATE_TO_KERNEL).toEqual({
      submitted: 'queued',
      working: 'running',
      'input-required': 'awaiting_input',
      'auth-required': 'awaiting_auth',
      completed: 'succeeded',
      canceled: 'cancelled',
      failed: 'failed',
      rejected: 'rejected',
    });
  });
});
