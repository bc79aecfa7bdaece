// The calls between a client and a simulated server, in the core's own words. Adapters turn each
// record into a protocol's wire form (A2A 0.3 JSON-RPC and SSE, A2A 1.0); the core never learns
// those vocabularies.
import type { PushConfig } from './callbacks';
import type { EngineError, PushDelivery } from './engine';
import type { Message } from './parts';
import type { StreamEvent, Task } from './task';

/** The operations an A2A-style server offers, by neutral name. */
export type CallMethod =
  | 'send'
  | 'stream'
  | 'get'
  | 'cancel'
  | 'set-push-config'
  | 'get-push-config'
  | 'list-push-configs'
  | 'delete-push-config'
  | 'resubscribe';

/** The push notification config calls: each request or answer may carry a callback token. */
export const PUSH_CONFIG_METHODS: ReadonlySet<CallMethod> = new Set<CallMethod>([
  'set-push-config',
  'get-push-config',
  'list-push-configs',
  'delete-push-config',
]);

export type CallParams =
  | { readonly method: 'send' | 'stream'; readonly message: Message }
  /** resubscribe reopens the event stream of a task that is still running. */
  | {
      readonly method: 'get' | 'cancel' | 'resubscribe' | 'list-push-configs';
      readonly taskId: string;
    }
  | { readonly method: 'set-push-config'; readonly taskId: string; readonly config: PushConfig }
  /** `configId` is the id the agent gave the config when it was set (or listed). */
  | {
      readonly method: 'get-push-config' | 'delete-push-config';
      readonly taskId: string;
      readonly configId: string;
    };

/** A task's push config as an agent names it: the task, the config, and the id the agent gave it. */
export interface TaskPushConfig {
  readonly taskId: string;
  readonly config: PushConfig;
  /** Absent when the agent named none. */
  readonly configId?: string;
}

export type CallResult =
  | { readonly kind: 'task'; readonly task: Task }
  /** An agent may answer a message with a message of its own instead of starting a task. */
  | { readonly kind: 'message'; readonly message: Message }
  | ({ readonly kind: 'push-config' } & TaskPushConfig)
  /** What list-push-configs answers: every config the agent holds for the task. */
  | { readonly kind: 'push-configs'; readonly configs: readonly TaskPushConfig[] }
  /** What delete-push-config answers: nothing (0.3 `null`, 1.0 `Empty`, HTTP+JSON 204). */
  | { readonly kind: 'deleted' };

/** One thing that crossed the wire. `callId` pairs requests with what answered them. */
export type WireRecord =
  | { readonly dir: 'request'; readonly callId: number; readonly params: CallParams }
  | {
      readonly dir: 'response';
      readonly callId: number;
      readonly method: CallMethod;
      readonly result: CallResult;
    }
  | {
      readonly dir: 'error';
      readonly callId: number;
      readonly method: CallMethod;
      readonly error: EngineError;
    }
  /** A server-sent event of a stream call. */
  | { readonly dir: 'event'; readonly callId: number; readonly event: StreamEvent }
  /** The server's POST to a task's push callback. */
  | { readonly dir: 'push'; readonly delivery: PushDelivery };
