// A live run's payloads by frame, carried on as its calls grow, against the reading of the whole
// run (each call's items in order, written out here as the oracle) and frames worked by hand.
import { describe, expect, it } from 'vitest';
import { AppendLog } from '../../../src/live/append-log';
import type { LiveCallLog, LiveItem, LiveRun } from '../../../src/live/run-log';
import {
  liveEntriesAt,
  liveFramesMore,
  showsPayloadIn,
  type LiveFrames,
} from '../../../src/panels/lifecycle/transcript/live-frames';

const request = (frame: number): LiveItem => ({ kind: 'request', frame });
const event = (frame: number): LiveItem => ({
  kind: 'event',
  frame,
  body: { n: frame },
  findings: [],
});

const call = (callId: number, items: AppendLog<LiveItem>): LiveCallLog => ({
  callId,
  method: 'stream',
  rpcMethod: 'message/stream',
  request: { url: 'http://127.0.0.1:1/', headers: {}, body: null },
  items,
  events: AppendLog.of(),
  ended: false,
});

const run = (calls: LiveCallLog[]): LiveRun => ({
  agent: 'agent',
  endpoint: 'http://127.0.0.1:1/',
  version: '0.3',
  cardProtocolVersion: '0.3.0',
  cardStreams: true,
  calls,
});

/** The whole run read afresh, as the transcript read it before it carried anything on. */
function oracle(live: LiveRun): Map<number, [number, number, boolean][]> {
  const out = new Map<number, [number, number, boolean][]>();
  for (const c of live.calls) {
    let replied = false;
    let n = 0;
    for (const entry of c.items) {
      const first = entry.kind !== 'request' && !replied;
      if (first) replied = true;
      out.set(entry.frame, [...(out.get(entry.frame) ?? []), [c.callId, n, first]]);
      n += 1;
    }
  }
  return out;
}

/** What `frames` says of every frame of `live`, in the oracle's form. */
function read(frames: LiveFrames, live: LiveRun, count: number) {
  const out = new Map<number, [number, number, boolean][]>();
  for (let i = 0; i < count; i += 1) {
    const at = liveEntriesAt(frames, live, i).map((e): [number, number, boolean] => [
      e.call.callId,
      e.n,
      e.first,
    ]);
    if (at.length > 0) out.set(i, at);
  }
  return out;
}

/**
 * Two calls whose payloads interleave: a stream (call 1) and a get (call 2) sent while it runs.
 * Frame 0 is the run's "ready" frame, with no payload.
 */
function growing(): LiveRun[] {
  let one = AppendLog.of(request(1));
  const runs = [run([call(1, one)])];
  one = one.append(event(2));
  runs.push(run([call(1, one)]));
  one = one.append(event(3));
  let two = AppendLog.of(request(4));
  runs.push(run([call(1, one), call(2, two)]));
  one = one.append(event(5));
  two = two.append(event(6));
  runs.push(run([call(1, one), call(2, two)]));
  one = one.append(event(7));
  runs.push(run([call(1, one), call(2, two)]));
  return runs;
}

describe('a live run’s payloads by frame, carried on', () => {
  it('matches the whole run read afresh after every step, and the frames worked by hand', () => {
    let frames: LiveFrames | undefined;
    for (const live of growing()) {
      frames = liveFramesMore(frames, live);
      expect(read(frames, live, 9)).toEqual(oracle(live));
      expect(read(liveFramesMore(undefined, live), live, 9)).toEqual(oracle(live));
    }
    const last = growing().at(-1) as LiveRun;
    // By hand: each call's request, then its first reply marked first.
    expect(read(liveFramesMore(undefined, last), last, 9)).toEqual(
      new Map([
        [1, [[1, 0, false]]],
        [2, [[1, 1, true]]],
        [3, [[1, 2, false]]],
        [4, [[2, 0, false]]],
        [5, [[1, 3, false]]],
        [6, [[2, 1, true]]],
        [7, [[1, 4, false]]],
      ]),
    );
  });

  it('shows each payload with its call as the run holds it now', () => {
    const [first, later] = [growing()[0], growing()[1]] as [LiveRun, LiveRun];
    const frames = liveFramesMore(liveFramesMore(undefined, first), later);
    expect(liveEntriesAt(frames, later, 1)[0]?.call).toBe(later.calls[0]);
  });

  it('reads afresh when a call is no longer the one read (another run, the same shape)', () => {
    const one = growing().at(-1) as LiveRun;
    const frames = liveFramesMore(undefined, one);
    // Another run: its calls' items are other objects, at other frames.
    const other = run([
      call(1, AppendLog.of(request(1), event(8))),
      call(2, AppendLog.of(request(9))),
    ]);
    expect(read(liveFramesMore(frames, other), other, 10)).toEqual(oracle(other));
    expect(read(liveFramesMore(frames, other), other, 9).has(2)).toBe(false);
  });

  it('gives back the same value when nothing was added', () => {
    const live = growing().at(-1) as LiveRun;
    const frames = liveFramesMore(undefined, live);
    expect(liveFramesMore(frames, { ...live, calls: [...live.calls] })).toBe(frames);
  });

  it('says whether a range of frames shows any payload', () => {
    const live = growing().at(-1) as LiveRun;
    const frames = liveFramesMore(undefined, live);
    // All events up to the cursor: frame 0 alone shows nothing, 0 and 1 do.
    expect(showsPayloadIn(frames, 0, 1)).toBe(false);
    expect(showsPayloadIn(frames, 0, 2)).toBe(true);
    // The current event alone.
    expect(showsPayloadIn(frames, 4, 5)).toBe(true);
    expect(showsPayloadIn(frames, 8, 9)).toBe(false);
  });
});
