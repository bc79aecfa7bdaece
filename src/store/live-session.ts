// Delegating to a live agent from the lifecycle session: each call goes out through src/live, and
// everything that comes back is appended to the run's timeline as it arrives (a frame per event)
// and to its call log (the raw payloads and their findings). Credentials are a parameter of each
// call and are never stored: the log holds only the masked request the transport recorded.
import { a2aV03Rpc } from '../adapters/a2a-v0_3';
import { a2aV1Rpc } from '../adapters/a2a-v1';
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import {
  answersCall,
  appendLiveFrame,
  applyStreamEvent,
  eventIds,
  foreignTo,
  liveLabel,
  liveTimeline,
  type LiveFrame,
} from '../core/live-run';
import type { PushConfig } from '../core/callbacks';
import type { JsonValue } from '../core/json';
import { isPaused, isTerminal } from '../core/lifecycle';
import type { Message } from '../core/parts';
import { err, ok } from '../core/result';
import type { StreamEvent, Task } from '../core/task';
import { frameAt, frameCount, type Frame, type OpenCall, type Timeline } from '../core/timeline';
import type { CallMethod, CallParams, CallResult, WireRecord } from '../core/wire';
import { restRoute } from '../live/rest-route';
import { AppendLog, appendTo } from '../live/append-log';
import type { LiveAuth, LivePayload } from '../live/call';
import type { LiveFetchOptions } from '../live/http';
import type { LiveCallLog, LiveItem, LiveRun } from '../live/run-log';
import type { StreamBudget } from '../live/sse';
import type { Session, SessionMode, SessionResult, SessionRun } from './session';
import { sessionChoiceOf } from './session';
import type { WorkbenchStore } from './store';
import type { Workspace } from './workspace';

/** The two HTTP bindings a live run can speak (A2A 1.0 §3.2; 0.3's `preferredTransport` names). */
export type LiveBinding = 'JSONRPC' | 'HTTP+JSON';

export interface LiveStart {
  readonly mode: SessionMode;
  /** The interface's URL: the card's unless the user points elsewhere (a dev proxy). */
  readonly endpoint: string;
  /** The binding the interface at `endpoint` speaks. */
  readonly binding: LiveBinding;
  readonly version: A2aVersion;
  /**
   * The protocolVersion the chosen interface declares, the claim a refusal is judged against (a
   * card may list a 0.3 interface beside its 1.0 one); the card's own when not given.
   */
  readonly interfaceVersion?: string;
  readonly auth: LiveAuth;
  /** True when the user chose "send anyway" over an admission refusal. */
  readonly overrideAdmission: boolean;
  /** What the run may read in all; DEFAULT_LIVE_LIMITS when not given. */
  readonly limits?: LiveLimits;
}

/** A run's caps: every stream and reply of the run counts against them. */
export interface LiveLimits {
  readonly maxBytes: number;
  readonly maxEvents: number;
}

/**
 * 16 MiB and 10,000 events: room for a long real task (the A2A SDK's own agents send tens of
 * events), while a hostile stream stops with the tab's memory in the tens of MB.
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = { maxBytes: 16 * 1024 * 1024, maxEvents: 10_000 };

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
  /**
   * Sends the followed task's push notification config to the agent (0.3
   * tasks/pushNotificationConfig/set, 1.0 CreateTaskPushNotificationConfig, or their HTTP+JSON
   * POST); its answer, or its refusal, is a frame like any other.
   */
  liveSetPush: (config: PushConfig, auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
  /**
   * Asks the agent about the followed task's push configs: list them, read one, or delete one by
   * the id the agent gave it. The answer, or the refusal, is a frame like any other.
   */
  livePushCall: (call: LivePushCall, auth: LiveAuth, options?: LiveFetchOptions) => Promise<void>;
}

/** A push-config call after set, for the followed task. */
export type LivePushCall =
  | { readonly method: 'list-push-configs' }
  | { readonly method: 'get-push-config' | 'delete-push-config'; readonly configId: string };

/** The push-config calls a live run can make. */
export type LivePushMethod = 'set-push-config' | LivePushCall['method'];

