// A simulated A2A server and client as pure functions over an immutable state. Every operation
// returns the next state plus the events it produced; nothing is stored anywhere else, so a list
// of states is a replayable, steppable history. Time is a tick; ids come from counters.
import { admissionCodes, checkDelegation, type Denial, type DenialCode } from './admission';
import type { BehaviourScript, BehaviourStep } from './behaviour';
import { checkCallback, type CallbackRefusal, type PushConfig } from './callbacks';
import type { AgentCard } from './card';
import type { CallerContext } from './caller';
import type { JsonObject } from './json';
import { advance, isTerminal, type TaskState } from './lifecycle';
import { textPart, type Artifact, type Message, type Part } from './parts';
import type { AdmissionPolicy } from './policy';
import { err, ok, type Result } from './result';
import type { StreamEvent, Task, TaskStatus } from './task';

export interface EngineConfig {
  readonly card: AgentCard;
  readonly script: BehaviourScript;
  readonly policy: AdmissionPolicy;
  readonly allowedCallbackHosts: readonly string[];
}

export interface TaskRecord {
  readonly task: Task;
  /** Index of the next script step to run. */
  readonly cursor: number;
  /** True while the task waits in input-required or auth-required for the caller's reply. */
  readonly awaitingReply: boolean;
  readonly caller: CallerContext;
  readonly push?: PushConfig;
}

/** A push the server made to a task's callback, with the status it carried. */
export interface PushDelivery {
  readonly taskId: string;
  readonly url: string;
  readonly status: TaskStatus;
}

export interface EngineState {
  readonly config: EngineConfig;
  readonly tick: number;
  readonly counters: {
    readonly task: number;
    readonly ctx: number;
    readonly msg: number;
    readonly art: number;
  };
  readonly tasks: Readonly<Record<string, TaskRecord>>;
  readonly pushes: readonly PushDelivery[];
}

export const ENGINE_ERROR_CODES = [
  'TASK_NOT_FOUND',
  'TASK_TERMINAL',
  'UNSUPPORTED',
  'CALLBACK_NOT_ALLOWED',
  'CALLBACK_UNAUTHENTICATED',
  'ILLEGAL_TRANSITION',
  'NOTHING_TO_RUN',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number] | DenialCode;

export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
  /** Every admission denial, when the error is an admission refusal. */
  readonly denials?: readonly Denial[];
  /** Every callback refusal, when the error is a refused push config. */
  readonly refusals?: readonly CallbackRefusal[];
}

export interface Outcome {
  readonly state: EngineState;
  /** Status and artifact updates, in order. */
  readonly events: readonly StreamEvent[];
}

type EngineResult<T> = Result<T, EngineError>;

/**
 * A task table with no prototype. A task id is only ever a key: `constructor` or `__proto__`, which
 * a caller may name, finds nothing rather than what every plain object inherits. It also keeps a
 * server that has seen thousands of distinct ids from minting a new object shape for each one.
 */
function taskTable(): Record<string, TaskRecord> {
  const table = Object.create(null) as Record<string, TaskRecord>;
  return table;
}

/** The record of `taskId`, if the table holds one of its own under that id. */
const recordOf = (state: EngineState, taskId: string): TaskRecord | undefined =>
  Object.hasOwn(state.tasks, taskId) ? state.tasks[taskId] : undefined;

/** A fresh server for `config`: no tasks, tick 0, counters at 0. */
export function createEngine(config: EngineConfig): EngineState {
  return {
    config,
    tick: 0,
    counters: { task: 0, ctx: 0, msg: 0, art: 0 },
    tasks: taskTable(),
    pushes: [],
  };
}

const nextId = (
  state: EngineState,
  counter: keyof EngineState['counters'],
): [EngineState, string] => {
  const n = state.counters[counter] + 1;
  return [{ ...state, counters: { ...state.counters, [counter]: n } }, `${counter}-${n}`];
};

