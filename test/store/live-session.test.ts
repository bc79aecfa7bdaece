// A delegation to a real @a2a-js/sdk agent on 127.0.0.1 through the lifecycle session: every
// event becomes a frame as it arrives, a reply continues the task, a cancel ends it, and the
// credentials never reach the store. Every case runs over both bindings, JSON-RPC (/rpc) and
// HTTP+JSON (/rest), against SDK 1.3's servers (1.0, and 0.3 in its compatibility mode) and SDK
// 0.3.14's: the binding changes the envelope, not what the run shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentTask, statePath } from '../../src/core/timeline';
import { findingsJson, findingsMarkdown, liveFindings } from '../../src/live/run-log';
import { createWorkbenchStore, sessionDriftOf, type WorkbenchStore } from '../../src/store';
import { liveActionsOf } from '../../src/store/live-session';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';
import { sessionActionsOf } from '../../src/store/session-actions';
import { liveTranscript } from '../../src/panels/lifecycle/transcript/entries';
import { liveEntriesAt, liveFramesMore } from '../../src/panels/lifecycle/transcript/live-frames';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const SECRET = 'tok-live-5f3a9c1e77';
const PUSH_TOKEN = 'push-tok-8d21c4b07e';

/**
 * The two bindings, and how each names a call. HTTP+JSON's paths are a2a.proto's google.api.http
 * rules for 1.0 and @a2a-js/sdk 0.3.14's RestTransport for 0.3 (its paths under /v1).
 */
const BINDINGS = [
  {
    binding: 'JSONRPC',
    path: 'rpc',
    name: {
      '1.0': {
        stream: 'SendStreamingMessage',
        get: () => 'GetTask',
        resub: () => 'SubscribeToTask',
        push: () => 'CreateTaskPushNotificationConfig',
        pushGet: () => 'GetTaskPushNotificationConfig',
        pushList: () => 'ListTaskPushNotificationConfigs',
        pushDelete: () => 'DeleteTaskPushNotificationConfig',
      },
      '0.3': {
        stream: 'message/stream',
        get: () => 'tasks/get',
        resub: () => 'tasks/resubscribe',
        push: () => 'tasks/pushNotificationConfig/set',
        pushGet: () => 'tasks/pushNotificationConfig/get',
        pushList: () => 'tasks/pushNotificationConfig/list',
        pushDelete: () => 'tasks/pushNotificationConfig/delete',
      },
    },
  },
  {
    binding: 'HTTP+JSON',
    path: 'rest',
    name: {
      '1.0': {
        stream: 'POST /message:stream',
        get: (id: string) => `GET /tasks/${id}`,
        resub: (id: string) => `GET /tasks/${id}:subscribe`,
        // a2a.proto: post "/tasks/{task_id=*}/pushNotificationConfigs".
        push: (id: string) => `POST /tasks/${id}/pushNotificationConfigs`,
        // get, list and delete: a2a.proto's google.api.http rules for the same resource.
        pushGet: (id: string, cid = '') => `GET /tasks/${id}/pushNotificationConfigs/${cid}`,
        pushList: (id: string) => `GET /tasks/${id}/pushNotificationConfigs`,
        pushDelete: (id: string, cid = '') => `DELETE /tasks/${id}/pushNotificationConfigs/${cid}`,
      },
      '0.3': {
        stream: 'POST /v1/message:stream',
        get: (id: string) => `GET /v1/tasks/${id}`,
        resub: (id: string) => `POST /v1/tasks/${id}:subscribe`,
        push: (id: string) => `POST /v1/tasks/${id}/pushNotificationConfigs`,
        pushGet: (id: string, cid = '') => `GET /v1/tasks/${id}/pushNotificationConfigs/${cid}`,
        pushList: (id: string) => `GET /v1/tasks/${id}/pushNotificationConfigs`,
        pushDelete: (id: string, cid = '') =>
          `DELETE /v1/tasks/${id}/pushNotificationConfigs/${cid}`,
      },
    },
  },
] as const;

