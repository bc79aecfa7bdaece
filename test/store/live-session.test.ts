// A delegation to a real @a2a-js/sdk agent on 127.0.0.1 through the lifecycle session: every
// event becomes a frame as it arrives, a reply continues the task, a cancel ends it, and the
// credentials never reach the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTask, statePath } from '../../src/core/timeline';
import { findingsJson, findingsMarkdown, liveFindings } from '../../src/live/run-log';
import { createWorkbenchStore, sessionDriftOf, type WorkbenchStore } from '../../src/store';
import { liveDriftOf } from '../../src/panels/lifecycle/live/live-drift';
import { liveActionsOf } from '../../src/store/live-session';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const SECRET = 'tok-live-5f3a9c1e77';

function storeFor(sdk: 'v1' | 'v03', behaviour: string, protocolVersion: string) {
  const store = createWorkbenchStore();
  const { workspace, actions } = store.getState();
  const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
  if (card === undefined) throw new Error('the default workspace has the screening card');
  const edited = actions.updateCard(card.name, {
    ...card,
    url: `${agents.baseUrl(sdk, behaviour)}rpc`,
    protocolVersion,
    capabilities: { ...card.capabilities, streaming: true },
  });
  expect(edited.ok).toBe(true);
  actions.session.configure({ cardName: card.name, mode: 'stream' });
  return store;
}

const run = (store: WorkbenchStore) => {
  const r = store.getState().session.run;
  if (r?.live === undefined) throw new Error('no live run');
  return { timeline: r.timeline, live: r.live };
};
const state = (store: WorkbenchStore) => {
  const timeline = store.getState().session.run?.timeline;
  return timeline && currentTask(timeline)?.status.state;
};

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe.each([
  { sdk: 'v1', version: '1.0', protocolVersion: '1.0' },
  { sdk: 'v03', version: '0.3', protocolVersion: '0.3.0' },
] as const)(
  'a live delegation to SDK $sdk in A2A $version',
  ({ sdk, version, protocolVersion }) => {
    it('streams, pauses for a reply, continues, and is cancelled, frame by frame', async () => {
      const store = storeFor(sdk, 'reviewer', protocolVersion);
      const session = liveActionsOf(store);
      const auth = { kind: 'bearer', token: SECRET } as const;
      const card = store.getState().workspace.cards[0];
      const started = await session.liveStart('Review PMT-771', {
        mode: 'stream',
        endpoint: card?.url ?? '',
        version,
        auth,
        overrideAdmission: false,
      });
      expect(started.ok).toBe(true);
      expect(state(store)).toBe('input-required');
      // The task the agent paused, with the question it asked.
      const paused = currentTask(run(store).timeline);
      expect(paused?.status.message?.parts[0]).toEqual({
        kind: 'text',
        text: 'Which policy should I review against?',
      });
      expect(run(store).timeline.frames[1]?.label).toBe('submitted');

      const replied = session.liveReply('The EU sanctions policy', auth);
      await until(() => state(store) === 'working');
      await session.liveCancel(auth);
      await replied;
      await until(() => state(store) === 'canceled');

      const { timeline, live } = run(store);
      expect(statePath(timeline)).toEqual(
        expect.arrayContaining(['submitted', 'working', 'input-required', 'canceled']),
      );
      expect(live.calls.map((c) => c.method)).toEqual(['stream', 'stream', 'cancel']);
      // The reply continued the same task.
      const [first, reply] = live.calls;
      const body = reply?.request.body as { params: { message: { taskId: string } } };
      expect(body.params.message.taskId).toBe(currentTask(timeline)?.id);
      expect(first?.items[0]).toEqual({ kind: 'request', frame: 1 });
      expect(first?.items.slice(1).every((item) => item.kind === 'event')).toBe(true);
      expect(first?.request.headers['Authorization']).toBe('Bearer ••••••••••••');
      if (version === '1.0') expect(first?.request.headers['A2A-Version']).toBe('1.0');
      // No behaviour or callback list drifts for a live run: the agent decides what happens.
      const whole = store.getState().session.run;
      expect(whole && liveDriftOf(store.getState().workspace, whole)).toEqual([]);
      // The simulated run's drift would name the behaviour and the callback list it never used.
      expect(whole && sessionDriftOf(store.getState().workspace, whole)).not.toEqual([]);
      // Credentials are never kept: not in the run, not anywhere in the store's state.
      expect(JSON.stringify(store.getState().session)).not.toContain(SECRET);
      expect(JSON.stringify(store.getState().workspace)).not.toContain(SECRET);
      // Every frame's wire is the core's own records, so the simulated views read it unchanged.
      const methods = timeline.frames.flatMap((f) =>
        f.wire.flatMap((r) => (r.dir === 'request' ? [r.params.method] : [])),
      );
      expect(methods).toEqual(['stream', 'stream', 'cancel']);
      // The real SDK answers in the version asked for, in its own shapes.
      expect(liveFindings(live).filter((f) => f.code === 'VERSION_MISMATCH')).toEqual([]);
      const findings = liveFindings(live).filter((f) => f.source === 'lifecycle');
      expect(findings.filter((f) => f.code === 'ILLEGAL_TRANSITION')).toEqual([]);
      expect(findingsMarkdown(live, liveFindings(live))).not.toContain(SECRET);
    });
  },
);

