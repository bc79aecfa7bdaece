// A simulated A2A server and client as pure functions over an immutable state (engine-state.ts):
// every operation returns the next state plus the events it produced, so a list of states is a
// replayable history. Operations run their steps (engine-steps.ts) in a draft (engine-draft.ts).
import { checkCallback, type PushConfig } from './callbacks';
import type { CallerContext } from './caller';
import { counterId } from './counter-id';
import { begin, finish, putRecord } from './engine-draft';
import type { EngineResult, EngineState, Outcome, TaskRecord } from './engine-state';
import { blockedIn, drainIn, sendIn, setStatus, stepIn, submitTo } from './engine-steps';
import type { JsonObject } from './json';
import { isTerminal, type TaskState } from './lifecycle';
import { textPart, type Message, type Part } from './parts';
import { err, ok } from './result';
import type { Task } from './task';

export {
  createEngine,
  ENGINE_ERROR_CODES,
  type EngineConfig,
  type EngineError,
  type EngineErrorCode,
  type EngineState,
  type Outcome,
  type PushDelivery,
} from './engine-state';

/** The record of `taskId`, if the server holds one. */
const recordOf = (state: EngineState, taskId: string): TaskRecord | undefined =>
  state.tasks.get(taskId);

/** A message from `role` with fresh id `msg-N`. */
function createMessage(
  state: EngineState,
  role: Message['role'],
  parts: readonly Part[],
  refs: { taskId?: string; contextId?: string } = {},
): { state: EngineState; message: Message } {
  // Only the message counter moves, so the next state is written directly (the same fields, in the
  // same order, as `finish` writes) rather than through a draft.
  const { counters } = state;
  const msg = counters.msg + 1;
  const message: Message = { messageId: counterId('msg', msg), role, parts: [...parts] };
  if (refs.taskId !== undefined) message.taskId = refs.taskId;
  if (refs.contextId !== undefined) message.contextId = refs.contextId;
  // `Required`: a field EngineState gains later, even an optional one, must be written here too.
  const next = {
    config: state.config,
    tick: state.tick,
    counters: { task: counters.task, ctx: counters.ctx, msg, art: counters.art },
    tasks: state.tasks,
    pushes: state.pushes,
  } satisfies Required<EngineState>;
  return { state: next, message };
}

/** The caller's message: a text part, plus a data part when `data` is given. */
export function userMessage(
  state: EngineState,
  text: string,
  options: { data?: JsonObject; taskId?: string; contextId?: string } = {},
): { state: EngineState; message: Message } {
  const parts: Part[] = [textPart(text)];
  if (options.data !== undefined) parts.push({ kind: 'data', data: options.data });
  return createMessage(state, 'user', parts, options);
}

/**
 * Accepts a caller's message: admission first, then either continues the task the message names
 * or creates a new one (chain = the caller's chain plus the caller) in submitted.
 */
export function submit(
  state: EngineState,
  caller: CallerContext,
  message: Message,
): EngineResult<Outcome & { taskId: string }> {
  const draft = begin(state);
  const submitted = submitTo(draft, caller, message);
  if (!submitted.ok) return submitted;
  return ok({ state: finish(draft), events: draft.events, taskId: submitted.value });
}

/** Why a task cannot run its next step, or undefined when it can. */
export function blockedReason(state: EngineState, taskId: string): string | undefined {
  return blockedIn(state.config, recordOf(state, taskId), taskId);
}

/** True when the task has a next script step it may run now. */
export const isRunnable = (state: EngineState, taskId: string): boolean =>
  blockedReason(state, taskId) === undefined;

/** Runs the task's next script step: exactly one event. */
export function step(state: EngineState, taskId: string): EngineResult<Outcome> {
  const draft = begin(state);
  const stepped = stepIn(draft, taskId);
  if (!stepped.ok) return stepped;
  return ok({ state: finish(draft), events: draft.events });
}

