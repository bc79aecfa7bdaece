// The workspace's fingerprint and whether it is exactly what the newest review signed off.
import { Badge } from '../../components/badge';
import { CopyButton } from '../../components/copy-button';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { selectWorkspace, useWorkbench } from '../../store';
import { newestReview } from '../../store/review/baseline';
import { readableInstant } from '../../store/review/describe';
import { useFingerprint } from './use-fingerprint';

export function FingerprintStatus() {
  const workspace = useWorkbench(selectWorkspace);
  const newest = newestReview(workspace);
  const fingerprint = useFingerprint(workspace);
  const matches = fingerprint.status === 'ready' && newest?.fingerprint === fingerprint.value;
  return (
    <section className="surface-card review-card" aria-labelledby="review-fingerprint-title">
      <h2 id="review-fingerprint-title">This workspace</h2>
      <p className="review-hint">
        The SHA-256 of the workspace in canonical JSON, graph positions and reviews left out. The
        same content gives the same fingerprint on every machine.
      </p>
      {fingerprint.status === 'failed' ? (
        <p className="review-error" role="alert">
          No fingerprint: {fingerprint.message}.
        </p>
      ) : (
        <div className="review-fingerprint">
          <code aria-label="Workspace fingerprint" data-testid="workspace-fingerprint">
            {fingerprint.status === 'ready' ? fingerprint.value : 'computing…'}
          </code>
          <CopyButton
            size="sm"
            disabled={fingerprint.status !== 'ready'}
            text={() => (fingerprint.status === 'ready' ? fingerprint.value : '')}
            filename="workspace-fingerprint.txt"
            mediaType="text/plain"
            what="the workspace fingerprint"
          >
            Copy
          </CopyButton>
        </div>
      )}
      <p className="review-status" role="status">
        {newest === undefined ? (
          <Badge tone="neutral" icon={<InfoIcon size={12} />}>
            No review recorded yet
          </Badge>
        ) : matches ? (
          <Badge tone="success" icon={<CheckIcon size={12} />}>
            Signed off: review “{newest.name}”, {readableInstant(newest.recordedAt)}
          </Badge>
        ) : fingerprint.status === 'ready' ? (
          <Badge tone="warning" icon={<InfoIcon size={12} />}>
            Changed since review “{newest.name}”
          </Badge>
        ) : null}
      </p>
    </section>
  );
}
