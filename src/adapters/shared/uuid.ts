// Deterministic UUIDs for protocols whose ids must be UUIDs (ACP's run_id and session_id; decision
// 004, row 23). A name always maps to the same UUID (RFC 9562 version 5), so encoding twice writes
// the same bytes.
import {
  compressBlock,
  digestPadded,
  emptyBlock,
  initialState,
  padMessage,
  type Words,
} from './sha1';

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
function uuidWords(bytes: Uint8Array): Words {
  const words = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    words[i >> 2] = (words[i >> 2] as number) | ((bytes[i] as number) << (24 - 8 * (i & 3)));
  }
  return words;
}

const WORKBENCH_NAMESPACE_BYTES = uuidBytes(WORKBENCH_UUID_NAMESPACE);
const WORKBENCH_NAMESPACE_WORDS = uuidWords(WORKBENCH_NAMESPACE_BYTES);

/**
 * `namespace` then `name` as UTF-8, with room for SHA-1's padding after them; the message's length.
 * UTF-8 takes at most three bytes per UTF-16 unit.
 */
function namedBytes(namespace: Uint8Array, name: string): { bytes: Uint8Array; length: number } {
  const bytes = new Uint8Array(16 + name.length * 3 + 72);
  bytes.set(namespace);
  for (let i = 0; i < name.length; i++) {
    const unit = name.charCodeAt(i);
    if (unit >= 0x80) {
      return { bytes, length: 16 + encoder.encodeInto(name, bytes.subarray(16)).written };
    }
    bytes[16 + i] = unit;
  }
  return { bytes, length: 16 + name.length };
}

/** The longest ASCII name that fits one SHA-1 block beside the namespace and the padding. */
const ONE_BLOCK_NAME = 64 - 16 - 9;

/**
 * The digest of namespace + `name` when `name` is ASCII and fits one block, its words written
 * straight from the character codes: no bytes, no padding pass. Undefined otherwise.
 */
function digestShortAscii(name: string, namespace: Words): Words | undefined {
  const n = name.length;
  if (n > ONE_BLOCK_NAME) return undefined;
  const w = emptyBlock();
  w[0] = namespace[0] as number;
  w[1] = namespace[1] as number;
  w[2] = namespace[2] as number;
  w[3] = namespace[3] as number;
  // Four characters to a big-endian word, gathered in a local and stored once.
  let at = 4;
  let word = 0;
  for (let i = 0; i < n; i++) {
    const unit = name.charCodeAt(i);
    if (unit >= 0x80) return undefined;
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
  const digest = initialState();
  compressBlock(w, digest);
  return digest;
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
  let digest = digestShortAscii(name, words);
  if (digest === undefined) {
    const { bytes, length } = namedBytes(
      workbench ? WORKBENCH_NAMESPACE_BYTES : uuidBytes(namespace),
      name,
    );
    digest = digestPadded(bytes, padMessage(bytes, length));
  }
  // The first 16 bytes of the digest, with the version (5) in byte 6's high nibble and the variant
  // (binary 10) in byte 8's top bits, written as 36 character codes in one call: one flat string
  // (a string built by `+=` is a tree of pieces, which costs the garbage collector dearly while a
  // caller keeps it), and no array of codes to fill first.
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

/** `id` itself when it is already a canonical UUID, otherwise its name-based UUID. */
export const asUuid = (id: string): string =>
  id.length === 36 && isCanonicalUuid(id) ? id : uuidV5(id);
