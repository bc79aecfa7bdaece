// Play: advance one frame every PLAY_INTERVAL_MS until nothing can run (the task finished or
// waits for the caller), then stop by itself.
import { useCallback, useEffect } from 'react';

const PLAY_INTERVAL_MS = 600;

export interface Player {
  readonly playing: boolean;
  readonly play: () => void;
  readonly pause: () => void;
}

/**
 * `step` advances one frame and returns whether another step could follow; `position` changes
 * with every step so the next tick is scheduled after the last one landed. `playing` is the
 * caller's state, so what it watches while playing can depend on it.
 */
export function usePlayer(
  canStep: boolean,
  step: () => boolean,
  position: unknown,
  [playing, setPlaying]: readonly [boolean, (on: boolean) => void],
): Player {
  const active = playing && canStep;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => {
      if (!step()) setPlaying(false);
    }, PLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, step, position, setPlaying]);
  const play = useCallback(() => setPlaying(true), [setPlaying]);
  const pause = useCallback(() => setPlaying(false), [setPlaying]);
  return { playing: active, play, pause };
}
