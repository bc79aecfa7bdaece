// A2A 1.0's fields, each with what the core makes of it (shared/unmodelled.ts): what a live reply
// carries that the timeline's task does not hold is reported with its JSON path.
import type { CallMethod } from '../../core/wire';
import { reportUnmodelled, type Shape } from '../shared/unmodelled';
import type { WireSink } from '../shared/wire-findings';

const PART: Shape = {
  text: 'held',
  raw: 'held',
  url: 'held',
  data: 'held',
  filename: 'held',
  mediaType: 'held',
  metadata: 'metadata',
};
const MESSAGE: Shape = {
  messageId: 'held',
  contextId: 'held',
  taskId: 'held',
  role: 'held',
  parts: { each: PART },
  metadata: 'metadata',
  extensions: 'not-held',
  referenceTaskIds: 'not-held',
};
const ARTIFACT: Shape = {
  artifactId: 'held',
  name: 'held',
  description: 'held',
  parts: { each: PART },
  metadata: 'metadata',
  extensions: 'not-held',
};
const STATUS: Shape = { state: 'held', message: MESSAGE, timestamp: 'held' };
const TASK: Shape = {
  id: 'held',
  contextId: 'held',
  status: STATUS,
  artifacts: { each: ARTIFACT },
  history: { each: MESSAGE },
  metadata: 'metadata',
};
const SEND_RESPONSE: Shape = { task: TASK, message: MESSAGE };
const STREAM_RESPONSE: Shape = {
  ...SEND_RESPONSE,
  statusUpdate: { taskId: 'held', contextId: 'held', status: STATUS, metadata: 'metadata' },
  artifactUpdate: {
    taskId: 'held',
    contextId: 'held',
    artifact: ARTIFACT,
    append: 'held',
    lastChunk: 'held',
    metadata: 'metadata',
  },
};

/** Reports the fields of a 1.0 result or StreamResponse that the core does not hold. */
export function reportUnmodelledV1(
  method: CallMethod | 'event',
  result: unknown,
  sink: WireSink,
  at: readonly PropertyKey[],
): void {
  const shape =
    method === 'event'
      ? STREAM_RESPONSE
      : method === 'send' || method === 'stream'
        ? SEND_RESPONSE
        : method === 'get' || method === 'cancel'
          ? TASK
          : undefined;
  if (shape !== undefined) reportUnmodelled(result, shape, sink, at, '1.0');
}

const has = (result: unknown, key: string) =>
  typeof result === 'object' &&
  result !== null &&
  !Array.isArray(result) &&
  Object.hasOwn(result, key);

/** What a 1.0 result is when its shape belongs to another method than `method`, in words. */
export function otherMethodResultV1(method: CallMethod, result: unknown): string | undefined {
  for (const key of ['statusUpdate', 'artifactUpdate']) {
    if (has(result, key)) {
      return `a StreamResponse with ${key}, which only SendStreamingMessage and SubscribeToTask send`;
    }
  }
  const wrapped = has(result, 'task') || has(result, 'message');
  if (wrapped && (method === 'get' || method === 'cancel')) {
    return 'a SendMessageResponse, which only SendMessage returns (GetTask and CancelTask return the Task itself)';
  }
  if (
    has(result, 'url') &&
    !has(result, 'status') &&
    method !== 'set-push-config' &&
    method !== 'get-push-config'
  ) {
    return 'a TaskPushNotificationConfig, which only the push notification config methods return';
  }
  return undefined;
}
