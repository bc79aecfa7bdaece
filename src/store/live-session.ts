// Delegating to a live agent from the lifecycle session: each call goes out through src/live, and
// everything that comes back is appended to the run's timeline as it arrives (a frame per event)
// and to its call log (the raw payloads and their findings). Credentials are a parameter of each
// call and are never stored: the log holds only the masked request the transport recorded.
import { a2aV03Rpc } from '../adapters/a2a-v0_3';
import { a2aV1Rpc } from '../adapters/a2a-v1';
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import {
  appendLiveFrame,
  applyStreamEvent,
  liveLabel,
  liveTimeline,
  type LiveFrame,
} from '../core/live-run';
import type { JsonValue } from '../core/json';
import type { Message } from '../core/parts';
import { err, ok } from '../core/result';
import type { StreamEvent, Task } from '../core/task';
import type { Frame } from '../core/timeline';
import type { CallParams, WireRecord } from '../core/wire';
import type { LiveAuth, LivePayload } from '../live/call';
import type { LiveFetchOptions } from '../live/http';
import type { LiveCallLog, LiveItem, LiveRun } from '../live/run-log';
import type { Session, SessionMode, SessionResult, SessionRun } from './session';
import { sessionChoiceOf } from './session';
import type { WorkbenchStore } from './store';
import type { Workspace } from './workspace';

export interface LiveStart {
  readonly mode: SessionMode;
  /** The JSON-RPC endpoint: the card's URL unless the user points elsewhere (a dev proxy). */
  readonly endpoint: string;
  readonly version: A2aVersion;
  readonly auth: LiveAuth;
  /** True when the user chose "send anyway" over an admission refusal. */
  readonly overrideAdmission: boolean;
}

