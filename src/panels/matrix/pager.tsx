// Moves through a long axis of the matrix a page at a time.
import { Button } from '../../components/button';

export interface PagerProps {
  /** What is being paged, plural: "callers", "agents". */
  readonly noun: string;
  readonly start: number;
  readonly size: number;
  readonly total: number;
  readonly onStart: (start: number) => void;
}

const count = (n: number) => n.toLocaleString('en-US');

export function Pager({ noun, start, size, total, onStart }: PagerProps) {
  if (total <= size) return null;
  const end = Math.min(total, start + size);
  return (
    <div className="matrix-pager" role="group" aria-label={`Pages of ${noun}`}>
      <Button size="sm" disabled={start === 0} onClick={() => onStart(Math.max(0, start - size))}>
        Previous {noun}
      </Button>
      <span className="matrix-pager-range">
        {noun[0]?.toUpperCase()}
        {noun.slice(1)} {count(start + 1)}–{count(end)} of {count(total)}
      </span>
      <Button size="sm" disabled={end >= total} onClick={() => onStart(start + size)}>
        Next {noun}
      </Button>
    </div>
  );
}
