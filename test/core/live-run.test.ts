// A live agent's events as timeline frames, worked by hand: what each event does to the task the
// caller knows, where the cursor goes, and what the stepper and reply box then see.
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../src/core/card';
import { DEFAULT_POLICY } from '../../src/core/policy';
import { appendLiveFrame, applyStreamEvent, liveTimeline } from '../../src/core/live-run';
import type { StreamEvent, Task, TaskStatus } from '../../src/core/task';
import {
  awaitingReply,
  canStepForward,
  currentTask,
  jumpTo,
  statePath,
} from '../../src/core/timeline';

const card = makeCard({
  name: 'agent',
  description: '',
  url: 'http://127.0.0.1:1/rpc',
  version: '1',
});
const caller = {
  agentId: 'caller',
  tenant: 't',
  dataClassification: 'internal' as const,
  userId: 'u',
  scopes: [],
  delegationChain: [],
};
const status = (state: TaskStatus['state']): TaskStatus => ({ state, timestamp: 0, time: null });
const task = (state: TaskStatus['state']): Task => ({
  id: 't-1',
  contextId: 'c-1',
  status: status(state),
  history: [],
  artifacts: [],
  delegationChain: [],
});

describe('applying a live event to the task', () => {
  it('starts a task from a status update for one not yet seen, with the event ids', () => {
    const next = applyStreamEvent(undefined, {
      kind: 'status-update',
      taskId: 't-9',
      contextId: 'c-9',
      status: status('working'),
      final: false,
    });
    expect(next).toEqual({
      id: 't-9',
      contextId: 'c-9',
      status: status('working'),
      history: [],
      artifacts: [],
      delegationChain: [],
    });
  });

  it('appends parts to the artifact with the same id when append is set, replaces it otherwise', () => {
    const base: Task = {
      ...task('working'),
      artifacts: [{ artifactId: 'a1', name: 'r', parts: [{ kind: 'text', text: 'A' }] }],
    };
    const chunk = (append: boolean) =>
      applyStreamEvent(base, {
        kind: 'artifact-update',
        taskId: 't-1',
        contextId: 'c-1',
        artifact: { artifactId: 'a1', parts: [{ kind: 'text', text: 'B' }] },
        append,
        lastChunk: true,
      });
    expect(chunk(true)?.artifacts).toEqual([
      {
        artifactId: 'a1',
        name: 'r',
        parts: [
          { kind: 'text', text: 'A' },
          { kind: 'text', text: 'B' },
        ],
      },
    ]);
    expect(chunk(false)?.artifacts).toEqual([
      { artifactId: 'a1', parts: [{ kind: 'text', text: 'B' }] },
    ]);
  });

  it('gives every version of the task its own parts, messages and artifacts as events go on', () => {
    const text = (t: string) => [{ kind: 'text' as const, text: t }];
    const events: StreamEvent[] = [
      {
        kind: 'artifact-update',
        taskId: 't-1',
        contextId: 'c-1',
        artifact: { artifactId: 'a1', parts: text('A') },
        append: false,
        lastChunk: false,
      },
      { kind: 'message', message: { messageId: 'm1', role: 'agent', parts: text('hello') } },
      {
        kind: 'artifact-update',
        taskId: 't-1',
        contextId: 'c-1',
        artifact: { artifactId: 'a1', parts: text('B') },
        append: true,
        lastChunk: false,
      },
      {
        kind: 'status-update',
        taskId: 't-1',
        contextId: 'c-1',
        status: status('working'),
        final: false,
      },
      {
        kind: 'artifact-update',
        taskId: 't-1',
        contextId: 'c-1',
        artifact: { artifactId: 'a2', parts: text('X') },
        append: false,
        lastChunk: true,
      },
      {
        kind: 'artifact-update',
        taskId: 't-1',
        contextId: 'c-1',
        artifact: { artifactId: 'a1', parts: text('C') },
        append: true,
        lastChunk: true,
      },
      { kind: 'message', message: { messageId: 'm2', role: 'agent', parts: text('bye') } },
    ];
    const versions: (Task | undefined)[] = [task('submitted')];
    for (const event of events) versions.push(applyStreamEvent(versions.at(-1), event));
    // Each version as written out by hand: parts of a1, artifact ids, message ids.
    const seen = versions.map((v) => ({
      a1: v?.artifacts
        .find((a) => a.artifactId === 'a1')
        ?.parts.map((p) => (p.kind === 'text' ? p.text : '')),
      artifacts: v?.artifacts.map((a) => a.artifactId),
      history: v?.history.map((m) => m.messageId),
    }));
    expect(seen).toEqual([
      { a1: undefined, artifacts: [], history: [] },
      { a1: ['A'], artifacts: ['a1'], history: [] },
      { a1: ['A'], artifacts: ['a1'], history: ['m1'] },
      { a1: ['A', 'B'], artifacts: ['a1'], history: ['m1'] },
      { a1: ['A', 'B'], artifacts: ['a1'], history: ['m1'] },
      { a1: ['A', 'B'], artifacts: ['a1', 'a2'], history: ['m1'] },
      { a1: ['A', 'B', 'C'], artifacts: ['a1', 'a2'], history: ['m1'] },
      { a1: ['A', 'B', 'C'], artifacts: ['a1', 'a2'], history: ['m1', 'm2'] },
    ]);
    // Applying an event to an earlier version again (a branch) leaves the later ones as they were.
    const branch = applyStreamEvent(versions[3], events[2] as StreamEvent);
    expect(branch?.artifacts[0]?.parts.map((p) => (p.kind === 'text' ? p.text : ''))).toEqual([
      'A',
      'B',
      'B',
    ]);
    expect(versions[4]?.artifacts[0]?.parts).toHaveLength(2);
    expect(versions[7]?.artifacts[0]?.parts).toHaveLength(3);
    // Every version reads as the plain task it stands for.
    expect(JSON.parse(JSON.stringify(versions[7]))).toEqual({
      ...task('working'),
      history: [
        { messageId: 'm1', role: 'agent', parts: text('hello') },
        { messageId: 'm2', role: 'agent', parts: text('bye') },
      ],
      artifacts: [
        { artifactId: 'a1', parts: [...text('A'), ...text('B'), ...text('C')] },
        { artifactId: 'a2', parts: text('X') },
      ],
    });
  });

  it('takes a task event as the whole task', () => {
    expect(applyStreamEvent(task('working'), { kind: 'task', task: task('completed') })).toEqual(
      task('completed'),
    );
  });
});

