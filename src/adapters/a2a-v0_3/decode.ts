// A2A 0.3.0 JSON → engine task, messages, parts, artifacts, events. Untrusted input is parsed with
// the zod schemas; what the core cannot hold (state "unknown", an unreadable timestamp, a push
// config without bearer) is an error naming its JSON path.
import type { PushConfig } from '../../core/callbacks';
import type { JsonObject } from '../../core/json';
import type { TaskState } from '../../core/lifecycle';
import type { Artifact, Message, Part } from '../../core/parts';
import { ok, type Result } from '../../core/result';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { parseWire, wireIssue, type WireError } from '../shared/issues';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { isoToTick } from '../shared/time';
import { z } from 'zod';
import {
  a2aPushConfigSchema,
  a2aStreamResultSchema,
  a2aTaskSchema,
  type A2aArtifact,
  type A2aMessage,
  type A2aPart,
  type A2aTask,
  type A2aTaskStatus,
} from './schema';

type Path = readonly PropertyKey[];
type Decoded<T> = Result<T, WireError>;

function readPart(part: A2aPart): Part {
  switch (part.kind) {
    case 'text':
      return { kind: 'text', text: part.text };
    case 'data':
      return { kind: 'data', data: part.data };
    case 'file': {
      const { name, mimeType } = part.file;
      return {
        kind: 'file',
        ...(name !== undefined ? { name } : {}),
        ...(mimeType !== undefined ? { mimeType } : {}),
        ...(part.file.uri !== undefined ? { uri: part.file.uri } : { bytes: part.file.bytes }),
      };
    }
  }
}

export function readMessage(message: A2aMessage): Message {
  return {
    messageId: message.messageId,
    role: message.role,
    parts: message.parts.map(readPart),
    ...(message.taskId !== undefined ? { taskId: message.taskId } : {}),
    ...(message.contextId !== undefined ? { contextId: message.contextId } : {}),
  };
}

function readArtifact(artifact: A2aArtifact): Artifact {
  return {
    artifactId: artifact.artifactId,
    name: artifact.name ?? '',
    ...(artifact.description !== undefined ? { description: artifact.description } : {}),
    parts: artifact.parts.map(readPart),
  };
}

function readStatus(status: A2aTaskStatus, what: string, at: Path): Decoded<TaskStatus> {
  if (status.state === 'unknown') {
    return wireIssue(what, [...at, 'state'], 'state "unknown" has no lifecycle equivalent');
  }
  const state: TaskState = status.state;
  let timestamp = 0;
  if (status.timestamp !== undefined) {
    const tick = isoToTick(status.timestamp);
    if (!tick.ok) return wireIssue(what, [...at, 'timestamp'], tick.error.message);
    timestamp = tick.value;
  }
  return ok({
    state,
    ...(status.message ? { message: readMessage(status.message) } : {}),
    timestamp,
  });
}

const chainSchema = z.array(z.string());

/** The delegation chain from a task's metadata; absent means none. */
function readChain(metadata: JsonObject | undefined, what: string, at: Path): Decoded<string[]> {
  if (metadata === undefined || !Object.hasOwn(metadata, DELEGATION_CHAIN_METADATA_KEY)) {
    return ok([]);
  }
  const value = metadata[DELEGATION_CHAIN_METADATA_KEY];
  return parseWire(chainSchema, value, what, [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY]);
}

/** An already-parsed A2A task as an engine task. */
export function readTask(wire: A2aTask, what = 'A2A 0.3 task', at: Path = []): Decoded<Task> {
  const status = readStatus(wire.status, what, [...at, 'status']);
  if (!status.ok) return status;
  const chain = readChain(wire.metadata, what, at);
  if (!chain.ok) return chain;
  return ok({
    id: wire.id,
    contextId: wire.contextId,
    status: status.value,
    history: (wire.history ?? []).map(readMessage),
    artifacts: (wire.artifacts ?? []).map(readArtifact),
    delegationChain: chain.value,
  });
}

/** Decodes untrusted JSON as an A2A 0.3.0 Task into an engine task. */
export function decodeTask(json: unknown): Decoded<Task> {
  const parsed = parseWire(a2aTaskSchema, json, 'A2A 0.3 task');
  return parsed.ok ? readTask(parsed.value) : parsed;
}

/** Decodes one message/stream result (task, status-update, artifact-update) into an event. */
export function decodeStreamEvent(json: unknown, at: Path = []): Decoded<StreamEvent> {
  const what = 'A2A 0.3 stream event';
  const parsed = parseWire(a2aStreamResultSchema, json, what, at);
  if (!parsed.ok) return parsed;
  const wire = parsed.value;
  switch (wire.kind) {
    case 'task': {
      const task = readTask(wire, what, at);
      return task.ok ? ok({ kind: 'task', task: task.value }) : task;
    }
    case 'message':
      return wireIssue(what, [...at, 'kind'], 'a message is not a task event');
    case 'status-update': {
      const status = readStatus(wire.status, what, [...at, 'status']);
      if (!status.ok) return status;
      const { taskId, contextId, final } = wire;
      return ok({ kind: 'status-update', taskId, contextId, status: status.value, final });
    }
    case 'artifact-update':
      return ok({
        kind: 'artifact-update',
        taskId: wire.taskId,
        contextId: wire.contextId,
        artifact: readArtifact(wire.artifact),
        append: wire.append ?? false,
        lastChunk: wire.lastChunk ?? false,
      });
  }
}

/** Decodes an A2A PushNotificationConfig; the engine only sends bearer tokens. */
export function decodePushConfig(json: unknown, at: Path = []): Decoded<PushConfig> {
  const what = 'A2A 0.3 push notification config';
  const parsed = parseWire(a2aPushConfigSchema, json, what, at);
  if (!parsed.ok) return parsed;
  const schemes = parsed.value.authentication?.schemes ?? ['Bearer'];
  if (!schemes.some((s) => s.toLowerCase() === 'bearer')) {
    return wireIssue(what, [...at, 'authentication', 'schemes'], 'only Bearer is supported');
  }
  return ok({ url: parsed.value.url, token: parsed.value.token ?? '', authentication: 'bearer' });
}
