import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KernelTask } from '../../../src/core/kernel';
import {
  ACP_STATUS_TO_KERNEL,
  KERNEL_TO_ACP_STATUS,
  acpLoss,
  encodeRun,
  toAgentName,
} from '../../../src/adapters/acp';
import { kernelTaskArb } from '../kernel-arbitrary';

const kernel = (over: Partial<KernelTask> = {}): KernelTask => ({
  taskId: 'task-1',
  contextId: 'ctx-1',
  state: 'succeeded',
  inputText: 'Screen Acme Trading FZE',
  outputText: 'Acme Trading FZE: 1 possible match',
  structured: { matches: 1, top_score: 0.83 },
  delegationChain: ['orchestrator', 'payments-investigator'],
  artifacts: ['sanctions-screening'],
  ...over,
});

describe('ACP state tables', () => {
  it('names every kernel state in ACP words as the reference does', () => {
    expect(KERNEL_TO_ACP_STATUS).toEqual({
      queued: 'created',
      running: 'in-progress',
      awaiting_input: 'awaiting',
      awaiting_auth: 'awaiting',
      succeeded: 'completed',
      cancelled: 'cancelled',
      failed: 'failed',
      rejected: 'failed',
    });
  });

  it('reads every ACP status, cancelling as still running', () => {
    expect(ACP_STATUS_TO_KERNEL).toEqual({
      created: 'queued',
      'in-progress': 'running',
      awaiting: 'awaiting_input',
      cancelling: 'running',
      cancelled: 'cancelled',
      completed: 'succeeded',
      failed: 'failed',
    });
  });
});

describe('encodeRun', () => {
  it('writes output text and structured data as text/plain and application/json parts', () => {
    const run = encodeRun(kernel(), { agentName: 'sanctions-screening-agent' });
    expect(run.output).toEqual([
      {
        role: 'agent/sanctions-screening-agent',
        parts: [
          { content_type: 'text/plain', content: 'Acme Trading FZE: 1 possible match' },
          { content_type: 'application/json', content: '{"matches":1,"top_score":0.83}' },
        ],
      },
    ]);
    expect(run.status).toBe('completed');
  });

  it('derives UUID run and session ids deterministically from the kernel ids', () => {
    const a = encodeRun(kernel());
    expect(a.run_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(encodeRun(kernel()).run_id).toBe(a.run_id);
    expect(encodeRun(kernel({ taskId: 'task-2' })).run_id).not.toBe(a.run_id);
    expect(a.session_id).not.toBe(a.run_id);
  });

  it('keeps a task id that is already a UUID, and reports no id loss for it', () => {
    const id = '0b7c5d3e-1f2a-4b6c-8d9e-0f1a2b3c4d5e';
    expect(encodeRun(kernel({ taskId: id })).run_id).toBe(id);
    expect(acpLoss(kernel({ taskId: id })).map((e) => e.field)).not.toContain('taskId');
  });

  it('stamps created_at and finished_at from ticks, finished only when the run has ended', () => {
    const done = encodeRun(kernel(), { createdTick: 1, finishedTick: 4 });
    expect(done.created_at).toBe('2025-01-01T00:00:01.000Z');
    expect(done.finished_at).toBe('2025-01-01T00:00:04.000Z');
    expect(encodeRun(kernel({ state: 'running' }), { createdTick: 1 }).finished_at).toBeUndefined();
  });

  it('sends the agent question as await_request while awaiting', () => {
    const run = encodeRun(kernel({ state: 'awaiting_input' }), {
      agentName: 'clarifier',
      awaitPrompt: 'Which jurisdiction?',
    });
    expect(run.await_request).toEqual({
      type: 'message',
      message: {
        role: 'agent/clarifier',
        parts: [{ content_type: 'text/plain', content: 'Which jurisdiction?' }],
      },
    });
  });

  it('gives a failed or rejected run an error and no error otherwise', () => {
    expect(encodeRun(kernel({ state: 'rejected' })).error).toEqual({
      code: 'server_error',
      message: 'The agent rejected the task.',
    });
    expect(encodeRun(kernel({ state: 'failed' }), { errorMessage: 'boom' }).error?.message).toBe(
      'boom',
    );
    expect(encodeRun(kernel()).error).toBeUndefined();
  });

  it('folds any agent name into a DNS label', () => {
    expect(toAgentName('Sanctions Screening Agent')).toBe('sanctions-screening-agent');
    expect(toAgentName('--ÜBER__bot--')).toBe('ber-bot');
    expect(toAgentName('')).toBe('agent');
    expect(toAgentName('x'.repeat(80))).toHaveLength(63);
    // Labels already plain stay as they are; any other folds: one hyphen per run, none at the ends.
    expect(toAgentName('a-b-9')).toBe('a-b-9');
    expect(toAgentName('a--b')).toBe('a-b');
    expect(toAgentName('-a')).toBe('a');
    expect(toAgentName('a-')).toBe('a');
    expect(toAgentName('-')).toBe('agent');
    expect(toAgentName('a_b')).toBe('a-b');
  });

  it('writes no output message when there is nothing to output', () => {
    expect(encodeRun(kernel({ outputText: '', structured: {} })).output).toEqual([]);
  });
});

describe('acpLoss', () => {
  it('names awaiting_auth as the state ACP folds into awaiting', () => {
    const loss = acpLoss(kernel({ state: 'awaiting_auth' }));
    const state = loss.find((e) => e.field === 'state');
    expect(state).toMatchObject({ kernel: 'awaiting_auth', readBack: 'awaiting_input' });
    expect(state?.reason).toContain('"awaiting"');
    expect(acpLoss(kernel({ state: 'awaiting_input' })).map((e) => e.field)).not.toContain('state');
  });

  it('names rejected as the state ACP reports as failed', () => {
    const state = acpLoss(kernel({ state: 'rejected' })).find((e) => e.field === 'state');
    expect(state).toMatchObject({ kernel: 'rejected', readBack: 'failed' });
  });

  it('lists the input, chain and artifact names, which a Run has no field for', () => {
    expect(acpLoss(kernel()).map((e) => e.field)).toEqual([
      'taskId',
      'contextId',
      'inputText',
      'delegationChain',
      'artifacts',
    ]);
  });

  it('says where each lost field is carried', () => {
    for (const entry of acpLoss(kernel())) {
      expect(entry.carriedIn).toBe('metadata["delegation-workbench/kernel"]');
    }
  });

  it('carries exactly the fields the loss report names, with the kernel values, in kernel order', () => {
    // The encoder reads the carried entry off the run it wrote; the loss report works it out from
    // loss.ts's rule table. Both must name the same fields with the same values.
    expect(encodeRun(kernel()).metadata?.['delegation-workbench/kernel']).toEqual({
      taskId: 'task-1',
      contextId: 'ctx-1',
      inputText: 'Screen Acme Trading FZE',
      delegationChain: ['orchestrator', 'payments-investigator'],
      artifacts: ['sanctions-screening'],
    });
    fc.assert(
      fc.property(kernelTaskArb, (task) => {
        const loss = acpLoss(task);
        const carried = encodeRun(task).metadata?.['delegation-workbench/kernel'];
        if (loss.length === 0) {
          expect(carried).toBeUndefined();
          return;
        }
        expect(Object.keys(carried ?? {})).toEqual(loss.map((e) => e.field));
        for (const entry of loss) {
          expect((carried as Record<string, unknown>)[entry.field]).toEqual(entry.kernel);
        }
      }),
      { numRuns: 300 },
    );
  });
});
