// Everything the stepper controls and the keyboard share: where the cursor is, what can move,
// and the handlers, with play paused by any manual move.
import { useCallback, useMemo } from 'react';
import { canStepForward, type Timeline } from '../../core/timeline';
import { useWorkbench } from '../../store';
import { usePlayer } from './use-player';
import { useSessionActions } from '../../store/session-actions';

export interface Stepper {
  readonly timeline: Timeline | undefined;
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

export function useStepper(): Stepper {
  const timeline = useWorkbench((s) => s.session.run?.timeline);
  const session = useSessionActions();
  const canForward = timeline !== undefined && canStepForward(timeline);
  const lastIndex = timeline === undefined ? 0 : timeline.frames.length - 1;
  const stepOnce = useCallback(() => {
    const result = session.stepForward();
    return result.ok && canStepForward(result.value);
  }, [session]);
  const player = usePlayer(canForward, stepOnce, timeline);
  const { pause } = player;

  return useMemo(
    () => ({
      timeline,
      canBack: timeline !== undefined && timeline.cursor > 0,
      canForward,
      atLast: timeline === undefined || timeline.cursor === lastIndex,
      playing: player.playing,
      back: () => {
        pause();
        if (timeline !== undefined && timeline.cursor > 0) session.stepBack();
      },
      forward: () => {
        pause();
        if (canForward) session.stepForward();
      },
      first: () => {
        pause();
        if (timeline !== undefined) session.jumpTo(0);
      },
      last: () => {
        pause();
        if (timeline !== undefined) session.jumpTo(lastIndex);
      },
      jump: (index: number) => {
        pause();
        session.jumpTo(index);
      },
      play: player.play,
      pause,
      runToEnd: () => {
        pause();
        session.runToEnd();
      },
      reset: () => {
        pause();
        session.reset();
      },
    }),
    [timeline, canForward, lastIndex, player.playing, player.play, pause, session],
  );
}
