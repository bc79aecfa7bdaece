// A recorded delegation: every action and every engine event becomes a frame holding the engine
// state after it and what crossed the wire. Stepping back is moving a cursor; acting from an
// earlier frame drops the frames after it, like typing after an undo. Pure: frames are values.
// Frames are append-only and shared: timelines cut from one recording hold the same log and their
// own length, so recording n events costs O(n) and stepping, going back or jumping costs O(1).
// `frames` is the log's first `length` entries, made into an array the first time it is read.
import type { PushConfig } from './callbacks';
import type { CallerContext } from './caller';
import * as engine from './engine';
import type { EngineConfig, EngineError, EngineState } from './engine';
import type { JsonObject } from './json';
import { isTerminal, type TaskState } from './lifecycle';
import { err, ok, type Result } from './result';
import type { StreamEvent, Task } from './task';
import type { CallMethod, WireRecord } from './wire';

/** A send or stream call still waiting for the server to pause or finish. */
export interface OpenCall {
  readonly callId: number;
  readonly method: 'send' | 'stream';
  readonly taskId: string;
}

export interface Frame {
  /** What happened, for the event log ("working", "artifact sanctions-screening", "cancel refused"). */
  readonly label: string;
  readonly engine: EngineState;
  /** The task the timeline follows, once one exists. */
  readonly taskId: string | undefined;
  /** What crossed the wire in this frame, in order. */
  readonly wire: readonly WireRecord[];
  /** The error a refused call ended with. */
  readonly error: EngineError | undefined;
  readonly call: OpenCall | undefined;
  readonly nextCallId: number;
}

export interface Timeline {
  readonly caller: CallerContext;
  readonly frames: readonly Frame[];
  readonly cursor: number;
}

export type TimelineError = EngineError | { readonly code: 'NO_TASK'; readonly message: string };

/**
 * A timeline's frames as recorded: the first `length` entries of `log`. Entries are never changed
 * once written; a log is appended to only by the timeline whose length reaches its end, so every
 * other timeline cut from it keeps seeing exactly its own frames.
 */
interface Recording {
  readonly log: Frame[];
  readonly length: number;
  /** `log` cut to `length`, made on first read and shared by every timeline of this recording. */
  frames?: readonly Frame[];
}

const RECORDING = Symbol('recording');
type Recorded = Timeline & { readonly [RECORDING]?: Recording };

/** `frames` of a recorded timeline: one getter shared by all, reading the timeline's recording. */
function recordedFrames(this: Recorded): readonly Frame[] {
  const recording = this[RECORDING];
  if (recording === undefined) return [];
  return (recording.frames ??= recording.log.slice(0, recording.length));
}
const FRAMES: PropertyDescriptor = { enumerable: true, get: recordedFrames };

function timelineOf(caller: CallerContext, recording: Recording, cursor: number): Timeline {
  const timeline = { caller } as {
    caller: CallerContext;
    frames: readonly Frame[];
    cursor: number;
  };
  Object.defineProperty(timeline, 'frames', FRAMES);
  timeline.cursor = cursor;
  Object.defineProperty(timeline, RECORDING, { value: recording });
  return timeline;
}

/** The recording behind `timeline`; a timeline built elsewhere (a spread copy) is read once. */
const recordingOf = (timeline: Timeline): Recording =>
  (timeline as Recorded)[RECORDING] ?? {
    log: [...timeline.frames],
    length: timeline.frames.length,
  };

const frameAt = (recording: Recording, index: number): Frame | undefined =>
  index >= 0 && index < recording.length ? recording.log[index] : undefined;

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
  return timelineOf(caller, { log: [first], length: 1 }, 0);
}

/** The frame at the cursor. */
export function currentFrame(timeline: Timeline): Frame {
  const frame = frameAt(recordingOf(timeline), timeline.cursor);
  if (frame === undefined) throw new Error('timeline invariant: cursor outside frames');
  return frame;
}

/** How many frames the timeline holds, without reading them all. */
const frameCount = (timeline: Timeline): number => recordingOf(timeline).length;

/** The followed task as it stands at the cursor, if any. */
export function currentTask(timeline: Timeline): Task | undefined {
  const frame = currentFrame(timeline);
  return frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task;
}

/** Appends a frame after the cursor, dropping any frames that came after it. */
function push(timeline: Timeline, frame: Frame): Timeline {
  const recording = recordingOf(timeline);
  const keep = timeline.cursor + 1;
  // Append in place only when nothing lies past the kept frames; otherwise start a new log.
  const log = recording.log.length === keep ? recording.log : recording.log.slice(0, keep);
  log.push(frame);
  return timelineOf(timeline.caller, { log, length: keep + 1 }, keep);
}

