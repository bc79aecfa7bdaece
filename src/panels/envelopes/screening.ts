// The bank example's streamed screening, started from this panel when no delegation has been
// recorded yet: the investigator streams a screening request to the sanctions agent.
import { SANCTIONS_SCREENING } from '../../core/behaviour';
import { INVESTIGATOR, SANCTIONS_CARD } from '../../scenarios/bank';
import type { SessionResult, SessionSetup, Workspace, WorkbenchStore } from '../../store';
import { sessionActionsOf } from '../../store/session-actions';

export const SCREENING_SETUP = {
  callerId: INVESTIGATOR.agentId,
  cardName: SANCTIONS_CARD.name,
  behaviourId: SANCTIONS_SCREENING.id,
  mode: 'stream',
  request: 'Screen the beneficiary of PMT-771',
} as const satisfies Partial<SessionSetup>;

/** Why the screening cannot start on `ws` (its caller or card is missing), or undefined. */
export function screeningProblem(ws: Workspace): string | undefined {
  const missing = [
    ws.callers.some((c) => c.agentId === SCREENING_SETUP.callerId)
      ? undefined
      : `the caller ${SCREENING_SETUP.callerId}`,
    ws.cards.some((c) => c.name === SCREENING_SETUP.cardName)
      ? undefined
      : `the card ${SCREENING_SETUP.cardName}`,
  ].filter((m): m is string => m !== undefined);
  return missing.length === 0
    ? undefined
    : `It needs ${missing.join(' and ')} from the bank example.`;
}

/**
 * Sets the session up for the screening (adding the built-in behaviour if the workspace lacks it)
 * and starts it; the timeline stops at "submitted", ready to step.
 */
export function startScreening(store: WorkbenchStore): SessionResult {
  const { workspace, actions } = store.getState();
  if (!workspace.behaviours.some((b) => b.id === SANCTIONS_SCREENING.id)) {
    actions.addBehaviour(structuredClone(SANCTIONS_SCREENING));
  }
  const session = sessionActionsOf(store);
  session.configure(SCREENING_SETUP);
  return session.start(SCREENING_SETUP.request);
}
