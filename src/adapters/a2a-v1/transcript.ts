// The core's wire records as an A2A 1.0 JSON-RPC transcript, with the same entry shape as 0.3's
// so the two can be shown side by side.
import type { EngineState } from '../../core/engine';
import type { JsonValue } from '../../core/json';
import type { WireRecord } from '../../core/wire';
import type { TranscriptEntry } from '../shared/transcript-entry';
import { sseFrame } from '../shared/sse';
import { encodeStatus, encodeStreamEvent } from './encode';
import {
  A2A_V1_METHODS,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  encodeStreamResponse,
} from './rpc-encode';

const json = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/**
 * One wire record as it crosses an A2A 1.0 JSON-RPC binding. A push carries a StreamResponse
 * status update, as 1.0 servers send it, when `engine` (the state the record was made in) gives
 * the task's context; otherwise the task id and its new status.
 */
export function transcriptEntryV1(record: WireRecord, engine?: EngineState): TranscriptEntry {
  switch (record.dir) {
    case 'request': {
      const method = A2A_V1_METHODS[record.params.method];
      return {
        dir: 'request',
        callId: record.callId,
        method,
        body: json(encodeRequest(record.callId, record.params)),
      };
    }
    case 'response': {
      const body = json(encodeResponse(record.callId, record.method, record.result));
      return {
        dir: 'response',
        callId: record.callId,
        method: A2A_V1_METHODS[record.method],
        body,
      };
    }
    case 'error': {
      const body = json(encodeErrorResponse(record.callId, record.method, record.error));
      const sse = record.method === 'stream' ? { sse: sseFrame(body) } : {};
      return {
        dir: 'error',
        callId: record.callId,
        method: A2A_V1_METHODS[record.method],
        body,
        ...sse,
      };
    }
    case 'event': {
      const body = json(encodeStreamResponse(record.callId, record.event));
      const method = A2A_V1_METHODS.stream;
      return { dir: 'event', callId: record.callId, method, body, sse: sseFrame(body) };
    }
    case 'push': {
      const { taskId, url, status } = record.delivery;
      const contextId = engine?.tasks[taskId]?.task.contextId;
      const body =
        contextId === undefined
          ? { taskId, status: encodeStatus(status) }
          : encodeStreamEvent({ kind: 'status-update', taskId, contextId, status, final: false });
      return { dir: 'push', method: 'POST', url, body: json(body) };
    }
  }
}
