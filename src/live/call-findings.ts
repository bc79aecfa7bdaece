// A call's findings carried on as its log grows: a live stream's items and events are only ever
// appended (AppendLog), so what was judged of them stays true and only the new ones are read.
// Each call remembers how far it was read, keyed by its request item (made once per call).
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import {
  judgedFindings,
  judgeMore,
  type ConformanceFinding,
  type StreamJudgement,
  type StreamPosition,
} from '../core/conformance';
import type { StreamEvent, TaskStatus } from '../core/task';
import type { ListView } from './append-log';

/** A call's log as read here (run-log's LiveCallLog has it). */
interface CallLog<Item extends object> {
  readonly items: ListView<Item>;
  readonly events: ListView<{ readonly event: StreamEvent; readonly frame: number }>;
  readonly ended: boolean;
}

/** What one payload says on its own: the findings it carries, and the other version's shape. */
export interface ItemReading<Finding> {
  readonly findings: readonly Finding[];
  /** The other A2A version when the payload is in its shape (the card claim it may contradict). */
  readonly other: A2aVersion | undefined;
}

/** The items read so far: their findings in order, and the first in the other version's shape. */
export interface ItemsRead<Finding> {
  readonly findings: readonly Finding[];
  /** Where (in `findings`) the first payload in the other version's shape begins, and its frame. */
  readonly firstOther: FirstOther | undefined;
}

interface FirstOther {
  readonly at: number;
  readonly frame: number;
  readonly other: A2aVersion;
}

interface Progress {
  /** What the run said that the readings depend on: a change reads the call again. */
  readonly stamp: string;
  items: number;
  lastItem: object | undefined;
  readonly findings: unknown[];
  firstOther: FirstOther | undefined;
  judged?: {
    readonly from: StreamPosition | undefined;
    readonly last: unknown;
    readonly judgement: StreamJudgement;
  };
}

/**
 * How far each call's log has been read, by its first item. Measured with a CPU profile of the
 * 200,000-event stream stopped at 10,000 (`LIVE_STREAMS_PROFILE=DIR npx playwright test
 * test/e2e/live-streams.spec.ts -g 200,000`, unminified build): liveFindings took 378 ms of the
 * run's main thread read afresh at each drawn frame (up to 8 ms a frame), 65 ms carried on.
 */
const progressOf = new WeakMap<object, Progress>();

/**
 * `call`'s progress, kept while `stamp` (what the run says that the readings depend on) stays
 * the same and the log read so far is still this call's.
 */
function progress(stamp: string, call: CallLog<object>): Progress | undefined {
  const first = call.items.at(0);
  if (first === undefined) return undefined;
  const known = progressOf.get(first);
  // The log read so far must still be this call's (the same item where reading stopped).
  if (
    known !== undefined &&
    known.stamp === stamp &&
    known.items <= call.items.length &&
    (known.items === 0 || call.items.at(known.items - 1) === known.lastItem)
  ) {
    return known;
  }
  const fresh: Progress = {
    stamp,
    items: 0,
    lastItem: undefined,
    findings: [],
    firstOther: undefined,
  };
  progressOf.set(first, fresh);
  return fresh;
}

/** The findings of `call`'s items, each payload read once however often this is asked. */
export function itemsRead<Item extends { readonly frame: number }, Finding>(
  stamp: string,
  call: CallLog<Item>,
  read: (item: Item) => ItemReading<Finding>,
): ItemsRead<Finding> {
  const known = progress(stamp, call);
  if (known === undefined) return { findings: [], firstOther: undefined };
  for (let i = known.items; i < call.items.length; i += 1) {
    const item = call.items.at(i);
    if (item === undefined) break;
    const reading = read(item);
    if (reading.other !== undefined && known.firstOther === undefined) {
      known.firstOther = { at: known.findings.length, frame: item.frame, other: reading.other };
    }
    for (const f of reading.findings) known.findings.push(f);
    known.items = i + 1;
    known.lastItem = item;
  }
  // The findings kept are those `read` gave for this call's items (the stamp says so).
  return { findings: known.findings as Finding[], firstOther: known.firstOther };
}

/** `call`'s events judged from `from`, each event judged once however often this is asked. */
export function eventsJudged(
  stamp: string,
  call: CallLog<object>,
  options: {
    readonly from: StreamPosition | undefined;
    readonly judgesFinal: boolean;
    readonly instantOf: (status: TaskStatus) => { ms: number; text: string } | undefined;
  },
): { findings: ConformanceFinding[]; position: StreamPosition } {
  const known = progress(stamp, call);
  let before = known?.judged;
  const count = before?.judgement.count ?? 0;
  if (
    before !== undefined &&
    (before.from !== options.from ||
      count > call.events.length ||
      call.events.at(count - 1) !== before.last)
  ) {
    before = undefined;
  }
  // Nothing new: the same judgement (and position, which the next call starts from).
  const judgement =
    before !== undefined && count === call.events.length
      ? before.judgement
      : judgeMore(before?.judgement, newEvents(call, before?.judgement.count ?? 0), options);
  if (known !== undefined) {
    known.judged = { from: options.from, last: call.events.at(judgement.count - 1), judgement };
  }
  return {
    findings: judgedFindings(judgement, { judgesFinal: options.judgesFinal, ended: call.ended }),
    position: judgement.position,
  };
}

function* newEvents(call: CallLog<object>, from: number): Iterable<StreamEvent> {
  for (let i = from; i < call.events.length; i += 1) {
    const entry = call.events.at(i);
    if (entry !== undefined) yield entry.event;
  }
}
