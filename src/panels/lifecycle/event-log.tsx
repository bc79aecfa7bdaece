// The recorded frames, oldest first: the current one marked, later ones (recorded but stepped
// back from) dimmed. Clicking a frame moves the cursor there: time travel.
import { useEffect, useRef } from 'react';
import type { Frame, Timeline } from '../../core/timeline';
import './event-log.css';

const stateOf = (frame: Frame) =>
  frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task.status.state;

export interface EventLogProps {
  readonly timeline: Timeline | undefined;
  readonly onJump: (index: number) => void;
}

export function EventLog({ timeline, onJump }: EventLogProps) {
  const list = useRef<HTMLOListElement>(null);
  const cursor = timeline?.cursor;
  useEffect(() => {
    const current = list.current?.querySelector('[aria-current="step"]');
    // jsdom has no layout, so no scrollIntoView.
    if (current instanceof HTMLElement && typeof current.scrollIntoView === 'function') {
      current.scrollIntoView({ block: 'nearest' });
    }
  }, [cursor]);

  if (timeline === undefined) {
    return (
      <p className="lifecycle-log-empty">
        No delegation yet. Choose a caller, a card and a behaviour above and start one; every event
        it makes is listed here.
      </p>
    );
  }
  return (
    <ol ref={list} className="lifecycle-log" aria-label="Event log">
      {timeline.frames.map((frame, index) => {
        const current = index === timeline.cursor;
        const state = stateOf(frame);
        const classes = [
          'lifecycle-log-item',
          index > timeline.cursor && 'lifecycle-log-future',
          frame.error !== undefined && 'lifecycle-log-error',
        ].filter(Boolean);
        return (
          <li key={index} className={classes.join(' ')}>
            <button
              type="button"
              className="lifecycle-log-button"
              aria-current={current ? 'step' : undefined}
              onClick={() => onJump(index)}
            >
              <span className="lifecycle-log-index">{index + 1}</span>
              <span className="lifecycle-log-label">{frame.label}</span>
              {state !== undefined && <span className="lifecycle-log-state">{state}</span>}
              {current && <span className="visually-hidden"> (current)</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
