// Restoring a saved or shared lifecycle recording (store/recording.ts says what it holds): parsed
// with zod like any untrusted input, its frames rebuilt by replaying every action through
// core/timeline.ts. Loaded only when a save or a share link holds a recording, so the first page
// does not carry the schemas.
import { z } from 'zod';
import { behaviourScriptSchema } from '../core/behaviour';
import { agentCardSchema } from '../core/card';
import type { CardTrust, SignatureVerdict } from '../core/card-trust';
import { callerContextSchema } from '../core/caller';
import { taskStateSchema } from '../core/lifecycle';
import { admissionPolicySchema } from '../core/policy';
import { err, ok, type Result } from '../core/result';
import * as tl from '../core/timeline';
import type { Timeline } from '../core/timeline';
import { pathIssues } from './issues';
import { RECORDING_VERSION, UNSAVED_TOKEN, type SavedRecording } from './recording';
import type { RecordedAction, Session, SessionRun } from './session';

/** More actions than any hand-stepped delegation takes; a cap on replay work for untrusted input. */
const MAX_ACTIONS = 2000;
/** Caps on recorded signature verdicts: far above a real card's, a bound on crafted input. */
const MAX_SIGNATURES = 100;
const MAX_UNCOVERED = 10_000;

const at = z.number().int().min(0);
// Each schema reads the type its owner declares (session.ts, recording.ts): a field the type
// requires and the schema does not read fails to compile.
const recordedActionSchema: z.ZodType<RecordedAction> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('step'), at }),
  z.object({ kind: z.literal('run-to-end'), at }),
  z.object({ kind: z.literal('reply'), at, text: z.string() }),
  z.object({ kind: z.literal('cancel'), at }),
  z.object({
    kind: z.literal('force'),
    at,
    state: taskStateSchema,
    text: z.string().optional(),
  }),
  // No token: it is a credential, never saved (see UNSAVED_TOKEN).
  z.object({ kind: z.literal('push'), at, url: z.string() }),
]);

const modeSchema = z.enum(['send', 'stream']);

// The card's signature verdicts when the run began (core/card-trust.ts), as recorded.
const verdictSchema: z.ZodType<SignatureVerdict> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), keyName: z.string(), kid: z.string(), alg: z.string() }),
  z.object({
    status: z.literal('invalid'),
    check: z.enum(['header', 'algorithm', 'key', 'payload']),
    detail: z.string(),
    field: z.string().optional(),
    kid: z.string().optional(),
  }),
  z.object({
    status: z.literal('key-unknown'),
    kid: z.string().optional(),
    jku: z.string().optional(),
  }),
]);
const cardTrustSchema: z.ZodType<CardTrust> = z.object({
  verdicts: z.array(verdictSchema).max(MAX_SIGNATURES),
  uncovered: z.array(z.string()).max(MAX_UNCOVERED).optional(),
});

const setupSchema = z.object({
  callerId: z.string().optional(),
  cardName: z.string().optional(),
  behaviourId: z.string().optional(),
  mode: modeSchema,
  request: z.string(),
  callbackUrl: z.string(),
  wireVersion: z.enum(['0.3', '1.0']),
});

const simulatedRunSchema = z.object({
  source: z.literal('simulated'),
  config: z.object({
    card: agentCardSchema,
    script: behaviourScriptSchema,
    policy: admissionPolicySchema,
    allowedCallbackHosts: z.array(z.string()),
    trust: cardTrustSchema.optional(),
  }),
  caller: callerContextSchema,
  mode: modeSchema,
  text: z.string(),
  actions: z.array(recordedActionSchema).max(MAX_ACTIONS),
  cursor: at,
});

const savedRecordingSchema: z.ZodType<SavedRecording> = z.object({
  version: z.literal(RECORDING_VERSION),
  setup: setupSchema,
  /** Absent until a delegation is started. */
  run: z.discriminatedUnion('source', [simulatedRunSchema]).optional(),
});

