// Moves through a long axis of the matrix a page at a time, and sets how many lines a page holds.
import { Button } from '../../components/button';
import { count } from '../../components/counts';

export interface PagerProps {
  /** What is being paged, plural: "callers", "agents". */
  readonly noun: string;
  readonly start: number;
  readonly size: number;
  /** The page sizes offered, smallest first. */
  readonly sizes: readonly number[];
  readonly total: number;
  readonly onStart: (start: number) => void;
  readonly onSize: (size: number) => void;
}

export function Pager({ noun, start, size, sizes, total, onStart, onSize }: PagerProps) {
  if (total <= Math.min(size, ...sizes)) return null;
  const end = Math.min(total, start + size);
  const Noun = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  return (
    <div className="matrix-pager" role="group" aria-label={`Pages of ${noun}`}>
      <Button size="sm" disabled={start === 0} onClick={() => onStart(Math.max(0, start - size))}>
        Previous {noun}
      </Button>
      <span className="matrix-pager-range">
        {Noun} {count(start + 1)}–{count(end)} of {count(total)}
      </span>
      <Button size="sm" disabled={end >= total} onClick={() => onStart(start + size)}>
        Next {noun}
      </Button>
      <select
        className="select matrix-page-size"
        aria-label={`${Noun} per page`}
        value={size}
        onChange={(e) => onSize(Number(e.target.value))}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s} per page
          </option>
        ))}
      </select>
    </div>
  );
}
