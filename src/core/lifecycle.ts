// The task lifecycle: eight states and the reference's transition table, exactly. Terminal states
// absorb nothing; every illegal move is an error naming both states.
import { z } from 'zod';
import { err, ok, type Result } from './result';

export const TASK_STATES = [
  'submitted',
  'working',
  'input-required',
  'auth-required',
  'completed',
  'canceled',
  'failed',
  'rejected',
] as const;

export const taskStateSchema = z.enum(TASK_STATES);
export type TaskState = z.infer<typeof taskStateSchema>;

export const TERMINAL_STATES: ReadonlySet<TaskState> = new Set([
  'completed',
  'canceled',
  'failed',
  'rejected',
]);

/** Legal moves out of each non-terminal state. */
export const TRANSITIONS: Readonly<Record<TaskState, readonly TaskState[]>> = {
  submitted: ['working', 'rejected', 'canceled', 'failed', 'auth-required'],
  working: ['input-required', 'auth-required', 'completed', 'canceled', 'failed'],
  'input-required': ['working', 'canceled', 'failed'],
  'auth-required': ['working', 'canceled', 'failed', 'rejected'],
  completed: [],
  canceled: [],
  failed: [],
  rejected: [],
};

/** True for the four terminal states: TERMINAL_STATES, the one list. */
export const isTerminal = (state: TaskState): boolean => TERMINAL_STATES.has(state);

/** The states in which a task waits for its caller's reply; A2A ends a stream on these too. */
const PAUSE_STATES: ReadonlySet<TaskState> = new Set(['input-required', 'auth-required']);

/** True for the two states that wait for the caller (PAUSE_STATES). */
export const isPaused = (state: TaskState): boolean => PAUSE_STATES.has(state);

export type TransitionError = { code: 'ILLEGAL_TRANSITION'; message: string };

/** The state after moving `from` to `to`, or the reason the move is illegal. */
export function advance(from: TaskState, to: TaskState): Result<TaskState, TransitionError> {
  if (isTerminal(from)) {
    return err('ILLEGAL_TRANSITION', `${from} is terminal; cannot move to ${to}`);
  }
  if (!TRANSITIONS[from].includes(to)) {
    return err('ILLEGAL_TRANSITION', `${from} -> ${to} is not a legal transition`);
  }
  return ok(to);
}
