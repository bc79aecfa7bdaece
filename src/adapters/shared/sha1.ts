// SHA-1 over bytes, synchronously. Only for name-based UUIDs (RFC 9562 version 5), where the hash
// names a value deterministically; it protects nothing, so SHA-1's weakness does not matter here.
// Written for speed on short inputs: the caller may hand in a buffer it already padded, or fill a
// single block's words itself (compressBlock), and the digest comes out as five words.
//
// Words travel in plain arrays, not Int32Arrays: a fresh typed array is a buffer and a view, about
// 50 ns each to allocate in V8 where an array literal takes a few, and a name-based UUID needs two
// (the block, the state) on every call now that nothing is kept between calls.

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

/** Five or sixteen 32-bit words, each a signed int32 number. */
export type Words = number[];

/** SHA-1's initial state, H0 to H4, as signed 32-bit words in a fresh array. */
export const initialState = (): Words => [
  0x67452301,
  0xefcdab89 | 0,
  0x98badcfe | 0,
  0x10325476,
  0xc3d2e1f0 | 0,
];

/** Sixteen zero words, a block to fill. */
// prettier-ignore
export const emptyBlock = (): Words => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/**
 * One block of SHA-1: `w[0, 16)` holds the block as sixteen big-endian words (left as they are),
 * and `state` is updated in place. Written out round by round, the schedule's sixteen live words
 * in locals and the five working words changing roles each round instead of moving: twice as fast
 * as loops over an 80-word schedule array, whose loads and stores were most of the time.
 */
