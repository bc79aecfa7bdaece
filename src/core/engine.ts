// A simulated A2A server and client as pure functions over an immutable state. Every operation
// returns the next state plus the events it produced; nothing is stored anywhere else, so a list
// of states is a replayable, steppable history. Time is a tick; ids come from counters.
import { admissionCodes, checkDelegation, type Denial, type DenialCode } from './admission';
import type { BehaviourScript, BehaviourStep } from './behaviour';
import { checkCallback, type CallbackRefusal, type PushConfig } from './callbacks';
import type { AgentCard } from './card';
import type { CallerContext } from './caller';
import { counterId } from './counter-id';
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
  /**
   * Every task the server holds, by id. A Map rather than an object: a server mints a new id per
   * task, and an object key would make the engine intern each one (a lasting string-table entry
   * per id); a Map keys by the string as it is, and no id (`__proto__`, `constructor`) can reach
   * anything but a task.
   */
  readonly tasks: ReadonlyMap<string, TaskRecord>;
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

/** The record of `taskId`, if the server holds one. */
const recordOf = (state: EngineState, taskId: string): TaskRecord | undefined =>
  state.tasks.get(taskId);

/**
 * The task table of a server with no tasks, shared by every fresh state: the engine never writes
 * to a table it has handed out (`finish` makes a new one), so one empty table serves them all.
 */
const NO_TASKS: ReadonlyMap<string, TaskRecord> = new Map();

/** A fresh server for `config`: no tasks, tick 0, counters at 0. */
export function createEngine(config: EngineConfig): EngineState {
  return {
    config,
    tick: 0,
    counters: { task: 0, ctx: 0, msg: 0, art: 0 },
    tasks: NO_TASKS,
    pushes: [],
  };
}

/**
 * One operation's working copy of the server. An operation (a submit, a drain, a whole stream)
 * writes only here: the records it changed, its own pushes (made on the first push), its counters
 * and tick. `finish` hands the result out as the next EngineState, copying the task table once with
 * the changed records in place, so a stream of n events writes the table once rather than n times,
 * and the state the operation started from is never touched, whether it succeeds or not.
 */
interface Draft {
  readonly from: EngineState;
  readonly config: EngineConfig;
  tick: number;
  task: number;
  ctx: number;
  msg: number;
  art: number;
  /** The records this operation wrote, newest version of each; few (usually one). */
  readonly changed: TaskRecord[];
  pushes: PushDelivery[] | undefined;
  /** The events the operation produced, in order. */
  readonly events: StreamEvent[];
}

function begin(state: EngineState): Draft {
  const { counters } = state;
  return {
    from: state,
    config: state.config,
    tick: state.tick,
    task: counters.task,
    ctx: counters.ctx,
    msg: counters.msg,
    art: counters.art,
    changed: [],
    pushes: undefined,
    events: [],
  };
}

function draftRecord(draft: Draft, taskId: string): TaskRecord | undefined {
  const { changed } = draft;
  for (let i = 0; i < changed.length; i += 1) {
    const record = changed[i] as TaskRecord;
    if (record.task.id === taskId) return record;
  }
  return draft.from.tasks.get(taskId);
}

function putRecord(draft: Draft, record: TaskRecord): void {
  const { changed } = draft;
  const id = record.task.id;
  for (let i = 0; i < changed.length; i += 1) {
    if ((changed[i] as TaskRecord).task.id === id) {
      changed[i] = record;
      return;
    }
  }
  changed.push(record);
}

/** The draft as the next state; what the operation did not change is shared with the old one. */
function finish(draft: Draft): EngineState {
  const { from, changed } = draft;
  let tasks = from.tasks;
  if (changed.length > 0) {
    // Copied entry by entry: `new Map(tasks)` goes through the iterator protocol, which costs about
    // twice as much for the one or two tasks a simulated server usually holds.
    const table = new Map<string, TaskRecord>();
    // An empty table (a fresh server's) needs no walk, nor the callback made for it.
    if (tasks.size > 0) tasks.forEach((record, id) => table.set(id, record));
    for (let i = 0; i < changed.length; i += 1) {
      const record = changed[i] as TaskRecord;
      table.set(record.task.id, record);
    }
    tasks = table;
  }
  return {
    config: from.config,
    tick: draft.tick,
    counters: { task: draft.task, ctx: draft.ctx, msg: draft.msg, art: draft.art },
    tasks,
    pushes: draft.pushes ?? from.pushes,
  } satisfies Required<EngineState>;
}

/**
 * A new list of `list`'s items then `item`. Short lists are written as literals of their final
 * length: `[...list, item]` reserves room for 16 more items (appending to a 1-item list cost 200
 * bytes rather than 64), and every task's history, artifacts and chain grow this way.
 */