/** A message from `role` with fresh id `msg-N`. */
function createMessage(
  state: EngineState,
  role: Message['role'],
  parts: readonly Part[],
  refs: { taskId?: string; contextId?: string } = {},
): { state: EngineState; message: Message } {
  const [next, messageId] = nextId(state, 'msg');
  const message: Message = { messageId, role, parts: [...parts] };
  if (refs.taskId !== undefined) message.taskId = refs.taskId;
  if (refs.contextId !== undefined) message.contextId = refs.contextId;
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

/** `tasks` with `record` in its task's place: one copy of the record table per operation. */
function tasksWith(
  tasks: EngineState['tasks'],
  record: TaskRecord,
): Readonly<Record<string, TaskRecord>> {
  const next = Object.assign(taskTable(), tasks);
  next[record.task.id] = record;
  return next;
}

const withRecord = (state: EngineState, record: TaskRecord): EngineState => ({
  config: state.config,
  tick: state.tick,
  counters: state.counters,
  tasks: tasksWith(state.tasks, record),
  pushes: state.pushes,
});

function findRecord(state: EngineState, taskId: string): EngineResult<TaskRecord> {
  const record = recordOf(state, taskId);
  return record === undefined ? err('TASK_NOT_FOUND', `no such task: ${taskId}`) : ok(record);
}

/**
 * Moves a task to `target`, stamps the tick, records the message and pushes to its callback.
 * `cursor` is the record's script position afterwards. The next state is built once.
 */
function setStatus(
  state: EngineState,
  record: TaskRecord,
  target: TaskState,
  text?: string,
  cursor = record.cursor,
): EngineResult<Outcome & { record: TaskRecord }> {
  const moved = advance(record.task.status.state, target);
  if (!moved.ok) return moved;
  const from = record.task;
  let counters = state.counters;
  let message: Message | undefined;
  if (text !== undefined) {
    counters = { task: counters.task, ctx: counters.ctx, msg: counters.msg + 1, art: counters.art };
    message = {
      messageId: `msg-${counters.msg}`,
      role: 'agent',
      parts: [textPart(text)],
      taskId: from.id,
      contextId: from.contextId,
    };
  }
  const tick = state.tick + 1;
  const status: TaskStatus = message
    ? { state: target, message, timestamp: tick }
    : { state: target, timestamp: tick };
  const task: Task = {
    id: from.id,
    contextId: from.contextId,
    status,
    history: message ? [...from.history, message] : from.history,
    artifacts: from.artifacts,
    delegationChain: from.delegationChain,
  };
  const updated: TaskRecord = {
    ...record,
    task,
    cursor,
    awaitingReply: target === 'input-required' || target === 'auth-required',
  };
  const next: EngineState = {
    config: state.config,
    tick,
    counters,
    tasks: tasksWith(state.tasks, updated),
    pushes:
      record.push === undefined
        ? state.pushes
        : [...state.pushes, { taskId: task.id, url: record.push.url, status }],
  };
  const final = isTerminal(target) || updated.awaitingReply;
  return ok({
    state: next,
    record: updated,
    events: [{ kind: 'status-update', taskId: task.id, contextId: task.contextId, status, final }],
  });
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
  // The verdict first; reasons are worded only for a refusal.
  const { card, policy } = state.config;
  if (admissionCodes(caller, card, policy).length > 0) {
    const denials = checkDelegation(caller, card, policy);
    const first = denials[0];
    if (first !== undefined) {
      return { ok: false, error: { code: first.code, message: first.reason, denials } };
    }
  }

  if (message.taskId !== undefined) {
    const found = findRecord(state, message.taskId);
    if (!found.ok) return found;
    const record = found.value;
    if (isTerminal(record.task.status.state)) {
      return err('TASK_TERMINAL', `task ${record.task.id} is ${record.task.status.state}`);
    }
    const task = { ...record.task, history: [...record.task.history, message] };
    return ok({
      state: withRecord(state, { ...record, task, awaitingReply: false }),
      events: [],
      taskId: task.id,
    });
  }

  const { counters } = state;
  const taskNumber = counters.task + 1;
  const taskId = `task-${taskNumber}`;
  const contextNumber = message.contextId === undefined ? counters.ctx + 1 : counters.ctx;
  const contextId = message.contextId ?? `ctx-${contextNumber}`;
  const tick = state.tick + 1;
  const status: TaskStatus = { state: 'submitted', timestamp: tick };
  const opening: Message = {
    messageId: message.messageId,
    role: message.role,
    parts: message.parts,
    taskId,
    contextId,
  };
  const task: Task = {
    id: taskId,
    contextId,
    status,
    history: [opening],
    artifacts: [],
    delegationChain: [...caller.delegationChain, caller.agentId],
  };
  const record: TaskRecord = { task, cursor: 0, awaitingReply: false, caller };
  return ok({
    state: {
      config: state.config,
      tick,
      counters: { task: taskNumber, ctx: contextNumber, msg: counters.msg, art: counters.art },
      tasks: tasksWith(state.tasks, record),
      pushes: state.pushes,
    },
    taskId,
    events: [{ kind: 'status-update', taskId, contextId, status, final: false }],
  });
}

/** Why a task cannot run its next step, or undefined when it can. */
export function blockedReason(state: EngineState, taskId: string): string | undefined {
  const record = recordOf(state, taskId);
  if (record === undefined) return `no such task: ${taskId}`;
  if (isTerminal(record.task.status.state)) return `task ${taskId} is ${record.task.status.state}`;
  if (record.awaitingReply) return `task ${taskId} is waiting for the caller's reply`;
  if (record.cursor >= state.config.script.steps.length) {
    return `the behaviour script "${state.config.script.name}" has no more steps`;
  }
  return undefined;
}

/** True when the task has a next script step it may run now. */
export const isRunnable = (state: EngineState, taskId: string): boolean =>
  blockedReason(state, taskId) === undefined;

/** Runs one script step and moves the record's cursor past it, in one new state. */
function runStep(
  state: EngineState,
  record: TaskRecord,
  step: BehaviourStep,
): EngineResult<Outcome & { record: TaskRecord }> {
  const cursor = record.cursor + 1;
  switch (step.op) {
    case 'work':
      return setStatus(state, record, 'working', undefined, cursor);
    case 'ask-input':
      return setStatus(state, record, 'input-required', step.question, cursor);
    case 'ask-auth':
      return setStatus(state, record, 'auth-required', step.prompt, cursor);
    case 'complete':
      return setStatus(state, record, 'completed', step.message, cursor);
    case 'fail':
      return setStatus(state, record, 'failed', step.reason, cursor);
    case 'reject':
      return setStatus(state, record, 'rejected', step.reason, cursor);
    case 'artifact': {
      if (isTerminal(record.task.status.state)) {
        return err('TASK_TERMINAL', `task ${record.task.id} is ${record.task.status.state}`);
      }
      const [next, artifactId] = nextId(state, 'art');
      const parts: Part[] = [];
      if (step.text !== undefined) parts.push(textPart(step.text));
      if (step.data !== undefined) parts.push({ kind: 'data', data: step.data });
      const artifact: Artifact = { artifactId, name: step.name, parts };
      if (step.description !== undefined) artifact.description = step.description;
      const task = { ...record.task, artifacts: [...record.task.artifacts, artifact] };
      const updated = { ...record, task, cursor };
      return ok({
        state: withRecord(next, updated),
        record: updated,
        events: [
          {
            kind: 'artifact-update',
            taskId: task.id,
            contextId: task.contextId,
            artifact,
            append: false,
            lastChunk: true,
          },
        ],
      });
    }
  }
}

/** Runs the task's next script step: exactly one event. */
export function step(state: EngineState, taskId: string): EngineResult<Outcome> {
  const blocked = blockedReason(state, taskId);
  const record = recordOf(state, taskId);
  if (blocked !== undefined || record === undefined) {
    return err(record === undefined ? 'TASK_NOT_FOUND' : 'NOTHING_TO_RUN', blocked ?? '');
  }
  const scriptStep = state.config.script.steps[record.cursor];
  if (scriptStep === undefined) return err('NOTHING_TO_RUN', `no step ${record.cursor}`);
  const ran = runStep(state, record, scriptStep);
  if (!ran.ok) return ran;
  return ok({ state: ran.value.state, events: ran.value.events });
}

/** Runs steps until the task finishes, pauses for the caller, or the script ends. */
export function drain(state: EngineState, taskId: string): EngineResult<Outcome> {
  let current = state;
  const events: StreamEvent[] = [];
  while (isRunnable(current, taskId)) {
    const stepped = step(current, taskId);
    if (!stepped.ok) return stepped;
    current = stepped.value.state;
    events.push(...stepped.value.events);
  }
  return ok({ state: current, events });
}

const taskOf = (state: EngineState, taskId: string): Task => {
  const record = recordOf(state, taskId);
  if (record === undefined) throw new Error(`engine invariant: task ${taskId} vanished`);
  return record.task;
};

/** message/send: the blocking form. Runs to a pause or the end and returns the task. */
export function send(
  state: EngineState,
  caller: CallerContext,
  message: Message,
): EngineResult<Outcome & { task: Task }> {
  const submitted = submit(state, caller, message);
  if (!submitted.ok) return submitted;
  const drained = drain(submitted.value.state, submitted.value.taskId);
  if (!drained.ok) return drained;
  return ok({
    state: drained.value.state,
    events: [...submitted.value.events, ...drained.value.events],
    task: taskOf(drained.value.state, submitted.value.taskId),
  });
}

/** message/stream: the same run, as the ordered events a client receives, the task last. */
export function stream(
  state: EngineState,
  caller: CallerContext,
  message: Message,
): EngineResult<Outcome & { task: Task }> {
  const sent = send(state, caller, message);
  if (!sent.ok) return sent;
  return ok({
    ...sent.value,
    events: [...sent.value.events, { kind: 'task', task: sent.value.task }],
  });
}

/** tasks/get. */
export function getTask(state: EngineState, taskId: string): EngineResult<Task> {
  const found = findRecord(state, taskId);
  return found.ok ? ok(found.value.task) : found;
}

/** tasks/cancel: a finished task cannot be cancelled (TASK_TERMINAL). */
export function cancel(state: EngineState, taskId: string): EngineResult<Outcome & { task: Task }> {
  const found = findRecord(state, taskId);
  if (!found.ok) return found;
  const current = found.value.task.status.state;
  if (isTerminal(current)) return err('TASK_TERMINAL', `task ${taskId} is already ${current}`);
  const moved = setStatus(state, found.value, 'canceled');
  if (!moved.ok) return moved;
  return ok({
    state: moved.value.state,
    events: moved.value.events,
    task: moved.value.record.task,
  });
}

/** Forces a transition the script did not ask for; an illegal one changes nothing. */
export function forceTransition(
  state: EngineState,
  taskId: string,
  target: TaskState,
  text?: string,
): EngineResult<Outcome & { task: Task }> {
  const found = findRecord(state, taskId);
  if (!found.ok) return found;
  const moved = setStatus(state, found.value, target, text);
  if (!moved.ok) return moved;
  return ok({
    state: moved.value.state,
    events: moved.value.events,
    task: moved.value.record.task,
  });
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
  const found = findRecord(state, taskId);
  if (!found.ok) return found;
  const verdict = checkCallback(config, state.config.allowedCallbackHosts);
  const first = verdict.refusals[0];
  if (first !== undefined) {
    return {
      ok: false,
      error: { code: first.code, message: first.reason, refusals: verdict.refusals },
    };
  }
  return ok({ state: withRecord(state, { ...found.value, push: config }), config });
}
