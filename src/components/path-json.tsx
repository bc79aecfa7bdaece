// Read-only JSON whose values can be picked out by path: named targets light up together when
// one of them is hovered or focused (their first lines are tab stops), and notes sit right under
// the value they talk about. Values render as React text, never as HTML. A line wraps only between
// tokens and at the spaces inside a string; only a token wider than the block breaks inside.
import type { CSSProperties, ReactNode } from 'react';
import { Fragment, useMemo } from 'react';
import {
  formatJsonPath,
  isWithinPath,
  jsonLines,
  type JsonLine,
  type JsonLineValue,
  type JsonPathSegments,
} from './json-lines';
import { WholeWords } from './whole-words';
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

/** The deepest target the line lies in: a part of an artifact belongs to the part's target. */
function targetOf(line: JsonLine, targets: readonly JsonTarget[]): JsonTarget | undefined {
  let best: JsonTarget | undefined;
  for (const target of targets) {
    if (isWithinPath(line.path, target.path) && target.path.length >= (best?.path.length ?? -1)) {
      best = target;
    }
  }
  return best;
}

/** For each note, the index of the last line of its value. */
function noteLines(
  lines: readonly JsonLine[],
  notes: readonly JsonNote[],
): Map<number, ReactNode[]> {
  const byLine = new Map<number, ReactNode[]>();
  for (const note of notes) {
    let last = -1;
    lines.forEach((line, index) => {
      if (isWithinPath(line.path, note.path)) last = index;
    });
    if (last >= 0) byLine.set(last, [...(byLine.get(last) ?? []), note.content]);
  }
  return byLine;
}

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
  const lit = targets.filter((t) => t.id === active);

  return (
    <div
      className={`path-json ${className ?? ''}`.trim()}
      role="group"
      aria-label={label}
      onMouseLeave={() => onActivate?.(undefined)}
    >
      {lines.map((line, index) => {
        const target = targetOf(line, targets);
        const anchor =
          target !== undefined && line.role !== 'close' && samePath(line.path, target.path);
        const highlighted = lit.some((t) => isWithinPath(line.path, t.path));
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
                  <WholeWords text={piece.text} />
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
    </div>
  );
}
