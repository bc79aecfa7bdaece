// The core's wire records as an A2A 0.3.0 transcript: what a client sends, what it receives as a
// JSON response or as SSE frames, and what the server POSTs to a push callback.
import type { EngineState } from '../../core/engine';
import type { JsonValue } from '../../core/json';
import type { WireRecord } from '../../core/wire';
import { sseFrame } from '../shared/sse';
import type { TranscriptEntry } from '../shared/transcript-entry';
import { encodeStatus, encodeTask } from './encode';
import {
  A2A_V03_METHODS,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  encodeStreamResponse,
} from './rpc-encode';

export type { TranscriptEntry };

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/**
 * One wire record as it crosses an A2A 0.3.0 JSON-RPC binding. Events, and errors of a stream
 * call, arrive as SSE frames. A push carries the Task, as 0.3 servers send it, when `engine` (the
 * state the record was made in) is given; otherwise the task id and its new status.
 */
export function transcriptEntry(record: WireRecord, engine?: EngineState): TranscriptEntry {
  switch (record.dir) {
    case 'request': {
      const method = A2A_V03_METHODS[record.params.method];
      const body = json(encodeRequest(record.callId, record.params));
      return { dir: 'request', callId: record.callId, method, body };
    }
    case 'response': {
      const body = json(encodeResponse(record.callId, record.result));
      return {
        dir: 'response',
        callId: record.callId,
        method: A2A_V03_METHODS[record.method],
        body,
      };
    }
    case 'error': {
      const body = json(encodeErrorResponse(record.callId, record.method, record.error));
      const method = A2A_V03_METHODS[record.method];
      const sse = record.method === 'stream' ? { sse: sseFrame(body) } : {};
      return { dir: 'error', callId: record.callId, method, body, ...sse };
    }
    case 'event': {
      const body = json(encodeStreamResponse(record.callId, record.event));
      const method = A2A_V03_METHODS.stream;
      return { dir: 'event', callId: record.callId, method, body, sse: sseFrame(body) };
    }
    case 'push': {
      const { taskId, url, status } = record.delivery;
      const task = engine?.tasks[taskId]?.task;
      const body = task
        ? encodeTask({ ...task, status })
        : { taskId, status: encodeStatus(status) };
      return { dir: 'push', method: 'POST', url, body: json(body) };
    }
  }
}