export interface LiveActions {
  /** Starts a new run against the setup's card and sends `text`; resolves when the call ends. */
  liveStart: (text: string, start: LiveStart, options?: LiveFetchOptions) => Promise<SessionResult>;
  /** The caller's answer to input-required or auth-required, on the same task. */
  liveReply: (text: string, auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
  /** tasks/cancel for the followed task. */
  liveCancel: (auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
  /** Reopens the followed task's event stream. */
  liveResubscribe: (auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
  /** tasks/get for the followed task. */
  liveGet: (auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
  /** Ends every open stream (the task itself goes on at the agent). */
  liveStop: () => void;
}

const codecFor = (version: A2aVersion) => (version === '1.0' ? a2aV1Rpc : a2aV03Rpc);

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const asJson = (value: unknown): JsonValue =>
  JSON.parse(JSON.stringify(value ?? null)) as JsonValue;

const endsStream = (event: StreamEvent): boolean =>
  event.kind === 'message' ||
  (event.kind === 'status-update' && event.final) ||
  ['completed', 'canceled', 'failed', 'rejected', 'input-required', 'auth-required'].includes(
    event.kind === 'task'
      ? event.task.status.state
      : event.kind === 'status-update'
        ? event.status.state
        : '',
  );

const ofStore = new WeakMap<WorkbenchStore, LiveActions>();

/**
 * The live actions of `store`: one set per store, so a Stop pressed anywhere ends the streams
 * any call opened. The Lifecycle panel loads this module with itself, not with the first page.
 */
export function liveActionsOf(store: WorkbenchStore): LiveActions {
  let actions = ofStore.get(store);
  if (actions === undefined) {
    actions = createLiveActions(
      () => store.getState(),
      (session) => store.setState({ session }),
    );
    ofStore.set(store, actions);
    // A reset ends the run's open streams too.
    const { liveStop } = actions;
    store.subscribe((state) => {
      if (state.session.run?.live === undefined) liveStop();
    });
  }
  return actions;
}

function createLiveActions(
  get: () => { readonly session: Session; readonly workspace: Workspace },
  set: (session: Session) => void,
): LiveActions {
  const open = new Map<number, AbortController>();
  const stopAll = () => {
    for (const controller of open.values()) controller.abort();
    open.clear();
  };

  /** The live run, if the session holds one. */
  const liveRun = (origin?: Frame): (SessionRun & { live: LiveRun }) | undefined => {
    const run = get().session.run;
    if (run?.live === undefined) return undefined;
    // A call of an earlier run (stopped when a new one started) must not touch the new one.
    if (origin !== undefined && run.timeline.frames[0] !== origin) return undefined;
    return run as SessionRun & { live: LiveRun };
  };
  const followed = (run: SessionRun): Task | undefined => {
    const last = run.timeline.frames[run.timeline.frames.length - 1];
    return last?.taskId === undefined ? undefined : last.engine.tasks.get(last.taskId)?.task;
  };

  /** Applies `change` to the call's log, appending `frame` (if any) to the timeline first. */
  const update = (
    origin: Frame,
    callId: number,
    change: (log: LiveCallLog, frame: number) => LiveCallLog,
    frame?: LiveFrame,
  ) => {
    const run = liveRun(origin);
    if (run === undefined) return;
    const timeline = frame === undefined ? run.timeline : appendLiveFrame(run.timeline, frame);
    const at = timeline.frames.length - 1;
    const calls = run.live.calls.map((log) => (log.callId === callId ? change(log, at) : log));
    const session = get().session;
    set({ ...session, run: { ...run, timeline, live: { ...run.live, calls } } });
  };

  const addItem = (log: LiveCallLog, item: LiveItem): LiveCallLog => ({
    ...log,
    items: [...log.items, item],
  });

  /** One call: its request frame, then a frame per payload as it arrives. */
  const send = async (
    params: CallParams,
    label: string,
    auth: LiveAuth,
    options: LiveFetchOptions = {},
    overridden = false,
  ): Promise<void> => {
    const run = liveRun();
    if (run === undefined) return;
    const origin = run.timeline.frames[0];
    if (origin === undefined) return;
    const { version, endpoint } = run.live;
    const codec = codecFor(version);
    const last = run.timeline.frames[run.timeline.frames.length - 1];
    const callId = last?.nextCallId ?? 1;
    const streaming = params.method === 'stream' || params.method === 'resubscribe';
    const openCall = streaming
      ? {
          callId,
          method: 'stream' as const,
          taskId: 'taskId' in params ? params.taskId : (params.message.taskId ?? ''),
        }
      : last?.call;
    const controller = new AbortController();
    if (streaming) open.set(callId, controller);
    const method = params.method;
    const log: LiveCallLog = {
      callId,
      method,
      rpcMethod: codec.methods[method],
      request: { url: endpoint, headers: {}, body: null },
      items: [],
      events: [],
      ended: false,
      ...(overridden ? { admissionOverridden: true } : {}),
    };
    const request: WireRecord = { dir: 'request', callId, params };
    {
      const now = liveRun(origin);
      if (now === undefined) return;
      const timeline = appendLiveFrame(now.timeline, {
        label,
        wire: [request],
        call: openCall,
      });
      const sent = {
        ...log,
        items: [{ kind: 'request' as const, frame: timeline.frames.length - 1 }],
      };
      set({
        ...get().session,
        run: { ...now, timeline, live: { ...now.live, calls: [...now.live.calls, sent] } },
        error: undefined,
      });
    }
    let streamOpen = streaming;
    const onPayload = (payload: LivePayload) => {
      const current = liveRun(origin);
      if (current === undefined) return;
      const task = followed(current);
      if (payload.kind === 'unreadable') {
        update(
          origin,
          callId,
          (l, frame) => addItem(l, { kind: 'unreadable', frame, text: payload.text }),
          { label: 'unreadable reply', wire: [], call: streamOpen ? openCall : last?.call },
        );
        return;
      }
      const body = asJson(payload.raw);
      const findings = payload.read.findings;
      const item = (frame: number): LiveItem => ({ kind: payload.kind, frame, body, findings });
      const decoded = payload.read.value;
      if (decoded === undefined) {
        update(origin, callId, (l, frame) => addItem(l, item(frame)), {
          label: payload.kind === 'event' ? 'unreadable event' : 'unreadable reply',
          wire: [],
          call: streamOpen ? openCall : last?.call,
        });
        return;
      }
      const reply = 'item' in decoded ? decoded.item : decoded.reply;
      if (reply.kind === 'error') {
        const error = reply.error;
        const wire: WireRecord[] =
          error.engine === undefined ? [] : [{ dir: 'error', callId, method, error: error.engine }];
        streamOpen = false;
        update(origin, callId, (l, frame) => addItem(l, item(frame)), {
          label: `error ${error.code} ${error.name}`,
          wire,
          ...(error.engine !== undefined ? { error: error.engine } : {}),
          call: streaming ? undefined : last?.call,
        });
        return;
      }
      const event: StreamEvent | undefined =
        reply.kind === 'event'
          ? reply.event
          : reply.result.kind === 'task'
            ? { kind: 'task', task: reply.result.task }
            : reply.result.kind === 'message'
              ? { kind: 'message', message: reply.result.message }
              : undefined;
      const next = event === undefined ? task : applyStreamEvent(task, event);
      if (event !== undefined && streaming && endsStream(event)) streamOpen = false;
      const wire: WireRecord[] =
        reply.kind === 'event'
          ? [{ dir: 'event', callId, event: reply.event }]
          : [{ dir: 'response', callId, method, result: reply.result }];
      update(
        origin,
        callId,
        (l, frame) => ({
          ...addItem(l, item(frame)),
          events: event === undefined ? l.events : [...l.events, { event, frame }],
        }),
        {
          label: event === undefined ? 'response' : liveLabel(event),
          wire,
          ...(next !== undefined ? { task: next } : {}),
          call: streaming
            ? streamOpen
              ? openCall
              : undefined
            : current.timeline.frames[current.timeline.frames.length - 1]?.call,
        },
      );
    };
    // The transport loads on the first call, so opening the panel does not fetch it.
    const { liveCall } = await import('../live/call');
    const result = await liveCall(
      codec,
      endpoint,
      callId,
      params,
      auth,
      {
        onRequest: (recorded) => update(origin, callId, (l) => ({ ...l, request: recorded })),
        onResponse: (response) => update(origin, callId, (l) => ({ ...l, response })),
        onPayload,
      },
      {
        ...options,
        signal: controller.signal,
        origin: options.origin ?? globalThis.location?.origin,
      },
    );
    open.delete(callId);
    update(origin, callId, (l) => ({
      ...l,
      ended: true,
      ...(result.failure !== undefined ? { failure: result.failure } : {}),
    }));
  };

  const message = (text: string, task: Task | undefined): Message => ({
    messageId: newId(),
    role: 'user',
    parts: [{ kind: 'text', text }],
    ...(task !== undefined ? { taskId: task.id, contextId: task.contextId } : {}),
  });

  const onTask = async (
    what: 'cancel' | 'get' | 'resubscribe',
    label: string,
    auth: LiveAuth,
    options?: LiveFetchOptions,
  ) => {
    const run = liveRun();
    const task = run && followed(run);
    if (task === undefined) return;
    await send({ method: what, taskId: task.id }, label, auth, options);
  };

  return {
    liveStart: async (text, start, options) => {
      stopAll();
      const { session, workspace } = get();
      const { caller, card } = sessionChoiceOf(workspace, session.setup);
      if (caller === undefined)
        return err('NO_CALLER', 'the workspace has no caller to delegate from');
      if (card === undefined)
        return err('NO_CARD', 'the workspace has no agent card to delegate to');
      const timeline = liveTimeline(card, caller, workspace.policy);
      const live: LiveRun = {
        agent: card.name,
        endpoint: start.endpoint,
        version: start.version,
        cardProtocolVersion: card.protocolVersion,
        cardStreams: card.capabilities.streaming,
        calls: [],
      };
      // No recorded actions: a live run is what the agent sent, which no replay can make again.
      const run = { timeline, mode: start.mode, text, actions: [], live };
      set({ ...session, run, error: undefined });
      await send(
        { method: start.mode, message: message(text, undefined) },
        start.overrideAdmission ? 'submitted (admission overridden)' : 'submitted',
        start.auth,
        options,
        start.overrideAdmission,
      );
      const after = liveRun();
      return after === undefined ? err('NO_SESSION', 'the live run was reset') : ok(after.timeline);
    },
    liveReply: async (text, auth, options) => {
      const run = liveRun();
      const task = run && followed(run);
      if (run === undefined || task === undefined) return;
      await send({ method: run.mode, message: message(text, task) }, 'reply sent', auth, options);
    },
    liveCancel: (auth, options) => onTask('cancel', 'cancel sent', auth, options),
    liveGet: (auth, options) => onTask('get', 'get sent', auth, options),
    liveResubscribe: (auth, options) => onTask('resubscribe', 'resubscribed', auth, options),
    liveStop: stopAll,
  };
}