/** What a push-config call's frame is called while it waits for the agent. */
const PUSH_SENT_LABELS: Readonly<Record<LivePushCall['method'], string>> = {
  'list-push-configs': 'push configs asked for',
  'get-push-config': 'push config asked for',
  'delete-push-config': 'push config delete sent',
};

const codecFor = (version: A2aVersion) => (version === '1.0' ? a2aV1Rpc : a2aV03Rpc);

/**
 * How a live run names a call before sending it: the JSON-RPC method from the version's codec, or
 * HTTP+JSON's method and path (`restRoute`), the ids left as `{id}` and `{configId}`.
 */
export function liveCallName(live: LiveRun, method: LivePushMethod): string {
  if (live.binding !== 'HTTP+JSON') return codecFor(live.version).methods[method];
  const taskId = '{id}';
  const params: CallParams =
    method === 'set-push-config'
      ? { method, taskId, config: { url: '', token: '', authentication: 'bearer' } }
      : method === 'list-push-configs'
        ? { method, taskId }
        : { method, taskId, configId: '{configId}' };
  const route = restRoute(live.version, params, (id) => id);
  return `${route.method} ${route.path}`;
}

/** The transport and the run's binding; HTTP+JSON's code loads only when a run speaks it. */
async function transportFor(live: LiveRun) {
  const { liveCall, jsonRpcBinding } = await import('../live/call');
  const wire =
    live.binding === 'HTTP+JSON'
      ? (await import('../live/rest')).restBinding(live.version)
      : jsonRpcBinding(codecFor(live.version));
  return { liveCall, wire };
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The frame a call's result makes when it carries no task or message. */
function resultLabel(result: CallResult, method: CallMethod): string {
  switch (result.kind) {
    case 'push-config':
      return method === 'get-push-config' ? 'push config read' : 'push config set';
    case 'push-configs':
      return `push configs listed (${result.configs.length})`;
    case 'deleted':
      return 'push config deleted';
    default:
      return 'response';
  }
}

/** A stream ends at a message, a final update, or a task that stops or pauses. */
const endsStream = (event: StreamEvent): boolean => {
  if (event.kind === 'message' || (event.kind === 'status-update' && event.final)) return true;
  const state =
    event.kind === 'task'
      ? event.task.status.state
      : event.kind === 'status-update'
        ? event.status.state
        : undefined;
  return state !== undefined && (isTerminal(state) || isPaused(state));
};

/**
 * Runs `flush` once the browser is about to draw (a timer too, as a hidden tab draws nothing),
 * or on a timer where there is no drawing (Node, jsdom).
 */
function onNextFrame(flush: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(flush, 0);
    return;
  }
  const timer = setTimeout(flush, 250);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    flush();
  });
}

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

type LiveSessionRun = SessionRun & { live: LiveRun };

/** What a batch of changes knows about the timeline's last frame, so none reads every frame. */
interface Tail {
  task: Task | undefined;
  call: OpenCall | undefined;
}

/** One change to the run, queued as a payload arrives and applied with the others at the next frame. */
type Change = (run: LiveSessionRun, tail: Tail) => LiveSessionRun;

