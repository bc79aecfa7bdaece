// How a frame is made from the one before it: what crossed the wire (SSE events on an open
// stream, pushes to a callback), its label for the event log, and the closing of a call whose task
// can no longer run. Frames are values, written out field by field.
import { isRunnable, type EngineError, type EngineState } from './engine';
import type { StreamEvent } from './task';
import type { Frame, OpenCall } from './timeline-recording';
import type { CallMethod, WireRecord } from './wire';

/** What crossed the wire in a frame where nothing did: one frozen array shared by every such frame. */
const NO_WIRE: readonly WireRecord[] = Object.freeze([]);

/** The pushes `after` made that `before` had not, as wire records. */
export const newPushes = (before: EngineState, after: EngineState): readonly WireRecord[] =>
  after.pushes === before.pushes
    ? NO_WIRE
    : after.pushes.slice(before.pushes.length).map((delivery) => ({ dir: 'push', delivery }));

/** `first` then `second`, without a new array when either is empty. */
export const joined = (
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
export const nextFrame = (
  from: Frame,
  label: string,
  engine: EngineState,
  wire: readonly WireRecord[],
  nextCallId = from.nextCallId,
  error?: EngineError,
): Frame => ({ label, engine, taskId: from.taskId, wire, error, call: from.call, nextCallId });

/** An event's word in the event log: its state, its artifact's name, or "task". */
export const eventLabel = (event: StreamEvent): string =>
  event.kind === 'status-update'
    ? event.status.state
    : event.kind === 'artifact-update'
      ? `artifact ${event.artifact.name ?? event.artifact.artifactId}`
      : 'task';

/** Closes an open call if its task can no longer run: the stream's last event, or the response. */
export function closeIfDone(frame: Frame): Frame {
  const call = frame.call;
  if (call === undefined || isRunnable(frame.engine, call.taskId)) return frame;
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
export const eventRecords = (
  call: OpenCall | undefined,
  events: readonly StreamEvent[],
): readonly WireRecord[] =>
  call?.method === 'stream'
    ? events.map((event) => ({ dir: 'event', callId: call.callId, event }))
    : NO_WIRE;

/** The frame a refused call ends in: its request, then the error the server answered with. */
export const refusedFrame = (
  from: Frame,
  engine: EngineState,
  method: CallMethod,
  request: WireRecord,
  error: EngineError,
): Frame =>
  nextFrame(
    from,
    `${method} refused: ${error.code}`,
    engine,
    [request, { dir: 'error', callId: from.nextCallId, method, error }],
    from.nextCallId + 1,
    error,
  );
