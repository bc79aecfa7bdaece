// The lifecycle session: what the user set up for a delegation and the recorded timeline it made.
// It lives beside the workspace, not in it: never undone. A run keeps the engine config it started
// with in its first frame (it is a recording) and the actions taken, each at the frame it was taken
// from, so a simulated run can be saved and shared as data and replayed (store/recording.ts);
// `sessionDriftOf` says when the workspace moved on.
import type { BehaviourScript } from '../core/behaviour';
import type { AgentCard } from '../core/card';
import type { CallerContext } from '../core/caller';
import { trustOf, type WorkspaceTrust } from '../core/card-trust';
import type { EngineConfig } from '../core/engine';
import { jsonEqual, type JsonValue } from '../core/json';
import type { TaskState } from '../core/lifecycle';
import { err, ok, type CoreError, type Result } from '../core/result';
import * as tl from '../core/timeline';
import type { Timeline, TimelineError } from '../core/timeline';
import type { LiveRun } from '../live/run-log';
import { memoByRef } from './memo';
import { trustRead } from './trust-read';
import type { Workspace } from './workspace';

/** Blocking (message/send) or streaming (message/stream). */
export type SessionMode = 'send' | 'stream';
/** The A2A version transcripts are shown in. */
export type WireVersion = '0.3' | '1.0';

export interface SessionSetup {
  /** Unset or unknown ids fall back to the workspace's first caller, card or behaviour. */
  readonly callerId: string | undefined;
  readonly cardName: string | undefined;
  readonly behaviourId: string | undefined;
  readonly mode: SessionMode;
  /** The request text box. */
  readonly request: string;
  readonly callbackUrl: string;
  readonly callbackToken: string;
  readonly wireVersion: WireVersion;
}

/**
 * One action that made a frame, at the index of the frame it was taken from. A push config keeps
 * its URL only: the token is a credential, never recorded (store/recording.ts).
 */
export type RecordedAction =
  | { readonly kind: 'step' | 'run-to-end' | 'cancel'; readonly at: number }
  | { readonly kind: 'reply'; readonly at: number; readonly text: string }
  | {
      readonly kind: 'force';
      readonly at: number;
      readonly state: TaskState;
      readonly text?: string;
    }
  | { readonly kind: 'push'; readonly at: number; readonly url: string };

export interface SessionRun {
  readonly timeline: Timeline;
  /** How the delegation was started, so a restart repeats it. */
  readonly mode: SessionMode;
  readonly text: string;
  /** Every action that made a frame, at the frame it was taken from; replaying them rebuilds it. */
  readonly actions: readonly RecordedAction[];
  /** Set for a delegation to a live agent: its endpoint, version and every call as it crossed. */
  readonly live?: LiveRun;
}

export interface Session {
  readonly setup: SessionSetup;
  /** The recorded delegation; undefined until started and after a reset. */
  readonly run: SessionRun | undefined;
  /** Why the last session action was refused; cleared by the next one that succeeds. */
  readonly error: SessionError | undefined;
}

export type SessionError =
  TimelineError | CoreError<'NO_CALLER' | 'NO_CARD' | 'NO_BEHAVIOUR' | 'NO_SESSION'>;
export type SessionResult = Result<Timeline, SessionError>;

export const initialSession: Session = {
  setup: {
    callerId: undefined,
    cardName: undefined,
    behaviourId: undefined,
    mode: 'stream',
    request: 'Screen the beneficiary of PMT-771',
    callbackUrl: '',
    callbackToken: '',
    wireVersion: '0.3',
  },
  run: undefined,
  error: undefined,
};

export interface SessionChoice {
  readonly caller: CallerContext | undefined;
  readonly card: AgentCard | undefined;
  readonly script: BehaviourScript | undefined;
}

/** The caller, card and behaviour the setup names in `ws` (or the first of each). */
export const sessionChoiceOf = memoByRef((ws: Workspace, setup: SessionSetup): SessionChoice => ({
  caller: ws.callers.find((c) => c.agentId === setup.callerId) ?? ws.callers[0],
  card: ws.cards.find((c) => c.name === setup.cardName) ?? ws.cards[0],
  script: ws.behaviours.find((b) => b.id === setup.behaviourId) ?? ws.behaviours[0],
}));

