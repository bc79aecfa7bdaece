// Deterministic UUIDs for protocols whose ids must be UUIDs (ACP's run_id and session_id; decision
// 004, row 23). A name always maps to the same UUID (RFC 9562 version 5), so encoding twice writes
// the same bytes.
import { compressBlock, digestPadded, padMessage, resetState } from './sha1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The namespace of the workbench's name-based UUIDs: uuidV5('urn:delegation-workbench', URL). */
const WORKBENCH_UUID_NAMESPACE = 'e131cea1-731d-5034-9b67-87790ed295be';

/** True for a UUID in canonical lower-case form, the form that travels unchanged. */
export const isCanonicalUuid = (value: string): boolean => UUID.test(value);

/** Character codes of 0–9 and a–f. */
const HEX_CODES = Uint8Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const encoder = new TextEncoder();

function uuidBytes(uuid: string): Uint8Array {
  const digits = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16));
}

/** A namespace's 16 bytes as SHA-1 reads them: four big-endian words. */
function uuidWords(bytes: Uint8Array): Int32Array {
  const words = new Int32Array(4);
  for (let i = 0; i < 16; i++) {
    words[i >> 2] = (words[i >> 2] as number) | ((bytes[i] as number) << (24 - 8 * (i & 3)));
  }
  return words;
}

const WORKBENCH_NAMESPACE_BYTES = uuidBytes(WORKBENCH_UUID_NAMESPACE);
const WORKBENCH_NAMESPACE_WORDS = uuidWords(WORKBENCH_NAMESPACE_BYTES);

// One buffer for the namespace, the name and SHA-1's padding, grown when a name needs more, and
// one for the digest's five words: hashing a name allocates nothing but the text it returns.
let scratch = new Uint8Array(256);
const digest = new Int32Array(5);

/** Writes `name` as UTF-8 at `scratch[16…]` and returns its byte length. */
function writeName(name: string): number {
  // UTF-8 takes at most three bytes per UTF-16 unit; leave room for SHA-1's padding too.
  const room = 16 + name.length * 3 + 72;
  if (scratch.length < room) scratch = new Uint8Array(room * 2);
  for (let i = 0; i < name.length; i++) {
    const unit = name.charCodeAt(i);
    if (unit >= 0x80) return encoder.encodeInto(name, scratch.subarray(16)).written;
    scratch[16 + i] = unit;
  }
  return name.length;
}

/** The longest ASCII name that fits one SHA-1 block beside the namespace and the padding. */
const ONE_BLOCK_NAME = 64 - 16 - 9;
/** The one block, for names that fit it. */
const block = new Int32Array(16);

/**
 * Hashes namespace + `name` into `digest` when `name` is ASCII and fits one block, writing the
 * block's words straight from the character codes: no bytes, no padding pass. False (and nothing
 * hashed) otherwise.
 */
function digestShortAscii(name: string, namespace: Int32Array): boolean {
  const n = name.length;
  if (n > ONE_BLOCK_NAME) return false;
  const w = block;
  w[0] = namespace[0] as number;
  w[1] = namespace[1] as number;
  w[2] = namespace[2] as number;
  w[3] = namespace[3] as number;
  // Four characters to a big-endian word, gathered in a local and stored once.
  let at = 4;
  let word = 0;
  for (let i = 0; i < n; i++) {
    const unit = name.charCodeAt(i);
    if (unit >= 0x80) return false;
    word = (word << 8) | unit;
    if ((i & 3) === 3) {
      w[at++] = word;
      word = 0;
    }
  }
  // The padding's 0x80 after the name, zeros, then the message's length in bits (16 + n bytes).
  word = (word << 8) | 0x80;
  w[at++] = word << (8 * (3 - (n & 3)));
  while (at < 15) w[at++] = 0;
  w[15] = (16 + n) * 8;
  resetState(digest);
  compressBlock(w, digest);
  return true;
}

/** The character code of the hex digit in bits `shift`…`shift + 3` of `word`. */
const hexAt = (word: number, shift: number): number => HEX_CODES[(word >>> shift) & 15] as number;

/**
 * The version 5 UUID of `name` in `namespace`.
 * @example uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8') // "2ed6657d-…"
 */
export function uuidV5(name: string, namespace: string = WORKBENCH_UUID_NAMESPACE): string {
  const workbench = namespace === WORKBENCH_UUID_NAMESPACE;
  const words = workbench ? WORKBENCH_NAMESPACE_WORDS : uuidWords(uuidBytes(namespace));
  if (!digestShortAscii(name, words)) {
    const length = 16 + writeName(name);
    scratch.set(workbench ? WORKBENCH_NAMESPACE_BYTES : uuidBytes(namespace));
    digestPadded(scratch, padMessage(scratch, length), digest);
  }
  // The first 16 bytes of the digest, with the version (5) in byte 6's high nibble and the variant
  // (binary 10) in byte 8's top bits, written as 36 character codes in one call: one flat string
  // (a string built by `+=` is a tree of pieces, which costs the garbage collector dearly while the
  // memo below holds it), and no array of codes to fill first.
  const a = digest[0] as number;
  const b = ((digest[1] as number) & ~0xf000) | 0x5000;
  const c = ((digest[2] as number) & ~0xc0000000) | 0x80000000;
  const d = digest[3] as number;
  // prettier-ignore
  return String.fromCharCode(
    hexAt(a, 28), hexAt(a, 24), hexAt(a, 20), hexAt(a, 16), hexAt(a, 12), hexAt(a, 8), hexAt(a, 4), hexAt(a, 0),
    0x2d, hexAt(b, 28), hexAt(b, 24), hexAt(b, 20), hexAt(b, 16),
    0x2d, hexAt(b, 12), hexAt(b, 8), hexAt(b, 4), hexAt(b, 0),
    0x2d, hexAt(c, 28), hexAt(c, 24), hexAt(c, 20), hexAt(c, 16),
    0x2d, hexAt(c, 12), hexAt(c, 8), hexAt(c, 4), hexAt(c, 0),
    hexAt(d, 28), hexAt(d, 24), hexAt(d, 20), hexAt(d, 16), hexAt(d, 12), hexAt(d, 8), hexAt(d, 4), hexAt(d, 0),
  );
}

// Task and context ids repeat across every step of a recording, so recent ids are kept with their
// UUIDs in a small direct-mapped table: an id's slot comes from its length and last two characters
// (where `task-1`, `task-2`… differ), so a hit or a miss costs one string comparison. A server that
// mints a new id per task misses every time; scanning a ring of 16 instead compared each new id
// with 16 old ones, most of the same length and prefix, which cost as much as a third of the hash.
const SLOTS = 32;
// Empty slots hold undefined, which no id equals (an empty id is a name like any other).
const slotIds: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);
const slotUuids: string[] = new Array<string>(SLOTS).fill('');

/** The slot of `id` in the table: mixes its length and its last two character codes. */
function slotOf(id: string): number {
  const n = id.length;
  if (n < 2) return n;
  return (n * 7 + id.charCodeAt(n - 1) + id.charCodeAt(n - 2) * 5) & (SLOTS - 1);
}

/** `id` itself when it is already a canonical UUID, otherwise its name-based UUID. */
export function asUuid(id: string): string {
  const slot = slotOf(id);
  if (slotIds[slot] === id) return slotUuids[slot] as string;
  if (id.length === 36 && isCanonicalUuid(id)) return id;
  const uuid = uuidV5(id);
  slotIds[slot] = id;
  slotUuids[slot] = uuid;
  return uuid;
}
