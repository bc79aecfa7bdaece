import { describe, expect, it } from 'vitest';
import {
  envelopesAt,
  envelopesDocument,
  withoutWorkbenchMetadata,
} from '../../../src/panels/envelopes/envelopes';
import { anchorLosses } from '../../../src/panels/envelopes/loss-anchors';
import { startScreening } from '../../../src/panels/envelopes/screening';
import { createWorkbenchStore } from '../../../src/store';
import { frameIndex, screenedStore, timelineOf } from './fixtures';
import { sessionActionsOf } from '../../../src/store/session-actions';

const at = (label: string, version: '0.3' | '1.0' = '0.3') => {
  const store = screenedStore();
  const envelopes = envelopesAt(timelineOf(store), frameIndex(store, label), version, 'stream');
  if (envelopes === undefined) throw new Error(`no task at ${label}`);
  return envelopes;
};

/** The screening paused in auth-required by forcing it from working. */
function authRequired() {
  const store = createWorkbenchStore();
  startScreening(store);
  const session = sessionActionsOf(store);
  session.stepForward();
  const forced = session.force('auth-required', 'Sign in to the screening service');
  if (!forced.ok) throw new Error(forced.error.message);
  const timeline = forced.value;
  const envelopes = envelopesAt(timeline, timeline.cursor, '0.3', 'stream');
  if (envelopes === undefined) throw new Error('no task');
  return envelopes;
}

describe('the task in its three forms at a step', () => {
  it('says each state in each protocol’s words', () => {
    const words = (label: string) => {
      const e = at(label);
      return [e.a2a.task.status, e.kernel.state, e.acp.run.status];
    };
    expect(words('submitted')).toEqual([
      expect.objectContaining({ state: 'submitted' }),
      'queued',
      'created',
    ]);
    expect(words('working')).toEqual([
      expect.objectContaining({ state: 'working' }),
      'running',
      'in-progress',
    ]);
    expect(words('completed')).toEqual([
      expect.objectContaining({ state: 'completed' }),
      'succeeded',
      'completed',
    ]);
    expect(at('working', '1.0').a2a.task.status).toEqual(
      expect.objectContaining({ state: 'TASK_STATE_WORKING' }),
    );
  });

  it('has no task before the request is sent', () => {
    const store = screenedStore();
    expect(envelopesAt(timelineOf(store), 0, '0.3', 'stream')).toBeUndefined();
  });

  it('round-trips exactly through every wire form at every step, in both A2A versions', () => {
    const store = screenedStore();
    const timeline = timelineOf(store);
    for (const version of ['0.3', '1.0'] as const) {
      for (let i = 1; i < timeline.frames.length; i += 1) {
        const e = envelopesAt(timeline, i, version, 'stream');
        expect(e?.a2a.readBack.exact).toBe(true);
        expect(e?.acp.readBack.exact).toBe(true);
        expect(e?.a2a.readsAsKernel).toBe(true);
      }
    }
  });

  it('shows what a plain client reads: A2A loses the chain, ACP the ids, input, chain and names', () => {
    const e = at('completed');
    const plainA2a = e.a2a.readBack.plain;
    const plainAcp = e.acp.readBack.plain;
    if (typeof plainA2a === 'string' || typeof plainAcp === 'string') throw new Error('unread');
    expect(plainA2a).toEqual({ ...e.kernel, delegationChain: [] });
    expect(plainAcp.inputText).toBe('');
    expect(plainAcp.taskId).toBe(e.acp.run.run_id);
    expect(e.acp.loss.map((l) => l.field)).toEqual([
      'taskId',
      'contextId',
      'inputText',
      'delegationChain',
      'artifacts',
    ]);
  });

  it('says awaiting_auth becomes "awaiting" in ACP, beside the run’s status', () => {
    const e = authRequired();
    expect(e.acp.run.status).toBe('awaiting');
    expect(e.acp.run.await_request).toMatchObject({
      message: { parts: [{ content: 'Sign in to the screening service' }] },
    });
    const state = e.acp.loss.find((l) => l.field === 'state');
    expect(state).toMatchObject({ kernel: 'awaiting_auth', readBack: 'awaiting_input' });
    expect(
      anchorLosses('acp-run', e.acp.run, e.acp.loss).find((a) => a.entry.field === 'state')?.path,
    ).toEqual(['status']);
    expect(e.acp.readBack.exact).toBe(true);
  });

  it('puts a loss with no field of its own beside the metadata entry that carries it', () => {
    const e = at('completed');
    const anchors = anchorLosses('acp-run', e.acp.run, e.acp.loss);
    expect(anchors.find((a) => a.entry.field === 'inputText')?.path).toEqual([
      'metadata',
      'delegation-workbench/kernel',
      'inputText',
    ]);
    expect(anchorLosses('a2a-0.3', e.a2a.task, e.a2a.loss)).toEqual([
      expect.objectContaining({
        path: ['metadata', 'delegation-workbench/delegationChain'],
      }),
    ]);
  });

  it('dates the run from the step the task appeared to the step shown', () => {
    const e = at('completed');
    expect(e.acp.run.created_at).toBe('2025-01-01T00:00:01.000Z');
    expect(e.acp.run.finished_at).toBe('2025-01-01T00:00:03.000Z');
    expect(e.acp.run.agent_name).toBe('sanctions-screening-agent');
  });

  it('builds the ACP create request with the input and the run’s session', () => {
    const e = at('working');
    expect(e.acp.request).toEqual({
      agent_name: 'sanctions-screening-agent',
      session_id: e.acp.run.session_id,
      input: [
        {
          role: 'user',
          parts: [{ content_type: 'text/plain', content: 'Screen the beneficiary of PMT-771' }],
        },
      ],
      mode: 'stream',
    });
  });

  it('writes the three forms of one step into one document', () => {
    const e = at('working', '1.0');
    expect(envelopesDocument(e)).toEqual({
      step: { number: e.index + 1, label: 'working' },
      a2a: { version: '1.0', task: e.a2a.task },
      kernel: e.kernel,
      acp: { createRequest: e.acp.request, run: e.acp.run },
    });
  });
});

describe('a document without the workbench metadata', () => {
  it("drops only the workbench's entries and keeps everyone else's", () => {
    expect(
      withoutWorkbenchMetadata({
        id: 't',
        metadata: { 'delegation-workbench/kernel': { taskId: 'x' }, 'acme/trace': 'abc' },
      }),
    ).toEqual({ id: 't', metadata: { 'acme/trace': 'abc' } });
    expect(
      withoutWorkbenchMetadata({ id: 't', metadata: { 'delegation-workbench/x': 1 } }),
    ).toEqual({ id: 't' });
  });
});
