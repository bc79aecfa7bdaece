// A recorded delegation: every action and every engine event becomes a frame holding the engine
// state after it and what crossed the wire. Stepping back is moving a cursor; acting from an
// earlier frame drops the frames after it, like typing after an undo. Frames are values, kept in
// a shared log (timeline-recording.ts); each is made from the one before (timeline-frames.ts).
import type { PushConfig } from './callbacks';
import type { CallerContext } from './caller';
import * as engine from './engine';
import type { EngineConfig, EngineError } from './engine';
import type { JsonObject } from './json';
import { isTerminal, type TaskState } from './lifecycle';
import { err, ok, type Result } from './result';
import type { Task } from './task';
import {
  closeIfDone,
  eventLabel,
  eventRecords,
  joined,
  newPushes,
  nextFrame,
  refusedFrame,
} from './timeline-frames';
import {
  currentFrame,
  frameAt,
  frameCount,
  push,
  startRecording,
  withCursor,
  type Frame,
  type OpenCall,
  type Timeline,
} from './timeline-recording';
import type { WireRecord } from './wire';

export {
  appendFrame,
  currentFrame,
  frameAt,
  frameCount,
  type Frame,
  type OpenCall,
  type Timeline,
} from './timeline-recording';

export type TimelineError = EngineError | { readonly code: 'NO_TASK'; readonly message: string };

/** A timeline with one frame: the server configured, nothing sent. */
export function createTimeline(config: EngineConfig, caller: CallerContext): Timeline {
  const first: Frame = {
    label: 'ready',
    engine: engine.createEngine(config),
    taskId: undefined,
    wire: [],
    error: undefined,
    call: undefined,
    nextCallId: 1,
  };
  return startRecording(caller, first);
}

/** The followed task as it stands at the cursor, if any. */
export function currentTask(timeline: Timeline): Task | undefined {
  const frame = currentFrame(timeline);
  return frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task;
}

/**
 * Sends the caller's text to the server, blocking (send) or streaming (stream). A new task when
 * `taskId` is omitted; otherwise a reply that continues that task. Nothing runs yet: `stepForward`
 * runs the behaviour one event at a time.
 */
export function sendMessage(
  timeline: Timeline,
  text: string,
  options: { mode: 'send' | 'stream'; taskId?: string; data?: JsonObject },
): Timeline {
  const from = currentFrame(timeline);
  const existing =
    options.taskId === undefined ? undefined : from.engine.tasks.get(options.taskId)?.task;
  const created = engine.userMessage(from.engine, text, {
    ...(options.data !== undefined ? { data: options.data } : {}),
    ...(options.taskId !== undefined ? { taskId: options.taskId } : {}),
    ...(existing !== undefined ? { contextId: existing.contextId } : {}),
  });
  const callId = from.nextCallId;
  const request: WireRecord = {
    dir: 'request',
    callId,
    params: { method: options.mode, message: created.message },
  };
  const submitted = engine.submit(created.state, timeline.caller, created.message);
  if (!submitted.ok) {
    return push(
      timeline,
      refusedFrame(from, created.state, options.mode, request, submitted.error),
    );
  }
  const call: OpenCall = { callId, method: options.mode, taskId: submitted.value.taskId };
  const label = options.taskId === undefined ? 'submitted' : 'reply sent';
  return push(
    timeline,
    closeIfDone({
      label,
      engine: submitted.value.state,
      taskId: submitted.value.taskId,
      wire: [request, ...eventRecords(call, submitted.value.events)],
      error: undefined,
      call,
      nextCallId: callId + 1,
    }),
  );
}

/** True when stepping forward would move: a later frame exists, or the open call can run. */
export function canStepForward(timeline: Timeline): boolean {
  if (timeline.cursor < frameCount(timeline) - 1) return true;
  const { call, engine: state } = currentFrame(timeline);
  return call !== undefined && engine.isRunnable(state, call.taskId);
}

/** Moves to the next frame, running the next behaviour step when at the end. */
export function stepForward(timeline: Timeline): Result<Timeline, TimelineError> {
  if (timeline.cursor < frameCount(timeline) - 1) {
    return ok(withCursor(timeline, timeline.cursor + 1));
  }
  const from = currentFrame(timeline);
  if (from.call === undefined) return err('NOTHING_TO_RUN', 'no call is in progress');
  const stepped = engine.step(from.engine, from.call.taskId);
  if (!stepped.ok) return stepped;
  const first = stepped.value.events[0];
  return ok(
    push(
      timeline,
      closeIfDone(
        nextFrame(
          from,
          first === undefined ? 'step' : eventLabel(first),
          stepped.value.state,
          joined(
            eventRecords(from.call, stepped.value.events),
            newPushes(from.engine, stepped.value.state),
          ),
        ),
      ),
    ),
  );
}

