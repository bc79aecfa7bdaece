// Step back and forward, jump to the first or last event, play and pause, run to the end, reset.
import { Button, IconButton } from '../../components/button';
import {
  BackIcon,
  FirstIcon,
  ForwardIcon,
  LastIcon,
  PauseIcon,
  PlayIcon,
  ResetIcon,
  RunIcon,
} from '../../components/panel-icons';
import { frameCount, type Timeline } from '../../core/timeline';
import { useWorkbench } from '../../store';
import type { Stepper } from './use-stepper';
import './event-log.css';

/** "Event 3 of 7": a string, so the controls draw again only when it changes. */
const positionOf = (timeline: Timeline | undefined) =>
  timeline === undefined
    ? 'No events yet'
    : `Event ${timeline.cursor + 1} of ${frameCount(timeline)}`;

export function StepperControls({ stepper }: { readonly stepper: Stepper }) {
  const none = !stepper.hasRun;
  const position = useWorkbench((s) => positionOf(s.session.run?.timeline));
  return (
    <div className="lifecycle-controls">
      <div className="lifecycle-controls-row" role="group" aria-label="Step through the events">
        <IconButton
          label="First event (Home)"
          icon={<FirstIcon />}
          variant="secondary"
          focusableWhenDisabled
          disabled={!stepper.canBack}
          onClick={stepper.first}
        />
        <IconButton
          label="Step back (←)"
          icon={<BackIcon />}
          variant="secondary"
          focusableWhenDisabled
          disabled={!stepper.canBack}
          onClick={stepper.back}
        />
        {stepper.playing ? (
          <Button variant="primary" icon={<PauseIcon />} onClick={stepper.pause}>
            Pause
          </Button>
        ) : (
          <Button
            variant="primary"
            icon={<PlayIcon />}
            focusableWhenDisabled
            disabled={!stepper.canForward}
            onClick={stepper.play}
          >
            Play
          </Button>
        )}
        <IconButton
          label="Step forward (→)"
          icon={<ForwardIcon />}
          variant="secondary"
          focusableWhenDisabled
          disabled={!stepper.canForward}
          onClick={stepper.forward}
        />
        <IconButton
          label="Last event (End)"
          icon={<LastIcon />}
          variant="secondary"
          focusableWhenDisabled
          disabled={stepper.atLast}
          onClick={stepper.last}
        />
        <span className="lifecycle-position" aria-live="polite">
          {position}
        </span>
      </div>
      <div className="lifecycle-controls-row">
        <Button
          size="sm"
          icon={<RunIcon />}
          focusableWhenDisabled
          disabled={!stepper.canForward}
          onClick={stepper.runToEnd}
        >
          Run to end
        </Button>
        <Button
          size="sm"
          icon={<ResetIcon />}
          focusableWhenDisabled
          disabled={none}
          onClick={stepper.reset}
        >
          Reset
        </Button>
        <p className="lifecycle-keys">
          <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Home</kbd> <kbd>End</kbd> first / last event
        </p>
      </div>
    </div>
  );
}
