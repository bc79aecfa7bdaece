// The conformance findings of a live run, beside it: each with its severity, stable code, the
// call and frame it came from (a button that steps there) and, for a malformed payload, its JSON
// path. Exported as Markdown or JSON, copied or downloaded; nothing in them holds a credential.
import { useMemo } from 'react';
import './live.css';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { downloadText } from '../../../components/download';
import { DownloadIcon } from '../../../components/icons';
import { findingsJson, findingsMarkdown, liveFindings, type LiveRun } from '../../../live/run-log';

const TONE = { error: 'danger', warning: 'warning', info: 'info' } as const;

const fileBase = (run: LiveRun) =>
  `conformance-${run.agent.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'agent'}`;

export function ConformanceTab({
  live,
  onJump,
}: {
  readonly live: LiveRun | undefined;
  readonly onJump: (frame: number) => void;
}) {
  const findings = useMemo(() => (live === undefined ? [] : liveFindings(live)), [live]);
  if (live === undefined) {
    return (
      <p className="muted">
        Conformance is judged on live traffic: choose “Live agent” as the behaviour and send a
        delegation to a real agent.
      </p>
    );
  }
  const errors = findings.filter((f) => f.severity === 'error').length;
  return (
    <div className="lifecycle-conformance">
      <div className="lifecycle-transcript-bar">
        <p className="lifecycle-live-note" aria-live="polite">
          {findings.length === 0
            ? `No findings in ${live.calls.length} call${live.calls.length === 1 ? '' : 's'} so far.`
            : `${findings.length} finding${findings.length === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}) in ${live.calls.length} call${live.calls.length === 1 ? '' : 's'}.`}
        </p>
        <CopyButton
          size="sm"
          text={() => findingsMarkdown(live, findings)}
          filename={`${fileBase(live)}.md`}
          mediaType="text/markdown"
          what="the conformance findings"
        >
          Copy Markdown
        </CopyButton>
        {/* Plain buttons: the shared DownloadButton chunk would join the first page's preload list. */}
        <Button
          size="sm"
          icon={<DownloadIcon />}
          onClick={() =>
            downloadText(`${fileBase(live)}.md`, findingsMarkdown(live, findings), 'text/markdown')
          }
        >
          Download Markdown
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          onClick={() =>
            downloadText(`${fileBase(live)}.json`, findingsJson(live, findings), 'application/json')
          }
        >
          Download JSON
        </Button>
      </div>
      {findings.length > 0 && (
        <ol className="lifecycle-findings" aria-label="Conformance findings">
          {findings.map((f, i) => (
            <li key={i} className="lifecycle-finding">
              <Badge tone={TONE[f.severity]}>{f.severity}</Badge>
              <Badge tone="neutral" code>
                {f.code}
              </Badge>
              <span className="lifecycle-finding-message">{f.message}</span>
              <span className="lifecycle-finding-where">
                {f.rpcMethod} · id {f.callId}
                {f.path !== undefined && (
                  <>
                    {' · '}
                    <code>{f.path}</code>
                  </>
                )}
              </span>
              {f.frame !== undefined && (
                <Button size="sm" variant="ghost" onClick={() => onJump(f.frame ?? 0)}>
                  Event {f.frame + 1}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