function createLiveActions(
  get: () => { readonly session: Session; readonly workspace: Workspace },
  set: (session: Session) => void,
): LiveActions {
  const open = new Map<number, AbortController>();
  const stopAll = () => {
    stops += 1;
    for (const controller of open.values()) controller.abort();
    open.clear();
  };
  /** The run this closure last wrote: a run reset or replaced elsewhere is no longer it. */
  let published: LiveRun | undefined;
  /** Counts runs: a change queued by an earlier run's call never touches a later run. */
  let runNumber = 0;
  let budget: StreamBudget = { ...DEFAULT_LIVE_LIMITS, bytes: 0, events: 0 };
  let queue: { run: number; change: Change }[] = [];
  let scheduled = false;

  /** The live run, if the session holds one. */
  const liveRun = (): LiveSessionRun | undefined => {
    const run = get().session.run;
    return run?.live === undefined ? undefined : (run as LiveSessionRun);
  };
  const taskOf = (frame: Frame | undefined): Task | undefined =>
    frame?.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task;
  const lastFrame = (timeline: Timeline): Frame | undefined =>
    frameAt(timeline, frameCount(timeline) - 1);
  const followed = (run: SessionRun): Task | undefined => taskOf(lastFrame(run.timeline));

  /** Counts Stops: a stream whose transport was still loading when Stop came does not open. */
  let stops = 0;

  /** Writes `run` to the store as the live run. */
  const publish = (run: LiveSessionRun, extra: Partial<Session> = {}) => {
    published = run.live;
    set({ ...get().session, ...extra, run });
  };

  /** Applies every queued change in one store update: the panel draws once per frame. */
  const flush = () => {
    scheduled = false;
    if (queue.length === 0) return;
    const changes = queue;
    queue = [];
    const start = liveRun();
    if (start === undefined || start.live !== published) return;
    const last = lastFrame(start.timeline);
    const tail: Tail = { task: taskOf(last), call: last?.call };
    let run = start;
    for (const { run: number, change } of changes) {
      if (number === runNumber) run = change(run, tail);
    }
    if (run !== start) publish(run);
  };
  const later = (change: Change) => {
    queue.push({ run: runNumber, change });
    if (!scheduled) {
      scheduled = true;
      onNextFrame(flush);
    }
  };

  /** `change` to the call's log, appending `frame` (if any) to the timeline first. */
  const onCall =
    (
      callId: number,
      change: (log: LiveCallLog, frame: number) => LiveCallLog,
      frame?: LiveFrame | ((tail: Tail) => LiveFrame),
    ): Change =>
    (run, tail) => {
      let timeline = run.timeline;
      if (frame !== undefined) {
        const next = typeof frame === 'function' ? frame(tail) : frame;
        timeline = appendLiveFrame(timeline, next);
        tail.call = next.call;
        if (next.task !== undefined) tail.task = next.task;
      }
      const at = framesOf(run, frame === undefined ? 0 : 1) - 1;
      const calls = run.live.calls.map((log) => (log.callId === callId ? change(log, at) : log));
      return { ...run, timeline, live: { ...run.live, calls, frames: at + 1 } };
    };
  /** The run's frame count, kept beside it so a change never reads every frame to learn it. */
  const framesOf = (run: LiveSessionRun, added: number) =>
    (run.live.frames ?? frameCount(run.timeline)) + added;

  const addItem = (log: LiveCallLog, item: LiveItem): LiveCallLog => ({
    ...log,
    items: appendTo(log.items, item),
  });

  /** One call: its request frame, then a frame per payload as it arrives. */
  const send = async (
    params: CallParams,
    label: string,
    auth: LiveAuth,
    options: LiveFetchOptions = {},
    overridden = false,
  ): Promise<void> => {
    const before = liveRun();
    if (before === undefined) return;
    const stopsBefore = stops;
    // The transport loads on the first call (HTTP+JSON's with it), so opening the panel does not fetch it.
    const { liveCall, wire } = await transportFor(before.live);
    flush();
    const run = liveRun();
    if (run === undefined || run.live !== published) return;
    if (run.live.version !== before.live.version || run.live.binding !== before.live.binding)
      return;
    const number = runNumber;
    const { endpoint } = run.live;
    const last = lastFrame(run.timeline);
    const callId = last?.nextCallId ?? 1;
    const streaming = params.method === 'stream' || params.method === 'resubscribe';
    if (streaming && stops !== stopsBefore) return;
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
    const request: WireRecord = { dir: 'request', callId, params };
    const timeline = appendLiveFrame(run.timeline, { label, wire: [request], call: openCall });
    const frames = frameCount(run.timeline) + 1;
    const log: LiveCallLog = {
      callId,
      method,
      rpcMethod: wire.label(params),
      request: { url: endpoint, headers: {}, body: null },
      items: AppendLog.of<LiveItem>({ kind: 'request', frame: frames - 1 }),
      events: AppendLog.of(),
      ended: false,
      ...(overridden ? { admissionOverridden: true } : {}),
    };
    publish(
      { ...run, timeline, live: { ...run.live, calls: [...run.live.calls, log], frames } },
      { error: undefined },
    );
    let streamOpen = streaming;
    // The task this call follows: the one the run holds, else the first the agent names. An
    // event for another task or context is shown and judged, never applied (core foreignTo).
    const held = taskOf(last);
    let following: { id: string; contextId?: string } | undefined =
      held === undefined ? undefined : { id: held.id, contextId: held.contextId };
    const queueChange = (change: Change) => {
      if (number === runNumber) later(change);
    };
    const onPayload = (payload: LivePayload) => {
      if (payload.kind === 'unreadable') {
        const { text } = payload;
        queueChange(
          onCall(callId, (l, frame) => addItem(l, { kind: 'unreadable', frame, text }), {
            label: 'unreadable reply',
            wire: [],
            call: streamOpen ? openCall : last?.call,
          }),
        );
        return;
      }
      // JSON.parse's own value (or the event's text when it was not JSON), read once and
      // written by no one: kept as it is, not copied at each event.
      const body = payload.raw as JsonValue;
      const findings = payload.read.findings;
      const decoded = payload.read.value;
      const refused =
        decoded === undefined ? undefined : 'item' in decoded ? decoded.item : decoded.reply;
      // The error as read, whatever envelope carried it: the conformance checks judge this.
      const error =
        refused?.kind === 'error'
          ? { code: refused.error.code, message: refused.error.message }
          : undefined;
      const item = (frame: number): LiveItem => ({
        kind: payload.kind,
        frame,
        body,
        findings,
        ...(error !== undefined ? { error } : {}),
      });
      if (decoded === undefined) {
        queueChange(
          onCall(callId, (l, frame) => addItem(l, item(frame)), {
            label: payload.kind === 'event' ? 'unreadable event' : 'unreadable reply',
            wire: [],
            call: streamOpen ? openCall : last?.call,
          }),
        );
        return;
      }
      if (!answersCall(decoded.id, callId)) {
        // Not this call's answer (JSON-RPC 2.0 §5): recorded and flagged, never applied.
        queueChange(
          onCall(callId, (l, frame) => addItem(l, item(frame)), {
            label: `ignored: id ${JSON.stringify(decoded.id)} is not this call's`,
            wire: [],
            call: streaming ? (streamOpen ? openCall : undefined) : last?.call,
          }),
        );
        return;
      }
      const reply = 'item' in decoded ? decoded.item : decoded.reply;
      if (reply.kind === 'error') {
        const error = reply.error;
        const wire: WireRecord[] =
          error.engine === undefined ? [] : [{ dir: 'error', callId, method, error: error.engine }];
        streamOpen = false;
        queueChange(
          onCall(callId, (l, frame) => addItem(l, item(frame)), {
            label: `error ${error.code} ${error.name}`,
            wire,
            ...(error.engine !== undefined ? { error: error.engine } : {}),
            call: streaming ? undefined : last?.call,
          }),
        );
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
      const foreign = event === undefined ? undefined : foreignTo(following, event);
      if (event !== undefined && foreign === undefined) {
        const ids = eventIds(event);
        if (following === undefined && ids.taskId !== undefined) {
          following = {
            id: ids.taskId,
            ...(ids.contextId !== undefined ? { contextId: ids.contextId } : {}),
          };
        } else if (
          following !== undefined &&
          following.contextId === undefined &&
          ids.contextId !== undefined
        ) {
          following = { ...following, contextId: ids.contextId };
        }
      }
      if (event !== undefined && foreign === undefined && streaming && endsStream(event)) {
        streamOpen = false;
      }
      const stillOpen = streamOpen;
      const notFollowed =
        event === undefined || foreign === undefined
          ? ''
          : ` (${foreign} ${(foreign === 'task' ? eventIds(event).taskId : eventIds(event).contextId) ?? ''}, not followed)`;
      const wire: WireRecord[] =
        reply.kind === 'event'
          ? [{ dir: 'event', callId, event: reply.event }]
          : [{ dir: 'response', callId, method, result: reply.result }];
      queueChange(
        onCall(
          callId,
          (l, frame) => ({
            ...addItem(l, item(frame)),
            events: event === undefined ? l.events : appendTo(l.events, { event, frame }),
          }),
          (tail) => {
            const next =
              event === undefined || foreign !== undefined
                ? tail.task
                : applyStreamEvent(tail.task, event);
            return {
              label:
                event !== undefined
                  ? `${liveLabel(event)}${notFollowed}`
                  : reply.kind === 'result'
                    ? resultLabel(reply.result, method)
                    : 'response',
              wire,
              ...(next !== undefined ? { task: next } : {}),
              call: streaming ? (stillOpen ? openCall : undefined) : tail.call,
            };
          },
        ),
      );
    };
    const result = await liveCall(
      wire,
      endpoint,
      callId,
      params,
      auth,
      {
        onRequest: (recorded) => queueChange(onCall(callId, (l) => ({ ...l, request: recorded }))),
        onResponse: (response) => queueChange(onCall(callId, (l) => ({ ...l, response }))),
        onPayload,
      },
      {
        ...options,
        signal: controller.signal,
        origin: options.origin ?? globalThis.location?.origin,
      },
      budget,
    );
    open.delete(callId);
    queueChange(
      onCall(callId, (l) => ({
        ...l,
        ended: true,
        ...(result.failure !== undefined ? { failure: result.failure } : {}),
        ...(result.incomplete !== undefined ? { incomplete: result.incomplete } : {}),
      })),
    );
    flush();
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
    flush();
    const run = liveRun();
    const task = run && followed(run);
    if (task === undefined) return;
    await send({ method: what, taskId: task.id }, label, auth, options);
  };

  return {
    liveStart: async (text, start, options) => {
      stopAll();
      runNumber += 1;
      queue = [];
      const { session, workspace } = get();
      const { caller, card } = sessionChoiceOf(workspace, session.setup);
      if (caller === undefined)
        return err('NO_CALLER', 'the workspace has no caller to delegate from');
      if (card === undefined)
        return err('NO_CARD', 'the workspace has no agent card to delegate to');
      const limits = start.limits ?? DEFAULT_LIVE_LIMITS;
      budget = { maxBytes: limits.maxBytes, maxEvents: limits.maxEvents, bytes: 0, events: 0 };
      const timeline = liveTimeline(card, caller, workspace.policy);
      const live: LiveRun = {
        agent: card.name,
        endpoint: start.endpoint,
        binding: start.binding,
        version: start.version,
        cardProtocolVersion: start.interfaceVersion ?? card.protocolVersion,
        cardStreams: card.capabilities.streaming,
        calls: [],
        limits,
      };
      // No recorded actions: a live run is what the agent sent, which no replay can make again.
      publish({ timeline, mode: start.mode, text, actions: [], live }, { error: undefined });
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
      flush();
      const run = liveRun();
      const task = run && followed(run);
      if (run === undefined || task === undefined) return;
      await send({ method: run.mode, message: message(text, task) }, 'reply sent', auth, options);
    },
    liveCancel: (auth, options) => onTask('cancel', 'cancel sent', auth, options),
    liveGet: (auth, options) => onTask('get', 'get sent', auth, options),
    liveResubscribe: (auth, options) => onTask('resubscribe', 'resubscribed', auth, options),
    liveStop: () => {
      stopAll();
      flush();
    },
    liveSetPush: async (config, auth, options) => {
      flush();
      const run = liveRun();
      const task = run && followed(run);
      if (run === undefined || task === undefined) return;
      await send(
        { method: 'set-push-config', taskId: task.id, config },
        'push config sent',
        auth,
        options,
      );
    },
    livePushCall: async (call, auth, options) => {
      flush();
      const run = liveRun();
      const task = run && followed(run);
      if (run === undefined || task === undefined) return;
      await send({ ...call, taskId: task.id }, PUSH_SENT_LABELS[call.method], auth, options);
    },
  };
}