/** The engine config and caller a new run would snapshot from `ws`. */
function engineConfigFor(
  ws: Workspace,
  setup: SessionSetup,
  trust: WorkspaceTrust,
): Result<{ config: EngineConfig; caller: CallerContext }, SessionError> {
  const { caller, card, script } = sessionChoiceOf(ws, setup);
  if (caller === undefined) return err('NO_CALLER', 'the workspace has no caller to delegate from');
  if (card === undefined) return err('NO_CARD', 'the workspace has no agent card to delegate to');
  if (script === undefined) return err('NO_BEHAVIOUR', 'the workspace has no behaviour script');
  const { policy, callbackHosts } = ws;
  // The card's verdicts go with the run only when the signature rule reads them.
  const cardTrust = trustOf(trustRead(policy, trust), card.name);
  const config = { card, script, policy, allowedCallbackHosts: callbackHosts };
  return ok({ config: cardTrust === undefined ? config : { ...config, trust: cardTrust }, caller });
}

const same = (a: unknown, b: unknown) => jsonEqual(a as JsonValue, b as JsonValue);

/**
 * What changed in the workspace since `run` started, one line each ("card x was edited");
 * empty when the recording still matches the workspace. A live agent's run used no behaviour of
 * the workspace's and was sent no push config from it, so those are compared only for a
 * simulated run.
 */
export const sessionDriftOf = memoByRef((ws: Workspace, run: SessionRun): string[] => {
  const config = run.timeline.frames[0]?.engine.config;
  const caller = run.timeline.caller;
  const changes: string[] = [];
  if (config === undefined) return changes;
  const compare = (what: string, now: unknown, then: unknown) => {
    if (now === undefined) changes.push(`${what} is no longer in the workspace`);
    else if (!same(now, then)) changes.push(`${what} was edited`);
  };
  compare(
    `caller ${caller.agentId}`,
    ws.callers.find((c) => c.agentId === caller.agentId),
    caller,
  );
  compare(
    `card ${config.card.name}`,
    ws.cards.find((c) => c.name === config.card.name),
    config.card,
  );
  const simulated = run.live === undefined;
  if (simulated) {
    compare(
      `behaviour "${config.script.name}"`,
      ws.behaviours.find((b) => b.id === config.script.id),
      config.script,
    );
  }
  if (!same(ws.policy, config.policy)) changes.push('the admission policy was edited');
  if (simulated && !same(ws.callbackHosts, config.allowedCallbackHosts)) {
    changes.push('the callback allow-list was edited');
  }
  return changes;
});

export interface SessionActions {
  /** Changes the setup; a running recording is not touched. */
  configure: (patch: Partial<SessionSetup>) => void;
  /** Starts a new recording from the current workspace and sends `text` in the setup's mode. */
  start: (text: string) => SessionResult;
  /** Starts again with the current workspace, the same request and mode. */
  restart: () => SessionResult;
  /** Forgets the recording; the setup stays. */
  reset: () => void;
  /** Puts a restored session (a saved or shared recording) in place of the current one. */
  load: (session: Session) => void;
  stepForward: () => SessionResult;
  stepBack: () => SessionResult;
  jumpTo: (index: number) => SessionResult;
  runToEnd: () => SessionResult;
  /** The caller's answer to input-required or auth-required: continues the same task. */
  reply: (text: string) => SessionResult;
  cancel: () => SessionResult;
  force: (state: TaskState, text?: string) => SessionResult;
  setPush: (url: string, token: string) => SessionResult;
}

type Step = (timeline: Timeline) => Timeline | Result<Timeline, TimelineError>;

const asResult = (value: Timeline | Result<Timeline, TimelineError>): SessionResult =>
  'ok' in value ? value : ok(value);

