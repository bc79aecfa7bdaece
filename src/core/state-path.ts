// The path the followed task took, carried on as a timeline grows: a live run adds frames at every
// drawn frame of a stream, and walking every frame again each time costs the whole log per draw.
// `statePathMore` reads only the frames added since the path it is given, and gives `statePath`'s
// answer (timeline.ts) for any timeline, whatever it is given.
import type { TaskState } from './lifecycle';
import { frameAt, type Frame, type Timeline } from './timeline-recording';

/** The states passed through up to (not including) frame `upTo`, and the frame they end at. */
export interface StatePath {
  /** The same array while no state is added, so a view drawn from it need not draw again. */
  readonly states: readonly TaskState[];
  readonly upTo: number;
  /** The frame at `upTo - 1`: the path holds for a timeline with this frame there. */
  readonly last: Frame | undefined;
}

const stateOf = (frame: Frame): TaskState | undefined =>
  frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task.status.state;

/**
 * The states the followed task passed through up to `timeline`'s cursor, without repeats in a
 * row: `before` extended by the frames after it when it is a path of the same recorded frames
 * (the frame it ends at is still there, at or before the cursor), worked out afresh otherwise.
 * @example statePathMore(undefined, timeline).states // ['submitted', 'working']
 */
export function statePathMore(before: StatePath | undefined, timeline: Timeline): StatePath {
  const end = timeline.cursor + 1;
  const carried =
    before !== undefined &&
    before.upTo <= end &&
    (before.upTo === 0 || frameAt(timeline, before.upTo - 1) === before.last);
  if (carried && before.upTo === end) return before;
  let states = carried ? before.states : [];
  let last = carried ? before.last : undefined;
  let upTo = carried ? before.upTo : 0;
  let added: TaskState[] | undefined;
  for (; upTo < end; upTo += 1) {
    const frame = frameAt(timeline, upTo);
    if (frame === undefined) break;
    last = frame;
    const state = stateOf(frame);
    const previous = added === undefined ? states[states.length - 1] : added[added.length - 1];
    if (state !== undefined && previous !== state) (added ??= []).push(state);
  }
  if (added !== undefined) states = [...states, ...added];
  return { states, upTo, last };
}
