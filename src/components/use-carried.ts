// A value carried on from one draw to the next. A live run's logs grow at every drawn frame of a
// stream: `more(before, input)` is handed what it gave at the last draw, so it reads only what was
// added since rather than the whole log again. `more` must give the same answer whatever `before`
// it is handed (it checks that `before` still fits `input`), so a draw React throws away, or one
// run twice, changes nothing.
import { useMemo, useState } from 'react';

class Carrier<T> {
  private last: T | undefined;

  next<I>(more: (before: T | undefined, input: I) => T, input: I): T {
    this.last = more(this.last, input);
    return this.last;
  }
}

/** `more(before, input)`, worked out again only when `input` changes. */
export function useCarried<I, T>(input: I, more: (before: T | undefined, input: I) => T): T {
  const [carrier] = useState(() => new Carrier<T>());
  return useMemo(() => carrier.next(more, input), [carrier, more, input]);
}