/** The session's actions over a store that holds `session` beside `workspace`. */
export function createSessionActions(
  get: () => {
    readonly session: Session;
    readonly workspace: Workspace;
    readonly cardTrust: WorkspaceTrust;
  },
  set: (session: Session) => void,
): SessionActions {
  const settle = (result: SessionResult, run?: SessionRun): SessionResult => {
    const { session } = get();
    if (!result.ok) set({ ...session, error: result.error });
    else if (run !== undefined) set({ ...session, run, error: undefined });
    return result;
  };
  // Every timeline action is one delegation to src/core/timeline.ts through here. An action that
  // made frames is recorded at the frame it was taken from; the recorded actions it replaced (taken
  // from that frame or later) go, as the frames they made did.
  const onRun = (
    step: Step,
    recorded?: (before: Timeline, after: Timeline) => RecordedAction | undefined,
  ): SessionResult => {
    const run = get().session.run;
    if (run === undefined) return settle(err('NO_SESSION', 'no delegation has been started'));
    const result = asResult(step(run.timeline));
    if (!result.ok) return settle(result);
    const action = recorded?.(run.timeline, result.value);
    const actions =
      action === undefined ? run.actions : [...run.actions.filter((a) => a.at < action.at), action];
    return settle(result, { ...run, timeline: result.value, actions });
  };
  const begin = (text: string, mode: SessionMode): SessionResult => {
    const { session, workspace, cardTrust } = get();
    const made = engineConfigFor(workspace, session.setup, cardTrust);
    if (!made.ok) return settle(made);
    const { config, caller } = made.value;
    const timeline = tl.sendMessage(tl.createTimeline(config, caller), text, { mode });
    return settle(ok(timeline), { timeline, mode, text, actions: [] });
  };
  const last = (t: Timeline) => t.frames.length - 1;
  /** The action `make` at the cursor, for actions that always act from where the cursor is. */
  const atCursor =
    (make: (at: number) => RecordedAction) =>
    (before: Timeline): RecordedAction =>
      make(before.cursor);
  return {
    configure: (patch) => {
      const { session } = get();
      set({ ...session, setup: { ...session.setup, ...patch } });
    },
    start: (text) => begin(text, get().session.setup.mode),
    restart: () => {
      const run = get().session.run;
      return run === undefined
        ? settle(err('NO_SESSION', 'no delegation has been started'))
        : begin(run.text, run.mode);
    },
    // A live run's open streams end with it: their late replies no longer find it.
    reset: () => set({ ...get().session, run: undefined, error: undefined }),
    load: (session) => set(session),
    // Stepping forward from the last frame runs the behaviour and makes a frame; elsewhere it moves.
    stepForward: () =>
      onRun(tl.stepForward, (before) =>
        before.cursor === last(before) ? { kind: 'step', at: before.cursor } : undefined,
      ),
    stepBack: () => onRun(tl.stepBack),
    jumpTo: (index) => onRun((t) => tl.jumpTo(t, index)),
    runToEnd: () =>
      onRun(tl.runToEnd, (before, after) =>
        last(after) > last(before) ? { kind: 'run-to-end', at: last(before) } : undefined,
      ),
    reply: (text) =>
      onRun(
        (t) => {
          const taskId = tl.currentFrame(t).taskId;
          if (taskId === undefined) return err('NO_TASK', 'no task has been started yet');
          return tl.sendMessage(t, text, { mode: get().session.run?.mode ?? 'send', taskId });
        },
        atCursor((at) => ({ kind: 'reply', at, text })),
      ),
    cancel: () =>
      onRun(
        tl.cancelTask,
        atCursor((at) => ({ kind: 'cancel', at })),
      ),
    force: (state, text) =>
      onRun(
        (t) => tl.forceState(t, state, text),
        atCursor((at) => ({ kind: 'force', at, state, ...(text !== undefined ? { text } : {}) })),
      ),
    setPush: (url, token) =>
      onRun(
        (t) => tl.setPushConfig(t, { url, token, authentication: 'bearer' }),
        // The token is a credential: recorded without it, so it is never saved or shared.
        atCursor((at) => ({ kind: 'push', at, url })),
      ),
  };
}

/** Where the recording's cursor is and what each event was, for asking before a branch. */
export const recordingPosition = (timeline: Timeline) => ({
  cursor: timeline.cursor,
  labels: timeline.frames.map((frame) => frame.label),
});
