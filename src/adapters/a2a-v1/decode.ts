// A2A 1.0 JSON → engine task, messages, parts, artifacts, events. A field proto3 left out reads as
// its default (false, an empty list); a missing timestamp or artifact name stays missing. The
// readers report into a WireSink; what the core cannot hold at all (TASK_STATE_UNSPECIFIED,
// ROLE_UNSPECIFIED) is an error finding naming its JSON path, and the object holding it is refused.
import { z } from 'zod';
import type { PushConfig } from '../../core/callbacks';
import { isPaused, isTerminal, type TaskState } from '../../core/lifecycle';
import type { Artifact, Message, Part } from '../../core/parts';
import { ok, type Result } from '../../core/result';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { jsonPath, parseWire, wireError, type WireError } from '../shared/issues';
import { readLenient } from '../shared/lenient';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { WireSink } from '../shared/wire-findings';
import { readWireTime } from '../shared/wire-time';
import { STATE_TO_V1 } from './encode';
import {
  v1ArtifactUpdateSchema,
  v1MessageSchema,
  v1PushConfigSchema,
  v1StatusUpdateSchema,
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
export const isFinalState = (state: TaskState): boolean => isTerminal(state) || isPaused(state);

/** A part; a data part that is not a JSON object is left out (reported). */
function readPartInto(part: V1Part, sink: WireSink, at: Path): Part | undefined {
  if (part.text !== undefined) return { kind: 'text', text: part.text };
  if (part.data !== undefined) {
    const data = part.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      sink.add(
        'ITEM_DROPPED',
        jsonPath([...at, 'data']),
        'left out: a data part the workbench can show holds a JSON object',
      );
      return undefined;
    }
    return { kind: 'data', data };
  }
  return {
    kind: 'file',
    ...(part.filename !== undefined ? { name: part.filename } : {}),
    ...(part.mediaType !== undefined ? { mimeType: part.mediaType } : {}),
    ...(part.url !== undefined ? { uri: part.url } : { bytes: part.raw ?? '' }),
  };
}

function readPartsInto(parts: readonly V1Part[], sink: WireSink, at: Path): Part[] {
  return parts.flatMap((part, i) => readPartInto(part, sink, [...at, i]) ?? []);
}

const NO_ROLE = 'a message needs ROLE_USER or ROLE_AGENT';

/** A message; undefined for ROLE_UNSPECIFIED, which the caller reports as its place requires. */
function readMessageInto(message: V1Message, sink: WireSink, at: Path): Message | undefined {
  if (message.role === 'ROLE_UNSPECIFIED') return undefined;
  return {
    messageId: message.messageId,
    role: message.role === 'ROLE_USER' ? 'user' : 'agent',
    parts: readPartsInto(message.parts, sink, [...at, 'parts']),
    ...(message.taskId ? { taskId: message.taskId } : {}),
    ...(message.contextId ? { contextId: message.contextId } : {}),
  };
}

function readArtifactInto(artifact: V1Artifact, sink: WireSink, at: Path): Artifact {
  return {
    artifactId: artifact.artifactId,
    ...(artifact.name !== undefined ? { name: artifact.name } : {}),
    ...(artifact.description ? { description: artifact.description } : {}),
    parts: readPartsInto(artifact.parts, sink, [...at, 'parts']),
  };
}

function readStatusInto(status: V1TaskStatus, sink: WireSink, at: Path): TaskStatus | undefined {
  const state = V1_TO_STATE[status.state];
  if (state === undefined) {
    sink.add(
      'UNKNOWN_STATE',
      jsonPath([...at, 'state']),
      `${status.state} has no lifecycle equivalent`,
    );
    return undefined;
  }
  const { tick, time } = readWireTime(status.timestamp, jsonPath([...at, 'timestamp']), sink);
  const message =
    status.message === undefined
      ? undefined
      : readMessageInto(status.message, sink, [...at, 'message']);
  return {
    state,
    ...(message !== undefined ? { message } : {}),
    timestamp: tick,
    ...(time !== undefined ? { time } : {}),
  };
}

/** Messages of a list; one that cannot be read is left out (reported). */
function readMessagesInto(items: readonly V1Message[] | undefined, sink: WireSink, at: Path) {
  return (items ?? []).flatMap((item, i) => {
    const read = readMessageInto(item, sink, [...at, i]);
    if (read === undefined)
      sink.add('ITEM_DROPPED', jsonPath([...at, i, 'role']), `left out: ${NO_ROLE}`);
    return read ?? [];
  });
}

const chainSchema = z.array(z.string());

/** An already-parsed 1.0 Task, findings into `sink`; undefined when it cannot be used. */
function readTaskInto(wire: V1Task, sink: WireSink, at: Path): Task | undefined {
  const status = readStatusInto(wire.status, sink, [...at, 'status']);
  if (status === undefined) return undefined;
  let delegationChain: string[] = [];
  if (wire.metadata && Object.hasOwn(wire.metadata, DELEGATION_CHAIN_METADATA_KEY)) {
    const chainAt = [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY];
    const value = wire.metadata[DELEGATION_CHAIN_METADATA_KEY];
    delegationChain = readLenient(chainSchema, value, chainAt, sink, 'delegation chain') ?? [];
  }
  return {
    id: wire.id,
    contextId: wire.contextId ?? '',
    status,
    history: readMessagesInto(wire.history, sink, [...at, 'history']),
    artifacts: (wire.artifacts ?? []).map((a, i) =>
      readArtifactInto(a, sink, [...at, 'artifacts', i]),
    ),
    delegationChain,
  };
}

