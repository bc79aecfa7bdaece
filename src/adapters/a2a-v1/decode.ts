// A2A 1.0 JSON → engine task, messages, parts, artifacts, events. A field proto3 left out reads as
// its default ("" or false, an empty list). What the core cannot hold (TASK_STATE_UNSPECIFIED,
// ROLE_UNSPECIFIED, a data part that is not an object) is an error naming its JSON path.
import { z } from 'zod';
import type { PushConfig } from '../../core/callbacks';
import { isTerminal, type TaskState } from '../../core/lifecycle';
import type { Artifact, Message, Part } from '../../core/parts';
import { ok, type Result } from '../../core/result';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { parseWire, wireIssue, type WireError } from '../shared/issues';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { isoToTick } from '../shared/time';
import { STATE_TO_V1 } from './encode';
import {
  v1PushConfigSchema,
  v1StreamResponseSchema,
  v1TaskSchema,
  type V1Artifact,
  type V1Message,
  type V1Part,
  type V1Task,
  type V1TaskStatus,
} from './schema';

type Path = readonly PropertyKey[];
type Decoded<T> = Result<T, WireError>;

const V1_TO_STATE = Object.fromEntries(
  Object.entries(STATE_TO_V1).map(([state, v1]) => [v1, state as TaskState]),
) as Readonly<Record<string, TaskState>>;

/** The engine's `final`: the stream ends on a terminal state or when the agent waits for the caller. */
export const isFinalState = (state: TaskState): boolean =>
  isTerminal(state) || state === 'input-required' || state === 'auth-required';

function readPart(part: V1Part, what: string, at: Path): Decoded<Part> {
  if (part.text !== undefined) return ok({ kind: 'text', text: part.text });
  if (part.data !== undefined) {
    const data = part.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return wireIssue(what, [...at, 'data'], 'a data part must hold a JSON object');
    }
    return ok({ kind: 'data', data: data });
  }
  return ok({
    kind: 'file',
    ...(part.filename !== undefined ? { name: part.filename } : {}),
    ...(part.mediaType !== undefined ? { mimeType: part.mediaType } : {}),
    ...(part.url !== undefined ? { uri: part.url } : { bytes: part.raw ?? '' }),
  });
}

function readParts(parts: readonly V1Part[], what: string, at: Path): Decoded<Part[]> {
  const out: Part[] = [];
  for (const [i, part] of parts.entries()) {
    const read = readPart(part, what, [...at, i]);
    if (!read.ok) return read;
    out.push(read.value);
  }
  return ok(out);
}

export function readMessage(message: V1Message, what: string, at: Path): Decoded<Message> {
  if (message.role === 'ROLE_UNSPECIFIED') {
    return wireIssue(what, [...at, 'role'], 'a message needs ROLE_USER or ROLE_AGENT');
  }
  const parts = readParts(message.parts, what, [...at, 'parts']);
  if (!parts.ok) return parts;
  return ok({
    messageId: message.messageId,
    role: message.role === 'ROLE_USER' ? 'user' : 'agent',
    parts: parts.value,
    ...(message.taskId ? { taskId: message.taskId } : {}),
    ...(message.contextId ? { contextId: message.contextId } : {}),
  });
}

function readArtifact(artifact: V1Artifact, what: string, at: Path): Decoded<Artifact> {
  const parts = readParts(artifact.parts, what, [...at, 'parts']);
  if (!parts.ok) return parts;
  return ok({
    artifactId: artifact.artifactId,
    name: artifact.name ?? '',
    ...(artifact.description ? { description: artifact.description } : {}),
    parts: parts.value,
  });
}

function readStatus(status: V1TaskStatus, what: string, at: Path): Decoded<TaskStatus> {
  const state = V1_TO_STATE[status.state];
  if (state === undefined) {
    return wireIssue(what, [...at, 'state'], `${status.state} has no lifecycle equivalent`);
  }
  let timestamp = 0;
  if (status.timestamp !== undefined) {
    const tick = isoToTick(status.timestamp);
    if (!tick.ok) return wireIssue(what, [...at, 'timestamp'], tick.error.message);
    timestamp = tick.value;
  }
  if (status.message === undefined) return ok({ state, timestamp });
  const message = readMessage(status.message, what, [...at, 'message']);
  return message.ok ? ok({ state, message: message.value, timestamp }) : message;
}