function appended<T>(list: readonly T[], item: T): T[] {
  switch (list.length) {
    case 0:
      return [item];
    case 1:
      return [list[0] as T, item];
    case 2:
      return [list[0] as T, list[1] as T, item];
    case 3:
      return [list[0] as T, list[1] as T, list[2] as T, item];
    default:
      return [...list, item];
  }
}

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

/** `record` with its task, cursor and waiting flag replaced; its caller and push config kept. */
const nextRecord = (
  record: TaskRecord,
  task: Task,
  cursor: number,
  awaitingReply: boolean,
): TaskRecord =>
  record.push === undefined
    ? { task, cursor, awaitingReply, caller: record.caller }
    : { task, cursor, awaitingReply, caller: record.caller, push: record.push };

/**
 * Moves a task to `target`, stamps the tick, records the message and pushes to its callback.
 * `cursor` is the record's script position afterwards.
 */
function setStatus(
  draft: Draft,
  record: TaskRecord,
  target: TaskState,
  text?: string,
  cursor = record.cursor,
): EngineResult<TaskRecord> {
  const moved = advance(record.task.status.state, target);
  if (!moved.ok) return moved;
  const from = record.task;
  let message: Message | undefined;
  if (text !== undefined) {
    draft.msg += 1;
    message = {
      messageId: counterId('msg', draft.msg),
      role: 'agent',
      parts: [textPart(text)],
      taskId: from.id,
      contextId: from.contextId,
    };
  }
  draft.tick += 1;
  const tick = draft.tick;
  const status: TaskStatus = message
    ? { state: target, message, timestamp: tick }
    : { state: target, timestamp: tick };
  const task: Task = {
    id: from.id,
    contextId: from.contextId,
    status,
    history: message ? appended(from.history, message) : from.history,
    artifacts: from.artifacts,
    delegationChain: from.delegationChain,
  };
  const awaiting = target === 'input-required' || target === 'auth-required';
  const updated = nextRecord(record, task, cursor, awaiting);
  putRecord(draft, updated);
  if (record.push !== undefined) {
    const pushes = (draft.pushes ??= [...draft.from.pushes]);
    pushes.push({ taskId: task.id, url: record.push.url, status });
  }
  draft.events.push({
    kind: 'status-update',
    taskId: task.id,
    contextId: task.contextId,
    status,
    final: awaiting || isTerminal(target),
  });
  return ok(updated);
}

/** Admission, then the task the message continues or a new one; the task's id. */
function submitTo(draft: Draft, caller: CallerContext, message: Message): EngineResult<string> {
  // The verdict first; reasons are worded only for a refusal.
  const { card, policy } = draft.config;
  if (admissionCodes(caller, card, policy).length > 0) {
    const denials = checkDelegation(caller, card, policy);
    const first = denials[0];
    if (first !== undefined) {
      return { ok: false, error: { code: first.code, message: first.reason, denials } };
    }
  }

  if (message.taskId !== undefined) {
    const record = draftRecord(draft, message.taskId);
    if (record === undefined) return err('TASK_NOT_FOUND', `no such task: ${message.taskId}`);
    const current = record.task;
    if (isTerminal(current.status.state)) {
      return err('TASK_TERMINAL', `task ${current.id} is ${current.status.state}`);
    }
    const task: Task = {
      id: current.id,
      contextId: current.contextId,
      status: current.status,
      history: appended(current.history, message),
      artifacts: current.artifacts,
      delegationChain: current.delegationChain,
    };
    putRecord(draft, nextRecord(record, task, record.cursor, false));
    return ok(task.id);
  }

  draft.task += 1;
  const taskId = counterId('task', draft.task);
  if (message.contextId === undefined) draft.ctx += 1;
  const contextId = message.contextId ?? counterId('ctx', draft.ctx);
  draft.tick += 1;
  const status: TaskStatus = { state: 'submitted', timestamp: draft.tick };
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
    delegationChain: appended(caller.delegationChain, caller.agentId),
  };
  putRecord(draft, { task, cursor: 0, awaitingReply: false, caller });
  draft.events.push({ kind: 'status-update', taskId, contextId, status, final: false });
  return ok(taskId);
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

/** Why the task in `record` cannot run its next step under `config`, or undefined when it can. */
function blockedIn(
  config: EngineConfig,
  record: TaskRecord | undefined,
  taskId: string,
): string | undefined {
  if (record === undefined) return `no such task: ${taskId}`;
  if (isTerminal(record.task.status.state)) return `task ${taskId} is ${record.task.status.state}`;
  if (record.awaitingReply) return `task ${taskId} is waiting for the caller's reply`;
  if (record.cursor >= config.script.steps.length) {
    return `the behaviour script "${config.script.name}" has no more steps`;
  }
  return undefined;
}

