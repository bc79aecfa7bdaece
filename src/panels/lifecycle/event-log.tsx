// The recorded frames, oldest first: the current one marked, later ones (recorded but stepped
// back from) dimmed. Clicking a frame moves the cursor there: time travel. A long run (a live
// stream) draws only the frames near the view.
import { memo, useCallback, useEffect, useRef } from 'react';
import { RowSpacer } from '../../components/row-spacer';
import { sameRow, useWindowedRows, type RowProps } from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
import type { Frame, Timeline } from '../../core/timeline';
import './event-log.css';

const stateOf = (frame: Frame) =>
  frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task.status.state;

export interface EventLogProps {
  readonly timeline: Timeline | undefined;
  readonly onJump: (index: number) => void;
}

interface EventRowProps {
  readonly frame: Frame;
  readonly index: number;
  readonly current: boolean;
  readonly future: boolean;
  readonly onJump: (index: number) => void;
  readonly row: RowProps;
  readonly tabIndex: 0 | -1 | undefined;
}

const EventRow = memo(function EventRow({
  frame,
  index,
  current,
  future,
  onJump,
  row,
  tabIndex,
}: EventRowProps) {
  const state = stateOf(frame);
  const classes = [
    'lifecycle-log-item',
    future && 'lifecycle-log-future',
    frame.error !== undefined && 'lifecycle-log-error',
  ].filter(Boolean);
  return (
    <li className={classes.join(' ')} {...row}>
      <button
        type="button"
        className="lifecycle-log-button"
        aria-current={current ? 'step' : undefined}
        onClick={() => onJump(index)}
        data-row-focus=""
        tabIndex={tabIndex}
      >
        <span className="lifecycle-log-index">{index + 1}</span>
        <span className="lifecycle-log-label">{frame.label}</span>
        {state !== undefined && <span className="lifecycle-log-state">{state}</span>}
        {current && <span className="visually-hidden"> (current)</span>}
      </button>
    </li>
  );
}, sameRow);

/** A row: its label, and its state when it has one, on one line. */
const ROW_HEIGHT = 34;

export function EventLog({ timeline, onJump }: EventLogProps) {
  const list = useRef<HTMLOListElement>(null);
  const cursor = timeline?.cursor;
  const frames = timeline?.frames;
  const rows = useWindowedRows({
    count: frames?.length ?? 0,
    keyOf: String,
    estimate: () => ROW_HEIGHT,
    keep: cursor,
  });
  const { windowed } = rows;
  const { ref: windowRef, ...listProps } = rows.listProps;
  const listRef = useCallback(
    (element: HTMLOListElement | null) => {
      list.current = element;
      windowRef(element);
    },
    [windowRef],
  );
  useEffect(() => {
    // A windowed list brings its kept row (the cursor's) into view itself.
    if (windowed) return;
    const current = list.current?.querySelector('[aria-current="step"]');
    // jsdom has no layout, so no scrollIntoView.
    if (current instanceof HTMLElement && typeof current.scrollIntoView === 'function') {
      current.scrollIntoView({ block: 'nearest' });
    }
  }, [cursor, windowed]);

  if (timeline === undefined || frames === undefined) {
    return (
      <p className="lifecycle-log-empty">
        No delegation yet. Choose a caller, a card and a behaviour above and start one; every event
        it makes is listed here.
      </p>
    );
  }
  return (
    <>
      {windowed && <WindowNote count={frames.length} noun="events" />}
      <div className="lifecycle-log-scroll">
        <ol ref={listRef} className="lifecycle-log" aria-label="Event log" {...listProps}>
          {rows.slots.map((slot) => {
            if (slot.kind === 'spacer') {
              return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
            }
            const index = slot.index;
            const frame = frames[index];
            if (frame === undefined) return null;
            return (
              <EventRow
                key={index}
                frame={frame}
                index={index}
                current={index === timeline.cursor}
                future={index > timeline.cursor}
                onJump={onJump}
                row={rows.rowProps(index)}
                tabIndex={rows.tabIndexOf(index)}
              />
            );
          })}
        </ol>
      </div>
    </>
  );
}
