// Engine task, messages, parts, artifacts and stream events → A2A 1.0 JSON, as proto3 JSON writes
// it: plain fields at their default ("" or false, empty lists) are left out, fields the proto
// marks REQUIRED are always written. Timestamps are WIRE_EPOCH + tick seconds; the delegation
// chain rides in Task.metadata under "delegation-workbench/delegationChain".
import type { PushConfig } from '../../core/callbacks';
import type { TaskState } from '../../core/lifecycle';
import type { Artifact, Message, Part } from '../../core/parts';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { setData } from '../../core/json';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { writeWireTime } from '../shared/wire-time';
import type {
  V1Artifact,
  V1Message,
  V1Part,
  V1PushConfig,
  V1StreamResponse,
  V1Task,
  V1TaskState,
  V1TaskStatus,
} from './schema';

export const STATE_TO_V1: Readonly<Record<TaskState, V1TaskState>> = {
  submitted: 'TASK_STATE_SUBMITTED',
  working: 'TASK_STATE_WORKING',
  'input-required': 'TASK_STATE_INPUT_REQUIRED',
  'auth-required': 'TASK_STATE_AUTH_REQUIRED',
  completed: 'TASK_STATE_COMPLETED',
  canceled: 'TASK_STATE_CANCELED',
  failed: 'TASK_STATE_FAILED',
  rejected: 'TASK_STATE_REJECTED',
};

/** `{ [key]: value }` when value is a non-empty string, otherwise nothing (proto3's default). */
const str = <K extends string>(key: K, value: string | undefined) =>
  (value !== undefined && value !== '' ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** A flat part: text, raw bytes (base64), url, or data; a file's name and type beside it. */
export function encodePart(part: Part): V1Part {
  switch (part.kind) {
    case 'text':
      return { text: part.text };
    case 'data':
      return { data: part.data };
    case 'file':
      return {
        ...(part.uri !== undefined ? { url: part.uri } : { raw: part.bytes ?? '' }),
        ...str('filename', part.name),
        ...str('mediaType', part.mimeType),
      };
  }
}

export function encodeMessage(message: Message): V1Message {
  return {
    messageId: message.messageId,
    ...str('contextId', message.contextId),
    ...str('taskId', message.taskId),
    role: message.role === 'user' ? 'ROLE_USER' : 'ROLE_AGENT',
    parts: message.parts.map(encodePart),
  };
}

function encodeArtifact(artifact: Artifact): V1Artifact {
  return {
    artifactId: artifact.artifactId,
    ...str('name', artifact.name),
    ...str('description', artifact.description),
    parts: artifact.parts.map(encodePart),
  };
}

/** A status with its timestamp: as an agent wrote it, or the tick's own (none if it had none). */
export function encodeStatus(status: TaskStatus): V1TaskStatus {
  const timestamp = writeWireTime(status);
  return {
    state: STATE_TO_V1[status.state],
    ...(status.message ? { message: encodeMessage(status.message) } : {}),
    ...(timestamp !== undefined ? { timestamp } : {}),
  };
}

/** The engine task as an A2A 1.0 Task; a non-empty delegation chain goes into metadata. */
export function encodeTask(task: Task): V1Task {
  return {
    id: task.id,
    ...str('contextId', task.contextId),
    status: encodeStatus(task.status),
    ...(task.artifacts.length > 0 ? { artifacts: task.artifacts.map(encodeArtifact) } : {}),
    ...(task.history.length > 0 ? { history: task.history.map(encodeMessage) } : {}),
    ...(task.delegationChain.length > 0
      ? { metadata: setData({}, DELEGATION_CHAIN_METADATA_KEY, [...task.delegationChain]) }
      : {}),
  };
}

/**
 * A stream event as a StreamResponse. 1.0's status update has no `final`: the stream simply ends,
 * and decoding derives it from the state (see decode.ts).
 */
export function encodeStreamEvent(event: StreamEvent): V1StreamResponse {
  switch (event.kind) {
    case 'task':
      return { task: encodeTask(event.task) };
    case 'message':
      return { message: encodeMessage(event.message) };
    case 'status-update':
      return {
        statusUpdate: {
          taskId: event.taskId,
          contextId: event.contextId,
          status: encodeStatus(event.status),
        },
      };
    case 'artifact-update':
      return {
        artifactUpdate: {
          taskId: event.taskId,
          contextId: event.contextId,
          artifact: encodeArtifact(event.artifact),
          ...(event.append ? { append: true } : {}),
          ...(event.lastChunk ? { lastChunk: true } : {}),
        },
      };
  }
}

/** The id the workbench gives a task's one push config (1.0 configs have ids; the core's do not). */
export const pushConfigId = (taskId: string): string => `push-${taskId}`;

/** The core's push config as a flat TaskPushNotificationConfig with bearer authentication. */
export function encodePushConfig(
  taskId: string,
  config: PushConfig,
  id: string = pushConfigId(taskId),
): V1PushConfig {
  return {
    id,
    taskId,
    url: config.url,
    ...str('token', config.token),
    authentication: { scheme: 'Bearer' },
  };
}
