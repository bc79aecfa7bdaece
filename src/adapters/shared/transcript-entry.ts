// One line of a wire transcript, the same shape for every A2A binding so versions can be shown
// side by side.
import type { JsonValue } from '../../core/json';
import type { WireRecord } from '../../core/wire';

export interface TranscriptEntry {
  readonly dir: WireRecord['dir'];
  /** The JSON-RPC id; absent for a push. */
  readonly callId?: number;
  /** The JSON-RPC method the entry belongs to, or "POST" for a push. */
  readonly method: string;
  /** The JSON document that crossed the wire. */
  readonly body: JsonValue;
  /** How a streaming client receives it, when it came as a server-sent event. */
  readonly sse?: string;
  /** Where a push went. */
  readonly url?: string;
}
