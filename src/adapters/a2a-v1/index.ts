// The A2A 1.0 adapter's public face: the same operations as 0.3's, in 1.0's JSON form.
export { encodeCard, encodeScheme } from './card';
export { cardLossV1, decodeCard, type CardLossEntry } from './card-decode';
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
  pushConfigId,
  STATE_TO_V1,
} from './encode';
export {
  decodePushConfig,
  decodeStreamEvent,
  decodeTask,
  isFinalState,
  readArtifact,
  readMessage,
  readPart,
  readStatus,
  readTask,
} from './decode';
export { decodeKernelTask, encodeKernelTask } from './kernel';
export { a2aV1Loss } from './loss';
export {
  A2A_V1_METHODS,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  encodeResult,
  encodeStreamResponse,
  getPushConfigRequest,
  getPushConfigResponse,
  GET_PUSH_CONFIG_METHOD_V1,
  streamFrame,
} from './rpc-encode';
export { decodeRequest, decodeResponse, decodeStreamResponse } from './rpc-decode';
export { transcriptEntryV1 } from './transcript';
export type { TranscriptEntry } from '../shared/transcript-entry';
export { UNKNOWN_PLATFORM } from '../shared/platform';
export {
  A2A_ERROR_DOMAIN,
  decodeEngineErrorV1,
  encodeEngineErrorV1,
  WORKBENCH_ERROR_DOMAIN,
} from './errors';