/** Runs steps until the task finishes, pauses for the caller, or the script ends. */
export function drain(state: EngineState, taskId: string): EngineResult<Outcome> {
  const draft = begin(state);
  const failed = drainIn(draft, taskId);
  if (failed !== undefined) return { ok: false, error: failed };
  return ok({ state: finish(draft), events: draft.events });
}

/** message/send: the blocking form. Runs to a pause or the end and returns the task. */
export function send(
  state: EngineState,
  caller: CallerContext,
  message: Message,
): EngineResult<Outcome & { task: Task }> {
  const draft = begin(state);
  const sent = sendIn(draft, caller, message);
  if (!sent.ok) return sent;
  return ok({ state: finish(draft), events: draft.events, task: sent.value });
}

/** message/stream: the same run, as the ordered events a client receives, the task last. */
export function stream(
  state: EngineState,
  caller: CallerContext,
  message: Message,
): EngineResult<Outcome & { task: Task }> {
  const draft = begin(state);
  const sent = sendIn(draft, caller, message);
  if (!sent.ok) return sent;
  draft.events.push({ kind: 'task', task: sent.value });
  return ok({ state: finish(draft), events: draft.events, task: sent.value });
}

/** tasks/get. */
export function getTask(state: EngineState, taskId: string): EngineResult<Task> {
  const record = recordOf(state, taskId);
  return record === undefined ? err('TASK_NOT_FOUND', `no such task: ${taskId}`) : ok(record.task);
}

/** Moves the task to `target` in one operation: the next state, its event and the task. */
function moveTask(
  state: EngineState,
  record: TaskRecord,
  target: TaskState,
  text?: string,
): EngineResult<Outcome & { task: Task }> {
  const draft = begin(state);
  const moved = setStatus(draft, record, target, text);
  if (!moved.ok) return moved;
  return ok({ state: finish(draft), events: draft.events, task: moved.value.task });
}

/** tasks/cancel: a finished task cannot be cancelled (TASK_TERMINAL). */
export function cancel(state: EngineState, taskId: string): EngineResult<Outcome & { task: Task }> {
  const record = recordOf(state, taskId);
  if (record === undefined) return err('TASK_NOT_FOUND', `no such task: ${taskId}`);
  const current = record.task.status.state;
  if (isTerminal(current)) return err('TASK_TERMINAL', `task ${taskId} is already ${current}`);
  return moveTask(state, record, 'canceled');
}

/** Forces a transition the script did not ask for; an illegal one changes nothing. */
export function forceTransition(
  state: EngineState,
  taskId: string,
  target: TaskState,
  text?: string,
): EngineResult<Outcome & { task: Task }> {
  const record = recordOf(state, taskId);
  if (record === undefined) return err('TASK_NOT_FOUND', `no such task: ${taskId}`);
  return moveTask(state, record, target, text);
}

/** tasks/pushNotificationConfig/set: capability, task, then the fail-closed callback check. */
export function setPushConfig(
  state: EngineState,
  taskId: string,
  config: PushConfig,
): EngineResult<{ state: EngineState; config: PushConfig }> {
  if (!state.config.card.capabilities.pushNotifications) {
    return err('UNSUPPORTED', 'this agent does not support push notifications');
  }
  const record = recordOf(state, taskId);
  if (record === undefined) return err('TASK_NOT_FOUND', `no such task: ${taskId}`);
  const verdict = checkCallback(config, state.config.allowedCallbackHosts);
  const first = verdict.refusals[0];
  if (first !== undefined) {
    return {
      ok: false,
      error: { code: first.code, message: first.reason, refusals: verdict.refusals },
    };
  }
  const draft = begin(state);
  putRecord(draft, {
    task: record.task,
    cursor: record.cursor,
    awaitingReply: record.awaitingReply,
    caller: record.caller,
    push: config,
  });
  return ok({ state: finish(draft), config });
}
