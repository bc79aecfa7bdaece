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

/** A fresh server for `config`: no tasks, tick 0, counters at 0. */
export function createEngine(config: EngineConfig): EngineState {
  return {
    config,
    tick: 0,
    counters: { task: 0, ctx: 0, msg: 0, art: 0 },
    tasks: new Map(),
    pushes: [],
  };
}

/**
 * A task as one operation works on it, written in place: a status, message or artifact changes
 * this record rather than making a new task and record per event, and `finish` makes the one
 * TaskRecord the next state holds. Arrays the task shares with the state it came from are copied
 * before the first write, so that state is never touched.
 */
interface Work {
  readonly id: string;
  readonly contextId: string;
  status: TaskStatus;
  history: Message[];
  /** True once `history` is this operation's own array, which it may append to. */
  ownHistory: boolean;
  artifacts: Artifact[];
  /** True once `artifacts` is this operation's own array. */
  ownArtifacts: boolean;
  readonly delegationChain: string[];
  /** Index of the next script step to run. */
  cursor: number;
  awaitingReply: boolean;
  readonly caller: CallerContext;
  push: PushConfig | undefined;
  /** True once the operation has written to the task: the next state gets a new record. */
  written: boolean;
  /** The task's record: the state's while unwritten, else made once by madeRecord. */
  made: TaskRecord | undefined;
}

/**
 * One operation's working copy of the server. An operation (a submit, a drain, a whole stream)
 * writes only here: the tasks it touched, its own pushes (made on the first push), its counters
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
  /** The tasks this operation touched; few (usually one). */
  readonly touched: Work[];
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
    touched: [],
    pushes: undefined,
    events: [],
  };
}

/** The work on `taskId` in this operation, begun from the state's record on first use. */
function workOn(draft: Draft, taskId: string): Work | undefined {
  const { touched } = draft;
  for (let i = 0; i < touched.length; i += 1) {
    const work = touched[i] as Work;
    if (work.id === taskId) return work;
  }
  const record = draft.from.tasks.get(taskId);
  if (record === undefined) return undefined;
  const { task } = record;
  const work: Work = {
    id: task.id,
    contextId: task.contextId,
    status: task.status,
    // Shared with the record until the first write copies them (ownHistory, ownArtifacts).
    history: task.history,
    ownHistory: false,
    artifacts: task.artifacts,
    ownArtifacts: false,
    delegationChain: task.delegationChain,
    cursor: record.cursor,
    awaitingReply: record.awaitingReply,
    caller: record.caller,
    push: record.push,
    written: false,
    made: record,
  };
  touched.push(work);
  return work;
}

/** Marks `work` written: the next state gets a new record for it. */
function wrote(work: Work): void {
  work.written = true;
  work.made = undefined;
}

function appendMessage(work: Work, message: Message): void {
  if (!work.ownHistory) {
    work.history = [...work.history];
    work.ownHistory = true;
  }
  work.history.push(message);
}

/** The record `work` stands for: the state's while unwritten, else made once (fields in order). */
function madeRecord(work: Work): TaskRecord {
  if (work.made !== undefined) return work.made;
  const task: Task = {
    id: work.id,
    contextId: work.contextId,
    status: work.status,
    history: work.history,
    artifacts: work.artifacts,
    delegationChain: work.delegationChain,
  };
  const { cursor, awaitingReply, caller, push } = work;
  const record: TaskRecord =
    push === undefined
      ? { task, cursor, awaitingReply, caller }
      : { task, cursor, awaitingReply, caller, push };
  work.made = record;
  return record;
}

