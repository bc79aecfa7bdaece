// A2A 0.3.0's fields, each with what the core makes of it (shared/unmodelled.ts): what a live
// reply carries that the timeline's task does not hold is reported with its JSON path.
import type { CallMethod } from '../../core/wire';
import { reportUnmodelled, type Shape } from '../shared/unmodelled';
import type { WireSink } from '../shared/wire-findings';

const PART: Shape = {
  kind: 'held',
  text: 'held',
  file: { name: 'held', mimeType: 'held', uri: 'held', bytes: 'held' },
  data: 'held',
  metadata: 'metadata',
};
const MESSAGE: Shape = {
  kind: 'held',
  messageId: 'held',
  role: 'held',
  parts: { each: PART },
  taskId: 'held',
  contextId: 'held',
  referenceTaskIds: 'not-held',
  extensions: 'not-held',
  metadata: 'metadata',
};
const ARTIFACT: Shape = {
  artifactId: 'held',
  name: 'held',
  description: 'held',
  parts: { each: PART },
  extensions: 'not-held',
  metadata: 'metadata',
};
const STATUS: Shape = { state: 'held', message: MESSAGE, timestamp: 'held' };
const TASK: Shape = {
  kind: 'held',
  id: 'held',
  contextId: 'held',
  status: STATUS,
  history: { each: MESSAGE },
  artifacts: { each: ARTIFACT },
  metadata: 'metadata',
};
const BY_KIND: Readonly<Record<string, Shape>> = {
  task: TASK,
  message: MESSAGE,
  'status-update': {
    kind: 'held',
    taskId: 'held',
    contextId: 'held',
    status: STATUS,
    final: 'held',
    metadata: 'metadata',
  },
  'artifact-update': {
    kind: 'held',
    taskId: 'held',
    contextId: 'held',
    artifact: ARTIFACT,
    append: 'held',
    lastChunk: 'held',
    metadata: 'metadata',
  },
};

const kindOf = (json: unknown): unknown =>
  typeof json === 'object' && json !== null ? (json as { kind?: unknown }).kind : undefined;

/** Reports the fields of a 0.3 result or stream result that the core does not hold. */
export function reportUnmodelledV03(
  _method: CallMethod | 'event',
  result: unknown,
  sink: WireSink,
  at: readonly PropertyKey[],
): void {
  const kind = kindOf(result);
  const shape =
    typeof kind === 'string' && Object.hasOwn(BY_KIND, kind) ? BY_KIND[kind] : undefined;
  if (shape !== undefined) reportUnmodelled(result, shape, sink, at, '0.3');
}

const STREAM_ONLY = 'which only message/stream and tasks/resubscribe send';

/** What a 0.3 result is when its shape belongs to another method than `method`, in words. */
export function otherMethodResultV03(method: CallMethod, result: unknown): string | undefined {
  const kind = kindOf(result);
  if (kind === 'status-update' || kind === 'artifact-update') return `a ${kind}, ${STREAM_ONLY}`;
  if (kind === 'message' && method !== 'send' && method !== 'stream') {
    return 'a Message, which only message/send and message/stream return';
  }
  const push =
    typeof result === 'object' &&
    result !== null &&
    Object.hasOwn(result, 'pushNotificationConfig');
  if (push && method !== 'set-push-config' && method !== 'get-push-config') {
    return 'a TaskPushNotificationConfig, which only the push notification config methods return';
  }
  if (kind === 'task' && method === 'set-push-config') {
    return 'a Task, which message/send, tasks/get and tasks/cancel return';
  }
  return undefined;
}
