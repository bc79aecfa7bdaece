// A small JSON reader for untrusted text. Unlike JSON.parse it reports where things are (a JSON
// path, a line and column), notices duplicate keys, refuses deep nesting before the stack does,
// and builds objects without a prototype, dropping `__proto__`, `constructor` and `prototype`
// keys, so nothing it returns can reach Object.prototype. It never throws.
import type { Finding } from './findings';
import { JsonCursor, Stop } from './json-cursor';
import { childPath } from './json-path';

/** Objects and arrays may nest this deep; one more level is refused. */
export const MAX_DEPTH = 64;

const DANGEROUS_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type SafeJson = null | boolean | number | string | SafeJson[] | SafeObject;
/** A JSON object built with Object.create(null). */
export type SafeObject = { [key: string]: SafeJson };

export interface ParsedJson {
  /** The value read, or undefined when the text is not JSON (an INVALID_JSON finding says why). */
  readonly value: SafeJson | undefined;
  readonly findings: readonly Finding[];
  /** JSON path → the control characters removed from the string value there, described. */
  readonly stripped: ReadonlyMap<string, string>;
}

/** Reads `text` as one JSON value; every problem is a finding, never an exception. */
export function parseSafeJson(text: string): ParsedJson {
  const reader = new Reader(text);
  try {
    const value = reader.document();
    return { value, findings: reader.sink.findings, stripped: reader.stripped };
  } catch (stop) {
    if (!(stop instanceof Stop)) throw stop;
    return { value: undefined, findings: reader.sink.findings, stripped: reader.stripped };
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The structural half: values, objects, arrays and numbers, with paths and depth. */
class Reader extends JsonCursor {
  document(): SafeJson {
    this.skipSpace();
    const value = this.value('$', 0);
    this.skipSpace();
    if (this.pos < this.text.length) this.fail('the end of the document');
    return value;
  }

  private value(path: string, depth: number): SafeJson {
    const char = this.text[this.pos];
    if (char === '{' || char === '[') {
      if (depth >= MAX_DEPTH) {
        const { line, column } = this.at(this.pos);
        this.sink.add(
          'NESTING_TOO_DEEP',
          path,
          `Objects and arrays nest more than ${MAX_DEPTH} levels deep (line ${line}, column ${column}); the document is not read further.`,
        );
        throw new Stop();
      }
      return char === '{' ? this.object(path, depth + 1) : this.array(path, depth + 1);
    }
    if (char === '"') return this.string(path);
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9'))
      return this.number(path);
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return literal;
      }
    }
    return this.fail('a JSON value');
  }

  private object(path: string, depth: number): SafeObject {
    const result = Object.create(null) as SafeObject;
    const seen = new Map<string, number>();
    this.pos += 1;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos += 1;
      return result;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('a quoted key');
      const keyAt = this.pos;
      const key = this.string(path, true);
      const keyPath = childPath(path, key);
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail('":" after the key');
      this.pos += 1;
      this.skipSpace();
      const value = this.value(keyPath, depth);
      this.keep(result, seen, key, keyAt, keyPath, value);
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos += 1;
        continue;
      }
      if (this.text[this.pos] === '}') {
        this.pos += 1;
        return result;
      }
      this.fail('"," or "}"');
    }
  }

  private keep(
    result: SafeObject,
    seen: Map<string, number>,
    key: string,
    keyAt: number,
    keyPath: string,
    value: SafeJson,
  ): void {
    const first = seen.get(key);
    if (first !== undefined) {
      const at = this.at(first);
      this.sink.add(
        'DUPLICATE_KEY',
        keyPath,
        `The key ${JSON.stringify(key)} appears more than once in this object (first at line ${at.line}, column ${at.column}); readers disagree on which value wins.`,
      );
    } else seen.set(key, keyAt);
    if (DANGEROUS_KEYS.has(key)) {
      if (first === undefined) {
        this.sink.add(
          'DANGEROUS_KEY',
          keyPath,
          `The key ${JSON.stringify(key)} can alter object prototypes; it was dropped and the card is refused.`,
        );
      }
      return;
    }
    result[key] = value;
  }

  private array(path: string, depth: number): SafeJson[] {
    const result: SafeJson[] = [];
    this.pos += 1;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos += 1;
      return result;
    }
    for (;;) {
      this.skipSpace();
      result.push(this.value(childPath(path, result.length), depth));
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos += 1;
        continue;
      }
      if (this.text[this.pos] === ']') {
        this.pos += 1;
        return result;
      }
      this.fail('"," or "]"');
    }
  }

  private number(path: string): number | null {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (match === null) return this.fail('a digit');
    this.pos += match[0].length;
    const value = Number(match[0]);
    if (Number.isFinite(value)) return value;
    this.sink.add(
      'NON_FINITE_NUMBER',
      path,
      `The number ${match[0].length > 40 ? `${match[0].slice(0, 40)}…` : match[0]} is too large to represent; JSON numbers must be finite.`,
    );
    return null;
  }
}
