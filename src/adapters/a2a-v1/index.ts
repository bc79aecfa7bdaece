// The A2A 1.0 adapter's public face: the same operations as 0.3's, in 1.0's JSON form.
export { chooseFlow, encodeCard } from './card';
export { cardLossV1, decodeCard } from './card-decode';
export * from './card-schema';
export * from './schema';
export { encodeMessage, encodePart, encodeStreamEvent, encodeTask, STATE_TO_V1 } from './encode';
export { decodeStreamEvent, decodeTask, isFinalState } from './decode';
export { decodeKernelTask, encodeKernelTask } from './kernel';
export { a2aV1Loss } from './loss';
export {
  a2aV1Rpc,
  A2A_V1_METHODS,
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
  encodeErrorResponse,
  encodeRequest,
  encodeResponse,
  getPushConfigRequest,
  getPushConfigResponse,
} from './rpc';
export { transcriptEntryV1 } from './transcript';
export { decodeEngineErrorV1, encodeEngineErrorV1 } from './errors';