/** The draft as the next state; what the operation did not change is shared with the old one. */
function finish(draft: Draft): EngineState {
  const { from, touched } = draft;
  let tasks = from.tasks;
  let written = false;
  for (let i = 0; i < touched.length; i += 1) {
    if ((touched[i] as Work).written) written = true;
  }
  if (written) {
    // Copied entry by entry: `new Map(tasks)` goes through the iterator protocol, which costs about
    // twice as much for the one or two tasks a simulated server usually holds.
    const table = new Map<string, TaskRecord>();
    tasks.forEach((record, id) => table.set(id, record));
    for (let i = 0; i < touched.length; i += 1) {
      const work = touched[i] as Work;
      if (work.written) table.set(work.id, madeRecord(work));
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

/** A message from `role` with fresh id `msg-N`, holding `parts` (the caller's own array). */
function createMessage(
  state: EngineState,
  role: Message['role'],
  parts: Part[],
  refs: { taskId?: string; contextId?: string } = {},
): { state: EngineState; message: Message } {
  // Only the message counter moves, so the next state is written directly (the same fields, in the
  // same order, as `finish` writes) rather than through a draft.
  const { counters } = state;
  const msg = counters.msg + 1;
  const message: Message = { messageId: `msg-${msg}`, role, parts };
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
 * Moves a task to `target`, stamps the tick, records the message and pushes to its callback.
 * `cursor` is the task's script position afterwards. Undefined when done; the error when the
 * move is illegal (nothing written).
 */
function setStatus(
  draft: Draft,
  work: Work,
  target: TaskState,
  text?: string,
  cursor = work.cursor,
): EngineError | undefined {
  const moved = advance(work.status.state, target);
  if (!moved.ok) return moved.error;
  let message: Message | undefined;
  if (text !== undefined) {
    draft.msg += 1;
    message = {
      messageId: `msg-${draft.msg}`,
      role: 'agent',
      parts: [textPart(text)],
      taskId: work.id,
      contextId: work.contextId,
    };
    appendMessage(work, message);
  }
  draft.tick += 1;
  const tick = draft.tick;
  const status: TaskStatus = message
    ? { state: target, message, timestamp: tick }
    : { state: target, timestamp: tick };
  const awaiting = target === 'input-required' || target === 'auth-required';
  work.status = status;
  work.cursor = cursor;
  work.awaitingReply = awaiting;
  wrote(work);
  if (work.push !== undefined) {
    const pushes = (draft.pushes ??= [...draft.from.pushes]);
    pushes.push({ taskId: work.id, url: work.push.url, status });
  }
  draft.events.push({
    kind: 'status-update',
    taskId: work.id,
    contextId: work.contextId,
    status,
    final: awaiting || isTerminal(target),
  });
  return undefined;
}

/** Admission, then the task the message continues or a new one; the task's work. */
function submitTo(draft: Draft, caller: CallerContext, message: Message): EngineResult<Work> {
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
    const work = workOn(draft, message.taskId);
    if (work === undefined) return err('TASK_NOT_FOUND', `no such task: ${message.taskId}`);
    if (isTerminal(work.status.state)) {
      return err('TASK_TERMINAL', `task ${work.id} is ${work.status.state}`);
    }
    appendMessage(work, message);
    work.awaitingReply = false;
    wrote(work);
    return ok(work);
  }

  draft.task += 1;
  const taskId = `task-${draft.task}`;
  if (message.contextId === undefined) draft.ctx += 1;
  const contextId = message.contextId ?? `ctx-${draft.ctx}`;
  draft.tick += 1;
  const status: TaskStatus = { state: 'submitted', timestamp: draft.tick };
  const opening: Message = {
    messageId: message.messageId,
    role: message.role,
    parts: message.parts,
    taskId,
    contextId,
  };
  const work: Work = {
    id: taskId,
    contextId,
    status,
    history: [opening],
    ownHistory: true,
    artifacts: [],
    ownArtifacts: true,
    delegationChain: [...caller.delegationChain, caller.agentId],
    cursor: 0,
    awaitingReply: false,
    caller,
    push: undefined,
    written: true,
    made: undefined,
  };
  draft.touched.push(work);
  draft.events.push({ kind: 'status-update', taskId, contextId, status, final: false });
  return ok(work);
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
  return ok({ state: finish(draft), events: draft.events, taskId: submitted.value.id });
}

/**
 * Why a task (its state, waiting flag and script position) cannot run its next step under
 * `config`, or undefined when it can.
 */
function blockedIn(
  config: EngineConfig,
  taskId: string,
  state: TaskState,
  awaitingReply: boolean,
  cursor: number,
): string | undefined {
  if (isTerminal(state)) return `task ${taskId} is ${state}`;
  if (awaitingReply) return `task ${taskId} is waiting for the caller's reply`;
  if (cursor >= config.script.steps.length) {
    return `the behaviour script "${config.script.name}" has no more steps`;
  }
  return undefined;
}

/** Why a task cannot run its next step, or undefined when it can. */
export function blockedReason(state: EngineState, taskId: string): string | undefined {
  const record = recordOf(state, taskId);
  if (record === undefined) return `no such task: ${taskId}`;
  const { status } = record.task;
  return blockedIn(state.config, taskId, status.state, record.awaitingReply, record.cursor);
}

/** True when the task has a next script step it may run now. */
export const isRunnable = (state: EngineState, taskId: string): boolean =>
  blockedReason(state, taskId) === undefined;

/** Runs one script step and moves the task's cursor past it; undefined when done. */
function runStep(draft: Draft, work: Work, step: BehaviourStep): EngineError | undefined {
  const cursor = work.cursor + 1;
  switch (step.op) {
    case 'work':
      return setStatus(draft, work, 'working', undefined, cursor);
    case 'ask-input':
      return setStatus(draft, work, 'input-required', step.question, cursor);
    case 'ask-auth':
      return setStatus(draft, work, 'auth-required', step.prompt, cursor);
    case 'complete':
      return setStatus(draft, work, 'completed', step.message, cursor);
    case 'fail':
      return setStatus(draft, work, 'failed', step.reason, cursor);
    case 'reject':
      return setStatus(draft, work, 'rejected', step.reason, cursor);
    case 'artifact': {
      if (isTerminal(work.status.state)) {
        return { code: 'TASK_TERMINAL', message: `task ${work.id} is ${work.status.state}` };
      }
      draft.art += 1;
      const parts: Part[] = [];
      if (step.text !== undefined) parts.push(textPart(step.text));
      if (step.data !== undefined) parts.push({ kind: 'data', data: step.data });
      const artifact: Artifact = { artifactId: `art-${draft.art}`, name: step.name, parts };
      if (step.description !== undefined) artifact.description = step.description;
      if (!work.ownArtifacts) {
        work.artifacts = [...work.artifacts];
        work.ownArtifacts = true;
      }
      work.artifacts.push(artifact);
      work.cursor = cursor;
      wrote(work);
      draft.events.push({
        kind: 'artifact-update',
        taskId: work.id,
        contextId: work.contextId,
        artifact,
        append: false,
        lastChunk: true,
      });
      return undefined;
    }
  }
}

/** The step `work` may run next, or undefined when it is blocked. */
function nextStep(config: EngineConfig, work: Work): BehaviourStep | undefined {
  if (work.awaitingReply || isTerminal(work.status.state)) return undefined;
  return config.script.steps[work.cursor];
}

/** The task's next script step, run into the draft: exactly one event. */
function stepIn(draft: Draft, taskId: string): EngineError | undefined {
  const work = workOn(draft, taskId);
  if (work === undefined) return { code: 'TASK_NOT_FOUND', message: `no such task: ${taskId}` };
  const { config } = draft;
  const blocked = blockedIn(config, taskId, work.status.state, work.awaitingReply, work.cursor);
  if (blocked !== undefined) return { code: 'NOTHING_TO_RUN', message: blocked };
  const scriptStep = config.script.steps[work.cursor];
  if (scriptStep === undefined)
    return { code: 'NOTHING_TO_RUN', message: `no step ${work.cursor}` };
  return runStep(draft, work, scriptStep);
}

/**
 * Steps into the draft until the task finishes, pauses for the caller, or the script ends. The
 * same steps as calling stepIn until blocked, with one lookup of the task.
 */
function drainIn(draft: Draft, work: Work): EngineError | undefined {
  const { config } = draft;
  for (let step = nextStep(config, work); step !== undefined; step = nextStep(config, work)) {
    const failed = runStep(draft, work, step);
    if (failed !== undefined) return failed;
  }
  return undefined;
}

/** Runs the task's next script step: exactly one event. */
export function step(state: EngineState, taskId: string): EngineResult<Outcome> {
  const draft = begin(state);
  const failed = stepIn(draft, taskId);
  if (failed !== undefined) return { ok: false, error: failed };
  return ok({ state: finish(draft), events: draft.events });
}

/** Runs steps until the task finishes, pauses for the caller, or the script ends. */
export function drain(state: EngineState, taskId: string): EngineResult<Outcome> {
  const draft = begin(state);
  const work = workOn(draft, taskId);
  if (work !== undefined) {
    const failed = drainIn(draft, work);
    if (failed !== undefined) return { ok: false, error: failed };
  }
  return ok({ state: finish(draft), events: draft.events });
}

/** Submits and drains into the draft; the task as it stands afterwards. */
function sendIn(draft: Draft, caller: CallerContext, message: Message): EngineResult<Task> {
  const submitted = submitTo(draft, caller, message);
  if (!submitted.ok) return submitted;
  const work = submitted.value;
  const failed = drainIn(draft, work);
  if (failed !== undefined) return { ok: false, error: failed };
  return ok(madeRecord(work).task);
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
  taskId: string,
  target: TaskState,
  text?: string,
): EngineResult<Outcome & { task: Task }> {
  const draft = begin(state);
  const work = workOn(draft, taskId);
  if (work === undefined) return err('TASK_NOT_FOUND', `no such task: ${taskId}`);
  const failed = setStatus(draft, work, target, text);
  if (failed !== undefined) return { ok: false, error: failed };
  const { task } = madeRecord(work);
  return ok({ state: finish(draft), events: draft.events, task });
}

/** tasks/cancel: a finished task cannot be cancelled (TASK_TERMINAL). */
export function cancel(state: EngineState, taskId: string): EngineResult<Outcome & { task: Task }> {
  const record = recordOf(state, taskId);
  if (record === undefined) return err('TASK_NOT_FOUND', `no such task: ${taskId}`);
  const current = record.task.status.state;
  if (isTerminal(current)) return err('TASK_TERMINAL', `task ${taskId} is already ${current}`);
  return moveTask(state, taskId, 'canceled');
}

/** Forces a transition the script did not ask for; an illegal one changes nothing. */
export function forceTransition(
  state: EngineState,
  taskId: string,
  target: TaskState,
  text?: string,
): EngineResult<Outcome & { task: Task }> {
  return moveTask(state, taskId, target, text);
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
  const work = workOn(draft, taskId) as Work;
  work.push = config;
  wrote(work);
  return ok({ state: finish(draft), config });
}
