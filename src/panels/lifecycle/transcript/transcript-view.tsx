// What crossed the wire, frame by frame up to the cursor, in A2A 0.3 (default) or 1.0: JSON-RPC
// requests and responses, SSE frames of a stream, and push POSTs, each foldable and copyable.
import { useMemo, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { DownloadButton } from '../../../components/download-button';
import { JsonCode } from '../../../components/json-code';
import type { Frame, Timeline } from '../../../core/timeline';
import { useWorkbench, useWorkbenchActions, type WireVersion } from '../../../store';
import type { LiveRun } from '../../../live/run-log';
import { RadioGroup } from '../../../components/radio-group';
import { frameTranscript, liveTranscript, type TranscriptItem } from './entries';
import './transcript.css';

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

function Entry({ item, version }: { readonly item: TranscriptItem; readonly version: string }) {
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
}

/** "POST message/stream → 200" as a file name: "post-message-stream-200". */
const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'wire-record';

/** The task's state is what a reader looks for: never folded away, in either version. */
const STATE_KEYS = ['state'];

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
  const { session } = useWorkbenchActions();
  const [scope, setScope] = useState<Scope>('all');
  const frames = useMemo(
    () =>
      timeline === undefined
        ? []
        : timeline.frames
            .slice(0, timeline.cursor + 1)
            .map((frame, index) => ({
              frame,
              index,
              items:
                live === undefined ? frameTranscript(frame, version) : liveTranscript(live, index),
            }))
            .slice(scope === 'current' ? timeline.cursor : 0),
    [timeline, version, scope, live],
  );
  const transcriptFile = `transcript-a2a-${version}.txt`;
  const everything = () =>
    frames
      .flatMap(({ items }) => items.map((item) => `# ${item.title}\n${item.copy.trimEnd()}`))
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
            disabled={frames.every((f) => f.items.length === 0)}
          >
            Copy shown
          </CopyButton>
          <DownloadButton
            size="sm"
            filename={transcriptFile}
            content={everything}
            mediaType="text/plain"
            disabled={frames.every((f) => f.items.length === 0)}
          >
            Download shown
          </DownloadButton>
        </div>
      </div>
      {timeline === undefined ? (
        <p className="muted">Start a delegation to see what crosses the wire.</p>
      ) : (
        <ol className="lifecycle-transcript-frames">
          {frames.map(({ frame, index, items }) => (
            <li
              key={index}
              className="lifecycle-transcript-frame"
              aria-current={index === timeline.cursor ? 'step' : undefined}
            >
              <h3 className="lifecycle-transcript-frame-title">
                <span className="lifecycle-log-index">{index + 1}</span> {frame.label}
                {index === timeline.cursor && <span className="lifecycle-now">current</span>}
              </h3>
              {items.length === 0 ? (
                <p className="muted lifecycle-quiet">{quietReason(frame, index)}</p>
              ) : (
                <ol className="lifecycle-wire-list">
                  {items.map((item) => (
                    <Entry
                      key={item.key}
                      item={item}
                      version={live === undefined ? version : live.version}
                    />
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
