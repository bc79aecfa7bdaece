// The A2A 0.3.0 adapter's public face.
export { decodeCard, encodeCard, UNKNOWN_PLATFORM } from './card';
export * from './card-schema';
