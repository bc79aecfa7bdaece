// The lexical half of the safe JSON reader: a position in the text, whitespace, string literals
// with their escapes, and syntax errors placed by line and column. A raw control character in a
// string is a syntax error, as RFC 8259 §7 says; escaped ones and text-direction overrides are
// removed here, so no value or key leaves the reader carrying them, and the values they were
// removed from are remembered so a URL reader can refuse rather than accept the repair. A lone
// surrogate is refused: no UTF-8 file, SVG or URL can carry it.
import { describeControls, stripControlCharacters } from './control-characters';
import { createFindingSink, type FindingSink } from './findings';
import { childPath } from './json-path';
import { createLineIndex, type LineColumn } from './text-position';

/** Ends the reading after a fatal finding has been recorded. */
export class Stop extends Error {}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const RAW_CONTROL_NAMES: Readonly<Record<number, string>> = {
  0x09: 'a raw tab',
  0x0a: 'a raw line feed',
  0x0d: 'a raw carriage return',
};
const RAW_CONTROL_ESCAPES: Readonly<Record<number, string>> = {
  0x09: '\\t',
  0x0a: '\\n',
  0x0d: '\\r',
  0x08: '\\b',
  0x0c: '\\f',
};

export class JsonCursor {
  readonly sink: FindingSink = createFindingSink();
  /** JSON path → the control characters removed from the string value there, described. */
  readonly stripped = new Map<string, string>();
  protected pos = 0;
  private lineIndex: ((offset: number) => LineColumn) | undefined;

  constructor(protected readonly text: string) {}

  /** Line and column of an offset; the index is built once, on the first question. */
  protected at(offset: number): LineColumn {
    this.lineIndex ??= createLineIndex(this.text);
    return this.lineIndex(offset);
  }

  /** Reads a string literal; `isKey` reports findings at the key's own path. */
  protected string(path: string, isKey = false): string {
    const start = this.pos;
    this.pos += 1;
    let out = '';
    let runStart = this.pos;
    for (;;) {
      const char = this.text[this.pos];
      if (char === undefined) return this.fail('a closing quote');
      if (char === '"') break;
      if (char === '\\') {
        out += this.text.slice(runStart, this.pos);
        out += this.escape();
        runStart = this.pos;
        continue;
      }
      if (char.charCodeAt(0) < 0x20) this.failRawControl(char.charCodeAt(0));
      this.pos += 1;
    }
    out += this.text.slice(runStart, this.pos);
    this.pos += 1;
    const { text, removed } = stripControlCharacters(out);
    const well = this.wellFormed(text, start, isKey, path);
    const where = isKey ? childPath(path, well) : path;
    if (removed > 0) {
      const what = describeControls(out.replace(/[\t\n\r]/g, ''));
      if (!isKey) this.stripped.set(path, what);
      this.sink.add(
        'CONTROL_CHARACTER',
        where,
        `This ${isKey ? 'key' : 'string'} holds ${removed} control or text-direction character${removed === 1 ? '' : 's'} (${what}), which can hide or disguise text.`,
        `removed ${removed} control character${removed === 1 ? '' : 's'}`,
      );
    }
    return well;
  }

  /** `text` as it is, or with lone surrogates replaced after an error finding refuses it. */
  private wellFormed(text: string, start: number, isKey: boolean, path: string): string {
    const lone = LONE_SURROGATE.exec(text);
    if (lone === null) return text;
    const unit = lone[0].charCodeAt(0).toString(16).toUpperCase();
    const { line, column } = this.at(start);
    const safe = text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
    this.sink.add(
      'LONE_SURROGATE',
      isKey ? childPath(path, safe) : path,
      `The ${isKey ? 'key' : 'string'} starting at line ${line}, column ${column} holds a lone surrogate (U+${unit}), half of a character pair without its other half; no UTF-8 file, image or link can carry it.`,
    );
    return safe;
  }

  /** A raw control character inside a string: JSON forbids it (RFC 8259 §7). */
  private failRawControl(unit: number): never {
    const { line, column } = this.at(this.pos);
    const hex = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
    const name = RAW_CONTROL_NAMES[unit];
    const escape = RAW_CONTROL_ESCAPES[unit] ?? `\\u${unit.toString(16).padStart(4, '0')}`;
    this.sink.add(
      'INVALID_JSON',
      '$',
      `Not valid JSON: found ${name === undefined ? hex : `${name} (${hex})`} inside a string at line ${line}, column ${column}; JSON requires it escaped as ${escape}.`,
    );
    throw new Stop();
  }

  private escape(): string {
    const code = this.text[this.pos + 1];
    if (code === 'u') {
      const hex = this.text.slice(this.pos + 2, this.pos + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        this.pos += 2;
        return this.fail('four hex digits after \\u');
      }
      this.pos += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const replacement =
      code === undefined || !Object.hasOwn(ESCAPES, code) ? undefined : ESCAPES[code];
    if (replacement === undefined) {
      this.pos += 1;
      return this.fail('an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
    }
    this.pos += 2;
    return replacement;
  }

  protected skipSpace(): void {
    for (;;) {
      const char = this.text[this.pos];
      if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') return;
      this.pos += 1;
    }
  }

  protected fail(expected: string): never {
    const { line, column } = this.at(this.pos);
    const char = this.text[this.pos];
    const found = char === undefined ? 'the end of the text' : describeChar(char);
    this.sink.add(
      'INVALID_JSON',
      '$',
      `Not valid JSON: found ${found} at line ${line}, column ${column}; expected ${expected}.`,
    );
    throw new Stop();
  }
}

function describeChar(char: string): string {
  const unit = char.charCodeAt(0);
  const hex = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
  return unit < 0x20 || unit === 0x7f ? hex : `${JSON.stringify(char)} (${hex})`;
}
