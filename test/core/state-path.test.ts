// The state path carried on as a live timeline grows must be the path worked out from the whole
// timeline (timeline.ts's statePath), frame by frame, whatever the carried path it is handed:
// one of the same recording, one cut at an earlier cursor, or one of another recording.
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../src/core/card';
import type { TaskState } from '../../src/core/lifecycle';
import { appendLiveFrame, liveTimeline } from '../../src/core/live-run';
import { DEFAULT_POLICY } from '../../src/core/policy';
import { statePathMore, type StatePath } from '../../src/core/state-path';
import type { Task } from '../../src/core/task';
import { jumpTo, statePath, type Timeline } from '../../src/core/timeline';

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
const task = (state: TaskState): Task => ({
  id: 't-1',
  contextId: 'c-1',
  status: { state, timestamp: 0, time: null },
  history: [],
  artifacts: [],
  delegationChain: [],
});

/** A live timeline with one frame per entry: a state the task is in, or none (a bare frame). */
function recorded(states: readonly (TaskState | undefined)[]): Timeline[] {
  let timeline = liveTimeline(card, caller, DEFAULT_POLICY);
  const out = [timeline];
  for (const state of states) {
    timeline = appendLiveFrame(timeline, {
      label: state ?? 'request',
      wire: [],
      call: undefined,
      ...(state === undefined ? {} : { task: task(state) }),
    });
    out.push(timeline);
  }
  return out;
}

/** Carries the path over every timeline in turn, as the panel does at each drawn frame. */
const carried = (timelines: readonly Timeline[]) => {
  let path: StatePath | undefined;
  return timelines.map((t) => (path = statePathMore(path, t)).states);
};

const STATES: (TaskState | undefined)[] = [
  undefined,
  'submitted',
  'working',
  'working',
  'input-required',
  'input-required',
  'working',
  'completed',
];

describe('the state path carried on', () => {
  it('gives the whole-timeline path after every frame, repeats in a row dropped', () => {
    const timelines = recorded(STATES);
    expect(carried(timelines)).toEqual(timelines.map(statePath));
    // Worked by hand: the path after the last frame.
    expect(carried(timelines).at(-1)).toEqual([
      'submitted',
      'working',
      'input-required',
      'working',
      'completed',
    ]);
  });

  it('drops a repeat that spans two draws (the carried last state against the first new one)', () => {
    // Drawn after 'working', then after the second 'working': no second 'working' in the path.
    const timelines = recorded(['submitted', 'working', 'working']);
    const first = statePathMore(undefined, timelines[2] as Timeline);
    expect(statePathMore(first, timelines[3] as Timeline).states).toEqual(['submitted', 'working']);
  });

  it('keeps the same path array while no state is added, so the diagram need not draw again', () => {
    const timelines = recorded(['submitted', 'working', 'working', 'working']);
    const before = statePathMore(undefined, timelines[2] as Timeline);
    expect(statePathMore(before, timelines[4] as Timeline).states).toBe(before.states);
  });

  it('reads afresh when the cursor went back before where the path ended', () => {
    const timelines = recorded(STATES);
    const end = timelines.at(-1) as Timeline;
    const whole = statePathMore(undefined, end);
    const back = jumpTo(end, 3);
    expect(statePathMore(whole, back).states).toEqual(statePath(back));
    expect(statePathMore(whole, back).states).toEqual(['submitted', 'working']);
  });

  it('reads afresh for another recording, even at the same length', () => {
    const one = recorded(['submitted', 'working', 'working']).at(-1) as Timeline;
    const other = recorded(['submitted', 'failed', 'failed']).at(-1) as Timeline;
    const path = statePathMore(undefined, one);
    expect(statePathMore(path, other).states).toEqual(['submitted', 'failed']);
  });
});