describe('a live agent that breaks the lifecycle', () => {
  it('is judged as it happened: the illegal move is a finding, shown at its frame', async () => {
    const store = storeFor('v1', 'breaker', '1.0');
    const session = liveActionsOf(store);
    await session.liveStart('Go', {
      mode: 'stream',
      endpoint: `${agents.baseUrl('v1', 'breaker')}rpc`,
      version: '1.0',
      auth: { kind: 'none' },
      overrideAdmission: false,
    });
    const { live, timeline } = run(store);
    const findings = liveFindings(live);
    const illegal = findings.find((f) => f.code === 'ILLEGAL_TRANSITION');
    expect(illegal).toMatchObject({ severity: 'error', source: 'lifecycle' });
    expect(illegal?.message).toContain('completed → working');
    // The frame it points at is the one where the task went back to working.
    const frame = timeline.frames[illegal?.frame ?? -1];
    expect(frame?.label).toBe('working');
    expect(timeline.frames[(illegal?.frame ?? 0) - 1]?.label).toBe('completed');
    const json = JSON.parse(findingsJson(live, findings)) as {
      a2aVersion: string;
      findings: { code: string; frame: number }[];
    };
    expect(json.a2aVersion).toBe('1.0');
    expect(json.findings.find((f) => f.code === 'ILLEGAL_TRANSITION')?.frame).toBe(
      (illegal?.frame ?? 0) + 1,
    );
    expect(findingsMarkdown(live, findings)).toMatch(
      /\| \d+ \| error \| ILLEGAL_TRANSITION \| SendStreamingMessage \(id 1\) \| \d+ \| lifecycle \|/,
    );
  });

  it('stops the stream of an earlier run when a new one starts, and keeps the two apart', async () => {
    const store = storeFor('v1', 'cancellation', '1.0');
    const session = liveActionsOf(store);
    const start = (behaviour: string) =>
      session.liveStart('Go', {
        mode: 'stream',
        endpoint: `${agents.baseUrl('v1', behaviour)}rpc`,
        version: '1.0',
        auth: { kind: 'none' },
        overrideAdmission: false,
      });
    const first = start('cancellation');
    await until(() => state(store) === 'working');
    const firstOrigin = run(store).timeline.frames[0];
    await start('screening');
    await first;
    const { live, timeline } = run(store);
    expect(timeline.frames[0]).not.toBe(firstOrigin);
    expect(live.endpoint).toContain('/v1/screening/');
    expect(live.calls).toHaveLength(1);
    expect(live.calls[0]?.failure).toBeUndefined();
    expect(state(store)).toBe('completed');
  });

  it('ends the open stream when the session is reset', async () => {
    const store = storeFor('v1', 'cancellation', '1.0');
    const running = liveActionsOf(store).liveStart('Go', {
      mode: 'stream',
      endpoint: `${agents.baseUrl('v1', 'cancellation')}rpc`,
      version: '1.0',
      auth: { kind: 'none' },
      overrideAdmission: false,
    });
    await until(() => state(store) === 'working');
    store.getState().actions.session.reset();
    // The agent would work for 20 s more; the stream ends now, and nothing comes back to life.
    await running;
    expect(store.getState().session.run).toBeUndefined();
  });

  it('says plainly when the browser cannot reach the agent', async () => {
    const store = storeFor('v1', 'screening', '1.0');
    const session = liveActionsOf(store);
    await session.liveStart(
      'Go',
      {
        mode: 'send',
        endpoint: 'http://127.0.0.1:9/rpc',
        version: '1.0',
        auth: { kind: 'none' },
        overrideAdmission: false,
      },
      { origin: 'http://127.0.0.1:4173' },
    );
    const [call] = run(store).live.calls;
    expect(call?.failure?.code).toBe('BLOCKED');
    expect(call?.failure?.message).toContain('Access-Control-Allow-Origin: http://127.0.0.1:4173');
  });
});