/** Why a task cannot run its next step, or undefined when it can. */
export function blockedReason(state: EngineState, taskId: string): string | undefined {
  return blockedIn(state.config, recordOf(state, taskId), taskId);
}

/** True when the task has a next script step it may run now. */
export const isRunnable = (state: EngineState, taskId: string): boolean =>
  blockedReason(state, taskId) === undefined;

/**
 * An artifact step's parts: its text, then its data. Array literals of the final length, where
 * pushing into [] reserves room for 16 parts.
 */
function artifactParts(text: string | undefined, data: JsonObject | undefined): Part[] {
  if (data === undefined) return text === undefined ? [] : [textPart(text)];
  const dataPart: Part = { kind: 'data', data };
  return text === undefined ? [dataPart] : [textPart(text), dataPart];
}

/** Runs one script step and moves the record's cursor past it. */
function runStep(draft: Draft, record: TaskRecord, step: BehaviourStep): EngineResult<TaskRecord> {
  const cursor = record.cursor + 1;
  switch (step.op) {
    case 'work':
      return setStatus(draft, record, 'working', undefined, cursor);
    case 'ask-input':
      return setStatus(draft, record, 'input-required', step.question, cursor);
    case 'ask-auth':
      return setStatus(draft, record, 'auth-required', step.prompt, cursor);
    case 'complete':
      return setStatus(draft, record, 'completed', step.message, cursor);
    case 'fail':
      return setStatus(draft, record, 'failed', step.reason, cursor);
    case 'reject':
      return setStatus(draft, record, 'rejected', step.reason, cursor);
    case 'artifact': {
      const current = record.task;
      if (isTerminal(current.status.state)) {
        return err('TASK_TERMINAL', `task ${current.id} is ${current.status.state}`);
      }
      draft.art += 1;
      const parts = artifactParts(step.text, step.data);
      const artifact: Artifact = {
        artifactId: counterId('art', draft.art),
        name: step.name,
        parts,
      };
      if (step.description !== undefined) artifact.description = step.description;
      const task: Task = {
        id: current.id,
        contextId: current.contextId,
        status: current.status,
        history: current.history,
        artifacts: appended(current.artifacts, artifact),
        delegationChain: current.delegationChain,
      };
      const updated = nextRecord(record, task, cursor, record.awaitingReply);
      putRecord(draft, updated);
      draft.events.push({
        kind: 'artifact-update',
        taskId: task.id,
        contextId: task.contextId,
        artifact,
        append: false,
        lastChunk: true,
      });
      return ok(updated);
    }
  }
}

/** The task's next script step, run into the draft: exactly one event. */
function stepIn(draft: Draft, taskId: string): EngineResult<TaskRecord> {
  const record = draftRecord(draft, taskId);
  const blocked = blockedIn(draft.config, record, taskId);
  if (blocked !== undefined || record === undefined) {
    return err(record === undefined ? 'TASK_NOT_FOUND' : 'NOTHING_TO_RUN', blocked ?? '');
  }
  const scriptStep = draft.config.script.steps[record.cursor];
  if (scriptStep === undefined) return err('NOTHING_TO_RUN', `no step ${record.cursor}`);
  return runStep(draft, record, scriptStep);
}

/**
 * Steps into the draft until the task finishes, pauses for the caller, or the script ends. The
 * same steps as calling stepIn until blocked, with one record lookup and one check per step: each
 * step hands back the record it wrote, which is the next step's record. Undefined when every step
 * ran, else the error that stopped it.
 */
function drainIn(draft: Draft, taskId: string): EngineError | undefined {
  const { config } = draft;
  let record = draftRecord(draft, taskId);
  while (record !== undefined && blockedIn(config, record, taskId) === undefined) {
    const scriptStep = config.script.steps[record.cursor];
    if (scriptStep === undefined) return err('NOTHING_TO_RUN', `no step ${record.cursor}`).error;
    const stepped = runStep(draft, record, scriptStep);
    if (!stepped.ok) return stepped.error;
    record = stepped.value;
  }
  return undefined;
}

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

/** Submits and drains into the draft; the task as it stands afterwards. */
function sendIn(draft: Draft, caller: CallerContext, message: Message): EngineResult<Task> {
  const submitted = submitTo(draft, caller, message);
  if (!submitted.ok) return submitted;
  const failed = drainIn(draft, submitted.value);
  if (failed !== undefined) return { ok: false, error: failed };
  const record = draftRecord(draft, submitted.value);
  if (record === undefined) throw new Error(`engine invariant: task ${submitted.value} vanished`);
  return ok(record.task);
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
