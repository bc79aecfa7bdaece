// JSON (or JSON-bearing text such as an SSE frame) highlighted token by token and folded at its
// brackets. Tokens become React text inside <span>s, never HTML, so untrusted strings stay inert.
import { useMemo, useState, type ReactNode } from 'react';
import { foldRanges, tokenizeJson, type FoldRange, type Token } from './json-tokens';
import './json-code.css';

export interface JsonCodeProps {
  /** The text to show: pretty-printed JSON reads best. */
  readonly text: string;
  /** Accessible name of the block, e.g. "A2A 0.3 message/send request". */
  readonly label: string;
  /** Bracket pairs this deep or deeper start folded (0 folds everything); unset shows all. */
  readonly collapseDepth?: number;
  /** Keys whose lines are never folded away: a bracket pair holding one starts open. */
  readonly keepOpen?: readonly string[];
  readonly className?: string;
}

const TOKEN_CLASS: Record<Token['kind'], string | undefined> = {
  key: 'json-key',
  string: 'json-string',
  number: 'json-number',
  boolean: 'json-boolean',
  null: 'json-null',
  punct: 'json-punct',
  text: 'json-code-text',
  space: undefined,
};

function renderTokens(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, index) => {
    const className = TOKEN_CLASS[token.kind];
    return className === undefined ? (
      token.text
    ) : (
      <span key={index} className={className}>
        {token.text}
      </span>
    );
  });
}

const trimStart = (tokens: readonly Token[]) =>
  tokens[0]?.kind === 'space' ? tokens.slice(1) : tokens;

/** The widest range opening on each line. */
function rangesByLine(ranges: readonly FoldRange[]): Map<number, FoldRange> {
  const byLine = new Map<number, FoldRange>();
  for (const range of ranges) {
    const known = byLine.get(range.start);
    if (known === undefined || known.end < range.end) byLine.set(range.start, range);
  }
  return byLine;
}

function initialFolds(
  lines: readonly (readonly Token[])[],
  ranges: Map<number, FoldRange>,
  depth: number | undefined,
  keepOpen: readonly string[],
): Set<number> {
  if (depth === undefined) return new Set();
  const keys = new Set(keepOpen.map((key) => JSON.stringify(key)));
  const kept: number[] = [];
  lines.forEach((tokens, line) => {
    const first = tokens.find((t) => t.text.trim() !== '');
    if (first !== undefined && keys.has(first.text.trim())) kept.push(line);
  });
  const holdsKept = (r: FoldRange) => kept.some((line) => line > r.start && line <= r.end);
  return new Set(
    [...ranges.values()].filter((r) => r.depth >= depth && !holdsKept(r)).map((r) => r.start),
  );
}

const NOTHING_KEPT: readonly string[] = [];

export function JsonCode({
  text,
  label,
  collapseDepth,
  keepOpen = NOTHING_KEPT,
  className,
}: JsonCodeProps) {
  const lines = useMemo(() => tokenizeJson(text), [text]);
  const ranges = useMemo(() => rangesByLine(foldRanges(lines)), [lines]);
  const [state, setState] = useState(() => ({
    text,
    folded: initialFolds(lines, ranges, collapseDepth, keepOpen),
  }));
  // New text means new line numbers: start again from the default folding.
  const folded =
    state.text === text ? state.folded : initialFolds(lines, ranges, collapseDepth, keepOpen);
  const toggle = (line: number) => {
    const next = new Set(folded);
    if (!next.delete(line)) next.add(line);
    setState({ text, folded: next });
  };

  // The lines to draw: a folded range shows its first line only (with its closing bracket).
  const shown: number[] = [];
  for (let line = 0; line < lines.length; line += 1) {
    shown.push(line);
    const range = ranges.get(line);
    if (range !== undefined && folded.has(line)) line = range.end;
  }

  const rows = shown.map((line) => {
    const tokens = lines[line] ?? [];
    const range = ranges.get(line);
    const isFolded = range !== undefined && folded.has(line);
    const hidden = range === undefined ? 0 : range.end - range.start - 1;
    return (
      <span key={line} className="json-code-line">
        <span className="json-code-gutter">
          {range !== undefined && (
            <button
              type="button"
              className="json-code-toggle"
              aria-expanded={!isFolded}
              aria-label={`${isFolded ? 'Expand' : 'Collapse'} lines ${line + 1}–${range.end + 1}`}
              title={isFolded ? 'Expand' : 'Collapse'}
              onClick={() => toggle(line)}
            >
              <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">
                <path d={isFolded ? 'M3 1.5 7 5 3 8.5' : 'M1.5 3 5 7 8.5 3'} />
              </svg>
            </button>
          )}
        </span>
        <span className="json-code-content">
          {renderTokens(tokens)}
          {isFolded && (
            <>
              <span className="json-code-ellipsis">
                {' '}
                … {hidden} {hidden === 1 ? 'line' : 'lines'}{' '}
              </span>
              {renderTokens(trimStart(lines[range.end] ?? []))}
            </>
          )}
        </span>
      </span>
    );
  });

  return (
    <div className={`json-code ${className ?? ''}`.trim()} role="group" aria-label={label}>
      <pre className="json-code-pre">
        <code>{rows}</code>
      </pre>
    </div>
  );
}
