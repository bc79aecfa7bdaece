// The lifecycle recording as saved data: the setup, the engine config and caller a run started
// with, and the actions taken (steps, replies, cancel, force, push config), each at the frame it
// was taken from, plus the cursor. The engine config keeps the card's signature verdicts the run
// began under (a recording replays as it ran, whatever the workspace trusts now). The core is deterministic, so replaying the actions through
// core/timeline.ts rebuilds every frame exactly; frames themselves are never saved. It travels
// beside the workspace in the envelope and in share links, versioned and parsed with zod like any
// untrusted input. A live agent's run is not saved (only the setup is): no replay can make what a
// real agent sent again; `run.source` leaves room for saving such runs as events later.
// Credentials are never part of it: the push-callback token is a bearer secret, so neither the
// token box nor a push config's token is saved, shared or exported; a restored recording replays
// its push configs with UNSAVED_TOKEN in their place. Saving is here, with the first page;
// restoring (store/recording-restore.ts) is loaded when there is a recording to restore.
import type { CallerContext } from '../core/caller';
import type { EngineConfig } from '../core/engine';
import type { RecordedAction, Session, SessionMode, SessionSetup } from './session';

/** The version of the recording's saved shape; a newer one is refused with a note, not guessed. */
export const RECORDING_VERSION = 1;
/**
 * The token a replayed push config carries in place of the one the user typed, which was never
 * saved. The transcript shows it as "(not saved)"; the callback check only needs it non-empty.
 */
export const UNSAVED_TOKEN = '(not saved)';

/**
 * The session as saved data (parsed back by store/recording-restore.ts): the setup without the
 * token, and a simulated run's start and the actions taken.
 */
export interface SavedRecording {
  readonly version: typeof RECORDING_VERSION;
  readonly setup: Omit<SessionSetup, 'callerId' | 'cardName' | 'behaviourId' | 'callbackToken'> & {
    readonly callerId?: string;
    readonly cardName?: string;
    readonly behaviourId?: string;
  };
  /** Absent until a delegation is started, and for a live agent's run. */
  readonly run?: {
    readonly source: 'simulated';
    readonly config: EngineConfig;
    readonly caller: CallerContext;
    readonly mode: SessionMode;
    readonly text: string;
    readonly actions: readonly RecordedAction[];
    readonly cursor: number;
  };
}

/** The session as saved data. */
export function saveRecording(session: Session): SavedRecording {
  const { setup, run } = session;
  const saved: SavedRecording = {
    version: RECORDING_VERSION,
    setup: {
      ...(setup.callerId !== undefined ? { callerId: setup.callerId } : {}),
      ...(setup.cardName !== undefined ? { cardName: setup.cardName } : {}),
      ...(setup.behaviourId !== undefined ? { behaviourId: setup.behaviourId } : {}),
      mode: setup.mode,
      request: setup.request,
      callbackUrl: setup.callbackUrl,
      wireVersion: setup.wireVersion,
    },
  };
  // A live run is what a real agent sent: no replay makes it again, so only its setup is kept.
  const config = run?.timeline.frames[0]?.engine.config;
  if (run === undefined || run.live !== undefined || config === undefined) return saved;
  return {
    ...saved,
    run: {
      source: 'simulated',
      config: {
        card: config.card,
        script: config.script,
        policy: config.policy,
        allowedCallbackHosts: [...config.allowedCallbackHosts],
        // The card's signature verdicts the run began under: the policy's signature rule read
        // them, so a replay without them could reach another verdict than the one recorded.
        ...(config.trust !== undefined && { trust: config.trust }),
      },
      caller: run.timeline.caller,
      mode: run.mode,
      text: run.text,
      actions: [...run.actions],
      cursor: run.timeline.cursor,
    },
  };
}

/**
 * The recording a share link or an exported file carries: the session once a delegation has
 * started, nothing before (autosave keeps the setup alone; a hand-over has no run to show).
 */
export const recordingToHandOver = (session: Session): SavedRecording | undefined =>
  session.run === undefined ? undefined : saveRecording(session);
