// The envelopes panel: the Lifecycle session's task at the selected step as A2A JSON, as the
// kernel's task and as an ACP run, side by side, with each translation's losses and round trip,
// and what changed between two steps.
import { useMemo } from 'react';
import { DownloadButton } from '../../components/download-button';
import { useWorkbench } from '../../store';
import { Columns } from './columns';
import { EmptyState } from './empty-state';
import { envelopesAt, envelopesDocument } from './envelopes';
import { NoTask } from './no-task';
import { StepBar } from './step-bar';
import { StepDiff } from './step-diff';
import { VersionSwitch } from './version-switch';
import './envelopes.css';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export default function EnvelopesPanel() {
  const run = useWorkbench((s) => s.session.run);
  const version = useWorkbench((s) => s.session.setup.wireVersion);
  const error = useWorkbench((s) => s.session.error);
  const envelopes = useMemo(
    () =>
      run === undefined
        ? undefined
        : envelopesAt(run.timeline, run.timeline.cursor, version, run.mode),
    [run, version],
  );
  if (run === undefined) return <EmptyState />;
  const { timeline } = run;

  return (
    <div className="envelopes">
      <div className="envelopes-toolbar">
        <StepBar timeline={timeline} />
        <div className="envelopes-toolbar-end">
          <VersionSwitch />
          <DownloadButton
            size="sm"
            disabled={envelopes === undefined}
            filename={`envelopes-step-${timeline.cursor + 1}-${slug(envelopes?.label ?? 'step')}.json`}
            content={() =>
              envelopes === undefined
                ? ''
                : `${JSON.stringify(envelopesDocument(envelopes), null, 2)}\n`
            }
          >
            Download all three
          </DownloadButton>
        </div>
      </div>
      <p className="envelopes-hint muted">
        The task of the Lifecycle session at the selected step. Hover or focus a field to see the
        same field in the other forms.
      </p>
      {error !== undefined && (
        <p className="envelopes-error" role="alert">
          {error.message}
        </p>
      )}
      {envelopes === undefined ? <NoTask timeline={timeline} /> : <Columns envelopes={envelopes} />}
      <StepDiff timeline={timeline} version={version} />
    </div>
  );
}
