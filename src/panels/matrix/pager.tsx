// Moves through a long axis of the matrix a page at a time, and sets how many lines a page holds:
// by default what fits the screen, or a fixed number the reviewer picks.
import { Button } from '../../components/button';
import { count } from '../../components/counts';

/** A page size: what fits, or a fixed count. */
export type PageSize = 'fit' | number;

export interface PagerProps {
  /** What is being paged, plural: "callers", "agents". */
  readonly noun: string;
  readonly start: number;
  /** The chosen size, and what 'fit' means now (no 'fit' offered without it). */
  readonly size: PageSize;
  readonly fit?: number;
  /** The fixed sizes offered besides 'fit'. */
  readonly sizes: readonly number[];
  readonly total: number;
  readonly onStart: (start: number) => void;
  readonly onSize: (size: PageSize) => void;
}

/** The number of lines a page of `size` holds. */
export const linesOf = (size: PageSize, fit: number | undefined): number =>
  size === 'fit' ? (fit ?? 1) : size;

export function Pager({ noun, start, size, fit, sizes, total, onStart, onSize }: PagerProps) {
  const lines = linesOf(size, fit);
  // Everything fits: nothing to page, and no size to pick that would show more.
  if (total <= Math.min(lines, fit ?? Infinity, ...sizes)) return null;
  const end = Math.min(total, start + lines);
  const Noun = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  return (
    <div className="matrix-pager" role="group" aria-label={`Pages of ${noun}`}>
      <Button size="sm" disabled={start === 0} onClick={() => onStart(Math.max(0, start - lines))}>
        Previous {noun}
      </Button>
      <span className="matrix-pager-range">
        {Noun} {count(start + 1)}–{count(end)} of {count(total)}
      </span>
      <Button size="sm" disabled={end >= total} onClick={() => onStart(start + lines)}>
        Next {noun}
      </Button>
      <select
        className="select matrix-page-size"
        aria-label={`${Noun} per page`}
        value={String(size)}
        onChange={(e) => onSize(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
      >
        {fit !== undefined && <option value="fit">{fit} per page (fits)</option>}
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s} per page
          </option>
        ))}
      </select>
    </div>
  );
}
