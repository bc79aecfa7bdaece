// A timeline's frames as an append-only log shared by every timeline cut from it, so recording n
// events costs O(n) and stepping, going back or jumping costs O(1). Entries are never changed once
// written; a log grows only through the timeline whose length reaches its end.
import type { CallerContext } from './caller';
import type { EngineError, EngineState } from './engine';
import type { WireRecord } from './wire';

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

/**
 * A timeline's frames as recorded: the first `length` entries of `log`. A log is appended to only
 * when it is `owned` (made here) and the appending timeline reaches its end, so every other
 * timeline cut from it keeps seeing exactly its own frames.
 */
interface Recording {
  readonly log: readonly Frame[];
  readonly length: number;
  /** False for the frames of a timeline built elsewhere, which are read but never appended to. */
  readonly owned: boolean;
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

/**
 * The recording behind `timeline`. A timeline built elsewhere (a spread copy, a restored one) has
 * none: its frames are read in place, and copied once, by the first frame appended to it.
 */
const recordingOf = (timeline: Timeline): Recording =>
  (timeline as Recorded)[RECORDING] ?? {
    log: timeline.frames,
    length: timeline.frames.length,
    owned: false,
  };

/** `recording`'s log with `frame` after its first `keep` entries, appended in place when it may. */
function logWith(recording: Recording, keep: number, frame: Frame): Frame[] {
  const log =
    recording.owned && recording.log.length === keep
      ? (recording.log as Frame[])
      : recording.log.slice(0, keep);
  log.push(frame);
  return log;
}

/** A timeline of one frame, `first`, at the start of a new recording. */
export const startRecording = (caller: CallerContext, first: Frame): Timeline =>
  timelineOf(caller, { log: [first], length: 1, owned: true }, 0);

/** The frame at `index`, if the timeline holds one there. */
export function frameAt(timeline: Timeline, index: number): Frame | undefined {
  const recording = recordingOf(timeline);
  return index >= 0 && index < recording.length ? recording.log[index] : undefined;
}

/** The frame at the cursor. */
export function currentFrame(timeline: Timeline): Frame {
  const frame = frameAt(timeline, timeline.cursor);
  if (frame === undefined) throw new Error('timeline invariant: cursor outside frames');
  return frame;
}

/** How many frames the timeline holds, without reading them all. */
export const frameCount = (timeline: Timeline): number => recordingOf(timeline).length;

/** Appends a frame after the cursor, dropping any frames that came after it. */
export function push(timeline: Timeline, frame: Frame): Timeline {
  const keep = timeline.cursor + 1;
  const log = logWith(recordingOf(timeline), keep, frame);
  return timelineOf(timeline.caller, { log, length: keep + 1, owned: true }, keep);
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
  const last = frameAt(timeline, end - 1);
  if (last === undefined) return timeline;
  const log = logWith(recording, end, next(last));
  const cursor = timeline.cursor === end - 1 ? end : timeline.cursor;
  return timelineOf(timeline.caller, { log, length: end + 1, owned: true }, cursor);
}

/** The same recording with the cursor at `cursor`. */
export const withCursor = (timeline: Timeline, cursor: number): Timeline =>
  timelineOf(timeline.caller, recordingOf(timeline), cursor);