function refusal(what: string, sink: WireSink): { ok: false; error: WireError } {
  return wireError(
    what,
    sink.findings
      .filter((f) => f.severity === 'error' || f.code === 'ITEM_DROPPED')
      .map((f) => ({ path: f.path, message: f.message })),
  );
}

/** An already-parsed 1.0 Task as an engine task, the chain read from its metadata. */
export function readTask(wire: V1Task, what = 'A2A 1.0 task', at: Path = []): Decoded<Task> {
  const sink = new WireSink();
  const task = readTaskInto(wire, sink, at);
  if (task === undefined) return refusal(what, sink);
  if (wire.metadata && Object.hasOwn(wire.metadata, DELEGATION_CHAIN_METADATA_KEY)) {
    const chainAt = [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY];
    const chain = parseWire(
      chainSchema,
      wire.metadata[DELEGATION_CHAIN_METADATA_KEY],
      what,
      chainAt,
    );
    if (!chain.ok) return chain;
  }
  // The strict reader (kernel codec, pasted tasks) refuses what the lenient one would leave out.
  if (sink.findings.some((f) => f.code === 'ITEM_DROPPED')) return refusal(what, sink);
  return ok(task);
}

/** Decodes untrusted A2A 1.0 Task JSON into an engine task. */
export function decodeTask(json: unknown): Decoded<Task> {
  const parsed = parseWire(v1TaskSchema, json, 'A2A 1.0 task');
  return parsed.ok ? readTask(parsed.value) : parsed;
}

/** Untrusted 1.0 Task JSON read leniently. */
export function readWireTask(json: unknown, sink: WireSink, at: Path): Task | undefined {
  const wire = readLenient(v1TaskSchema, json, at, sink, 'task');
  return wire === undefined ? undefined : readTaskInto(wire, sink, at);
}

/** Untrusted 1.0 Message JSON read leniently. */
export function readWireMessage(json: unknown, sink: WireSink, at: Path): Message | undefined {
  const wire = readLenient(v1MessageSchema, json, at, sink, 'message');
  if (wire === undefined) return undefined;
  const message = readMessageInto(wire, sink, at);
  if (message === undefined) sink.add('INVALID_VALUE', jsonPath([...at, 'role']), NO_ROLE);
  return message;
}

const ONE_OF = ['task', 'message', 'statusUpdate', 'artifactUpdate'] as const;

/**
 * One StreamResponse read leniently: exactly one of task, message, statusUpdate, artifactUpdate.
 * A status update's `final` comes from its state, as 1.0 has no such field.
 */
export function readWireStreamEvent(
  json: unknown,
  sink: WireSink,
  at: Path,
): StreamEvent | undefined {
  const object =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  const present = ONE_OF.filter((key) => object !== undefined && Object.hasOwn(object, key));
  const key = present[0];
  if (object === undefined || key === undefined || present.length > 1) {
    sink.add(
      'INVALID_VALUE',
      jsonPath(at),
      `a StreamResponse holds exactly one of task, message, statusUpdate or artifactUpdate (found ${present.join(', ') || 'none'})`,
    );
    return undefined;
  }
  const inner = [...at, key];
  switch (key) {
    case 'task': {
      const task = readWireTask(object.task, sink, inner);
      return task && { kind: 'task', task };
    }
    case 'message': {
      const message = readWireMessage(object.message, sink, inner);
      return message && { kind: 'message', message };
    }
    case 'statusUpdate': {
      const wire = readLenient(
        v1StatusUpdateSchema,
        object.statusUpdate,
        inner,
        sink,
        'status update',
      );
      if (wire === undefined) return undefined;
      const status = readStatusInto(wire.status, sink, [...inner, 'status']);
      if (status === undefined) return undefined;
      const { taskId, contextId } = wire;
      return {
        kind: 'status-update',
        taskId,
        contextId,
        status,
        final: isFinalState(status.state),
      };
    }
    case 'artifactUpdate': {
      const wire = readLenient(
        v1ArtifactUpdateSchema,
        object.artifactUpdate,
        inner,
        sink,
        'artifact update',
      );
      if (wire === undefined) return undefined;
      return {
        kind: 'artifact-update',
        taskId: wire.taskId,
        contextId: wire.contextId,
        artifact: readArtifactInto(wire.artifact, sink, [...inner, 'artifact']),
        append: wire.append ?? false,
        lastChunk: wire.lastChunk ?? false,
      };
    }
  }
}

/** Decodes one StreamResponse into a stream event; a status update's `final` comes from its state. */
export function decodeStreamEvent(json: unknown, at: Path = []): Decoded<StreamEvent> {
  const sink = new WireSink();
  const event = readWireStreamEvent(json, sink, at);
  return event === undefined ? refusal('A2A 1.0 stream response', sink) : ok(event);
}

/** A 1.0 TaskPushNotificationConfig read leniently; a scheme other than Bearer is reported. */
export function readWirePushConfig(
  json: unknown,
  sink: WireSink,
  at: Path,
): { taskId: string; config: PushConfig; configId?: string } | undefined {
  const wire = readLenient(v1PushConfigSchema, json, at, sink, 'push notification config');
  if (wire === undefined) return undefined;
  const scheme = wire.authentication?.scheme ?? 'Bearer';
  if (scheme.toLowerCase() !== 'bearer') {
    sink.add(
      'PUSH_SCHEME_NOT_BEARER',
      jsonPath([...at, 'authentication', 'scheme']),
      `the workbench sends only Bearer tokens (found ${scheme})`,
    );
  }
  const { taskId = '', url, token = '', id } = wire;
  return {
    taskId,
    config: { url, token, authentication: 'bearer' },
    ...(id !== undefined ? { configId: id } : {}),
  };
}
