// SHA-1 over bytes, synchronously. Only for name-based UUIDs (RFC 9562 version 5), where the hash
// names a value deterministically; it protects nothing, so SHA-1's weakness does not matter here.
// Written for speed on short inputs: the caller may hand in a buffer it already padded, or fill a
// single block's words itself (compressBlock), and the digest comes out as five words in a reused
// array, so hashing allocates nothing.

const schedule = new Int32Array(80);

/** The bytes `length` bytes of message need once padded: whole 64-byte blocks. */
const paddedLength = (length: number): number => (((length + 8) >> 6) + 1) * 64;

/**
 * Pads the message in `buffer[0, length)` in place, as SHA-1 requires: 0x80, zeros, then the bit
 * length. `buffer` must hold at least `paddedLength(length)` bytes.
 */
export function padMessage(buffer: Uint8Array, length: number): number {
  const end = paddedLength(length);
  buffer.fill(0, length, end);
  buffer[length] = 0x80;
  const bitLength = length * 8;
  const high = Math.floor(bitLength / 2 ** 32);
  buffer[end - 8] = high >>> 24;
  buffer[end - 7] = (high >>> 16) & 0xff;
  buffer[end - 6] = (high >>> 8) & 0xff;
  buffer[end - 5] = high & 0xff;
  buffer[end - 4] = (bitLength >>> 24) & 0xff;
  buffer[end - 3] = (bitLength >>> 16) & 0xff;
  buffer[end - 2] = (bitLength >>> 8) & 0xff;
  buffer[end - 1] = bitLength & 0xff;
  return end;
}

/** SHA-1's initial state, H0 to H4. */
export function resetState(state: Int32Array): void {
  state[0] = 0x67452301;
  state[1] = 0xefcdab89 | 0;
  state[2] = 0x98badcfe | 0;
  state[3] = 0x10325476;
  state[4] = 0xc3d2e1f0 | 0;
}

/**
 * One block of SHA-1: `w[0, 16)` holds the block as sixteen big-endian words (the rest of the
 * 80-word `w` is overwritten as the schedule), and `state` is updated in place.
 */
export function compressBlock(w: Int32Array, state: Int32Array): void {
  for (let i = 16; i < 80; i++) {
    const x =
      (w[i - 3] as number) ^ (w[i - 8] as number) ^ (w[i - 14] as number) ^ (w[i - 16] as number);
    w[i] = (x << 1) | (x >>> 31);
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  // Four rounds of twenty, each with its own function and constant, so no round branches.
  for (let i = 0; i < 20; i++) {
    const t =
      (((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + e + 0x5a827999 + (w[i] as number)) | 0;
    e = d;
    d = c;
    c = (b << 30) | (b >>> 2);
    b = a;
    a = t;
  }
  for (let i = 20; i < 40; i++) {
    const t = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e + 0x6ed9eba1 + (w[i] as number)) | 0;
    e = d;
    d = c;
    c = (b << 30) | (b >>> 2);
    b = a;
    a = t;
  }
  for (let i = 40; i < 60; i++) {
    const t =
      (((a << 5) | (a >>> 27)) +
        ((b & c) | (b & d) | (c & d)) +
        e +
        (0x8f1bbcdc | 0) +
        (w[i] as number)) |
      0;
    e = d;
    d = c;
    c = (b << 30) | (b >>> 2);
    b = a;
    a = t;
  }
  for (let i = 60; i < 80; i++) {
    const t = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e + (0xca62c1d6 | 0) + (w[i] as number)) | 0;
    e = d;
    d = c;
    c = (b << 30) | (b >>> 2);
    b = a;
    a = t;
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
}

/**
 * The SHA-1 digest of a message already padded into `padded[0, end)`, as five big-endian words
 * written to `out` (which is returned).
 */
export function digestPadded(padded: Uint8Array, end: number, out: Int32Array): Int32Array {
  resetState(out);
  const w = schedule;
  for (let block = 0; block < end; block += 64) {
    for (let i = 0, at = block; i < 16; i++, at += 4) {
      w[i] =
        ((padded[at] as number) << 24) |
        ((padded[at + 1] as number) << 16) |
        ((padded[at + 2] as number) << 8) |
        (padded[at + 3] as number);
    }
    compressBlock(w, out);
  }
  return out;
}

/** The 20-byte SHA-1 digest of `bytes`. */
export function sha1(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array(paddedLength(bytes.length));
  padded.set(bytes);
  const words = digestPadded(padded, padMessage(padded, bytes.length), new Int32Array(5));
  const out = new Uint8Array(20);
  for (let i = 0; i < 5; i++) {
    const word = words[i] as number;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
  return out;
}
