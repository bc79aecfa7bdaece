// Read-only JSON whose values can be picked out by path: named targets light up together when
// one of them is hovered or focused (their first lines are tab stops), and notes sit right under
// the value they talk about. Values render as React text, never as HTML. A line wraps only between
// tokens and at the spaces inside a string; only a token wider than the block breaks inside.
import type { CSSProperties, ReactNode } from 'react';
import { Fragment, useMemo, useState } from 'react';
import { count, counted } from './counts';
import { MoreToggle } from './more-toggle';
import {
  formatJsonPath,
  isWithinPath,
  jsonLines,
  type JsonLine,
  type JsonLineValue,
  type JsonPathSegments,
} from './json-lines';
import { CappedText } from './capped-text';
import './path-json.css';

/** A value that belongs to a named group (`id`); `label` is read to screen readers on focus. */
export interface JsonTarget {
  readonly path: JsonPathSegments;
  readonly id: string;
  readonly label: string;
}

/** Something to say about one value, shown under its last line. */
export interface JsonNote {
  readonly path: JsonPathSegments;
  readonly content: ReactNode;
}

export interface PathJsonProps {
  readonly value: JsonLineValue;
  /** Accessible name of the block, e.g. "A2A 0.3 task". */
  readonly label: string;
  readonly targets?: readonly JsonTarget[];
  /** The target id to highlight. */
  readonly active?: string | undefined;
  /** Called with a target id when one of its lines is hovered or focused, undefined on leaving. */
  readonly onActivate?: (id: string | undefined) => void;
  readonly notes?: readonly JsonNote[];
  readonly className?: string;
}

const samePath = (a: JsonPathSegments, b: JsonPathSegments) =>
  a.length === b.length && isWithinPath(a, b);

/** A path as a map key: "a" and 0 stay apart, as they are different steps. */
const keyOf = (path: JsonPathSegments): string => JSON.stringify(path);

/**
 * The deepest of `byPath` the line lies in, found by looking up the line's path and each prefix
 * of it, longest first: a part of an artifact belongs to the part's target. Lines × depth, not
 * lines × targets: a task of 5,000 parts has a target per part.
 */
function deepest<T>(path: JsonPathSegments, byPath: ReadonlyMap<string, T>): T | undefined {
  for (let length = path.length; length >= 0; length -= 1) {
    const found = byPath.get(keyOf(path.slice(0, length)));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Targets by path; of two at one path, the later one, as a scan keeping the last would give. */
const targetsByPath = (targets: readonly JsonTarget[]) =>
  new Map(targets.map((target) => [keyOf(target.path), target]));

/** For each note, the index of the last line of its value. */
function noteLines(
  lines: readonly JsonLine[],
  notes: readonly JsonNote[],
): Map<number, ReactNode[]> {
  const byLine = new Map<number, ReactNode[]>();
  if (notes.length === 0) return byLine;
  // The last line each value reaches: a line lies in its own value and every one around it.
  const lastLine = new Map<string, number>();
  lines.forEach((line, index) => {
    for (let length = 0; length <= line.path.length; length += 1) {
      lastLine.set(keyOf(line.path.slice(0, length)), index);
    }
  });
  for (const note of notes) {
    const last = lastLine.get(keyOf(note.path));
    if (last !== undefined) byLine.set(last, [...(byLine.get(last) ?? []), note.content]);
  }
  return byLine;
}

/**
 * Lines drawn before the rest wait for "Draw all lines". A task an agent streamed in 5,000 parts
 * is about 25,000 lines a column; drawn whole, the Envelopes panel took 9–13 s to open. Copy and
 * Download carry the whole document whatever is drawn.
 */
const LINES_SHOWN = 2_000;

export function PathJson({
  value,
  label,
  targets = [],
  active,
  onActivate,
  notes = [],
  className,
}: PathJsonProps) {
  const lines = useMemo(() => jsonLines(value), [value]);
  const notesAt = useMemo(() => noteLines(lines, notes), [lines, notes]);
  const byPath = useMemo(() => targetsByPath(targets), [targets]);
  const lit = useMemo(
    () => new Map(targets.flatMap((t) => (t.id === active ? [[keyOf(t.path), t] as const] : []))),
    [targets, active],
  );
  const [all, setAll] = useState(false);
  const shown = all ? lines : lines.slice(0, LINES_SHOWN);

  return (
    <div
      className={`path-json ${className ?? ''}`.trim()}
      role="group"
      aria-label={label}
      onMouseLeave={() => onActivate?.(undefined)}
    >
      {shown.map((line, index) => {
        const target = deepest(line.path, byPath);
        const anchor =
          target !== undefined && line.role !== 'close' && samePath(line.path, target.path);
        const highlighted = lit.size > 0 && deepest(line.path, lit) !== undefined;
        const style = { '--path-json-depth': line.depth } as CSSProperties;
        return (
          <Fragment key={index}>
            <div
              className={`path-json-line${highlighted ? ' path-json-line-active' : ''}${
                anchor ? ' path-json-anchor' : ''
              }`}
              style={style}
              data-path={formatJsonPath(line.path)}
              data-highlighted={highlighted || undefined}
              tabIndex={anchor ? 0 : undefined}
              onMouseEnter={() => onActivate?.(target?.id)}
              onFocus={anchor ? () => onActivate?.(target.id) : undefined}
              onBlur={anchor ? () => onActivate?.(undefined) : undefined}
            >
              {line.pieces.map((piece, p) => (
                <span key={p} className={`json-${piece.kind}`}>
                  <CappedText text={piece.text} />
                </span>
              ))}
              {anchor && <span className="visually-hidden"> ({target.label})</span>}
            </div>
            {notesAt.get(index)?.map((content, n) => (
              <div key={n} className="path-json-note" style={style}>
                {content}
              </div>
            ))}
          </Fragment>
        );
      })}
      {lines.length > LINES_SHOWN && (
        <MoreToggle
          className="path-json-more"
          all={all}
          text={
            all
              ? `All ${count(lines.length)} lines.`
              : `${counted(lines.length - LINES_SHOWN, 'more line', 'more lines')} not drawn, ${count(lines.length)} in all; Copy and Download carry them all.`
          }
          showAll="Draw all lines"
          showFirst="Draw the first lines"
          of={label}
          onToggle={() => setAll(!all)}
        />
      )}
    </div>
  );
}
