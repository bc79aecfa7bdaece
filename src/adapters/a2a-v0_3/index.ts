// The A2A 0.3.0 adapter's public face: cards, tasks and their parts, kernel tasks with their loss
// report, JSON-RPC requests, responses and errors, SSE frames and transcripts of wire records.
export { decodeCard, encodeCard, UNKNOWN_PLATFORM } from './card';
export * from './card-schema';
export * from './schema';
export {
  encodeArtifact,
  encodeMessage,
  encodePart,
  encodePushConfig,
  encodeStatus,
  encodeStreamEvent,
  encodeTask,
} from './encode';
export {
  decodePushConfig,
  decodeStreamEvent,
  decodeTask,
  readArtifact,
  readMessage,
  readPart,
  readStatus,
  readTask,
} from './decode';
export { decodeKernelTask, encodeKernelTask } from './kernel';
export { a2aV03Loss } from './loss';
export { A2A_LOSS_REASONS, plainTask } from '../shared/a2a-loss';
export {
  A2A_V03_METHODS,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  encodeResult,
  encodeStreamResponse,
  encodeTaskPushConfig,
  getPushConfigRequest,
  getPushConfigResponse,
  GET_PUSH_CONFIG_METHOD,
  streamFrame,
} from './rpc-encode';
export { decodeRequest, decodeResponse, decodeStreamResponse } from './rpc-decode';
export { transcriptEntry, type TranscriptEntry } from './transcript';
export {
  A2A_ERROR_TABLE,
  CALLBACK_REFUSED_CODE,
  DELEGATION_DENIED_CODE,
  decodeEngineError,
  encodeEngineError,
} from '../shared/a2a-errors';
export { parseSse, sseFrame, sseStream } from '../shared/sse';
