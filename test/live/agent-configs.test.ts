// What the agent's push-config answers add up to, worked by hand: a set names one config, a list
// replaces what was known, a delete removes the one asked for, answers about another task are
// left out, and stepping back shows what the agent had said by then.
import { describe, expect, it } from 'vitest';
import { jumpTo, type Timeline } from '../../src/core/timeline';
import { appendLiveFrame, liveTimeline } from '../../src/core/live-run';
import type { CallParams, CallResult, TaskPushConfig } from '../../src/core/wire';
import type { LiveCallLog, LiveRun } from '../../src/live/run-log';
import { AppendLog } from '../../src/live/append-log';
import { agentConfigs } from '../../src/live/agent-configs';
import { createWorkbenchStore } from '../../src/store';

const config = (url: string) => ({ url, token: 't', authentication: 'bearer' as const });
const a: TaskPushConfig = {
  taskId: 'task-1',
  configId: 'cfg-a',
  config: config('https://a.example/cb'),
};
const b: TaskPushConfig = {
  taskId: 'task-1',
  configId: 'cfg-b',
  config: config('https://b.example/cb'),
};
const other: TaskPushConfig = {
  taskId: 'task-2',
  configId: 'cfg-x',
  config: config('https://x.example/cb'),
};

/** A live run of push-config calls, each its request frame then its answer's frame. */
function runOf(calls: readonly { params: CallParams; result: CallResult }[]) {
  const { workspace } = createWorkbenchStore().getState();
  const card = workspace.cards[0];
  const caller = workspace.callers[0];
  if (card === undefined || caller === undefined) throw new Error('the example has both');
  let timeline: Timeline = liveTimeline(card, caller, workspace.policy);
  const logs: LiveCallLog[] = calls.map(({ params, result }, i) => {
    const callId = i + 1;
    timeline = appendLiveFrame(timeline, {
      label: 'asked',
      wire: [{ dir: 'request', callId, params }],
      call: undefined,
    });
    const asked = timeline.frames.length - 1;
    timeline = appendLiveFrame(timeline, {
      label: 'answered',
      wire: [{ dir: 'response', callId, method: params.method, result }],
      call: undefined,
    });
    return {
      callId,
      method: params.method,
      rpcMethod: params.method,
      request: { url: 'http://127.0.0.1:9/rpc', headers: {}, body: null },
      items: AppendLog.of(
        { kind: 'request' as const, frame: asked },
        { kind: 'response' as const, frame: asked + 1, body: null, findings: [] },
      ),
      events: AppendLog.of(),
      ended: true,
    };
  });
  const live: LiveRun = {
    agent: card.name,
    endpoint: 'http://127.0.0.1:9/rpc',
    version: '1.0',
    cardProtocolVersion: '1.0',
    cardStreams: true,
    calls: logs,
  };
  return { live, timeline };
}

describe('the push configs a live agent has named', () => {
  const { live, timeline } = runOf([
    {
      params: { method: 'set-push-config', taskId: 'task-1', config: a.config },
      result: { kind: 'push-config', ...a },
    },
    {
      params: { method: 'set-push-config', taskId: 'task-2', config: other.config },
      result: { kind: 'push-config', ...other },
    },
    {
      params: { method: 'list-push-configs', taskId: 'task-1' },
      result: { kind: 'push-configs', configs: [a, b] },
    },
    {
      params: { method: 'delete-push-config', taskId: 'task-1', configId: 'cfg-a' },
      result: { kind: 'deleted' },
    },
  ]);

  it('adds up the answers about the task: set, list, then delete', () => {
    expect(agentConfigs(live, timeline, 'task-1')).toEqual({ configs: [b], answered: true });
    expect(agentConfigs(live, timeline, 'task-2')).toEqual({ configs: [other], answered: true });
    expect(agentConfigs(live, timeline, 'task-3')).toEqual({ configs: [], answered: false });
  });

  it('shows what the agent had said by the frame the cursor is on', () => {
    // Frames: 0 ready; 1–2 set a; 3–4 set other; 5–6 list; 7–8 delete.
    expect(agentConfigs(live, jumpTo(timeline, 0), 'task-1')).toEqual({
      configs: [],
      answered: false,
    });
    expect(agentConfigs(live, jumpTo(timeline, 2), 'task-1').configs).toEqual([a]);
    expect(agentConfigs(live, jumpTo(timeline, 6), 'task-1').configs).toEqual([a, b]);
    // The delete was sent but not yet answered: nothing is taken as deleted.
    expect(agentConfigs(live, jumpTo(timeline, 7), 'task-1').configs).toEqual([a, b]);
  });
});