describe('a live timeline', () => {
  const start = liveTimeline(card, caller, DEFAULT_POLICY);
  const sent = appendLiveFrame(start, {
    label: 'submitted',
    wire: [{ dir: 'request', callId: 1, params: { method: 'get', taskId: 't-1' } }],
    call: { callId: 1, method: 'stream', taskId: '' },
  });
  const working = appendLiveFrame(sent, {
    label: 'working',
    wire: [],
    task: task('working'),
    call: sent.frames[1]?.call,
  });
  const asked = appendLiveFrame(working, {
    label: 'input-required',
    wire: [],
    task: task('input-required'),
    call: undefined,
  });

  it('follows the last frame and counts call ids on from the wire', () => {
    expect(asked.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'input-required',
    ]);
    expect(asked.cursor).toBe(3);
    expect(asked.frames[3]?.nextCallId).toBe(2);
    expect(statePath(asked)).toEqual(['working', 'input-required']);
  });

  it('waits for the reply at input-required, and the stepper has nothing to run', () => {
    expect(awaitingReply(asked)).toBe(true);
    expect(canStepForward(asked)).toBe(false);
  });

  it('appends to its own frames only: a timeline it was made from keeps exactly its own', () => {
    const other = appendLiveFrame(working, {
      label: 'failed',
      wire: [],
      task: task('failed'),
      call: undefined,
    });
    expect(asked.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'input-required',
    ]);
    expect(other.frames.map((f) => f.label)).toEqual(['ready', 'submitted', 'working', 'failed']);
    expect(working.frames).toHaveLength(3);
    expect(statePath(other)).toEqual(['working', 'failed']);
  });

  it('keeps the cursor where the user stepped back to while events go on arriving', () => {
    const back = jumpTo(asked, 1);
    const later = appendLiveFrame(back, {
      label: 'working',
      wire: [],
      task: task('working'),
      call: undefined,
    });
    expect(later.cursor).toBe(1);
    expect(later.frames).toHaveLength(5);
    expect(currentTask(jumpTo(later, 4))?.status.state).toBe('working');
  });
});
