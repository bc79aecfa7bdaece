// A2A 0.3.0 JSON → engine task, messages, parts, artifacts, events. Untrusted input is parsed with
// the zod schemas; the readers report into a WireSink rather than failing: a timestamp is kept as
// written, a missing one stays missing. What the core cannot hold at all (state "unknown") is an
// error finding naming its JSON path, and the object holding it is refused.
import type { PushConfig } from '../../core/callbacks';
import type { JsonObject } from '../../core/json';
import type { Artifact, Message, Part } from '../../core/parts';
import { isPaused, isTerminal } from '../../core/lifecycle';
import { ok, type Result } from '../../core/result';
import type { StreamEvent, Task, TaskStatus } from '../../core/task';
import { jsonPath, parseWire, wireError, type WireError } from '../shared/issues';
import { readLenient } from '../shared/lenient';
import { DELEGATION_CHAIN_METADATA_KEY } from '../shared/metadata-keys';
import { WireSink } from '../shared/wire-findings';
import { readWireTime } from '../shared/wire-time';
import { z } from 'zod';
import {
  a2aArtifactUpdateSchema,
  a2aMessageSchema,
  a2aPushConfigSchema,
  a2aStatusUpdateSchema,
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

function readMessage(message: A2aMessage): Message {
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
    ...(artifact.name !== undefined ? { name: artifact.name } : {}),
    ...(artifact.description !== undefined ? { description: artifact.description } : {}),
    parts: artifact.parts.map(readPart),
  };
}

/** A status; undefined (with an error finding) for the state "unknown". */
function readStatusInto(status: A2aTaskStatus, sink: WireSink, at: Path): TaskStatus | undefined {
  if (status.state === 'unknown') {
    sink.add(
      'UNKNOWN_STATE',
      jsonPath([...at, 'state']),
      'state "unknown" has no lifecycle equivalent',
    );
    return undefined;
  }
  const { tick, time } = readWireTime(status.timestamp, jsonPath([...at, 'timestamp']), sink);
  return {
    state: status.state,
    ...(status.message ? { message: readMessage(status.message) } : {}),
    timestamp: tick,
    ...(time !== undefined ? { time } : {}),
  };
}

const chainSchema = z.array(z.string());

/** The delegation chain from a task's metadata; absent (or unreadable, reported) means none. */
function readChain(metadata: JsonObject | undefined, sink: WireSink, at: Path): string[] {
  if (metadata === undefined || !Object.hasOwn(metadata, DELEGATION_CHAIN_METADATA_KEY)) return [];
  const chain = readLenient(
    chainSchema,
    metadata[DELEGATION_CHAIN_METADATA_KEY],
    [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY],
    sink,
    'delegation chain',
  );
  return chain ?? [];
}

/** An already-parsed task, findings into `sink`; undefined when it cannot be used. */
function readTaskInto(wire: A2aTask, sink: WireSink, at: Path): Task | undefined {
  const status = readStatusInto(wire.status, sink, [...at, 'status']);
  if (status === undefined) return undefined;
  return {
    id: wire.id,
    contextId: wire.contextId,
    status,
    history: (wire.history ?? []).map(readMessage),
    artifacts: (wire.artifacts ?? []).map(readArtifact),
    delegationChain: readChain(wire.metadata, sink, at),
  };
}

/** Findings with error severity as a refusal naming every problem. */
function refusal(what: string, sink: WireSink): { ok: false; error: WireError } {
  return wireError(
    what,
    sink.findings
      .filter((f) => f.severity === 'error')
      .map((f) => ({ path: f.path, message: f.message })),
  );
}

/** An already-parsed A2A task as an engine task (the kernel codec's reader). */
export function readTask(wire: A2aTask, what = 'A2A 0.3 task', at: Path = []): Decoded<Task> {
  const sink = new WireSink();
  const task = readTaskInto(wire, sink, at);
  if (task === undefined) return refusal(what, sink);
  const chain = readChainStrict(wire.metadata, what, at);
  return chain.ok ? ok({ ...task, delegationChain: chain.value }) : chain;
}

function readChainStrict(metadata: JsonObject | undefined, what: string, at: Path) {
  if (metadata === undefined || !Object.hasOwn(metadata, DELEGATION_CHAIN_METADATA_KEY)) {
    return ok<string[]>([]);
  }
  const value = metadata[DELEGATION_CHAIN_METADATA_KEY];
  return parseWire(chainSchema, value, what, [...at, 'metadata', DELEGATION_CHAIN_METADATA_KEY]);
}

/** Decodes untrusted JSON as an A2A 0.3.0 Task into an engine task. */
export function decodeTask(json: unknown): Decoded<Task> {
  const parsed = parseWire(a2aTaskSchema, json, 'A2A 0.3 task');
  return parsed.ok ? readTask(parsed.value) : parsed;
}

/**
 * 0.3 objects that arrive without their `kind` (a message echoed as another client wrote it, a
 * part in a hand-written reply) get the kind their shape implies, so they can still be read.
 */
function assumeKinds(value: unknown, as: 'task' | 'message' | 'part'): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...object };
  const kind = (k: string) => (Object.hasOwn(object, 'kind') ? object.kind : k);
  const each = (key: string, of: 'message' | 'part') => {
    if (Array.isArray(object[key]))
      out[key] = (object[key] as unknown[]).map((v) => assumeKinds(v, of));
  };
  if (as === 'part') {
    const implied =
      'text' in object ? 'text' : 'file' in object ? 'file' : 'data' in object ? 'data' : undefined;
    if (implied !== undefined) out.kind = kind(implied);
    return out;
  }
  if (as === 'message') {
    out.kind = kind('message');
    each('parts', 'part');
    return out;
  }
  out.kind = kind('task');
  each('history', 'message');
  if (Array.isArray(object.artifacts)) {
    out.artifacts = (object.artifacts as unknown[]).map((a) =>
      typeof a === 'object' && a !== null && Array.isArray((a as { parts?: unknown }).parts)
        ? { ...a, parts: (a as { parts: unknown[] }).parts.map((p) => assumeKinds(p, 'part')) }
        : a,
    );
  }
  const status = object.status;
  if (typeof status === 'object' && status !== null && 'message' in status) {
    out.status = {
      ...status,
      message: assumeKinds(status.message, 'message'),
    };
  }
  return out;
}

