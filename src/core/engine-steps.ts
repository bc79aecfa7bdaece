// The steps operations are made of, each written into a draft: a status change, admission and
// submission, one script step, a drain to the next pause, a whole send. engine.ts wraps them in
// begin/finish; on an error the draft is dropped, so nothing half-done reaches a state.
import { admissionCodes, checkDelegation } from './admission';
import type { BehaviourStep } from './behaviour';
import type { CallerContext } from './caller';
import { counterId } from './counter-id';
import { appended, draftRecord, nextRecord, putRecord, type Draft } from './engine-draft';
import type { EngineConfig, EngineError, EngineResult, TaskRecord } from './engine-state';
import type { JsonObject } from './json';
import { advance, isPaused, isTerminal, type TaskState } from './lifecycle';
import { textPart, type Artifact, type Message, type Part } from './parts';
import { err, ok } from './result';
import type { Task, TaskStatus } from './task';

/**
 * Moves a task to `target`, stamps the tick, records the message and pushes to its callback.
 * `cursor` is the record's script position afterwards.
 */
export function setStatus(
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
  const awaiting = isPaused(target);
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
export function submitTo(
  draft: Draft,
  caller: CallerContext,
  message: Message,
): EngineResult<string> {
  // The verdict first; reasons are worded only for a refusal.
  const { card, policy, trust } = draft.config;
  if (admissionCodes(caller, card, policy, trust).length > 0) {
    const denials = checkDelegation(caller, card, policy, trust);
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

/** Why the task in `record` cannot run its next step under `config`, or undefined when it can. */
export function blockedIn(
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
export function stepIn(draft: Draft, taskId: string): EngineResult<TaskRecord> {
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
export function drainIn(draft: Draft, taskId: string): EngineError | undefined {
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

/** Submits and drains into the draft; the task as it stands afterwards. */
export function sendIn(draft: Draft, caller: CallerContext, message: Message): EngineResult<Task> {
  const submitted = submitTo(draft, caller, message);
  if (!submitted.ok) return submitted;
  const failed = drainIn(draft, submitted.value);
  if (failed !== undefined) return { ok: false, error: failed };
  const record = draftRecord(draft, submitted.value);
  if (record === undefined) throw new Error(`engine invariant: task ${submitted.value} vanished`);
  return ok(record.task);
}
