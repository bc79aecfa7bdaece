// The calls between a client and a simulated server, in the core's own words. Adapters turn each
// record into a protocol's wire form (A2A 0.3 JSON-RPC and SSE, A2A 1.0); the core never learns
// those vocabularies.
import type { PushConfig } from './callbacks';
import type { EngineError, PushDelivery } from './engine';
import type { Message } from './parts';
import type { StreamEvent, Task } from './task';

/** The operations an A2A-style server offers, by neutral name. */
export type CallMethod = 'send' | 'stream' | 'get' | 'cancel' | 'set-push-config' | 'resubscribe';

export type CallParams =
  | { readonly method: 'send' | 'stream'; readonly message: Message }
  /** resubscribe reopens the event stream of a task that is still running. */
  | { readonly method: 'get' | 'cancel' | 'resubscribe'; readonly taskId: string }
  | { readonly method: 'set-push-config'; readonly taskId: string; readonly config: PushConfig };

export type CallResult =
  | { readonly kind: 'task'; readonly task: Task }
  /** An agent may answer a message with a message of its own instead of starting a task. */
  | { readonly kind: 'message'; readonly message: Message }
  | { readonly kind: 'push-config'; readonly taskId: string; readonly config: PushConfig };

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
