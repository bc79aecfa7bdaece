// The core's wire records as an A2A 0.3.0 transcript: what a client sends, what it receives as a
// JSON response or as SSE frames, and what the server POSTs to a push callback.
import type { EngineState } from '../../core/engine';
import type { WireRecord } from '../../core/wire';
import { transcriptEntries, type TranscriptEntry } from '../shared/transcript-entry';
import { encodeStatus, encodeTask } from './encode';
import { a2aV03Rpc } from './rpc';

export type { TranscriptEntry };

/**
 * One wire record as it crosses an A2A 0.3.0 JSON-RPC binding. Events, and errors of a stream
 * call, arrive as SSE frames. A push carries the Task, as 0.3 servers send it, when `engine` (the
 * state the record was made in) is given; otherwise the task id and its new status.
 */
export const transcriptEntry: (record: WireRecord, engine?: EngineState) => TranscriptEntry =
  transcriptEntries(a2aV03Rpc, ({ delivery: { taskId, status } }, engine) => {
    const task = engine?.tasks.get(taskId)?.task;
    return task ? encodeTask({ ...task, status }) : { taskId, status: encodeStatus(status) };
  });
