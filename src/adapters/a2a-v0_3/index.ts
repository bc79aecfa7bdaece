// The A2A 0.3.0 adapter's public face: cards, tasks and their parts, kernel tasks with their loss
// report, JSON-RPC requests, responses and errors, SSE frames and transcripts of wire records.
export { cardLossV03, decodeCard, encodeCard, UNKNOWN_PLATFORM } from './card';
export * from './card-schema';
export * from './schema';
export { encodeMessage, encodePart, encodeStreamEvent, encodeTask } from './encode';
export { decodeStreamEvent, decodeTask } from './decode';
export { decodeKernelTask, encodeKernelTask } from './kernel';
export { a2aV03Loss } from './loss';
export {
  a2aV03Rpc,
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  getPushConfigRequest,
  getPushConfigResponse,
  streamFrame,
} from './rpc';
export { transcriptEntry, type TranscriptEntry } from './transcript';
export type { HttpHead } from '../shared/transcript-entry';
export {
  A2A_ERROR_TABLE,
  CALLBACK_REFUSED_CODE,
  DELEGATION_DENIED_CODE,
  decodeEngineError,
  encodeEngineError,
} from '../shared/a2a-errors';
export { parseSse, sseFrame, sseStream } from '../shared/sse';
