// What crossed the wire, frame by frame up to the cursor, in A2A 0.3 (default) or 1.0: JSON-RPC
// requests and responses, SSE frames of a stream, and push POSTs, each foldable and copyable.
import { memo, useCallback, useMemo, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { DownloadButton } from '../../../components/download-button';
import { JsonCode } from '../../../components/json-code';
import { frameAt, type Frame, type Timeline } from '../../../core/timeline';
import { useWorkbench, type WireVersion } from '../../../store';
import type { LiveRun } from '../../../live/run-log';
import { RadioGroup } from '../../../components/radio-group';
import { RowSpacer } from '../../../components/row-spacer';
import { sameRow, useWindowedRows, type RowProps } from '../../../components/use-windowed-rows';
import { WindowNote } from '../../../components/window-note';
import { frameTranscript, liveTranscript, type TranscriptItem } from './entries';
import { liveEntriesAt, liveFramesMore, showsPayloadIn, type LiveFrames } from './live-frames';
import { useCarried } from '../../../components/use-carried';
import './transcript.css';
import { useSessionActions } from '../../../store/session-actions';

const VERSIONS: ReadonlyArray<{ value: WireVersion; label: string }> = [
  { value: '0.3', label: 'A2A 0.3' },
  { value: '1.0', label: 'A2A 1.0' },
];

function quietReason(frame: Frame, index: number): string {
  if (index === 0) return 'The server is configured; nothing has been sent yet.';
  if (frame.call?.method === 'send') {
    return 'The server ran a step inside the open message/send call: nothing crosses the wire until it answers.';
  }
  return 'Nothing crossed the wire in this event.';
}

/** Drawn again only when its item changes: a live run's items are made once each. */
const Entry = memo(function Entry({
  item,
  version,
}: {
  readonly item: TranscriptItem;
  readonly version: string;
}) {
  return (
    <li className={`lifecycle-wire lifecycle-wire-${item.dir}`}>
      <div className="lifecycle-wire-head">
        <span className="lifecycle-wire-title">{item.title}</span>
        <CopyButton
          size="sm"
          variant="ghost"
          text={() => item.copy}
          filename={`${fileSlug(item.title)}.txt`}
          mediaType="text/plain"
          what={item.title}
          aria-label={`Copy ${item.title}`}
        >
          Copy
        </CopyButton>
      </div>
      {item.head !== undefined && (
        <pre className="lifecycle-wire-http" aria-label={`HTTP of ${item.title}`}>
          {item.head}
        </pre>
      )}
      <JsonCode
        text={item.display}
        label={`A2A ${version} ${item.title}`}
        collapseDepth={3}
        keepOpen={STATE_KEYS}
      />
    </li>
  );
});

/** "POST message/stream → 200" as a file name: "post-message-stream-200". */
const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'wire-record';

/** The task's state is what a reader looks for: never folded away, in either version. */
const STATE_KEYS = ['state'];

interface FrameRowProps {
  readonly frame: Frame;
  readonly index: number;
  readonly current: boolean;
  readonly itemsOf: (frame: Frame, index: number) => TranscriptItem[];
  readonly version: string;
  readonly row: RowProps;
  readonly tabIndex: 0 | -1 | undefined;
}

/** One event of the transcript: its items are made when it is drawn, not for every event. */
const FrameRow = memo(function FrameRow({
  frame,
  index,
  current,
  itemsOf,
  version,
  row,
  tabIndex,
}: FrameRowProps) {
  const items = useMemo(() => itemsOf(frame, index), [itemsOf, frame, index]);
  return (
    <li
      className="lifecycle-transcript-frame"
      aria-current={current ? 'step' : undefined}
      {...row}
      tabIndex={tabIndex}
    >
      <h3 className="lifecycle-transcript-frame-title">
        <span className="lifecycle-log-index">{index + 1}</span> {frame.label}
        {current && <span className="lifecycle-now">current</span>}
      </h3>
      {items.length === 0 ? (
        <p className="muted lifecycle-quiet">{quietReason(frame, index)}</p>
      ) : (
        <ol className="lifecycle-wire-list">
          {items.map((item) => (
            <Entry key={item.key} item={item} version={version} />
          ))}
        </ol>
      )}
    </li>
  );
}, sameRow);

/**
 * A live run's transcript is drawn in a window from this many events (a screenful or two). From
 * 100, the first drawn frame of a stream laid out every payload of its first 99 events: 12,769
 * layout objects in 156 ms in a Chromium trace of the 200,000-event stream (live-streams.spec.ts
 * -g 200,000); windowed from 20, 2,771.
 */
const LIVE_WINDOW_FROM = 20;

/** A live run's payloads by frame, carried on as the run grows; none for a simulated run. */
const framesOf = (before: LiveFrames | undefined, live: LiveRun | undefined) =>
  live === undefined ? undefined : liveFramesMore(before, live);

type Scope = 'all' | 'current';
const SCOPES: ReadonlyArray<{ value: Scope; label: string }> = [
  { value: 'all', label: 'All events so far' },
  { value: 'current', label: 'Current event' },
];

export function TranscriptView({
  timeline,
  live,
}: {
  readonly timeline: Timeline | undefined;
  /** A live run's traffic, shown as it crossed instead of re-encoded. */
  readonly live?: LiveRun | undefined;
}) {
  const version = useWorkbench((s) => s.session.setup.wireVersion);
  const session = useSessionActions();
  const [scope, setScope] = useState<Scope>('all');
  const liveFrames = useCarried<LiveRun | undefined, LiveFrames | undefined>(live, framesOf);
  const first = timeline === undefined || scope === 'all' ? 0 : timeline.cursor;
  const shown = timeline === undefined ? 0 : timeline.cursor + 1 - first;
  /** A frame's items, made only when it is drawn or copied. */
  const itemsOf = useCallback(
    (frame: Frame, index: number): TranscriptItem[] =>
      live === undefined || liveFrames === undefined
        ? frameTranscript(frame, version)
        : liveTranscript(liveEntriesAt(liveFrames, live, index)),
    [live, liveFrames, version],
  );
  const frameOfRow = (row: number) =>
    timeline === undefined ? undefined : frameAt(timeline, first + row);
  const rows = useWindowedRows({
    count: shown,
    from: live === undefined ? undefined : LIVE_WINDOW_FROM,
    // A live run's frames are only ever added, each made once.
    appendOnly: live !== undefined,
    keyOf: (row) => String(first + row),
    // The heading, and a folded body per record.
    estimate: (row) => 48 + 140 * (frameOfRow(row)?.wire.length ?? 1),
    // No kept row: keeping the cursor's would scroll the page to each event of a live stream
    // as it arrives, under the reader's hand (and the Stop button).
  });
  const empty =
    timeline === undefined ||
    (liveFrames === undefined
      ? !timeline.frames.slice(first, first + shown).some((f) => f.wire.length > 0)
      : !showsPayloadIn(liveFrames, first, first + shown));
  const transcriptFile = `transcript-a2a-${version}.txt`;
  const everything = () =>
    (timeline?.frames ?? [])
      .slice(first, first + shown)
      .flatMap((frame, row) =>
        itemsOf(frame, first + row).map((item) => `# ${item.title}\n${item.copy.trimEnd()}`),
      )
      .join('\n\n');

  return (
    <div className="lifecycle-transcript">
      <div className="lifecycle-transcript-bar">
        {live !== undefined ? (
          <p className="lifecycle-live-note">
            As it crossed the wire with the live agent, in A2A {live.version}.
          </p>
        ) : (
          <RadioGroup
            legend="Wire version"
            options={VERSIONS}
            value={version}
            onChange={(wireVersion) => session.configure({ wireVersion })}
          />
        )}
        <RadioGroup legend="Events shown" options={SCOPES} value={scope} onChange={setScope} />
        <div className="button-group lifecycle-copy-all">
          <CopyButton
            size="sm"
            text={everything}
            filename={transcriptFile}
            mediaType="text/plain"
            what="the transcript"
            disabled={empty}
          >
            Copy shown
          </CopyButton>
          <DownloadButton
            size="sm"
            filename={transcriptFile}
            content={everything}
            mediaType="text/plain"
            disabled={empty}
          >
            Download shown
          </DownloadButton>
        </div>
      </div>
      {timeline === undefined ? (
        <p className="muted">Start a delegation to see what crosses the wire.</p>
      ) : (
        <>
          {rows.windowed && <WindowNote count={shown} noun="events in the transcript" />}
          <ol className="lifecycle-transcript-frames" {...rows.listProps}>
            {rows.slots.map((slot) => {
              if (slot.kind === 'spacer') {
                return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
              }
              const index = first + slot.index;
              const frame = frameAt(timeline, index);
              if (frame === undefined) return null;
              return (
                <FrameRow
                  key={index}
                  frame={frame}
                  index={index}
                  current={index === timeline.cursor}
                  itemsOf={itemsOf}
                  version={live === undefined ? version : live.version}
                  row={rows.rowProps(slot.index)}
                  tabIndex={rows.tabIndexOf(slot.index)}
                />
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
