// The bank example's lifecycle scenarios as one-click presets: each sets caller, card, behaviour,
// mode and request text; the cancellation preset also runs the clarifier to its question and
// cancels it, ready for a second cancel to show TASK_TERMINAL.
import { BUILT_IN_BEHAVIOURS, CLARIFIER, SANCTIONS_SCREENING } from '../../core/behaviour';
import { INVESTIGATOR, SANCTIONS_CARD } from '../../scenarios/bank';
import type { SessionResult, SessionSetup, Workspace, WorkbenchStore } from '../../store';
import { sessionActionsOf } from '../../store/session-actions';

export interface Preset {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly setup: Required<
    Pick<SessionSetup, 'mode' | 'request'> & {
      callerId: string;
      cardName: string;
      behaviourId: string;
    }
  >;
  /** Starts the delegation, runs it to its pause and cancels it. */
  readonly cancels: boolean;
}

const bank = { callerId: INVESTIGATOR.agentId, cardName: SANCTIONS_CARD.name };

export const PRESETS: readonly Preset[] = [
  {
    id: 'screening',
    label: 'Streamed screening',
    description: 'Streams working, a screening artifact and completed over message/stream.',
    setup: {
      ...bank,
      behaviourId: SANCTIONS_SCREENING.id,
      mode: 'stream',
      request: 'Screen the beneficiary of PMT-771',
    },
    cancels: false,
  },
  {
    id: 'clarifier',
    label: 'Clarifier',
    description: 'Asks which jurisdiction; your reply continues the same task to completed.',
    setup: { ...bank, behaviourId: CLARIFIER.id, mode: 'send', request: 'Screen this entity' },
    cancels: false,
  },
  {
    id: 'cancellation',
    label: 'Cancellation',
    description:
      'Starts the clarifier and cancels it while it waits; cancel again to see it refused.',
    setup: { ...bank, behaviourId: CLARIFIER.id, mode: 'send', request: 'Screen something slow' },
    cancels: true,
  },
];

/** Why `preset` cannot run on `ws` (its caller or card is missing), or undefined. */
export function presetProblem(ws: Workspace, preset: Preset): string | undefined {
  const { callerId, cardName } = preset.setup;
  if (!ws.callers.some((c) => c.agentId === callerId)) {
    return `needs the caller ${callerId} from the bank example`;
  }
  if (!ws.cards.some((c) => c.name === cardName)) {
    return `needs the card ${cardName} from the bank example`;
  }
  return undefined;
}

/** Loads `preset` into the session (adding its built-in behaviour if the workspace lacks it). */
export function applyPreset(store: WorkbenchStore, preset: Preset): SessionResult | undefined {
  const { workspace, actions } = store.getState();
  const { behaviourId } = preset.setup;
  const builtIn = BUILT_IN_BEHAVIOURS.find((b) => b.id === behaviourId);
  if (builtIn !== undefined && !workspace.behaviours.some((b) => b.id === behaviourId)) {
    actions.addBehaviour(structuredClone(builtIn));
  }
  const session = sessionActionsOf(store);
  session.configure(preset.setup);
  if (!preset.cancels) return undefined;
  const started = session.start(preset.setup.request);
  if (!started.ok) return started;
  const ran = session.runToEnd();
  return ran.ok ? session.cancel() : ran;
}
