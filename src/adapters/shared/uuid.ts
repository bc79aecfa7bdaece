// Deterministic UUIDs for protocols whose ids must be UUIDs (ACP's run_id and session_id). A name
// always maps to the same UUID (RFC 9562 version 5), so encoding twice writes the same bytes.
import { sha1 } from './sha1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The namespace of the workbench's name-based UUIDs: uuidV5('urn:delegation-workbench', URL). */
const WORKBENCH_UUID_NAMESPACE = 'e131cea1-731d-5034-9b67-87790ed295be';

/** True for a UUID in canonical lower-case form, the form that travels unchanged. */
export const isCanonicalUuid = (value: string): boolean => UUID.test(value);

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const encoder = new TextEncoder();

function uuidBytes(uuid: string): Uint8Array {
  const digits = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16));
}

const WORKBENCH_NAMESPACE_BYTES = uuidBytes(WORKBENCH_UUID_NAMESPACE);

/**
 * The version 5 UUID of `name` in `namespace`.
 * @example uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8') // "2ed6657d-…"
 */
export function uuidV5(name: string, namespace: string = WORKBENCH_UUID_NAMESPACE): string {
  const space =
    namespace === WORKBENCH_UUID_NAMESPACE ? WORKBENCH_NAMESPACE_BYTES : uuidBytes(namespace);
  const nameBytes = encoder.encode(name);
  const input = new Uint8Array(16 + nameBytes.length);
  input.set(space);
  input.set(nameBytes, 16);
  const digest = sha1(input);
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x50;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  let h = '';
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) h += '-';
    h += HEX[digest[i] ?? 0] ?? '';
  }
  return h;
}

// Task and context ids repeat across every step of a recording; hashing each again is the most
// expensive part of encoding a run. A bounded memo keeps the function pure and the cost once.
const MEMO_LIMIT = 4096;
const memo = new Map<string, string>();

/** `id` itself when it is already a canonical UUID, otherwise its name-based UUID. */
export function asUuid(id: string): string {
  if (isCanonicalUuid(id)) return id;
  let uuid = memo.get(id);
  if (uuid === undefined) {
    uuid = uuidV5(id);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(id, uuid);
  }
  return uuid;
}
