// Live runs against a hostile agent on 127.0.0.1 (plain node:http): streams too long, too many,
// never ending, one event too large, and framing built to trip a reader. Each run stops where
// its caps say, says why, and keeps what it read up to there; the store is written once per
// batch, not once per event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTask } from '../../src/core/timeline';
import { liveFindings } from '../../src/live/run-log';
import { createWorkbenchStore, type WorkbenchStore } from '../../src/store';
import { liveActionsOf, type LiveLimits } from '../../src/store/live-session';
import {
  MALFORMED_CHUNKS,
  paddedEvent,
  startHostileAgent,
  TASK_ID,
  type HostileAgent,
} from '../helpers/live-agent/hostile';
import { sessionActionsOf } from '../../src/store/session-actions';

let agent: HostileAgent;
beforeAll(async () => {
  agent = await startHostileAgent(0);
});
afterAll(() => agent.close());

function storeForStreams() {
  const store = createWorkbenchStore();
  const { workspace } = store.getState();
  const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
  if (card === undefined) throw new Error('the default workspace has the screening card');
  sessionActionsOf(store).configure({ cardName: card.name, mode: 'stream' });
  return store;
}

const start = (store: WorkbenchStore, path: string, limits?: LiveLimits) =>
  liveActionsOf(store).liveStart('Go', {
    mode: 'stream',
    endpoint: `${agent.origin}${path}`,
    binding: 'JSONRPC',
    version: '0.3',
    auth: { kind: 'none' },
    overrideAdmission: true,
    ...(limits !== undefined ? { limits } : {}),
  });

const liveOf = (store: WorkbenchStore) => {
  const run = store.getState().session.run;
  if (run?.live === undefined) throw new Error('no live run');
  const call = run.live.calls[0];
  if (call === undefined) throw new Error('no call');
  return { run, live: run.live, call };
};

/** The first frame every hostile stream sends: the submitted task, call id 1. */
const taskFrameBytes = () => {
  const [first] = MALFORMED_CHUNKS(1);
  // The malformed stream's first chunk holds the same task frame after its comment line.
  const frame = /data: (.*)\r$/.exec(first ?? '')?.[1] ?? '';
  return new TextEncoder().encode(`data: ${frame}\n\n`).length;
};

describe('a live run against a hostile agent', () => {
  it('stops a 50 MB stream at the 16 MiB default and keeps every whole event before it', async () => {
    const store = storeForStreams();
    let writes = 0;
    const unsubscribe = store.subscribe(() => (writes += 1));
    await start(store, '/big');
    unsubscribe();
    const { call, live, run } = liveOf(store);
    expect(call.failure?.code).toBe('RUN_LIMIT');
    expect(call.failure?.message).toContain("this run's limit of 16 MiB");
    expect(call.failure?.message).toContain('keeps everything read up to the limit');
    // Bytes: the task frame, then 10,000-byte events; those whose blank line came before the cap.
    expect(paddedEvent(1, 1, 10_000).length).toBe(10_000);
    const whole = 1 + Math.floor((16 * 1024 * 1024 - taskFrameBytes()) / 10_000);
    expect(call.events.length).toBe(whole);
    expect(run.timeline.frames.length).toBe(2 + whole);
    expect(live.frames).toBe(2 + whole);
    // Said as information, not held against the agent.
    expect(liveFindings(live).find((f) => f.code === 'RUN_LIMIT')?.severity).toBe('info');
    // Written to the store in batches: far fewer writes than events.
    expect(writes).toBeLessThan(whole / 10);
  });

  it('stops a 200,000-event stream at the 10,000-event default', async () => {
    const store = storeForStreams();
    await start(store, '/many');
    const { call, run } = liveOf(store);
    expect(call.failure?.code).toBe('RUN_LIMIT');
    expect(call.failure?.message).toContain("this run's limit of 10,000 events");
    expect(call.events.length).toBe(10_000);
    expect(call.items.length).toBe(10_001);
    expect(run.timeline.frames.length).toBe(10_002);
    expect(currentTask(run.timeline)?.status.state).toBe('working');
  });

  it('stops a never-ending stream at caps the user set', async () => {
    const store = storeForStreams();
    await start(store, '/flood', { maxBytes: 64 * 1024 * 1024, maxEvents: 250 });
    const { call } = liveOf(store);
    expect(call.failure?.message).toContain("this run's limit of 250 events");
    expect(call.events.length).toBe(250);
    expect(call.ended).toBe(true);
  });

  it('stops a never-ending stream when the user stops it, keeping what came', async () => {
    const store = storeForStreams();
    const session = liveActionsOf(store);
    const started = start(store, '/endless');
    for (let i = 0; i < 400; i += 1) {
      const run = store.getState().session.run;
      if ((run?.live?.calls[0]?.events.length ?? 0) >= 5) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    session.liveStop();
    await started;
    const { call, live } = liveOf(store);
    expect(call.ended).toBe(true);
    expect(call.failure?.code).toBe('ABORTED');
    expect(call.events.length).toBeGreaterThanOrEqual(5);
    // A stop is the user's, not a finding against the agent.
    expect(liveFindings(live).filter((f) => f.source === 'http')).toEqual([]);
  });

  it('refuses a 10 MB single event at the 4 MiB event cap, keeping the task before it', async () => {
    const store = storeForStreams();
    await start(store, '/huge');
    const { call, run } = liveOf(store);
    expect(call.failure?.code).toBe('TOO_LARGE');
    expect(call.failure?.message).toContain('sent more than 4 MiB');
    expect(call.events.length).toBe(1);
    expect(currentTask(run.timeline)?.id).toBe(TASK_ID);
  });

  it('reads malformed framing by the SSE rules and reports the event left unfinished', async () => {
    const store = storeForStreams();
    await start(store, '/malformed');
    const { call, live, run } = liveOf(store);
    // The task, the update split over two CRLF data lines, and the data line that is not JSON.
    expect(Array.from(call.items, (i) => i.kind)).toEqual(['request', 'event', 'event', 'event']);
    expect(call.items.at(3)).toMatchObject({ body: 'not json at all' });
    expect(call.events.length).toBe(2);
    const task = currentTask(run.timeline);
    expect(task?.status.message?.parts[0]).toEqual({ kind: 'text', text: 'split across lines' });
    expect(call.failure).toBeUndefined();
    expect(call.incomplete).toContain('never dispatched');
    const codes = liveFindings(live).map((f) => f.code);
    expect(codes).toContain('SSE_INCOMPLETE_EVENT');
    // Only the one non-JSON event is unreadable: the CRLF split left the others whole.
    const unreadable = liveFindings(live).filter(
      (f) => f.source === 'wire' && f.severity === 'error',
    );
    expect(unreadable.map((f) => f.frame)).toEqual([call.items.at(3)?.frame]);
  });
});
