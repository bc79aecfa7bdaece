// The lifecycle session's actions: each one a delegation to src/core/timeline.ts. They load with
// the panels that step a session (Lifecycle, Envelopes) and with a restored recording, never with
// the first page: the store holds the session as a value, and the engine comes with its actions.
import type { CallerContext } from '../core/caller';
import { trustOf, type WorkspaceTrust } from '../core/card-trust';
import type { EngineConfig } from '../core/engine';
import { err, ok, type Result } from '../core/result';
import * as tl from '../core/timeline';
import type { Timeline, TimelineError } from '../core/timeline';
import { useWorkbenchApi } from './provider';
import {
  sessionChoiceOf,
  type RecordedAction,
  type Session,
  type SessionActions,
  type SessionError,
  type SessionMode,
  type SessionResult,
  type SessionRun,
  type SessionSetup,
} from './session';
import type { WorkbenchStore } from './store';
import { trustRead } from './trust-read';
import type { Workspace } from './workspace';

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

type Step = (timeline: Timeline) => Timeline | Result<Timeline, TimelineError>;

const asResult = (value: Timeline | Result<Timeline, TimelineError>): SessionResult =>
  'ok' in value ? value : ok(value);

/** The session's actions over a store that holds `session` beside `workspace`. */
function createSessionActions(
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
      // A live run is what the agent sent: a push config set here would be a frame the agent
      // never saw, so a live run refuses it.
      get().session.run?.live !== undefined
        ? settle(
            err('LIVE_RUN', 'a live run holds what the agent sent; no push config is set here'),
          )
        : onRun(
            (t) => tl.setPushConfig(t, { url, token, authentication: 'bearer' }),
            // The token is a credential: recorded without it, so it is never saved or shared.
            atCursor((at) => ({ kind: 'push', at, url })),
          ),
  };
}

const ofStore = new WeakMap<WorkbenchStore, SessionActions>();

/** The session actions of `store`: one set per store, made on first use. */
export function sessionActionsOf(store: WorkbenchStore): SessionActions {
  let actions = ofStore.get(store);
  if (actions === undefined) {
    actions = createSessionActions(store.getState, (session) => store.setState({ session }));
    ofStore.set(store, actions);
  }
  return actions;
}

/** The session actions of the store the component is inside. */
export const useSessionActions = (): SessionActions => sessionActionsOf(useWorkbenchApi());
