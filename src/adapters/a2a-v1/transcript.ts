// The core's wire records as an A2A 1.0 JSON-RPC transcript, with the same entry shape as 0.3's
// so the two can be shown side by side.
import type { EngineState } from '../../core/engine';
import type { WireRecord } from '../../core/wire';
import { transcriptEntries, type TranscriptEntry } from '../shared/transcript-entry';
import { encodeStatus, encodeStreamEvent } from './encode';
import { a2aV1Rpc } from './rpc';

/**
 * One wire record as it crosses an A2A 1.0 JSON-RPC binding. A push carries a StreamResponse
 * status update, as 1.0 servers send it, when `engine` (the state the record was made in) gives
 * the task's context; otherwise the task id and its new status.
 */
export const transcriptEntryV1: (record: WireRecord, engine?: EngineState) => TranscriptEntry =
  transcriptEntries(a2aV1Rpc, ({ delivery: { taskId, status } }, engine) => {
    const contextId = engine?.tasks.get(taskId)?.task.contextId;
    return contextId === undefined
      ? { taskId, status: encodeStatus(status) }
      : encodeStreamEvent({ kind: 'status-update', taskId, contextId, status, final: false });
  });
