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
        {recovery.reason}. It is kept aside, untouched, until you discard it; your new changes are
        saved as usual.
      </p>
      <IssueList issues={recovery.issues} />
    </Banner>
  );
}

export function SaveErrorBanner() {
  const saveError = useWorkbench(selectSaveError);
  if (saveError === undefined) return null;
  return <Banner tone="error" title={saveError.message} />;
}