function apply(timeline: Timeline, action: RecordedAction, mode: 'send' | 'stream') {
  const from = tl.jumpTo(timeline, action.at);
  switch (action.kind) {
    case 'step':
      return tl.stepForward(from);
    case 'run-to-end':
      return tl.runToEnd(from);
    case 'reply': {
      const taskId = tl.currentFrame(from).taskId;
      if (taskId === undefined) return err('NO_TASK', 'no task to reply to');
      return ok(tl.sendMessage(from, action.text, { mode, taskId }));
    }
    case 'cancel':
      return tl.cancelTask(from);
    case 'force':
      return tl.forceState(from, action.state, action.text);
    case 'push':
      return tl.setPushConfig(from, {
        url: action.url,
        token: UNSAVED_TOKEN,
        authentication: 'bearer',
      });
  }
}

export type RecordingProblem = { readonly code: 'RECORDING_UNREADABLE'; readonly message: string };

/**
 * The session a saved recording stands for, its frames rebuilt by replaying every action through
 * core/timeline.ts. Anything unreadable, or an action that no longer replays, is a problem to
 * report; the caller then drops the recording and keeps the workspace.
 */
export function restoreRecording(value: unknown): Result<Session, RecordingProblem> {
  const version = z.object({ version: z.number() }).safeParse(value);
  if (version.success && version.data.version > RECORDING_VERSION) {
    return err(
      'RECORDING_UNREADABLE',
      `the lifecycle recording was saved by a newer workbench (recording format ${version.data.version})`,
    );
  }
  const parsed = savedRecordingSchema.safeParse(value);
  if (!parsed.success) {
    const first = pathIssues(parsed.error, ['recording'])[0];
    return err(
      'RECORDING_UNREADABLE',
      `the lifecycle recording is invalid${first === undefined ? '' : ` at ${first.path}: ${first.message}`}`,
    );
  }
  const { setup, run } = parsed.data;
  const sessionSetup = {
    callerId: setup.callerId,
    cardName: setup.cardName,
    behaviourId: setup.behaviourId,
    mode: setup.mode,
    request: setup.request,
    callbackUrl: setup.callbackUrl,
    // Never saved: the user types it again to set a new push config.
    callbackToken: '',
    wireVersion: setup.wireVersion,
  };
  if (run === undefined) return ok({ setup: sessionSetup, run: undefined, error: undefined });
  let timeline = tl.sendMessage(tl.createTimeline(run.config, run.caller), run.text, {
    mode: run.mode,
  });
  for (const [index, action] of run.actions.entries()) {
    if (action.at > timeline.frames.length - 1) {
      return err(
        'RECORDING_UNREADABLE',
        `the lifecycle recording does not replay: action ${index + 1} starts at event ${action.at + 1}, which was never recorded`,
      );
    }
    const next = apply(timeline, action, run.mode);
    if (!next.ok) {
      return err(
        'RECORDING_UNREADABLE',
        `the lifecycle recording does not replay: action ${index + 1} (${action.kind}) was refused: ${next.error.message}`,
      );
    }
    timeline = next.value;
  }
  if (run.cursor > timeline.frames.length - 1) {
    return err('RECORDING_UNREADABLE', 'the lifecycle recording points past its last event');
  }
  const restored: SessionRun = {
    timeline: tl.jumpTo(timeline, run.cursor),
    mode: run.mode,
    text: run.text,
    actions: run.actions,
  };
  return ok({ setup: sessionSetup, run: restored, error: undefined });
}

/** What an envelope carries beside its workspace, read leniently: a bad part is a note, not a failure. */
export interface EnvelopeExtrasRead {
  readonly session: Session | undefined;
  /** Why a recording that was there could not be restored (it is then dropped). */
  readonly recordingNote: string | undefined;
  readonly panel: string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The recording and panel of an already parsed envelope. */
export function readEnvelopeExtras(value: unknown): EnvelopeExtrasRead {
  if (!isObject(value)) return { session: undefined, recordingNote: undefined, panel: undefined };
  const panel =
    typeof value.panel === 'string' && /^[a-z][a-z0-9-]{0,40}$/.test(value.panel)
      ? value.panel
      : undefined;
  if (!Object.hasOwn(value, 'recording') || value.recording === undefined) {
    return { session: undefined, recordingNote: undefined, panel };
  }
  const restored = restoreRecording(value.recording);
  return restored.ok
    ? { session: restored.value, recordingNote: undefined, panel }
    : { session: undefined, recordingNote: restored.error.message, panel };
}
