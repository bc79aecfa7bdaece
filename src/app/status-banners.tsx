// Banners the store raises: saved data that could not be opened, and autosave failing.
import { Banner } from '../components/banner';
import { Button } from '../components/button';
import { downloadText } from '../components/download';
import { DownloadIcon } from '../components/icons';
import { selectRecovery, selectSaveError, useWorkbench, useWorkbenchActions } from '../store';
import { IssueList } from './issue-list';

export function RecoveryBanner() {
  const recovery = useWorkbench(selectRecovery);
  const { dismissRecovery, discardRecovery } = useWorkbenchActions();
  if (recovery === undefined) return null;
  return (
    <Banner
      tone="warning"
      title="Your saved workspace could not be opened, so the bank example is shown instead."
      actions={
        <>
          <Button
            variant="primary"
            size="sm"
            icon={<DownloadIcon />}
            onClick={() => downloadText('unreadable-workspace.json', recovery.raw)}
          >
            Download the unreadable data
          </Button>
          <Button size="sm" onClick={dismissRecovery} title="Hide this until the next visit">
            Dismiss
          </Button>
          <Button size="sm" variant="danger" onClick={discardRecovery}>
            Discard it
          </Button>
        </>
      }
    >
      <p>
        {recovery.issues.length > 0
          ? 'It does not match the workspace format:'
          : `${recovery.reason}.`}
      </p>
      <IssueList issues={recovery.issues} />
      <p>
        The data is kept aside, untouched, until you discard it; new changes are saved as usual.
      </p>
    </Banner>
  );
}

export function SaveErrorBanner() {
  const saveError = useWorkbench(selectSaveError);
  if (saveError === undefined) return null;
  return <Banner tone="error" title={saveError.message} />;
}
