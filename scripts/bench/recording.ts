// Recordings of 100, 1,000 and 10,000 events: the time to record one, and the time of one step
// forward, one step back and one jump inside it. Recording should grow linearly with the events
// (frames are appended to a shared log) and stepping should not grow at all.
//
// The recording is one streamed delegation whose task the user moves between working and
// input-required with the force menu, one event per frame. Each frame holds the task as it stood,
// so a task whose history or artifacts grow with every event would add its own size per frame;
// these events change only the task's status, which isolates what the timeline itself costs.
import { CLARIFIER } from '../../src/core/behaviour';
import { makeCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { DEFAULT_POLICY } from '../../src/core/policy';
import {
  createTimeline,
  forceState,
  jumpTo,
  sendMessage,
  stepBack,
  stepForward,
  type Timeline,
} from '../../src/core/timeline';
import { measure, median } from './measure';

const card = makeCard({
  name: 'clarifier',
  description: 'd',
  url: 'https://agents.bank.ae/c',
  version: '1',
  capabilities: { streaming: true, pushNotifications: false },
  platform: { owner: 'unknown', tenants: ['wholesale'], maxDataClassification: 'restricted' },
});
const caller: CallerContext = {
  agentId: 'inv',
  tenant: 'wholesale',
  userId: 'u',
  scopes: [],
  dataClassification: 'restricted',
  delegationChain: ['orch'],
};

/** A recording of `events` frames after the request: working, input-required, working, … */
export function record(events: number): Timeline {
  let timeline = sendMessage(
    createTimeline(
      { card, script: CLARIFIER, policy: DEFAULT_POLICY, allowedCallbackHosts: [] },
      caller,
    ),
    'Screen PMT-771',
    { mode: 'stream' },
  );
  for (let i = 0; i < events; i += 1) {
    const moved = forceState(timeline, i % 2 === 0 ? 'working' : 'input-required');
    if (!moved.ok) throw new Error(`recording refused: ${moved.error.message}`);
    timeline = moved.value;
  }
  return timeline;
}

const SIZES = [100, 1_000, 10_000] as const;
/** Events recorded in each timed run of the table's record column, whatever the size. */
const RUN_EVENTS = 10_000;

const micro = (seconds: number): string =>
  seconds >= 1e-3 ? `${(seconds * 1e3).toFixed(2)} ms` : `${(seconds * 1e6).toFixed(2)} µs`;

/** Seconds per call of `op`, timed over batches of `batch` calls. */
function secondsPer(op: () => unknown, batch: number): number {
  const { opsPerSecond } = measure(
    () => {
      for (let i = 0; i < batch; i += 1) op();
      return { ops: batch };
    },
    { warmupMs: 200, minRuns: 5, minMs: 400 },
  );
  return 1 / opsPerSecond;
}

/** Seconds one call of `op` takes, timed once. */
function once(op: () => unknown): number {
  const start = performance.now();
  op();
  return (performance.now() - start) / 1000;
}

/** Large recordings in each round's series; the small ones are as many as make as many events. */
const SERIES = 5;

/**
 * How many times longer recording `large` events takes than recording `small`, round by round:
 * each round times a series of SERIES large recordings and one of small recordings with as many
 * events in all (the order alternating), each series as a whole. A kept frame costs the collector
 * more than a dropped one, so each size pays for the collections its own recordings cause, and a
 * single collection or a burst of load from another process lands in a series of tens of
 * milliseconds rather than deciding a lone 5 ms recording.
 */
function growthRatios(small: number, large: number, rounds: number): number[] {
  const ratios: number[] = [];
  const series = (events: number, count: number) =>
    once(() => {
      for (let i = 0; i < count; i += 1) record(events);
    }) / count;
  const smallCount = SERIES * Math.max(1, Math.round(large / small));
  for (let i = 0; i < rounds; i += 1) {
    const smallFirst = i % 2 === 0;
    const before = smallFirst ? series(small, smallCount) : series(large, SERIES);
    const after = smallFirst ? series(large, SERIES) : series(small, smallCount);
    ratios.push(smallFirst ? after / before : before / after);
  }
  return ratios;
}

/** The recording table, then how recording and stepping grow with the length. */
export function recordingFigures(): string[] {
  const rows = SIZES.map((events) => {
    // Every timed run records 10,000 events (100 recordings of 100, one of 10,000), so each size
    // meets the collector as often as the others.
    const recordSeconds = secondsPer(() => record(events), Math.max(1, RUN_EVENTS / events));
    const timeline = record(events);
    const middle = jumpTo(timeline, Math.floor(events / 2));
    return {
      events,
      record: recordSeconds,
      forward: secondsPer(() => stepForward(middle), 1000),
      back: secondsPer(() => stepBack(timeline), 1000),
      jump: secondsPer(() => jumpTo(timeline, 7), 1000),
    };
  });
  const lines = rows.map(
    (r) =>
      `${r.events.toLocaleString('en-US').padStart(6)} events: record ${micro(r.record).padStart(9)} ` +
      `(${micro(r.record / r.events)} per event) · step forward ${micro(r.forward)} · ` +
      `step back ${micro(r.back)} · jump ${micro(r.jump)}`,
  );
  const [small, mid, large] = rows;
  if (small !== undefined && mid !== undefined && large !== undefined) {
    const growth = growthRatios(mid.events, large.events, 9);
    lines.push(
      `recording 10,000 events takes ${median(growth).toFixed(1)}× the time of 1,000 ` +
        `(median of ${growth.length} interleaved rounds of ${SERIES} recordings against ` +
        `${SERIES * 10}, ${Math.min(...growth).toFixed(1)}–` +
        `${Math.max(...growth).toFixed(1)}×; linear is 10×, the bound is 12×)`,
      `at 10,000 events against 100: step forward ${(large.forward / small.forward).toFixed(2)}×, ` +
        `step back ${(large.back / small.back).toFixed(2)}×, jump ${(large.jump / small.jump).toFixed(2)}× ` +
        '(flat is 1×)',
    );
  }
  return lines;
}