function readAll<W, T>(
  items: readonly W[] | undefined,
  read: (item: W, what: string, at: Path) => Decoded<T>,
  what: string,
  at: Path,
): Decoded<T[]> {
  const out: T[] = [];
  for (const [i, item] of (items ?? []).entries()) {
    const one = read(item, what, [...at, i]);
    if (!one.ok) return one;
    out.push(one.value);
  }
  return ok(out);
}

const chainSchema = z.array(z.string());

/** An already-parsed 1.0 Task as an engine task, the chain read from its metadata. */
export function readTask(wire: V1Task, what = 'A2A 1.0 task', at: Path = []): Decoded<Task> {
  const status = readStatus(wire.status, what, [...at, 'status']);
  if (!status.ok) return status;
  const history = readAll(wire.history, readMessage, what, [...at, 'history']);
  if (!history.ok) return history;
  const artifacts = readAll(wire.artifacts, readArtifact, what, [...at, 'artifacts']);
  if (!artifacts.ok) return artifacts;
  let delegationChain: string[] = [];
  if (wire.metadata && Object.hasOwn(wire.metadata, DELEGATION_CHAIN_METADATA_KEY)) {
    const chainAt = [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY];
    const chain = parseWire(
      chainSchema,
      wire.metadata[DELEGATION_CHAIN_METADATA_KEY],
      what,
      chainAt,
    );
    if (!chain.ok) return chain;
    delegationChain = chain.value;
  }
  return ok({
    id: wire.id,
    contextId: wire.contextId ?? '',
    status: status.value,
    history: history.value,
    artifacts: artifacts.value,
    delegationChain,
  });
}

/** Decodes untrusted A2A 1.0 Task JSON into an engine task. */
export function decodeTask(json: unknown): Decoded<Task> {
  const parsed = parseWire(v1TaskSchema, json, 'A2A 1.0 task');
  return parsed.ok ? readTask(parsed.value) : parsed;
}

/** Decodes one StreamResponse into a stream event; a status update's `final` comes from its state. */
export function decodeStreamEvent(json: unknown, at: Path = []): Decoded<StreamEvent> {
  const what = 'A2A 1.0 stream response';
  const parsed = parseWire(v1StreamResponseSchema, json, what, at);
  if (!parsed.ok) return parsed;
  const wire = parsed.value;
  if ('task' in wire) {
    const task = readTask(wire.task, what, [...at, 'task']);
    return task.ok ? ok({ kind: 'task', task: task.value }) : task;
  }
  if ('statusUpdate' in wire) {
    const { taskId, contextId } = wire.statusUpdate;
    const status = readStatus(wire.statusUpdate.status, what, [...at, 'statusUpdate', 'status']);
    if (!status.ok) return status;
    const final = isFinalState(status.value.state);
    return ok({ kind: 'status-update', taskId, contextId, status: status.value, final });
  }
  if ('artifactUpdate' in wire) {
    const update = wire.artifactUpdate;
    const artifact = readArtifact(update.artifact, what, [...at, 'artifactUpdate', 'artifact']);
    if (!artifact.ok) return artifact;
    return ok({
      kind: 'artifact-update',
      taskId: update.taskId,
      contextId: update.contextId,
      artifact: artifact.value,
      append: update.append ?? false,
      lastChunk: update.lastChunk ?? false,
    });
  }
  return wireIssue(what, [...at, 'message'], 'a message is not a task event');
}

/** Decodes a 1.0 TaskPushNotificationConfig; the engine only sends bearer tokens. */
export function decodePushConfig(
  json: unknown,
  at: Path = [],
): Decoded<{ taskId: string; config: PushConfig }> {
  const what = 'A2A 1.0 push notification config';
  const parsed = parseWire(v1PushConfigSchema, json, what, at);
  if (!parsed.ok) return parsed;
  const scheme = parsed.value.authentication?.scheme ?? 'Bearer';
  if (scheme.toLowerCase() !== 'bearer') {
    return wireIssue(what, [...at, 'authentication', 'scheme'], 'only Bearer is supported');
  }
  const { taskId = '', url, token = '' } = parsed.value;
  return ok({ taskId, config: { url, token, authentication: 'bearer' } });
}