/**
 * Appends the frame `next` makes of the last one, keeping every frame (those after the cursor
 * too); the cursor moves to it only when it was on the last. A live run adds what arrives this
 * way: in place on the recording's log, so n frames cost O(n), not a copy of every frame each
 * time. Unchanged (and `next` not called) when there is no frame.
 */
export function appendFrame(timeline: Timeline, next: (last: Frame) => Frame): Timeline {
  const recording = recordingOf(timeline);
  const end = recording.length;
  const last = frameAt(recording, end - 1);
  if (last === undefined) return timeline;
  const frame = next(last);
  const log = recording.log.length === end ? recording.log : recording.log.slice(0, end);
  log.push(frame);
  const cursor = timeline.cursor === end - 1 ? end : timeline.cursor;
  return timelineOf(timeline.caller, { log, length: end + 1 }, cursor);
}

/** The same recording with the cursor at `cursor`. */
const withCursor = (timeline: Timeline, cursor: number): Timeline =>
  timelineOf(timeline.caller, recordingOf(timeline), cursor);

/** What crossed the wire in a frame where nothing did: one frozen array shared by every such frame. */
const NO_WIRE: readonly WireRecord[] = Object.freeze([]);

const newPushes = (before: EngineState, after: EngineState): readonly WireRecord[] =>
  after.pushes === before.pushes
    ? NO_WIRE
    : after.pushes.slice(before.pushes.length).map((delivery) => ({ dir: 'push', delivery }));

/** `first` then `second`, without a new array when either is empty. */
const joined = (
  first: readonly WireRecord[],
  second: readonly WireRecord[],
): readonly WireRecord[] =>
  second.length === 0 ? first : first.length === 0 ? second : [...first, ...second];

/**
 * The frame after `from`: its task and open call, with what changed. Frames are written out field
 * by field, never spread: V8 copies a spread of a frame that was itself spread on its slow path
 * (about 0.7 µs) into an object holding three of its seven fields in a second one, and a recording
 * keeps every frame it makes.
 */
const nextFrame = (
  from: Frame,
  label: string,
  engine: EngineState,
  wire: readonly WireRecord[],
  nextCallId = from.nextCallId,
  error?: EngineError,
): Frame => ({ label, engine, taskId: from.taskId, wire, error, call: from.call, nextCallId });

const eventLabel = (event: StreamEvent): string =>
  event.kind === 'status-update'
    ? event.status.state
    : event.kind === 'artifact-update'
      ? `artifact ${event.artifact.name ?? event.artifact.artifactId}`
      : 'task';

/** Closes an open call if its task can no longer run: the stream's last event, or the response. */
function closeIfDone(frame: Frame): Frame {
  const call = frame.call;
  if (call === undefined || engine.isRunnable(frame.engine, call.taskId)) return frame;
  const task = frame.engine.tasks.get(call.taskId)?.task;
  const closing: WireRecord | undefined =
    task === undefined
      ? undefined
      : call.method === 'stream'
        ? { dir: 'event', callId: call.callId, event: { kind: 'task', task } }
        : { dir: 'response', callId: call.callId, method: 'send', result: { kind: 'task', task } };
  const { label, engine: state, taskId, wire, error, nextCallId } = frame;
  return {
    label,
    engine: state,
    taskId,
    wire: closing === undefined ? wire : [...wire, closing],
    error,
    call: undefined,
    nextCallId,
  };
}

/** Wire records for engine events: on an open stream they are SSE events; otherwise internal. */
const eventRecords = (
  call: OpenCall | undefined,
  events: readonly StreamEvent[],
): readonly WireRecord[] =>
  call?.method === 'stream'
    ? events.map((event) => ({ dir: 'event', callId: call.callId, event }))
    : NO_WIRE;

function refused(
  timeline: Timeline,
  from: Frame,
  engine: EngineState,
  method: CallMethod,
  request: WireRecord,
  error: EngineError,
): Timeline {
  return push(
    timeline,
    nextFrame(
      from,
      `${method} refused: ${error.code}`,
      engine,
      [request, { dir: 'error', callId: from.nextCallId, method, error }],
      from.nextCallId + 1,
      error,
    ),
  );
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
    return refused(timeline, from, created.state, options.mode, request, submitted.error);
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
    return ok(refused(timeline, from, from.engine, 'cancel', request, cancelled.error));
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
    return ok(refused(timeline, from, from.engine, 'set-push-config', request, set.error));
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
  const recording = recordingOf(timeline);
  for (let i = 0; i <= timeline.cursor && i < recording.length; i += 1) {
    const frame = recording.log[i];
    if (frame === undefined) continue;
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
