// A delegation to a real agent as a timeline: each thing the agent sent becomes a frame of the same
// kind the simulated engine makes, so stepping, the state diagram, the transcript and the protocol
// views read a real task unchanged. Pure: the transport hands over what arrived, in order; nothing
// here runs a behaviour or touches the network.
import type { AgentCard } from './card';
import type { CallerContext } from './caller';
import type { EngineError, EngineState } from './engine';
import { findIndexIn, grow, revise } from './grown-list';
import { isPaused } from './lifecycle';
import type { AdmissionPolicy } from './policy';
import type { StreamEvent, Task } from './task';
import { appendFrame, type Frame, type OpenCall, type Timeline } from './timeline';
import type { WireRecord } from './wire';

/** The script a live timeline holds: none, since the agent decides what happens. */
const NO_SCRIPT = {
  id: 'live-agent',
  name: 'Live agent',
  description: 'A real A2A agent: what happens is what it sends.',
} as const;

/**
 * A timeline for a delegation to the agent `card` describes: one frame, nothing sent. Its engine
 * is `createEngine`'s fresh state, written out so this module loads without the engine.
 */
export function liveTimeline(
  card: AgentCard,
  caller: CallerContext,
  policy: AdmissionPolicy,
): Timeline {
  const engine: EngineState = {
    config: { card, script: { ...NO_SCRIPT, steps: [] }, policy, allowedCallbackHosts: [] },
    tick: 0,
    counters: { task: 0, ctx: 0, msg: 0, art: 0 },
    tasks: new Map(),
    pushes: [],
  };
  const ready: Frame = {
    label: 'ready',
    engine,
    taskId: undefined,
    wire: [],
    error: undefined,
    call: undefined,
    nextCallId: 1,
  };
  return { caller, frames: [ready], cursor: 0 };
}

/**
 * The task as the caller knows it after `event`: a task event replaces it, a status update sets
 * its status, an artifact update adds the artifact (or appends to the one with its id when
 * `append` is set). A status update for a task not yet seen starts one from the event's ids.
 */
export function applyStreamEvent(task: Task | undefined, event: StreamEvent): Task | undefined {
  // The task's history, artifacts and parts grow through `grow`, shared with the task before, so
  // a run of n appends holds n entries rather than a copy per frame (see grown-list.ts).
  switch (event.kind) {
    case 'task':
      return event.task;
    case 'message':
      return task === undefined ? undefined : grow(task, 'history', [event.message]);
    case 'status-update':
      return revise(task ?? emptyTask(event.taskId, event.contextId), { status: event.status });
    case 'artifact-update': {
      const base = task ?? emptyTask(event.taskId, event.contextId);
      const id = event.artifact.artifactId;
      const at = findIndexIn(base, 'artifacts', (a) => a.artifactId === id);
      if (at < 0) return grow(base, 'artifacts', [event.artifact]);
      const artifacts = [...base.artifacts];
      const old = artifacts[at];
      artifacts[at] =
        event.append && old !== undefined
          ? grow(old, 'parts', event.artifact.parts)
          : event.artifact;
      return revise(base, { artifacts });
    }
  }
}

const emptyTask = (id: string, contextId: string): Task => ({
  id,
  contextId,
  status: { state: 'submitted', timestamp: 0, time: null },
  history: [],
  artifacts: [],
  delegationChain: [],
});

/** The task and context an event names (an empty id names none, as 1.0's omitted fields read). */
export function eventIds(event: StreamEvent): { taskId?: string; contextId?: string } {
  const [taskId, contextId] =
    event.kind === 'task'
      ? [event.task.id, event.task.contextId]
      : event.kind === 'message'
        ? [event.message.taskId, event.message.contextId]
        : [event.taskId, event.contextId];
  return {
    ...(taskId !== undefined && taskId !== '' ? { taskId } : {}),
    ...(contextId !== undefined && contextId !== '' ? { contextId } : {}),
  };
}

/**
 * Whether `event` belongs to another task than `followed` ('task'), or names the followed task
 * under another context ('context'); undefined when it is the followed task's (or nothing is
 * followed yet). Such an event is shown, never applied: A2A 1.0 §3.1 ties a stream to one task.
 */
export function foreignTo(
  followed: { readonly id: string; readonly contextId?: string | undefined } | undefined,
  event: StreamEvent,
): 'task' | 'context' | undefined {
  if (followed === undefined) return undefined;
  const { taskId, contextId } = eventIds(event);
  if (taskId !== undefined && taskId !== followed.id) return 'task';
  const own = followed.contextId;
  if (contextId !== undefined && own !== undefined && own !== '' && contextId !== own) {
    return 'context';
  }
  return undefined;
}

/**
 * Whether a JSON-RPC reply's `id` answers the request sent with `callId`: the same value and
 * type (JSON-RPC 2.0 §5), so "1" does not answer 1, while 1.0 in the JSON text is the number 1.
 */
export const answersCall = (id: unknown, callId: number): boolean => id === callId;

/** The event log's word for what arrived ("working", "artifact screening", "task completed"). */
export function liveLabel(event: StreamEvent): string {
  switch (event.kind) {
    case 'status-update':
      return event.status.state;
    case 'artifact-update':
      return `artifact ${event.artifact.name ?? event.artifact.artifactId}`;
    case 'task':
      return `task ${event.task.status.state}`;
    case 'message':
      return 'message';
  }
}

export interface LiveFrame {
  readonly label: string;
  /** What crossed the wire, in the core's words. */
  readonly wire: readonly WireRecord[];
  /** The task as it stands after this frame, when the agent said something about it. */
  readonly task?: Task;
  readonly error?: EngineError;
  /** The call still open after this frame (a stream), or undefined once it has closed. */
  readonly call: OpenCall | undefined;
}

/**
 * Appends what arrived as the timeline's last frame. Frames after the cursor are kept (the user
 * may be looking back while the agent goes on); the cursor follows only when it was on the last.
 */
export function appendLiveFrame(timeline: Timeline, input: LiveFrame): Timeline {
  return appendFrame(timeline, (from) => {
    const task = input.task;
    const held = task === undefined ? undefined : from.engine.tasks.get(task.id);
    // The same task (an event shown but not applied): the frame shares the engine state before
    // it rather than copying its task map, as nothing in it changed.
    const same =
      held !== undefined &&
      held.task === task &&
      held.cursor === 0 &&
      held.awaitingReply === isPaused(task.status.state) &&
      held.caller === timeline.caller &&
      held.push === undefined;
    const engine =
      task === undefined || same
        ? from.engine
        : {
            ...from.engine,
            tasks: new Map(from.engine.tasks).set(task.id, {
              task,
              cursor: 0,
              awaitingReply: isPaused(task.status.state),
              caller: timeline.caller,
            }),
          };
    const ids = input.wire.flatMap((r) => ('callId' in r ? [r.callId] : []));
    return {
      label: input.label,
      engine,
      taskId: task?.id ?? from.taskId,
      wire: input.wire,
      error: input.error,
      call: input.call,
      nextCallId: Math.max(from.nextCallId, ...ids.map((id) => id + 1)),
    };
  });
}