/** Moves the cursor back one frame; the frames after it stay for stepping forward again. */
export const stepBack = (timeline: Timeline): Timeline =>
  withCursor(timeline, Math.max(0, timeline.cursor - 1));

/** Moves the cursor to frame `index` (clamped). */
export const jumpTo = (timeline: Timeline, index: number): Timeline =>
  withCursor(timeline, Math.min(Math.max(0, Math.trunc(index)), frameCount(timeline) - 1));

/** Runs forward until the open call closes (or nothing can run). */
export function runToEnd(timeline: Timeline): Result<Timeline, TimelineError> {
  let current = withCursor(timeline, frameCount(timeline) - 1);
  while (canStepForward(current)) {
    const next = stepForward(current);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

const requireTask = (frame: Frame): Result<string, TimelineError> =>
  frame.taskId === undefined ? err('NO_TASK', 'no task has been started yet') : ok(frame.taskId);

/** tasks/cancel for the followed task; cancelling a finished task records TASK_TERMINAL. */
export function cancelTask(timeline: Timeline): Result<Timeline, TimelineError> {
  const from = currentFrame(timeline);
  const taskId = requireTask(from);
  if (!taskId.ok) return taskId;
  const callId = from.nextCallId;
  const request: WireRecord = {
    dir: 'request',
    callId,
    params: { method: 'cancel', taskId: taskId.value },
  };
  const cancelled = engine.cancel(from.engine, taskId.value);
  if (!cancelled.ok)
    return ok(push(timeline, refusedFrame(from, from.engine, 'cancel', request, cancelled.error)));
  const state = cancelled.value.state;
  return ok(
    push(
      timeline,
      closeIfDone(
        nextFrame(
          from,
          'canceled',
          state,
          [
            request,
            {
              dir: 'response',
              callId,
              method: 'cancel',
              result: { kind: 'task', task: cancelled.value.task },
            },
            ...eventRecords(from.call, cancelled.value.events),
            ...newPushes(from.engine, state),
          ],
          callId + 1,
        ),
      ),
    ),
  );
}

/** Forces the followed task into `target`; an illegal move is an error and records nothing. */
export function forceState(
  timeline: Timeline,
  target: TaskState,
  text?: string,
): Result<Timeline, TimelineError> {
  const from = currentFrame(timeline);
  const taskId = requireTask(from);
  if (!taskId.ok) return taskId;
  const moved = engine.forceTransition(from.engine, taskId.value, target, text);
  if (!moved.ok) return moved;
  const state = moved.value.state;
  return ok(
    push(
      timeline,
      closeIfDone(
        nextFrame(
          from,
          `forced ${target}`,
          state,
          joined(eventRecords(from.call, moved.value.events), newPushes(from.engine, state)),
        ),
      ),
    ),
  );
}

/** tasks/pushNotificationConfig/set for the followed task; a refusal is recorded with its code. */
export function setPushConfig(
  timeline: Timeline,
  config: PushConfig,
): Result<Timeline, TimelineError> {
  const from = currentFrame(timeline);
  const taskId = requireTask(from);
  if (!taskId.ok) return taskId;
  const callId = from.nextCallId;
  const request: WireRecord = {
    dir: 'request',
    callId,
    params: { method: 'set-push-config', taskId: taskId.value, config },
  };
  const set = engine.setPushConfig(from.engine, taskId.value, config);
  if (!set.ok)
    return ok(
      push(timeline, refusedFrame(from, from.engine, 'set-push-config', request, set.error)),
    );
  return ok(
    push(
      timeline,
      nextFrame(
        from,
        'push config set',
        set.value.state,
        [
          request,
          {
            dir: 'response',
            callId,
            method: 'set-push-config',
            result: { kind: 'push-config', taskId: taskId.value, config },
          },
        ],
        callId + 1,
      ),
    ),
  );
}

/** The states the followed task passed through up to the cursor, without repeats in a row. */
export function statePath(timeline: Timeline): TaskState[] {
  const path: TaskState[] = [];
  for (let i = 0; i <= timeline.cursor; i += 1) {
    const frame = frameAt(timeline, i);
    if (frame === undefined) break;
    const state =
      frame.taskId === undefined
        ? undefined
        : frame.engine.tasks.get(frame.taskId)?.task.status.state;
    if (state !== undefined && path[path.length - 1] !== state) path.push(state);
  }
  return path;
}

/** True when the followed task waits for the caller's reply at the cursor. */
export function awaitingReply(timeline: Timeline): boolean {
  const frame = currentFrame(timeline);
  const record = frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId);
  return record !== undefined && record.awaitingReply && !isTerminal(record.task.status.state);
}
