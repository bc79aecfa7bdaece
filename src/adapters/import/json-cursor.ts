// The lexical half of the safe JSON reader: a position in the text, whitespace, string literals
// with their escapes, and syntax errors placed by line and column. Strings lose unsafe control
// characters here, so no value or key leaves the reader carrying them.
import { isUnsafeControl, stripControlCharacters } from './control-characters';
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

export class JsonCursor {
  readonly sink: FindingSink = createFindingSink();
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
    this.pos += 1;
    let out = '';
    let runStart = this.pos;
    let unescapedWhitespace = false;
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
      const unit = char.charCodeAt(0);
      if (unit < 0x20 && !isUnsafeControl(unit)) unescapedWhitespace = true;
      this.pos += 1;
    }
    out += this.text.slice(runStart, this.pos);
    this.pos += 1;
    const { text, removed } = stripControlCharacters(out);
    const where = isKey ? childPath(path, text) : path;
    if (removed > 0) {
      this.sink.add(
        'CONTROL_CHARACTER',
        where,
        `This ${isKey ? 'key' : 'string'} holds ${removed} control or text-direction character${removed === 1 ? '' : 's'}, which can hide or disguise text.`,
        `removed ${removed} control character${removed === 1 ? '' : 's'}`,
      );
    } else if (unescapedWhitespace) {
      this.sink.add(
        'CONTROL_CHARACTER',
        where,
        'This string holds a raw tab or line break; JSON requires it escaped (\\t, \\n, \\r). It was read as written.',
      );
    }
    return text;
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
