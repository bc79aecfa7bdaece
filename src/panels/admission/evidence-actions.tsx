// Taking the evidence away: the selected caller's verdicts with the policy and caller context they
// were computed from, as Markdown for a ticket or JSON for a file. Built when clicked.
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { admissionFor, useWorkbenchApi } from '../../store';
import { admissionEvidence, evidenceFileName, evidenceJson, evidenceMarkdown } from './evidence';

export function EvidenceActions({ callerId }: { readonly callerId: string }) {
  const store = useWorkbenchApi();
  const evidence = () => {
    const { workspace, cardTrust } = store.getState();
    const caller = workspace.callers.find((c) => c.agentId === callerId);
    if (caller === undefined) throw new Error(`there is no caller ${JSON.stringify(callerId)}`);
    return admissionEvidence({
      workspace: workspace.name,
      caller,
      policy: workspace.policy,
      verdicts: admissionFor(workspace, callerId, cardTrust) ?? [],
      generatedAt: new Date().toISOString(),
    });
  };
  return (
    <div className="button-group admission-evidence" role="group" aria-label="Evidence">
      <CopyButton
        size="sm"
        text={() => evidenceMarkdown(evidence())}
        filename={evidenceFileName(callerId, 'md')}
        mediaType="text/markdown"
        what="the evidence"
      >
        Copy as Markdown
      </CopyButton>
      <DownloadButton
        size="sm"
        filename={evidenceFileName(callerId, 'md')}
        content={() => evidenceMarkdown(evidence())}
        mediaType="text/markdown"
      >
        Download Markdown
      </DownloadButton>
      <DownloadButton
        size="sm"
        filename={evidenceFileName(callerId)}
        content={() => evidenceJson(evidence())}
      >
        Download JSON
      </DownloadButton>
    </div>
  );
}
