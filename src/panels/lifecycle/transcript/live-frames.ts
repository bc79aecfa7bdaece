// Which of a live run's payloads each timeline frame shows, carried on as the run grows. A call's
// items are only ever appended (AppendLog), so the frames found for the items read so far stay
// true and a draw reads only the items added since: a stream of 10,000 events no longer walks
// every item of the run at each drawn frame.
import type { LiveCallLog, LiveItem, LiveRun } from '../../../live/run-log';

/** One live payload and where it sits: its call, its place in the call, whether it came first. */
export interface LiveEntry {
  readonly call: LiveCallLog;
  readonly entry: LiveItem;
  readonly n: number;
  readonly first: boolean;
}

/** A payload as placed: its call by index in the run (the call's newest log is read at draw). */
interface Placed {
  readonly at: number;
  readonly entry: LiveItem;
  readonly n: number;
  readonly first: boolean;
}

/** How far one call's items have been read. */
interface CallRead {
  /** The call's first item: the same call while it is the same. */
  readonly head: LiveItem | undefined;
  readonly read: number;
  /** The last item read: the log read so far is still this one while it is there. */
  readonly last: LiveItem | undefined;
  readonly replied: boolean;
}

export interface LiveFrames {
  readonly calls: readonly CallRead[];
  /**
   * Each frame's payloads in call order. Shared by the versions carried on from one another and
   * only ever added to (a frame's payloads arrive with it), so a version reads only frames it has.
   */
  readonly byFrame: Map<number, readonly Placed[]>;
  /** The lowest frame that shows a payload (Infinity while none does). */
  readonly firstFrame: number;
}

/** Whether what `known` read of `call` is still the start of its items. */
const stillReads = (known: CallRead, call: LiveCallLog) =>
  call.items.at(0) === known.head &&
  known.read <= call.items.length &&
  (known.read === 0 || call.items.at(known.read - 1) === known.last);

/** `list` with `placed` in call order, unchanged when it holds that payload already. */
function placedIn(list: readonly Placed[] | undefined, placed: Placed): readonly Placed[] {
  if (list === undefined) return [placed];
  if (list.some((p) => p.at === placed.at && p.n === placed.n)) return list;
  const after = list.findIndex((p) => p.at > placed.at || (p.at === placed.at && p.n > placed.n));
  return after < 0 ? [...list, placed] : [...list.slice(0, after), placed, ...list.slice(after)];
}

/**
 * The frames of `live`'s payloads: `before` carried on over the items added since when it read
 * the same calls (each call's items so far unchanged), read afresh otherwise.
 */
export function liveFramesMore(before: LiveFrames | undefined, live: LiveRun): LiveFrames {
  const carried =
    before !== undefined &&
    before.calls.length <= live.calls.length &&
    before.calls.every((known, i) => {
      const call = live.calls[i];
      return call !== undefined && stillReads(known, call);
    });
  const byFrame = carried ? before.byFrame : new Map<number, readonly Placed[]>();
  let firstFrame = carried ? before.firstFrame : Number.POSITIVE_INFINITY;
  let changed = !carried || before.calls.length !== live.calls.length;
  const calls = live.calls.map((call, at): CallRead => {
    const known = carried ? before.calls[at] : undefined;
    let { read, last, replied } = known ?? { read: 0, last: undefined, replied: false };
    for (; read < call.items.length; read += 1) {
      const entry = call.items.at(read);
      if (entry === undefined) break;
      const first = entry.kind !== 'request' && !replied;
      if (first) replied = true;
      byFrame.set(entry.frame, placedIn(byFrame.get(entry.frame), { at, entry, n: read, first }));
      firstFrame = Math.min(firstFrame, entry.frame);
      last = entry;
    }
    if (known !== undefined && read === known.read) return known;
    changed = true;
    return { head: call.items.at(0), read, last, replied };
  });
  return changed ? { calls, byFrame, firstFrame } : (before ?? { calls, byFrame, firstFrame });
}

/** The payloads frame `index` shows, each with its call as `live` holds it now. */
export function liveEntriesAt(frames: LiveFrames, live: LiveRun, index: number): LiveEntry[] {
  const out: LiveEntry[] = [];
  for (const { at, entry, n, first } of frames.byFrame.get(index) ?? []) {
    const call = live.calls[at];
    if (call !== undefined) out.push({ call, entry, n, first });
  }
  return out;
}

/** Whether any frame from `from` up to (not including) `to` shows a payload. */
export function showsPayloadIn(frames: LiveFrames, from: number, to: number): boolean {
  if (from <= frames.firstFrame) return frames.firstFrame < to;
  for (let i = from; i < to; i += 1) if (frames.byFrame.has(i)) return true;
  return false;
}
