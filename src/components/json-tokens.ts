// A small JSON tokenizer for display. It never throws and never rejects: text that is not JSON
// (an SSE "data:" prefix, HTTP header lines) comes out as plain text tokens, so any transcript can
// be highlighted line by line and folded at its brackets.

export type TokenKind =
  'key' | 'string' | 'number' | 'boolean' | 'null' | 'punct' | 'text' | 'space';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

/** A foldable bracket pair: `start` opens it, `end` closes it (line indices, start < end). */
export interface FoldRange {
  readonly start: number;
  readonly end: number;
  /** How many brackets enclose the opening one (0 for the outermost). */
  readonly depth: number;
}

const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const WORD = /^(?:true|false|null)(?![\w$])/;
const SPACE = /^[ \t\r]+/;
const PUNCT = new Set(['{', '}', '[', ']', ':', ',']);
// Plain text runs until something the tokenizer recognises could start.
const TEXT = /^[^\s"{}[\]:,]+/;

function stringEnd(line: string, from: number): number {
  let i = from + 1;
  while (i < line.length) {
    if (line[i] === '\\') i += 2;
    else if (line[i] === '"') return i + 1;
    else i += 1;
  }
  return line.length;
}

function tokenizeLine(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const rest = line.slice(i);
    const char = line[i] ?? '';
    let token: Token;
    const space = SPACE.exec(rest);
    const number = NUMBER.exec(rest);
    const word = WORD.exec(rest);
    if (space) token = { kind: 'space', text: space[0] };
    else if (char === '"') token = { kind: 'string', text: line.slice(i, stringEnd(line, i)) };
    else if (PUNCT.has(char)) token = { kind: 'punct', text: char };
    else if (number) token = { kind: 'number', text: number[0] };
    else if (word) token = { kind: word[0] === 'null' ? 'null' : 'boolean', text: word[0] };
    else token = { kind: 'text', text: TEXT.exec(rest)?.[0] ?? char };
    tokens.push(token);
    i += token.text.length;
  }
  // A string followed by a colon is an object key.
  tokens.forEach((token, index) => {
    if (token.kind !== 'string') return;
    const next = tokens.slice(index + 1).find((t) => t.kind !== 'space');
    if (next?.kind === 'punct' && next.text === ':')
      tokens[index] = { kind: 'key', text: token.text };
  });
  return tokens;
}

/** The tokens of each line of `text`. */
export const tokenizeJson = (text: string): Token[][] => text.split('\n').map(tokenizeLine);

/** Every bracket pair that spans more than one line, outermost first. */
export function foldRanges(lines: readonly (readonly Token[])[]): FoldRange[] {
  const open: Array<{ line: number; bracket: string }> = [];
  const ranges: FoldRange[] = [];
  lines.forEach((tokens, line) => {
    for (const token of tokens) {
      if (token.kind !== 'punct') continue;
      if (token.text === '{' || token.text === '[') open.push({ line, bracket: token.text });
      if (token.text === '}' || token.text === ']') {
        const start = open.pop();
        if (start !== undefined && start.line < line) {
          ranges.push({ start: start.line, end: line, depth: open.length });
        }
      }
    }
  });
  return ranges.sort((a, b) => a.start - b.start);
}
