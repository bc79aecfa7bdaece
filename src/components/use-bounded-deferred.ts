// A value drawn a render behind, like `useDeferredValue`, with a bound on how far behind.
//
// A deferred render runs at transition priority, and every urgent update restarts it. When the
// urgent updates come faster than the deferred render can finish, it never finishes: a live stream
// of an event every 20 ms left the transcript empty for its first 7 s on a CPU throttled 4× in
// Chromium, and for all 10 s watched at 8× (the never-ending stream in
// test/e2e/live-streams.spec.ts runs at 8×). Past `maxLagMs`
// behind, this draws the newest value in an urgent render, once per `maxLagMs` for as long as the
// deferred render stays behind.
import { useDeferredValue, useEffect, useRef, useState } from 'react';

interface Forced<T> {
  readonly value: T;
  /** The deferred value when this was forced: a later deferred value is at least as new. */
  readonly over: T;
}

/** `value`, at most `maxLagMs` (and otherwise a deferred render) behind. */
export function useBoundedDeferredValue<T>(value: T, maxLagMs: number): T {
  const deferred = useDeferredValue(value);
  const [forced, setForced] = useState<Forced<T> | undefined>(undefined);
  const latest = useRef({ value, deferred });
  useEffect(() => {
    latest.current = { value, deferred };
  });
  const behind = !Object.is(deferred, value);
  useEffect(() => {
    if (!behind) return undefined;
    const timer = setTimeout(() => {
      const now = latest.current;
      setForced({ value: now.value, over: now.deferred });
    }, maxLagMs);
    return () => clearTimeout(timer);
  }, [behind, forced, maxLagMs]);
  if (!behind) return value;
  // A deferred render that committed after the forced one read a store at least as new.
  return forced !== undefined && Object.is(forced.over, deferred) ? forced.value : deferred;
}
