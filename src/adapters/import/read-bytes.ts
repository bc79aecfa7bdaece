// Untrusted bytes become text here and nowhere else: the card import dialog, a dropped or picked
// workspace file, the `card check` command and a live fetch all decode through `decodeBytes`, so
// the same bytes get the same verdict on every path. JSON is UTF-8 (RFC 8259 §8.1): anything else
// is refused with where and why, never guessed at or patched with U+FFFD.
import { err, ok, type CoreError, type Result } from '../../core/result';

export type ReadBytesCode = 'FILE_UNREADABLE' | 'INVALID_ENCODING' | 'DOCUMENT_TOO_LARGE';
export type ReadBytesError = CoreError<ReadBytesCode>;

/** Byte-order marks of encodings JSON does not allow, longest first so UTF-32 LE beats UTF-16 LE. */
const FOREIGN_MARKS: ReadonlyArray<readonly [string, readonly number[]]> = [
  ['UTF-32 (little-endian)', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-32 (big-endian)', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-16 (little-endian)', [0xff, 0xfe]],
  ['UTF-16 (big-endian)', [0xfe, 0xff]],
];

const startsWith = (bytes: Uint8Array, mark: readonly number[]) =>
  bytes.length >= mark.length && mark.every((byte, i) => bytes[i] === byte);

/** The size in words: 1 MiB, 5 MiB, 1,024 bytes. */
function describeSize(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes.toLocaleString('en-US')} bytes`;
}

/**
 * The offset of the first byte that does not start or continue a well-formed UTF-8 sequence
 * (Unicode Table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), or -1.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      if (next === undefined) return i;
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (next < min || next > max) return i;
    }
    i += length;
  }
  return -1;
}

/** Line and column (1-based, columns in characters) of byte `offset` in valid UTF-8 `bytes`. */
function placeOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset; i += 1) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x0a || (byte === 0x0d && bytes[i + 1] !== 0x0a)) {
      line += 1;
      column = 1;
    } else if ((byte & 0xc0) !== 0x80) column += 1;
  }
  return { line, column };
}

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

function encodingError(bytes: Uint8Array): ReadBytesError {
  const foreign = FOREIGN_MARKS.find(([, mark]) => startsWith(bytes, mark));
  if (foreign !== undefined) {
    return {
      code: 'INVALID_ENCODING',
      message: `The text is ${foreign[0]}, not UTF-8 (it starts with that byte-order mark); save it as UTF-8.`,
    };
  }
  const at = firstInvalidUtf8(bytes);
  const { line, column } = placeOf(bytes, Math.max(at, 0));
  const byte = bytes[at];
  return {
    code: 'INVALID_ENCODING',
    message:
      byte === undefined
        ? 'The text is not UTF-8.'
        : `The text is not UTF-8: the byte ${hex(byte)} at offset ${at} (line ${line}, column ${column}) does not start or continue a UTF-8 character; save it as UTF-8.`,
  };
}

/** UTF-16 without a byte-order mark decodes as "valid" UTF-8 full of NULs: name it instead. */
function looksLikeUtf16(bytes: Uint8Array): string | undefined {
  if (bytes.length < 4) return undefined;
  const sample = bytes.subarray(0, Math.min(bytes.length, 512) & ~1);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros += 1;
    if (sample[i + 1] === 0) oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros === 0) return 'UTF-16 (little-endian)';
  if (evenZeros > pairs * 0.4 && oddZeros === 0) return 'UTF-16 (big-endian)';
  return undefined;
}

/**
 * Decodes untrusted bytes as strict UTF-8, adding and removing nothing: at most `maxBytes`, a
 * leading UTF-8 byte-order mark kept as U+FEFF for the text reader to report, and UTF-16, UTF-32
 * or any malformed sequence refused with where it is.
 * @example decodeBytes(new Uint8Array(await response.arrayBuffer()), MAX_DOCUMENT_BYTES)
 */
export function decodeBytes(bytes: Uint8Array, maxBytes: number): Result<string, ReadBytesError> {
  if (bytes.length > maxBytes) {
    return err(
      'DOCUMENT_TOO_LARGE',
      `The document is larger than ${describeSize(maxBytes)}; it was not read.`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, error: encodingError(bytes) };
  }
  const utf16 = looksLikeUtf16(bytes);
  if (utf16 !== undefined) {
    return err(
      'INVALID_ENCODING',
      `The text is ${utf16} without a byte-order mark, not UTF-8 (every other byte is zero); save it as UTF-8.`,
    );
  }
  return ok(text);
}

/**
 * A file or other Blob read as `decodeBytes` reads bytes; its size is checked before any byte is
 * read, so a huge file never reaches memory.
 */
export async function readBlobText(
  blob: Blob,
  maxBytes: number,
): Promise<Result<string, ReadBytesError>> {
  if (blob.size > maxBytes) {
    return err(
      'DOCUMENT_TOO_LARGE',
      `The file is larger than ${describeSize(maxBytes)}; it was not read.`,
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return err('FILE_UNREADABLE', `The file could not be read: ${reason}.`);
  }
  return decodeBytes(bytes, maxBytes);
}
