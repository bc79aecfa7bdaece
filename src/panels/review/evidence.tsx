// Taking the evidence away, both ways: "as reviewed" (built from the newest review's recorded
// snapshot, whatever has changed since) and "workspace now" (the workspace as it stands). Each
// has the review report and the Cedar policy set, labelled with the fingerprint it was built from.
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { DownloadIcon } from '../../components/icons';
import { selectWorkspace, useWorkbench, useWorkbenchApi } from '../../store';
import type { DriftRun } from '../../core/card-drift';
import { DRIFT_VIEW } from '../../store/drift/results';
import { newestReview, reviewsOf, selectBaseline } from '../../store/review/baseline';
import { cedarSet, type CedarFile, type CedarSubject } from '../../store/review/cedar-files';
import { readableInstant } from '../../store/review/describe';
import {
  reviewReport,
  workspaceReport,
  type ReportFile,
} from '../../store/review/report/for-workspace';
import { shortFingerprint, useFingerprint } from './use-fingerprint';

type CedarLabel = CedarFile['label'];

const CEDAR_FILES: ReadonlyArray<{ label: CedarLabel; what: string }> = [
  { label: 'Schema', what: 'schema (.cedarschema)' },
  { label: 'Policies', what: 'policies (.cedar)' },
  { label: 'Entities', what: 'entities (JSON)' },
  { label: 'Tests', what: 'tests for cedar run-tests (JSON)' },
];

type Which = CedarSubject['kind'];

/** How each set is named on its buttons: "as reviewed", "of the workspace now". */
const NAMED: Readonly<Record<Which, string>> = {
  reviewed: 'as reviewed',
  now: 'of the workspace now',
};

function ExportSet({
  which,
  title,
  children,
  onReport,
  onCedar,
  disabled = false,
}: {
  readonly which: Which;
  readonly disabled?: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onReport: () => void;
  readonly onCedar: (label: CedarLabel) => void;
}) {
  const id = useId();
  return (
    <section className="review-export" aria-labelledby={id} data-export={which}>
      <h3 id={id}>{title}</h3>
      {children}
      <div className="button-group review-cedar">
        <Button
          size="sm"
          icon={<DownloadIcon />}
          aria-label={`Download the report ${NAMED[which]}`}
          disabled={disabled}
          onClick={onReport}
        >
          Report
        </Button>
        {CEDAR_FILES.map(({ label, what }) => (
          <Button
            key={label}
            size="sm"
            icon={<DownloadIcon />}
            aria-label={`Download the Cedar ${what} ${NAMED[which]}`}
            disabled={disabled}
            onClick={() => onCedar(label)}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}

function FingerprintLine({ value }: { readonly value: string | undefined }) {
  return value === undefined ? (
    <span>computing the fingerprint…</span>
  ) : (
    <code title={value} aria-label={`fingerprint ${value}`}>
      {shortFingerprint(value)}
    </code>
  );
}

export function Evidence() {
  const store = useWorkbenchApi();
  const workspace = useWorkbench(selectWorkspace);
  const fingerprint = useFingerprint(workspace);
  const now = fingerprint.status === 'ready' ? fingerprint.value : undefined;
  const reviewed = newestReview(workspace);
  const moved = reviewed !== undefined && now !== undefined && reviewed.fingerprint !== now;
  const [message, setMessage] = useState<string>();

  const subjectOf = (which: Which): CedarSubject | undefined => {
    const ws = store.getState().workspace;
    const review = newestReview(ws);
    if (which === 'now') return { kind: 'now', workspace: ws };
    return review && { kind: 'reviewed', review };
  };

  // Built on click: a large workspace has a test per caller × agent cell.
  const downloadCedar = async (which: Which, label: CedarLabel) => {
    const subject = subjectOf(which);
    if (subject === undefined) return;
    const set = await cedarSet(subject);
    const file = set.ok ? set.value.files.find((f) => f.label === label) : undefined;
    if (!set.ok || file === undefined) {
      setMessage(`No Cedar export: ${set.ok ? 'unknown file' : set.error.message}.`);
      return;
    }
    downloadText(file.fileName, file.text, file.mediaType);
    setMessage(`Saved ${file.fileName} (${NAMED[which]}, ${set.value.fingerprint}).`);
  };

  const downloadReport = async (which: Which) => {
    const state = store.getState();
    let report: ReportFile;
    if (which === 'reviewed') {
      const review = newestReview(state.workspace);
      if (review === undefined) return;
      report = await reviewReport(reviewsOf(state.workspace), review);
    } else {
      const drift = state.views[DRIFT_VIEW] as DriftRun | undefined;
      const built = await workspaceReport(state.workspace, selectBaseline(state), undefined, drift);
      if (!built.ok) {
        setMessage(`No report: ${built.error.message}.`);
        return;
      }
      report = built.value;
    }
    downloadText(report.fileName, report.html, 'text/html');
    setMessage(`Saved ${report.fileName} (${NAMED[which]}, ${report.fingerprint}).`);
  };

  return (
    <section className="surface-card review-card" aria-labelledby="review-evidence-title">
      <h2 id="review-evidence-title">Evidence</h2>
      <p className="review-hint">
        Two sets, each named by the fingerprint it was built from. <strong>As reviewed</strong> is
        built from the snapshot the newest review recorded, whatever has changed since.{' '}
        <strong>Workspace now</strong> is the workspace as it stands, which no review may have
        signed off.
      </p>
      <div className="review-exports">
        <ExportSet
          which="reviewed"
          title="As reviewed"
          disabled={reviewed === undefined}
          onReport={() => void downloadReport('reviewed')}
          onCedar={(label) => void downloadCedar('reviewed', label)}
        >
          {reviewed === undefined ? (
            <p className="review-hint">
              No review is recorded yet. Record one to export what it signs off.
            </p>
          ) : (
            <p className="review-meta">
              Review “{reviewed.name}”, {readableInstant(reviewed.recordedAt)} ·{' '}
              <FingerprintLine value={reviewed.fingerprint} />
            </p>
          )}
        </ExportSet>
        <ExportSet
          which="now"
          title="Workspace now"
          onReport={() => void downloadReport('now')}
          onCedar={(label) => void downloadCedar('now', label)}
        >
          <p className="review-meta">
            <FingerprintLine value={now} />{' '}
            {reviewed === undefined ? (
              <Badge tone="neutral">not reviewed</Badge>
            ) : moved ? (
              <Badge tone="warning">changed since review “{reviewed.name}”</Badge>
            ) : now === undefined ? null : (
              <Badge tone="success">what review “{reviewed.name}” signed off</Badge>
            )}
          </p>
        </ExportSet>
      </div>
      <p className="review-hint" role="status">
        {message}
      </p>
      <h3>What they hold</h3>
      <p className="review-hint">
        The report is one HTML file with no script: the policy, each card’s signature status, the
        matrix with every denial reason, the planned paths, the allow-list, the changes since the
        baseline, the live cards when they were checked, the sign-off and the fingerprint. Check
        either with <code>npm run review -- verify REPORT.html WORKSPACE.json</code>: the “as
        reviewed” one against a workspace file that records the review, the “now” one against the
        workspace as exported. The Cedar set is the admission policy for any Cedar engine: a forbid
        per denial rule, named by its code, and every caller × agent cell as a test for{' '}
        <code>cedar run-tests</code>.
      </p>
    </section>
  );
}
