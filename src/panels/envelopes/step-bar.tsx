// Moves the session's one cursor, the same one the Lifecycle panel steps: stepping here moves it
// there. Stepping past the last recorded event runs the next behaviour step.
import { useId } from 'react';
import { Button, IconButton } from '../../components/button';
import { count } from '../../components/counts';
import { IndexPicker } from '../../components/index-picker';
import { BackIcon, FirstIcon, ForwardIcon, LastIcon, RunIcon } from '../../components/panel-icons';
import { awaitingReply, canStepForward, type Timeline } from '../../core/timeline';
import { useSessionActions } from '../../store/session-actions';

export function StepBar({ timeline }: { readonly timeline: Timeline }) {
  const id = useId();
  const session = useSessionActions();
  const { cursor, frames } = timeline;
  const last = frames.length - 1;
  const canForward = canStepForward(timeline);
  const waiting = !canForward && awaitingReply(timeline);
  return (
    <div className="envelopes-steps" role="group" aria-label="Step through the delegation">
      <IconButton
        label="First step"
        icon={<FirstIcon />}
        variant="secondary"
        focusableWhenDisabled
        disabled={cursor === 0}
        onClick={() => session.jumpTo(0)}
      />
      <IconButton
        label="Step back"
        icon={<BackIcon />}
        variant="secondary"
        focusableWhenDisabled
        disabled={cursor === 0}
        onClick={() => session.stepBack()}
      />
      <label className="envelopes-step-pick" htmlFor={id}>
        <span className="visually-hidden">Step shown</span>
        <IndexPicker
          id={id}
          count={frames.length}
          value={cursor}
          labelOf={(index) =>
            `Step ${index + 1} of ${frames.length} · ${frames[index]?.label ?? ''}`
          }
          afterNumber={(index) => `of ${count(frames.length)} · ${frames[index]?.label ?? ''}`}
          onPick={(index) => session.jumpTo(index)}
        />
      </label>
      <IconButton
        label="Step forward"
        icon={<ForwardIcon />}
        variant="secondary"
        focusableWhenDisabled
        disabled={!canForward}
        onClick={() => session.stepForward()}
      />
      <IconButton
        label="Last step"
        icon={<LastIcon />}
        variant="secondary"
        focusableWhenDisabled
        disabled={cursor === last}
        onClick={() => session.jumpTo(last)}
      />
      <Button
        size="sm"
        icon={<RunIcon />}
        focusableWhenDisabled
        disabled={!canForward}
        onClick={() => session.runToEnd()}
      >
        Run to end
      </Button>
      {waiting && (
        <span className="envelopes-waiting">
          The task waits for the caller: <a href="#/lifecycle">reply in Lifecycle</a>
        </span>
      )}
    </div>
  );
}
