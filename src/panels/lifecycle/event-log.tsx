// The recorded frames, oldest first: the current one marked, later ones (recorded but stepped
// back from) dimmed. Clicking a frame moves the cursor there: time travel. A long run (a live
// stream) draws only the frames near the view.
import { memo, useCallback, useEffect, useRef } from 'react';
import { RowSpacer } from '../../components/row-spacer';
import {
  sameRow,
  scrollIntoBox,
  useWindowedRows,
  type RowProps,
} from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
import { frameAt, frameCount, type Frame, type Timeline } from '../../core/timeline';
import './event-log.css';

const stateOf = (frame: Frame) =>
  frame.taskId === undefined ? undefined : frame.engine.tasks.get(frame.taskId)?.task.status.state;

export interface EventLogProps {
  readonly timeline: Timeline | undefined;
  readonly onJump: (index: number) => void;
  /** Drawn in a window from this many frames (the list's own default when not given). */
  readonly windowFrom?: number | undefined;
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
/** The log scrolls in its own 340 px box: a screenful past it each way is enough. */
const LOG_OVERSCAN = 400;

export function EventLog({ timeline, onJump, windowFrom }: EventLogProps) {
  const list = useRef<HTMLOListElement>(null);
  const cursor = timeline?.cursor;
  const count = timeline === undefined ? 0 : frameCount(timeline);
  const rows = useWindowedRows({
    count,
    keyOf: String,
    estimate: () => ROW_HEIGHT,
    keep: cursor,
    from: windowFrom,
    overscan: LOG_OVERSCAN,
    // Every row is estimated alike and keyed by its place: the layout depends only on the
    // heights measured, so it is carried on as frames are added.
    appendOnly: true,
    keepInOwnBox: true,
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
    // Within the log's own box only: a live stream moves the cursor at every frame, and the page
    // stays where the reader has it.
    const current = list.current?.querySelector('[aria-current="step"]');
    const box = list.current?.parentElement;
    if (!(current instanceof HTMLElement) || box === null || box === undefined) return;
    scrollIntoBox(current, box);
  }, [cursor, windowed]);

  if (timeline === undefined) {
    return (
      <p className="lifecycle-log-empty">
        No delegation yet. Choose a caller, a card and a behaviour above and start one; every event
        it makes is listed here.
      </p>
    );
  }
  return (
    <>
      {windowed && <WindowNote count={count} noun="events" />}
      <div
        className={
          windowed ? 'lifecycle-log-scroll lifecycle-log-windowed' : 'lifecycle-log-scroll'
        }
      >
        <ol ref={listRef} className="lifecycle-log" aria-label="Event log" {...listProps}>
          {rows.slots.map((slot) => {
            if (slot.kind === 'spacer') {
              return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
            }
            const index = slot.index;
            const frame = frameAt(timeline, index);
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
