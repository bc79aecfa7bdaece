// JSON laid out as pretty-printed lines that know which value they belong to, so a viewer can
// highlight, focus or annotate one value by its path. Pure: a value in, lines out.

/** One step into a JSON value: an object key or an array index. */
export type JsonKey = string | number;
export type JsonPathSegments = readonly JsonKey[];

export type JsonLineValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly JsonLineValue[]
  | { readonly [key: string]: JsonLineValue };

export type JsonLinePieceKind = 'key' | 'string' | 'number' | 'boolean' | 'null' | 'punct';

export interface JsonLinePiece {
  readonly kind: JsonLinePieceKind;
  readonly text: string;
}

export interface JsonLine {
  /** The value the line belongs to; a closing bracket belongs to its container. */
  readonly path: JsonPathSegments;
  readonly depth: number;
  /** open: starts a multi-line value; close: ends one; leaf: the whole value on one line. */
  readonly role: 'open' | 'close' | 'leaf';
  readonly pieces: readonly JsonLinePiece[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `$.status.state`, `$.history[0]`, `$.metadata["a/b"]`. */
export function formatJsonPath(path: JsonPathSegments): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return IDENTIFIER.test(key) ? `${out}.${key}` : `${out}[${JSON.stringify(key)}]`;
  }, '$');
}

/** True when `path` is `prefix` or lies inside it. */
export function isWithinPath(path: JsonPathSegments, prefix: JsonPathSegments): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
}

function scalarPiece(value: string | number | boolean | null): JsonLinePiece {
  if (value === null) return { kind: 'null', text: 'null' };
  if (typeof value === 'string') return { kind: 'string', text: JSON.stringify(value) };
  return { kind: typeof value === 'number' ? 'number' : 'boolean', text: String(value) };
}

function entriesOf(value: JsonLineValue): Array<[JsonKey, JsonLineValue]> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return (value as readonly JsonLineValue[]).map((v, i) => [i, v]);
  return Object.entries(value as Record<string, JsonLineValue>).filter(([, v]) => v !== undefined);
}

function walk(
  value: JsonLineValue,
  path: JsonPathSegments,
  lead: readonly JsonLinePiece[],
  trail: readonly JsonLinePiece[],
  out: JsonLine[],
): void {
  const depth = path.length;
  const entries = entriesOf(value);
  if (entries === undefined) {
    const scalar = value === undefined ? null : (value as string | number | boolean | null);
    out.push({ path, depth, role: 'leaf', pieces: [...lead, scalarPiece(scalar), ...trail] });
    return;
  }
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    const pieces = [...lead, { kind: 'punct' as const, text: open + close }, ...trail];
    out.push({ path, depth, role: 'leaf', pieces });
    return;
  }
  out.push({ path, depth, role: 'open', pieces: [...lead, { kind: 'punct', text: open }] });
  entries.forEach(([key, item], index) => {
    const keyPieces: JsonLinePiece[] =
      typeof key === 'string'
        ? [
            { kind: 'key', text: JSON.stringify(key) },
            { kind: 'punct', text: ': ' },
          ]
        : [];
    const comma: JsonLinePiece[] = index < entries.length - 1 ? [{ kind: 'punct', text: ',' }] : [];
    walk(item, [...path, key], keyPieces, comma, out);
  });
  out.push({ path, depth, role: 'close', pieces: [{ kind: 'punct', text: close }, ...trail] });
}

/** The lines of `value` pretty-printed with two-space indents, as JSON.stringify(v, null, 2). */
export function jsonLines(value: JsonLineValue): JsonLine[] {
  const out: JsonLine[] = [];
  walk(value, [], [], [], out);
  return out;
}

/** The text of a line, indented. */
export const lineText = (line: JsonLine): string =>
  '  '.repeat(line.depth) + line.pieces.map((p) => p.text).join('');
