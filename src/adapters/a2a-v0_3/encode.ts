// Engine task, messages, parts, artifacts and stream events → A2A 0.3.0 JSON. Timestamps are the
// logical ticks written as WIRE_EPOCH + tick seconds. The delegation chain, which A2A has no
// field for, rides in Task.metadata under "delegation-workbench/delegationChain".
import type { PushConfig } from '../../core/callbacks';
import type { Artifact, Message, Part } from '../../core/parts';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { setData } from '../../core/json';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { writeWireTime } from '../shared/wire-time';
import type {
  A2aArtifact,
  A2aMessage,
  A2aPart,
  A2aPushConfig,
  A2aStreamResult,
  A2aTask,
  A2aTaskStatus,
} from './schema';

/** A part with its `kind`; a file keeps exactly one of uri or bytes. */
export function encodePart(part: Part): A2aPart {
  switch (part.kind) {
    case 'text':
      return { kind: 'text', text: part.text };
    case 'data':
      return { kind: 'data', data: part.data };
    case 'file': {
      const base = {
        ...(part.name !== undefined ? { name: part.name } : {}),
        ...(part.mimeType !== undefined ? { mimeType: part.mimeType } : {}),
      };
      const file =
        part.uri !== undefined ? { ...base, uri: part.uri } : { ...base, bytes: part.bytes ?? '' };
      return { kind: 'file', file };
    }
  }
}

/** A message with `kind: "message"`. */
export function encodeMessage(message: Message): A2aMessage {
  return {
    kind: 'message',
    messageId: message.messageId,
    role: message.role,
    parts: message.parts.map(encodePart),
    ...(message.taskId !== undefined ? { taskId: message.taskId } : {}),
    ...(message.contextId !== undefined ? { contextId: message.contextId } : {}),
  };
}

function encodeArtifact(artifact: Artifact): A2aArtifact {
  return {
    artifactId: artifact.artifactId,
    ...(artifact.name !== undefined ? { name: artifact.name } : {}),
    ...(artifact.description !== undefined ? { description: artifact.description } : {}),
    parts: artifact.parts.map(encodePart),
  };
}

/** A status with its timestamp: as an agent wrote it, or the tick's own (none if it had none). */
export function encodeStatus(status: TaskStatus): A2aTaskStatus {
  const timestamp = writeWireTime(status);
  return {
    state: status.state,
    ...(status.message ? { message: encodeMessage(status.message) } : {}),
    ...(timestamp !== undefined ? { timestamp } : {}),
  };
}

/** The engine task as an A2A 0.3.0 Task; a non-empty delegation chain goes into metadata. */
export function encodeTask(task: Task): A2aTask {
  return {
    kind: 'task',
    id: task.id,
    contextId: task.contextId,
    status: encodeStatus(task.status),
    history: task.history.map(encodeMessage),
    artifacts: task.artifacts.map(encodeArtifact),
    ...(task.delegationChain.length > 0
      ? { metadata: setData({}, DELEGATION_CHAIN_METADATA_KEY, [...task.delegationChain]) }
      : {}),
  };
}

/** A stream event as the result of one message/stream response. */
export function encodeStreamEvent(event: StreamEvent): A2aStreamResult {
  switch (event.kind) {
    case 'task':
      return encodeTask(event.task);
    case 'message':
      return encodeMessage(event.message);
    case 'status-update':
      return {
        kind: 'status-update',
        taskId: event.taskId,
        contextId: event.contextId,
        status: encodeStatus(event.status),
        final: event.final,
      };
    case 'artifact-update':
      return {
        kind: 'artifact-update',
        taskId: event.taskId,
        contextId: event.contextId,
        artifact: encodeArtifact(event.artifact),
        append: event.append,
        lastChunk: event.lastChunk,
      };
  }
}

/** The core's push config: the token, and bearer as the one authentication scheme. */
export function encodePushConfig(config: PushConfig): A2aPushConfig {
  return { url: config.url, token: config.token, authentication: { schemes: ['Bearer'] } };
}
