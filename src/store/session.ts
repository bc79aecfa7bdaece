// The lifecycle session: what the user set up for a delegation and the recorded timeline it made.
// It lives beside the workspace, not in it: never undone. A run keeps the engine config it started
// with in its first frame (it is a recording) and the actions taken, each at the frame it was taken
// from, so a simulated run can be saved and shared as data and replayed (store/recording.ts);
// `sessionDriftOf` says when the workspace moved on.
import type { BehaviourScript } from '../core/behaviour';
import type { AgentCard } from '../core/card';
import { jsonEqual, type JsonValue } from '../core/json';
import type { TaskState } from '../core/lifecycle';
import type { CallerContext } from '../core/caller';
import type { CoreError, Result } from '../core/result';
import type { EngineConfig } from '../core/engine';
import type { Timeline, TimelineError } from '../core/timeline';
// The recording's reads alone: core/timeline brings the engine, which the first page does not load.
import { frameAt, frameCount } from '../core/timeline-recording';
import type { LiveRun } from '../live/run-log';
import { memoByRef } from './memo';
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
  TimelineError | CoreError<'NO_CALLER' | 'NO_CARD' | 'NO_BEHAVIOUR' | 'NO_SESSION' | 'LIVE_RUN'>;
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

const same = (a: unknown, b: unknown) => jsonEqual(a as JsonValue, b as JsonValue);

/**
 * What changed in the workspace since `run` started, one line each ("card x was edited");
 * empty when the recording still matches the workspace. A live agent's run used no behaviour of
 * the workspace's and was sent no push config from it, so those are compared only for a
 * simulated run.
 */
export function sessionDriftOf(ws: Workspace, run: SessionRun): readonly string[] {
  const first = frameAt(run.timeline, 0);
  if (first === undefined) return NO_DRIFT;
  return driftOf(
    ws,
    first.engine.config,
    run.timeline.caller,
    run.live === undefined ? SIMULATED : LIVE,
  );
}

const NO_DRIFT: readonly string[] = [];
/** What a run is, as a memo key: a live run is compared with less of the workspace. */
const SIMULATED = { simulated: true } as const;
const LIVE = { simulated: false } as const;

/**
 * The drift of a run that started with `config` and `caller`: kept while those stay the same, so
 * a live run's frames (a new run object at each) do not work it out again, nor draw it again.
 */
const driftOf = memoByRef(
  (
    ws: Workspace,
    config: EngineConfig,
    caller: CallerContext,
    kind: typeof SIMULATED | typeof LIVE,
  ): string[] => {
    const changes: string[] = [];
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
    const simulated = kind.simulated;
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
  },
);

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

/** Where the recording's cursor is and what each event was, for asking before a branch. */
export function recordingPosition(timeline: Timeline): {
  readonly cursor: number;
  readonly count: number;
  readonly later: readonly string[];
} {
  const count = frameCount(timeline);
  const later: string[] = [];
  // Only the events after the cursor: a live run follows its last event, where there are none.
  for (let i = timeline.cursor + 1; i < count; i += 1)
    later.push(frameAt(timeline, i)?.label ?? '');
  return { cursor: timeline.cursor, count, later };
}