/** The message a send or stream request carried, in either binding's body. */
const sentMessage = (body: unknown) => {
  const b = body as { params?: { message: { taskId: string } }; message?: { taskId: string } };
  return b.params?.message ?? b.message;
};

describe.each(BINDINGS)('over $binding', ({ binding, path, name }) => {
  function storeFor(sdk: 'v1' | 'v03', behaviour: string, protocolVersion: string) {
    const store = createWorkbenchStore();
    const { workspace, actions } = store.getState();
    const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
    if (card === undefined) throw new Error('the default workspace has the screening card');
    const edited = actions.updateCard(card.name, {
      ...card,
      url: `${agents.baseUrl(sdk, behaviour)}${path}`,
      protocolVersion,
      capabilities: { ...card.capabilities, streaming: true },
    });
    expect(edited.ok).toBe(true);
    sessionActionsOf(store).configure({ cardName: card.name, mode: 'stream' });
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

  /** Waits for `check` as long as the test may run (the suite's one timeout), not a budget of its own. */
  async function until(check: () => boolean) {
    await vi.waitFor(() => expect(check()).toBe(true), { timeout: 60_000, interval: 25 });
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
          binding,
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
        expect(sentMessage(reply?.request.body)?.taskId).toBe(currentTask(timeline)?.id);
        expect(first?.items.at(0)).toEqual({ kind: 'request', frame: 1 });
        expect([...(first?.items ?? [])].slice(1).every((item) => item.kind === 'event')).toBe(
          true,
        );
        expect(first?.request.headers['Authorization']).toBe('Bearer ••••••••••••');
        if (version === '1.0') expect(first?.request.headers['A2A-Version']).toBe('1.0');
        // No behaviour or callback list drifts for a live run: the agent decides what happens.
        // (Its frames hold a stand-in behaviour and no callback hosts, which a simulated run's
        // comparison would name as edited.)
        const whole = store.getState().session.run;
        expect(whole && sessionDriftOf(store.getState().workspace, whole)).toEqual([]);
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
        endpoint: `${agents.baseUrl('v1', 'breaker')}${path}`,
        binding,
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
        binding: string;
        findings: { code: string; frame: number }[];
      };
      expect(json.a2aVersion).toBe('1.0');
      expect(json.binding).toBe(binding);
      expect(json.findings.find((f) => f.code === 'ILLEGAL_TRANSITION')?.frame).toBe(
        (illegal?.frame ?? 0) + 1,
      );
      expect(findingsMarkdown(live, findings)).toMatch(
        new RegExp(
          `\\| \\d+ \\| error \\| ILLEGAL_TRANSITION \\| ${name['1.0'].stream} \\(id 1\\) \\| \\d+ \\| lifecycle \\|`,
        ),
      );
    });

    it('stops the stream of an earlier run when a new one starts, and keeps the two apart', async () => {
      const store = storeFor('v1', 'cancellation', '1.0');
      const session = liveActionsOf(store);
      const start = (behaviour: string) =>
        session.liveStart('Go', {
          mode: 'stream',
          endpoint: `${agents.baseUrl('v1', behaviour)}${path}`,
          binding,
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
        endpoint: `${agents.baseUrl('v1', 'cancellation')}${path}`,
        binding,
        version: '1.0',
        auth: { kind: 'none' },
        overrideAdmission: false,
      });
      await until(() => state(store) === 'working');
      sessionActionsOf(store).reset();
      // The agent would work for 60 s more; the stream ends now, and nothing comes back to life.
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
          binding,
          version: '1.0',
          auth: { kind: 'none' },
          overrideAdmission: false,
        },
        { origin: 'http://127.0.0.1:4173' },
      );
      const [call] = run(store).live.calls;
      expect(call?.failure?.code).toBe('BLOCKED');
      expect(call?.failure?.message).toContain(
        'Access-Control-Allow-Origin: http://127.0.0.1:4173',
      );
    });
  });

  describe.each([
    { sdk: 'v1', version: '1.0', protocolVersion: '1.0' },
    { sdk: 'v1', version: '0.3', protocolVersion: '0.3.0' },
    { sdk: 'v03', version: '0.3', protocolVersion: '0.3.0' },
  ] as const)(
    'blocking send, get and resubscribe against SDK $sdk in A2A $version',
    ({ sdk, version, protocolVersion }) => {
      const { get, resub } = name[version];
      const start = (store: WorkbenchStore, behaviour: string, mode: 'send' | 'stream') =>
        liveActionsOf(store).liveStart('Screen PMT-771', {
          mode,
          endpoint: `${agents.baseUrl(sdk, behaviour)}${path}`,
          binding,
          version,
          auth: { kind: 'none' },
          overrideAdmission: false,
        });

      it('sends without streaming: one JSON answer becomes one frame with the finished task', async () => {
        const store = storeFor(sdk, 'screening', protocolVersion);
        expect((await start(store, 'screening', 'send')).ok).toBe(true);
        const { timeline, live } = run(store);
        const [call] = live.calls;
        expect(call?.method).toBe('send');
        // HTTP+JSON 1.0 asks for, and SDK 1.3 answers in, A2A's own media type.
        const a2aJson = binding === 'HTTP+JSON' && version === '1.0';
        expect(call?.request.headers['Accept']).toBe(
          a2aJson ? 'application/a2a+json, application/json' : 'application/json',
        );
        expect(call?.response?.contentType).toMatch(
          a2aJson ? /^application\/a2a\+json/ : /^application\/json/,
        );
        // The request's frame, then the answer's: the task as the agent finished it.
        expect(Array.from(call?.items ?? [], (i) => i.kind)).toEqual(['request', 'response']);
        expect(timeline.frames.map((f) => f.label)).toEqual([
          'ready',
          'submitted',
          'task completed',
        ]);
        const task = currentTask(timeline);
        expect(task?.status.state).toBe('completed');
        expect(task?.artifacts[0]?.name).toBe('sanctions-screening');
        expect(liveFindings(live)).toEqual([]);
      });

      it('sets a push config on the paused task at the agent, which keeps it; the token is masked on screen', async () => {
        const store = storeFor(sdk, 'subscriber', protocolVersion);
        await start(store, 'subscriber', 'stream');
        await until(() => state(store) === 'input-required');
        const paused = currentTask(run(store).timeline);
        const id = paused?.id ?? '';
        const config = {
          url: 'https://agents.bank.ae/cb',
          token: PUSH_TOKEN,
          authentication: 'bearer' as const,
        };
        await liveActionsOf(store).liveSetPush(config, { kind: 'none' });
        const { timeline, live } = run(store);
        const call = live.calls.at(-1);
        expect([call?.method, call?.rpcMethod]).toEqual([
          'set-push-config',
          name[version].push(id),
        ]);
        // The agent was sent the config for the paused task, token and all.
        expect(JSON.stringify(call?.request.body)).toContain(PUSH_TOKEN);
        expect(JSON.stringify(call?.request.body)).toContain(id);
        // On screen and in Copy, the token is masked in the request and in the agent's echo.
        const frames = liveFramesMore(undefined, live);
        const shown = timeline.frames.flatMap((_, index) =>
          liveTranscript(liveEntriesAt(frames, live, index)),
        );
        const items = shown.filter((item) => item.title.includes(call?.rpcMethod ?? '?'));
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const item of items) {
          expect(item.display).not.toContain(PUSH_TOKEN);
          expect(item.copy).not.toContain(PUSH_TOKEN);
        }
        expect(items.some((item) => item.display.includes(config.url))).toBe(true);
        if (binding === 'HTTP+JSON' && sdk === 'v03') {
          // 0.3's proto binds CreateTaskPushNotificationConfig with `body: "config"`: the body is
          // the TaskPushNotificationConfig, as sent here and by SDK 0.3.14's own RestTransport
          // (grpc-gateway decodes it into the request's `config`). SDK 0.3.14's REST server
          // reads the body as the whole request and refuses it: its answer is shown as it came.
          expect(JSON.parse(JSON.stringify(call?.request.body))).toMatchObject({
            name: `tasks/${id}/pushNotificationConfigs/`,
            pushNotificationConfig: { url: config.url, token: PUSH_TOKEN },
          });
          expect(timeline.frames.at(-1)?.label).toBe('error -32602 InvalidParamsError');
          expect(currentTask(timeline)?.status.state).toBe('input-required');
          return;
        }
        // Its answer is a frame of its own: the config as the agent keeps it, for that task.
        expect(timeline.frames.at(-1)?.label).toBe('push config set');
        expect(timeline.frames.at(-1)?.wire[0]).toMatchObject({
          dir: 'response',
          method: 'set-push-config',
          result: { kind: 'push-config', taskId: id, config: { url: config.url } },
        });
        expect(liveFindings(live).filter((f) => f.severity === 'error')).toEqual([]);
        // The task is as the agent left it: nothing was set on the run in its stead.
        expect(currentTask(timeline)?.status.state).toBe('input-required');
      });

      it('lists, reads and deletes the push config it set, by the id the agent gave it', async () => {
        const store = storeFor(sdk, 'subscriber', protocolVersion);
        await start(store, 'subscriber', 'stream');
        await until(() => state(store) === 'input-required');
        const id = currentTask(run(store).timeline)?.id ?? '';
        const config = {
          url: 'https://agents.bank.ae/cb',
          token: PUSH_TOKEN,
          authentication: 'bearer' as const,
        };
        const actions = liveActionsOf(store);
        const auth = { kind: 'none' } as const;
        const last = () => run(store).timeline.frames.at(-1);
        const lastCall = () => run(store).live.calls.at(-1);
        await actions.liveSetPush(config, auth);
        if (binding === 'HTTP+JSON' && sdk === 'v03') {
          // SDK 0.3.14's REST server refused the set (see above): it holds none, and says so.
          await actions.livePushCall({ method: 'list-push-configs' }, auth);
          expect(lastCall()?.rpcMethod).toBe(name[version].pushList(id));
          expect(last()?.label).toBe('push configs listed (0)');
          await actions.livePushCall({ method: 'get-push-config', configId: id }, auth);
          expect(lastCall()?.rpcMethod).toBe(name[version].pushGet(id, id));
          expect(last()?.label).toMatch(/^error /);
          return;
        }
        const set = last()?.wire[0];
        const configId =
          set?.dir === 'response' && set.result.kind === 'push-config' ? set.result.configId : '';
        // SDK 0.3.14 names a config it is given without an id after its task; SDK 1.3, in
        // either version, gives it a fresh UUID of its own.
        if (sdk === 'v03') expect(configId).toBe(id);
        else {
          expect(configId).toMatch(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
          );
          expect(configId).not.toBe(id);
        }
        const held = { taskId: id, configId: configId ?? '', config: { url: config.url } };

        await actions.livePushCall({ method: 'list-push-configs' }, auth);
        expect([lastCall()?.method, lastCall()?.rpcMethod]).toEqual([
          'list-push-configs',
          name[version].pushList(id),
        ]);
        expect(last()?.label).toBe('push configs listed (1)');
        expect(last()?.wire[0]).toMatchObject({
          dir: 'response',
          result: { kind: 'push-configs', configs: [held] },
        });

        await actions.livePushCall({ method: 'get-push-config', configId: configId ?? '' }, auth);
        expect(lastCall()?.rpcMethod).toBe(name[version].pushGet(id, configId));
        expect(last()?.label).toBe('push config read');
        expect(last()?.wire[0]).toMatchObject({
          dir: 'response',
          method: 'get-push-config',
          result: { kind: 'push-config', ...held },
        });

        await actions.livePushCall(
          { method: 'delete-push-config', configId: configId ?? '' },
          auth,
        );
        expect(lastCall()?.rpcMethod).toBe(name[version].pushDelete(id, configId));
        expect(last()?.label).toBe('push config deleted');
        if (binding === 'HTTP+JSON') expect(lastCall()?.response?.status).toBe(204);

        await actions.livePushCall({ method: 'list-push-configs' }, auth);
        expect(last()?.label).toBe('push configs listed (0)');
        const { timeline, live } = run(store);
        expect(liveFindings(live).filter((f) => f.severity === 'error')).toEqual([]);
        // The agent's echoes of the config, in the list and the get, show the token masked.
        const frames = liveFramesMore(undefined, live);
        const shown = timeline.frames.flatMap((_, index) =>
          liveTranscript(liveEntriesAt(frames, live, index)),
        );
        expect(shown.filter((item) => item.display.includes(config.url)).length).toBeGreaterThan(2);
        for (const item of shown) {
          expect(item.display).not.toContain(PUSH_TOKEN);
          expect(item.copy).not.toContain(PUSH_TOKEN);
        }
        // None of it moved the task.
        expect(currentTask(timeline)?.status.state).toBe('input-required');
      });

      it('gets the task it sent: tasks/get in the run version, its answer a frame of its own', async () => {
        const store = storeFor(sdk, 'screening', protocolVersion);
        await start(store, 'screening', 'send');
        const sent = currentTask(run(store).timeline);
        await liveActionsOf(store).liveGet({ kind: 'none' });
        const { timeline, live } = run(store);
        const id = sent?.id ?? '';
        expect(live.calls.map((c) => [c.method, c.rpcMethod])).toEqual([
          ['send', live.calls[0]?.rpcMethod],
          ['get', get(id)],
        ]);
        const request = live.calls[1]?.request;
        if (binding === 'JSONRPC') {
          const body = request?.body as { method: string; params: { id: string } };
          expect(body.method).toBe(get(id));
          expect(body.params.id).toBe(id);
        } else {
          // The task id rides in the path; a GET sends no body.
          expect(request?.method).toBe('GET');
          expect(request?.url).toBe(`${agents.baseUrl(sdk, 'screening')}rest${get(id).slice(4)}`);
          expect(request?.body).toBeNull();
        }
        expect(timeline.frames.at(-1)?.wire[0]).toMatchObject({ dir: 'response', callId: 2 });
        expect(currentTask(timeline)?.id).toBe(sent?.id);
        expect(currentTask(timeline)?.status.state).toBe('completed');
        expect(liveFindings(live)).toEqual([]);
      });

      it('stops listening, resubscribes to the running task, and sees its cancel on the new stream', async () => {
        const store = storeFor(sdk, 'cancellation', protocolVersion);
        const session = liveActionsOf(store);
        const first = start(store, 'cancellation', 'stream');
        await until(() => state(store) === 'working');
        session.liveStop();
        await first;
        const resubscribed = session.liveResubscribe({ kind: 'none' });
        await until(() => run(store).live.calls[1]?.response !== undefined);
        await session.liveCancel({ kind: 'none' });
        await resubscribed;
        await until(() => state(store) === 'canceled');
        const { live } = run(store);
        expect(live.calls.map((c) => [c.method, c.ended])).toEqual([
          ['stream', true],
          ['resubscribe', true],
          ['cancel', true],
        ]);
        const again = live.calls[1];
        expect(again?.rpcMethod).toBe(resub(currentTask(run(store).timeline)?.id ?? ''));
        expect(again?.response?.contentType).toMatch(/^text\/event-stream/);
        // The reopened stream carries the task to its end.
        const states = Array.from(again?.events ?? [], (e) =>
          e.event.kind === 'status-update'
            ? e.event.status.state
            : e.event.kind === 'task'
              ? `task:${e.event.task.status.state}`
              : e.event.kind,
        );
        expect(states?.at(-1)).toBe('canceled');
        // The user's Stop is no finding; neither is anything else in this run.
        expect(liveFindings(live).filter((f) => f.severity === 'error')).toEqual([]);
      });
    },
  );

  describe('a card that claims more than its endpoint does', () => {
    const send = (
      store: WorkbenchStore,
      sdk: 'v1' | 'v03',
      mode: 'send' | 'stream',
      version: '0.3' | '1.0',
    ) =>
      liveActionsOf(store).liveStart('Go', {
        mode,
        endpoint: `${agents.baseUrl(sdk, 'overclaimer')}${path}`,
        binding,
        version,
        auth: { kind: 'none' },
        overrideAdmission: false,
      });
    const cardFindings = (store: WorkbenchStore) =>
      liveFindings(run(store).live)
        .filter((f) => f.source === 'card')
        .map((f) => [f.code, f.message]);

    it('flags a 1.0 card whose endpoint answers -32009, naming both sides (SDK 1.3)', async () => {
      const store = storeFor('v1', 'overclaimer', '1.0');
      await send(store, 'v1', 'send', '1.0');
      const [finding] = cardFindings(store);
      expect(finding?.[0]).toBe('CARD_VERSION_MISMATCH');
      // The SDK's own words come through: it supports only 0.3 there.
      expect(finding?.[1]).toMatch(
        /^the card declares A2A 1\.0 \(protocolVersion "1\.0"\); its endpoint refused A2A 1\.0 with error -32009 \(".*Supported versions: 0\.3"\)$/,
      );
      // In 0.3, which the endpoint speaks, a blocking send completes.
      await send(store, 'v1', 'send', '0.3');
      expect(state(store)).toBe('completed');
      expect(cardFindings(store)).toEqual([]);
    });

    it.each(['v1', 'v03'] as const)(
      'flags a card that says it streams when SDK %s refuses message/stream (-32004)',
      async (sdk) => {
        const store = storeFor(sdk, 'overclaimer', '0.3.0');
        await send(store, sdk, 'stream', '0.3');
        expect(cardFindings(store)).toEqual([
          [
            'CARD_STREAMING_MISMATCH',
            expect.stringMatching(
              new RegExp(
                `^the card says capabilities\\.streaming is true; its endpoint refused ${name['0.3'].stream.replace(/[/.]/g, '\\$&')} with error -32004`,
              ),
            ) as unknown,
          ],
        ]);
        // The refusal is an answer in JSON, not a stream gone wrong.
        const codes = liveFindings(run(store).live).map((f) => f.code);
        expect(codes).not.toContain('NOT_EVENT_STREAM');
      },
    );

    it('flags a card that says 1.0 for an endpoint that speaks only 0.3 (SDK 0.3.14: -32601, or HTTP 404)', async () => {
      const store = storeFor('v03', 'screening', '1.0');
      await send(store, 'v03', 'send', '1.0');
      // JSON-RPC names the method it does not know; HTTP+JSON has no route for the path.
      const unknown =
        binding === 'JSONRPC'
          ? 'SendMessage, a method every A2A 1\\.0 agent has: error -32601'
          : 'POST /message:send, a method every A2A 1\\.0 agent has: HTTP 404';
      expect(cardFindings(store)).toEqual([
        [
          'CARD_VERSION_MISMATCH',
          expect.stringMatching(
            new RegExp(
              `^the card declares A2A 1\\.0 \\(protocolVersion "1\\.0"\\); its endpoint does not know ${unknown}`,
            ),
          ) as unknown,
        ],
      ]);
    });
  });
});