/** Untrusted 0.3 Task JSON read leniently. */
export function readWireTask(json: unknown, sink: WireSink, at: Path): Task | undefined {
  const wire = readLenient(a2aTaskSchema, assumeKinds(json, 'task'), at, sink, 'task');
  return wire === undefined ? undefined : readTaskInto(wire, sink, at);
}

/** Untrusted 0.3 Message JSON read leniently. */
export function readWireMessage(json: unknown, sink: WireSink, at: Path): Message | undefined {
  const wire = readLenient(a2aMessageSchema, assumeKinds(json, 'message'), at, sink, 'message');
  return wire === undefined ? undefined : readMessage(wire);
}

/**
 * One message/stream result (task, message, status-update, artifact-update) read leniently;
 * undefined, with an error finding, when it cannot be used.
 */
export function readWireStreamEvent(
  json: unknown,
  sink: WireSink,
  at: Path,
): StreamEvent | undefined {
  const kind =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as { kind?: unknown }).kind
      : undefined;
  switch (kind) {
    case 'task': {
      const task = readWireTask(json, sink, at);
      return task && { kind: 'task', task };
    }
    case 'message': {
      const message = readWireMessage(json, sink, at);
      return message && { kind: 'message', message };
    }
    case 'status-update': {
      const raw = json as Record<string, unknown>;
      const written = Object.hasOwn(raw, 'final') ? raw.final : undefined;
      const wire = readLenient(
        lenientStatusUpdateSchema,
        withStatusKinds(json),
        at,
        sink,
        'status update',
      );
      if (wire === undefined) return undefined;
      const status = readStatusInto(wire.status, sink, [...at, 'status']);
      if (status === undefined) return undefined;
      const { taskId, contextId } = wire;
      const final = typeof written === 'boolean' ? written : readFinal(written, status, sink, at);
      return { kind: 'status-update', taskId, contextId, status, final };
    }
    case 'artifact-update': {
      const wire = readLenient(a2aArtifactUpdateSchema, json, at, sink, 'artifact update');
      if (wire === undefined) return undefined;
      return {
        kind: 'artifact-update',
        taskId: wire.taskId,
        contextId: wire.contextId,
        artifact: readArtifact(wire.artifact),
        append: wire.append ?? false,
        lastChunk: wire.lastChunk ?? false,
      };
    }
    default:
      sink.add(
        'INVALID_VALUE',
        jsonPath([...at, 'kind']),
        `a stream result's kind must be task, message, status-update or artifact-update (found ${JSON.stringify(kind) ?? 'nothing'})`,
      );
      return undefined;
  }
}

/** `final` read leniently: the reader judges it (readFinal) rather than refusing the event. */
const lenientStatusUpdateSchema = a2aStatusUpdateSchema.extend({ final: z.unknown().optional() });

/**
 * A `final` that is missing or not a boolean, reported and read as the update's state implies
 * (a terminal or paused state ends the stream), so the event still applies: 0.3 §7.2.2 requires
 * the field, and the agent said the state.
 */
function readFinal(written: unknown, status: TaskStatus, sink: WireSink, at: Path): boolean {
  const final = isTerminal(status.state) || isPaused(status.state);
  if (written === undefined) {
    sink.add(
      'FINAL_FIELD_MISSING',
      jsonPath([...at, 'final']),
      `a 0.3 status-update must say final (true or false); read as ${final}, as ${status.state} implies`,
    );
  } else {
    sink.add(
      'FINAL_FIELD_INVALID',
      jsonPath([...at, 'final']),
      `final is a boolean (found ${JSON.stringify(written)}); read as ${final}, as ${status.state} implies`,
    );
  }
  return final;
}

const withStatusKinds = (json: unknown): unknown => {
  const status = (json as { status?: unknown }).status;
  if (typeof status !== 'object' || status === null || !('message' in status)) return json;
  const message = assumeKinds(status.message, 'message');
  return { ...(json as object), status: { ...status, message } };
};

/** Decodes one message/stream result (task, status-update, artifact-update, message) into an event. */
export function decodeStreamEvent(json: unknown, at: Path = []): Decoded<StreamEvent> {
  const sink = new WireSink();
  const event = readWireStreamEvent(json, sink, at);
  return event === undefined ? refusal('A2A 0.3 stream event', sink) : ok(event);
}

/**
 * An A2A PushNotificationConfig read leniently. The engine sends only bearer tokens: another
 * scheme is reported and read as bearer.
 */
export function readWirePushConfig(
  json: unknown,
  sink: WireSink,
  at: Path,
): PushConfig | undefined {
  const wire = readLenient(a2aPushConfigSchema, json, at, sink, 'push notification config');
  if (wire === undefined) return undefined;
  const schemes = wire.authentication?.schemes ?? ['Bearer'];
  if (!schemes.some((s) => s.toLowerCase() === 'bearer')) {
    sink.add(
      'PUSH_SCHEME_NOT_BEARER',
      jsonPath([...at, 'authentication', 'schemes']),
      `the workbench sends only Bearer tokens (found ${schemes.join(', ') || 'no scheme'})`,
    );
  }
  return { url: wire.url, token: wire.token ?? '', authentication: 'bearer' };
}
