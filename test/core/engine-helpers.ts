// Shared set-up for the engine tests: the sanctions engine of the reference, and an unwrap that
// fails the test with the engine's own code and message.
import { SANCTIONS_SCREENING } from '../../src/core/behaviour';
import {
  createEngine,
  userMessage,
  type EngineConfig,
  type EngineError,
  type EngineState,
} from '../../src/core/engine';
import { DEFAULT_POLICY } from '../../src/core/policy';
import type { Result } from '../../src/core/result';
import type { StreamEvent } from '../../src/core/task';
import { CALLBACK_HOSTS, SANCTIONS_CARD } from '../../src/scenarios/bank';

/** An engine serving the sanctions card, with `fields` changed. */
export const engineFor = (fields: Partial<EngineConfig> = {}): EngineState =>
  createEngine({
    card: SANCTIONS_CARD,
    script: SANCTIONS_SCREENING,
    policy: DEFAULT_POLICY,
    allowedCallbackHosts: CALLBACK_HOSTS,
    ...fields,
  });

/** The value of a result, or a test failure naming the error. */
export function unwrap<T>(result: Result<T, EngineError>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The error of a result, or a test failure if it succeeded. */
export function failure<T>(result: Result<T, EngineError>): EngineError {
  if (result.ok) throw new Error('expected the engine to refuse');
  return result.error;
}

/** A new task's first message from the caller. */
export const ask = (state: EngineState, text: string) => userMessage(state, text);

/** A reply to `taskId`. */
export const reply = (state: EngineState, taskId: string, text: string) =>
  userMessage(state, text, { taskId });

/** One line per event: what a client would print. */
export const describeEvents = (events: readonly StreamEvent[]): string[] =>
  events.map((e) => {
    if (e.kind === 'status-update') return `status ${e.status.state} final=${e.final}`;
    if (e.kind === 'artifact-update') return `artifact ${e.artifact.name} last=${e.lastChunk}`;
    if (e.kind === 'message') return `message ${e.message.messageId}`;
    return `task ${e.task.id} ${e.task.status.state}`;
  });
