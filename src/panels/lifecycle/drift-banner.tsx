// A recording keeps the workspace it started with; when the workspace has moved on, say what
// changed and offer to record again with the current one.
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { sessionDriftOf, useWorkbench } from '../../store';
import { useSessionActions } from '../../store/session-actions';

export function DriftBanner() {
  const drift = useWorkbench((s) =>
    s.session.run === undefined ? undefined : sessionDriftOf(s.workspace, s.session.run),
  );
  const live = useWorkbench((s) => s.session.run?.live !== undefined);
  const session = useSessionActions();
  if (drift === undefined || drift.length === 0) return null;
  return (
    <Banner
      tone="warning"
      title="The workspace changed since this delegation started"
      actions={
        live ? undefined : (
          <Button size="sm" onClick={() => session.restart()}>
            Restart with current workspace
          </Button>
        )
      }
    >
      <p>
        This recording keeps the setup it started with: {drift.join('; ')}.
        {live && ' A live run is not replayed: send again to use the current workspace.'}
      </p>
    </Banner>
  );
}
