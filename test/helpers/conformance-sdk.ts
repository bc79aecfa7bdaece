// The real A2A 1.0 SDK (@a2a-js/sdk 1.3.0, a dev dependency kept out of src/) as a second reader:
// it decodes what the workbench emits with fromJSON and writes it back with toJSON.
import {
  AgentCard,
  CancelTaskRequest,
  GetTaskPushNotificationConfigRequest,
  GetTaskRequest,
  Message,
  SendMessageRequest,
  SendMessageResponse,
  StreamResponse,
  Task,
  TaskPushNotificationConfig,
  TaskStatus,
} from '@a2a-js/sdk';

interface Codec {
  fromJSON(object: unknown): unknown;
  toJSON(message: never): unknown;
}

const CODECS = {
  AgentCard,
  CancelTaskRequest,
  GetTaskPushNotificationConfigRequest,
  GetTaskRequest,
  Message,
  SendMessageRequest,
  SendMessageResponse,
  StreamResponse,
  Task,
  TaskPushNotificationConfig,
  TaskStatus,
} as unknown as Record<string, Codec>;

/** What the SDK writes after reading `json` as `type`: equal to `json` when it understood all of it. */
export function sdkRoundTrip(type: string, json: unknown): unknown {
  const codec = CODECS[type];
  if (codec === undefined) throw new Error(`no SDK codec for ${type}`);
  const wire: unknown = JSON.parse(JSON.stringify(json));
  return JSON.parse(JSON.stringify(codec.toJSON(codec.fromJSON(wire) as never)));
}
