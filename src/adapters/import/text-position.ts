// Measuring untrusted text without trusting the engine: byte length (to refuse large documents
// before parsing) and line/column of an offset (JSON.parse messages differ between engines).

/** The size limit for a card document, in UTF-8 bytes. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** The number of bytes `text` takes in UTF-8, counted without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

export interface LineColumn {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units as editors count them. */
  readonly column: number;
}

/**
 * Line and column of `offset` in `text`; CRLF, LF and a lone CR each end a line.
 * @example lineColumn('{\n  "a" 1}', 8) // { line: 2, column: 7 }
 */
export function lineColumn(text: string, offset: number): LineColumn {
  return createLineIndex(text)(offset);
}

/** A lookup of line and column by offset, for callers that ask many times about one text. */
export function createLineIndex(text: string): (offset: number) => LineColumn {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return (offset) => {
    const at = Math.min(Math.max(offset, 0), text.length);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (starts[low] ?? 0) + 1 };
  };
}
