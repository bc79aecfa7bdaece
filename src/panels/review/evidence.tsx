// Taking the evidence away: the review report of the workspace as it is now, and the admission
// policy as Cedar files a platform can enforce.
import { useState } from 'react';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { DownloadIcon } from '../../components/icons';
import { selectWorkspace, useWorkbench, useWorkbenchApi } from '../../store';
import type { DriftRun } from '../../core/card-drift';
import { DRIFT_VIEW } from '../../store/drift/results';
import { selectBaseline } from '../../store/review/baseline';
import { cedarFiles, type CedarFile } from '../../store/review/cedar-files';
import { workspaceReport } from '../../store/review/report/for-workspace';
import { useFingerprint } from './use-fingerprint';

type CedarLabel = CedarFile['label'];

const CEDAR_FILES: ReadonlyArray<{ label: CedarLabel; what: string }> = [
  { label: 'Schema', what: 'schema (.cedarschema)' },
  { label: 'Policies', what: 'policies (.cedar)' },
  { label: 'Entities', what: 'entities (JSON)' },
  { label: 'Tests', what: 'tests for cedar run-tests (JSON)' },
];

export function Evidence() {
  const store = useWorkbenchApi();
  const workspace = useWorkbench(selectWorkspace);
  const fingerprint = useFingerprint(workspace);
  const [message, setMessage] = useState<string>();
  // Built on click: a large workspace has a test per caller × agent cell.
  const downloadCedar = (label: CedarLabel) => {
    const { workspace: current, cardTrust } = store.getState();
    const files = cedarFiles(
      current,
      cardTrust,
      fingerprint.status === 'ready' ? fingerprint.value : undefined,
    );
    const file = files.ok ? files.value.find((f) => f.label === label) : undefined;
    if (!files.ok || file === undefined) {
      setMessage(`No Cedar export: ${files.ok ? 'unknown file' : files.error.message}.`);
      return;
    }
    downloadText(file.fileName, file.text, file.mediaType);
    setMessage(`Saved ${file.fileName}.`);
  };

  const downloadReport = async () => {
    const state = store.getState();
    const drift = state.views[DRIFT_VIEW] as DriftRun | undefined;
    const report = await workspaceReport(
      state.workspace,
      selectBaseline(state),
      undefined,
      state.cardTrust,
      drift,
    );
    if (!report.ok) {
      setMessage(`No report: ${report.error.message}.`);
      return;
    }
    downloadText(report.value.fileName, report.value.html, 'text/html');
    setMessage(`Saved ${report.value.fileName}.`);
  };

  return (
    <section className="surface-card review-card" aria-labelledby="review-evidence-title">
      <h2 id="review-evidence-title">Evidence</h2>
      <h3>Review report</h3>
      <p className="review-hint">
        One HTML file with no script: the policy, the matrix with every denial reason, the planned
        paths, the allow-list, the changes since the baseline, the live cards when they were
        checked, the sign-off and the fingerprint. Open it anywhere, print it to PDF, and check it
        with <code>npm run review -- verify REPORT.html WORKSPACE.json</code>.
      </p>
      <Button size="sm" icon={<DownloadIcon />} onClick={() => void downloadReport()}>
        Download report of the workspace now
      </Button>
      <p className="review-hint" role="status">
        {message}
      </p>
      <h3>Cedar policy set</h3>
      <p className="review-hint">
        The admission policy for any Cedar engine: a forbid per denial rule, named by its code, and
        every reviewed caller × agent cell as a test for <code>cedar run-tests</code>.
      </p>
      <div className="button-group review-cedar">
        {CEDAR_FILES.map(({ label, what }) => (
          <Button
            key={label}
            size="sm"
            icon={<DownloadIcon />}
            aria-label={`Download the Cedar ${what}`}
            onClick={() => downloadCedar(label)}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
