// Everything the stepper controls and the keyboard share: where the cursor is, what can move,
// and the handlers, with play paused by any manual move. It reads the recording through small
// selectors (flags, not the timeline), so a live stream adding frames does not draw the panel
// around the parts that show them; the handlers read the store when they are used.
import { useCallback, useMemo, useState } from 'react';
import { canStepForward, frameCount, type Timeline } from '../../core/timeline';
import { useWorkbench, useWorkbenchApi } from '../../store';
import { usePlayer } from './use-player';
import { useSessionActions } from '../../store/session-actions';

export interface Stepper {
  /** Whether there is a recording to step through. */
  readonly hasRun: boolean;
  readonly canBack: boolean;
  readonly canForward: boolean;
  readonly atLast: boolean;
  readonly playing: boolean;
  readonly back: () => void;
  readonly forward: () => void;
  readonly first: () => void;
  readonly last: () => void;
  readonly jump: (index: number) => void;
  readonly play: () => void;
  readonly pause: () => void;
  readonly runToEnd: () => void;
  readonly reset: () => void;
}

const canGoForward = (timeline: Timeline | undefined) =>
  timeline !== undefined && canStepForward(timeline);

export function useStepper(): Stepper {
  const api = useWorkbenchApi();
  const session = useSessionActions();
  const hasRun = useWorkbench((s) => s.session.run !== undefined);
  const canBack = useWorkbench((s) => (s.session.run?.timeline.cursor ?? 0) > 0);
  const canForward = useWorkbench((s) => canGoForward(s.session.run?.timeline));
  const atLast = useWorkbench((s) => {
    const timeline = s.session.run?.timeline;
    return timeline === undefined || timeline.cursor === frameCount(timeline) - 1;
  });
  const state = useState(false);
  // While it plays, the player waits for each step to land: only then is the timeline watched.
  const position = useWorkbench((s) => (state[0] ? s.session.run?.timeline : undefined));
  const stepOnce = useCallback(() => {
    const result = session.stepForward();
    return result.ok && canStepForward(result.value);
  }, [session]);
  const player = usePlayer(canForward, stepOnce, position, state);
  const { pause, play } = player;

  const handlers = useMemo(() => {
    const timeline = () => api.getState().session.run?.timeline;
    return {
      back: () => {
        pause();
        const now = timeline();
        if (now !== undefined && now.cursor > 0) session.stepBack();
      },
      forward: () => {
        pause();
        if (canGoForward(timeline())) session.stepForward();
      },
      first: () => {
        pause();
        if (timeline() !== undefined) session.jumpTo(0);
      },
      last: () => {
        pause();
        const now = timeline();
        if (now !== undefined) session.jumpTo(frameCount(now) - 1);
      },
      jump: (index: number) => {
        pause();
        session.jumpTo(index);
      },
      runToEnd: () => {
        pause();
        session.runToEnd();
      },
      reset: () => {
        pause();
        session.reset();
      },
    };
  }, [api, pause, session]);

  return useMemo(
    () => ({
      hasRun,
      canBack,
      canForward,
      atLast,
      playing: player.playing,
      play,
      pause,
      ...handlers,
    }),
    [hasRun, canBack, canForward, atLast, player.playing, play, pause, handlers],
  );
}