export function compressBlock(w: Words, state: Words): void {
  // prettier-ignore
  let w0 = w[0] as number, w1 = w[1] as number, w2 = w[2] as number, w3 = w[3] as number,
    w4 = w[4] as number, w5 = w[5] as number, w6 = w[6] as number, w7 = w[7] as number,
    w8 = w[8] as number, w9 = w[9] as number, w10 = w[10] as number, w11 = w[11] as number,
    w12 = w[12] as number, w13 = w[13] as number, w14 = w[14] as number, w15 = w[15] as number;
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let x: number;
  // Round i adds into the word that was e at its start, and the roles rotate by one each round.
  // The constants are 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc and 0xca62c1d6 as signed 32-bit words.
  // Nothing is called: the rounds are one function's worth of arithmetic, which the JIT compiles
  // whole (helper calls here ran past its inlining budget and made the hash slower than loops).
  // prettier-ignore
  {
    e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + 0x5a827999 + w0) | 0; b = (b << 30) | (b >>> 2);
    d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (~a & c)) + 0x5a827999 + w1) | 0; a = (a << 30) | (a >>> 2);
    c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (~e & b)) + 0x5a827999 + w2) | 0; e = (e << 30) | (e >>> 2);
    b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (~d & a)) + 0x5a827999 + w3) | 0; d = (d << 30) | (d >>> 2);
    a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (~c & e)) + 0x5a827999 + w4) | 0; c = (c << 30) | (c >>> 2);
    e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + 0x5a827999 + w5) | 0; b = (b << 30) | (b >>> 2);
    d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (~a & c)) + 0x5a827999 + w6) | 0; a = (a << 30) | (a >>> 2);
    c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (~e & b)) + 0x5a827999 + w7) | 0; e = (e << 30) | (e >>> 2);
    b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (~d & a)) + 0x5a827999 + w8) | 0; d = (d << 30) | (d >>> 2);
    a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (~c & e)) + 0x5a827999 + w9) | 0; c = (c << 30) | (c >>> 2);
    e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + 0x5a827999 + w10) | 0; b = (b << 30) | (b >>> 2);
    d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (~a & c)) + 0x5a827999 + w11) | 0; a = (a << 30) | (a >>> 2);
    c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (~e & b)) + 0x5a827999 + w12) | 0; e = (e << 30) | (e >>> 2);
    b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (~d & a)) + 0x5a827999 + w13) | 0; d = (d << 30) | (d >>> 2);
    a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (~c & e)) + 0x5a827999 + w14) | 0; c = (c << 30) | (c >>> 2);
    e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + 0x5a827999 + w15) | 0; b = (b << 30) | (b >>> 2);
    x = w13 ^ w8 ^ w2 ^ w0; w0 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (~a & c)) + 0x5a827999 + w0) | 0; a = (a << 30) | (a >>> 2);
    x = w14 ^ w9 ^ w3 ^ w1; w1 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (~e & b)) + 0x5a827999 + w1) | 0; e = (e << 30) | (e >>> 2);
    x = w15 ^ w10 ^ w4 ^ w2; w2 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (~d & a)) + 0x5a827999 + w2) | 0; d = (d << 30) | (d >>> 2);
    x = w0 ^ w11 ^ w5 ^ w3; w3 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (~c & e)) + 0x5a827999 + w3) | 0; c = (c << 30) | (c >>> 2);
    x = w1 ^ w12 ^ w6 ^ w4; w4 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + 0x6ed9eba1 + w4) | 0; b = (b << 30) | (b >>> 2);
    x = w2 ^ w13 ^ w7 ^ w5; w5 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + 0x6ed9eba1 + w5) | 0; a = (a << 30) | (a >>> 2);
    x = w3 ^ w14 ^ w8 ^ w6; w6 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + 0x6ed9eba1 + w6) | 0; e = (e << 30) | (e >>> 2);
    x = w4 ^ w15 ^ w9 ^ w7; w7 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + 0x6ed9eba1 + w7) | 0; d = (d << 30) | (d >>> 2);
    x = w5 ^ w0 ^ w10 ^ w8; w8 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + 0x6ed9eba1 + w8) | 0; c = (c << 30) | (c >>> 2);
    x = w6 ^ w1 ^ w11 ^ w9; w9 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + 0x6ed9eba1 + w9) | 0; b = (b << 30) | (b >>> 2);
    x = w7 ^ w2 ^ w12 ^ w10; w10 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + 0x6ed9eba1 + w10) | 0; a = (a << 30) | (a >>> 2);
    x = w8 ^ w3 ^ w13 ^ w11; w11 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + 0x6ed9eba1 + w11) | 0; e = (e << 30) | (e >>> 2);
    x = w9 ^ w4 ^ w14 ^ w12; w12 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + 0x6ed9eba1 + w12) | 0; d = (d << 30) | (d >>> 2);
    x = w10 ^ w5 ^ w15 ^ w13; w13 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + 0x6ed9eba1 + w13) | 0; c = (c << 30) | (c >>> 2);
    x = w11 ^ w6 ^ w0 ^ w14; w14 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + 0x6ed9eba1 + w14) | 0; b = (b << 30) | (b >>> 2);
    x = w12 ^ w7 ^ w1 ^ w15; w15 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + 0x6ed9eba1 + w15) | 0; a = (a << 30) | (a >>> 2);
    x = w13 ^ w8 ^ w2 ^ w0; w0 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + 0x6ed9eba1 + w0) | 0; e = (e << 30) | (e >>> 2);
    x = w14 ^ w9 ^ w3 ^ w1; w1 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + 0x6ed9eba1 + w1) | 0; d = (d << 30) | (d >>> 2);
    x = w15 ^ w10 ^ w4 ^ w2; w2 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + 0x6ed9eba1 + w2) | 0; c = (c << 30) | (c >>> 2);
    x = w0 ^ w11 ^ w5 ^ w3; w3 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + 0x6ed9eba1 + w3) | 0; b = (b << 30) | (b >>> 2);
    x = w1 ^ w12 ^ w6 ^ w4; w4 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + 0x6ed9eba1 + w4) | 0; a = (a << 30) | (a >>> 2);
    x = w2 ^ w13 ^ w7 ^ w5; w5 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + 0x6ed9eba1 + w5) | 0; e = (e << 30) | (e >>> 2);
    x = w3 ^ w14 ^ w8 ^ w6; w6 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + 0x6ed9eba1 + w6) | 0; d = (d << 30) | (d >>> 2);
    x = w4 ^ w15 ^ w9 ^ w7; w7 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + 0x6ed9eba1 + w7) | 0; c = (c << 30) | (c >>> 2);
    x = w5 ^ w0 ^ w10 ^ w8; w8 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + -0x70e44324 + w8) | 0; b = (b << 30) | (b >>> 2);
    x = w6 ^ w1 ^ w11 ^ w9; w9 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (a & c) | (b & c)) + -0x70e44324 + w9) | 0; a = (a << 30) | (a >>> 2);
    x = w7 ^ w2 ^ w12 ^ w10; w10 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (e & b) | (a & b)) + -0x70e44324 + w10) | 0; e = (e << 30) | (e >>> 2);
    x = w8 ^ w3 ^ w13 ^ w11; w11 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (d & a) | (e & a)) + -0x70e44324 + w11) | 0; d = (d << 30) | (d >>> 2);
    x = w9 ^ w4 ^ w14 ^ w12; w12 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (c & e) | (d & e)) + -0x70e44324 + w12) | 0; c = (c << 30) | (c >>> 2);
    x = w10 ^ w5 ^ w15 ^ w13; w13 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + -0x70e44324 + w13) | 0; b = (b << 30) | (b >>> 2);
    x = w11 ^ w6 ^ w0 ^ w14; w14 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (a & c) | (b & c)) + -0x70e44324 + w14) | 0; a = (a << 30) | (a >>> 2);
    x = w12 ^ w7 ^ w1 ^ w15; w15 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (e & b) | (a & b)) + -0x70e44324 + w15) | 0; e = (e << 30) | (e >>> 2);
    x = w13 ^ w8 ^ w2 ^ w0; w0 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (d & a) | (e & a)) + -0x70e44324 + w0) | 0; d = (d << 30) | (d >>> 2);
    x = w14 ^ w9 ^ w3 ^ w1; w1 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (c & e) | (d & e)) + -0x70e44324 + w1) | 0; c = (c << 30) | (c >>> 2);
    x = w15 ^ w10 ^ w4 ^ w2; w2 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + -0x70e44324 + w2) | 0; b = (b << 30) | (b >>> 2);
    x = w0 ^ w11 ^ w5 ^ w3; w3 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (a & c) | (b & c)) + -0x70e44324 + w3) | 0; a = (a << 30) | (a >>> 2);
    x = w1 ^ w12 ^ w6 ^ w4; w4 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (e & b) | (a & b)) + -0x70e44324 + w4) | 0; e = (e << 30) | (e >>> 2);
    x = w2 ^ w13 ^ w7 ^ w5; w5 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (d & a) | (e & a)) + -0x70e44324 + w5) | 0; d = (d << 30) | (d >>> 2);
    x = w3 ^ w14 ^ w8 ^ w6; w6 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (c & e) | (d & e)) + -0x70e44324 + w6) | 0; c = (c << 30) | (c >>> 2);
    x = w4 ^ w15 ^ w9 ^ w7; w7 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + -0x70e44324 + w7) | 0; b = (b << 30) | (b >>> 2);
    x = w5 ^ w0 ^ w10 ^ w8; w8 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + ((a & b) | (a & c) | (b & c)) + -0x70e44324 + w8) | 0; a = (a << 30) | (a >>> 2);
    x = w6 ^ w1 ^ w11 ^ w9; w9 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + ((e & a) | (e & b) | (a & b)) + -0x70e44324 + w9) | 0; e = (e << 30) | (e >>> 2);
    x = w7 ^ w2 ^ w12 ^ w10; w10 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + ((d & e) | (d & a) | (e & a)) + -0x70e44324 + w10) | 0; d = (d << 30) | (d >>> 2);
    x = w8 ^ w3 ^ w13 ^ w11; w11 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + ((c & d) | (c & e) | (d & e)) + -0x70e44324 + w11) | 0; c = (c << 30) | (c >>> 2);
    x = w9 ^ w4 ^ w14 ^ w12; w12 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + -0x359d3e2a + w12) | 0; b = (b << 30) | (b >>> 2);
    x = w10 ^ w5 ^ w15 ^ w13; w13 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + -0x359d3e2a + w13) | 0; a = (a << 30) | (a >>> 2);
    x = w11 ^ w6 ^ w0 ^ w14; w14 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + -0x359d3e2a + w14) | 0; e = (e << 30) | (e >>> 2);
    x = w12 ^ w7 ^ w1 ^ w15; w15 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + -0x359d3e2a + w15) | 0; d = (d << 30) | (d >>> 2);
    x = w13 ^ w8 ^ w2 ^ w0; w0 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + -0x359d3e2a + w0) | 0; c = (c << 30) | (c >>> 2);
    x = w14 ^ w9 ^ w3 ^ w1; w1 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + -0x359d3e2a + w1) | 0; b = (b << 30) | (b >>> 2);
    x = w15 ^ w10 ^ w4 ^ w2; w2 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + -0x359d3e2a + w2) | 0; a = (a << 30) | (a >>> 2);
    x = w0 ^ w11 ^ w5 ^ w3; w3 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + -0x359d3e2a + w3) | 0; e = (e << 30) | (e >>> 2);
    x = w1 ^ w12 ^ w6 ^ w4; w4 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + -0x359d3e2a + w4) | 0; d = (d << 30) | (d >>> 2);
    x = w2 ^ w13 ^ w7 ^ w5; w5 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + -0x359d3e2a + w5) | 0; c = (c << 30) | (c >>> 2);
    x = w3 ^ w14 ^ w8 ^ w6; w6 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + -0x359d3e2a + w6) | 0; b = (b << 30) | (b >>> 2);
    x = w4 ^ w15 ^ w9 ^ w7; w7 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + -0x359d3e2a + w7) | 0; a = (a << 30) | (a >>> 2);
    x = w5 ^ w0 ^ w10 ^ w8; w8 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + -0x359d3e2a + w8) | 0; e = (e << 30) | (e >>> 2);
    x = w6 ^ w1 ^ w11 ^ w9; w9 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + -0x359d3e2a + w9) | 0; d = (d << 30) | (d >>> 2);
    x = w7 ^ w2 ^ w12 ^ w10; w10 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + -0x359d3e2a + w10) | 0; c = (c << 30) | (c >>> 2);
    x = w8 ^ w3 ^ w13 ^ w11; w11 = (x << 1) | (x >>> 31); e = (e + ((a << 5) | (a >>> 27)) + (b ^ c ^ d) + -0x359d3e2a + w11) | 0; b = (b << 30) | (b >>> 2);
    x = w9 ^ w4 ^ w14 ^ w12; w12 = (x << 1) | (x >>> 31); d = (d + ((e << 5) | (e >>> 27)) + (a ^ b ^ c) + -0x359d3e2a + w12) | 0; a = (a << 30) | (a >>> 2);
    x = w10 ^ w5 ^ w15 ^ w13; w13 = (x << 1) | (x >>> 31); c = (c + ((d << 5) | (d >>> 27)) + (e ^ a ^ b) + -0x359d3e2a + w13) | 0; e = (e << 30) | (e >>> 2);
    x = w11 ^ w6 ^ w0 ^ w14; w14 = (x << 1) | (x >>> 31); b = (b + ((c << 5) | (c >>> 27)) + (d ^ e ^ a) + -0x359d3e2a + w14) | 0; d = (d << 30) | (d >>> 2);
    x = w12 ^ w7 ^ w1 ^ w15; w15 = (x << 1) | (x >>> 31); a = (a + ((b << 5) | (b >>> 27)) + (c ^ d ^ e) + -0x359d3e2a + w15) | 0; c = (c << 30) | (c >>> 2);
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
}

/** The SHA-1 digest of a message already padded into `padded[0, end)`, as five words. */
export function digestPadded(padded: Uint8Array, end: number): Words {
  const out = initialState();
  const w = emptyBlock();
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
  const words = digestPadded(padded, padMessage(padded, bytes.length));
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
