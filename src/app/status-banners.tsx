// Banners the store raises: saved data that could not be opened (every value kept, the oldest
// shown first, and saving paused while one could not be set aside), autosave failing, and a saved
// lifecycle recording that could not be restored.
import { Banner } from '../components/banner';
import { Button } from '../components/button';
import { downloadText } from '../components/download';
import { DownloadIcon } from '../components/icons';
import {
  selectAutosavePaused,
  selectRecoveries,
  selectSaveError,
  useWorkbench,
  useWorkbenchActions,
  type Recovery,
} from '../store';
import { IssueList } from './issue-list';

/** What the user can do about data of this kind, when there is more to say than the reason. */
function advice(recovery: Recovery): string | undefined {
  switch (recovery.code) {
    case 'OLDER_VERSION':
      return 'This is an older format than the workbench reads. Download it to keep it. If it is a workspace written by hand or by another tool, set its "version" to 1 and import it with Import: anything that does not fit is listed by its JSON path.';
    case 'NEWER_VERSION':
      return 'It was saved by a newer version of the workbench: open it there, or download it and keep it until you can.';
    default:
      return undefined;
  }
}

function whereItIs(recovery: Recovery): string {
  switch (recovery.place) {
    case 'set-aside':
      return 'The data is kept aside, untouched, until you discard it; new changes are saved as usual.';
    case 'in-place':
      return `It could not be copied aside: ${recovery.heldBecause ?? 'browser storage refused the copy'}. Saving is paused so that no change overwrites it, and changes you make meanwhile live in this tab only. Download it or discard it, and saving resumes.`;
    case 'downloaded':
      return 'You downloaded it, so saving has resumed; the next change replaces it in browser storage.';
  }
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function RecoveryBanner() {
  const recoveries = useWorkbench(selectRecoveries);
  const paused = useWorkbench(selectAutosavePaused);
  const dismissed = useWorkbench((s) => s.recoveryDismissed);
  const { dismissRecovery, discardRecovery, recoveryDownloaded } = useWorkbenchActions();
  const recovery = recoveries[0];
  if (recovery === undefined || (dismissed && !paused)) return null;
  const count = recoveries.length;
  const note = advice(recovery);
  return (
    <Banner
      tone="warning"
      title={
        paused
          ? 'Saving is paused: saved data that could not be opened would be overwritten.'
          : 'Your saved workspace could not be opened, so the bank example is shown instead.'
      }
      actions={
        <>
          <Button
            variant="primary"
            size="sm"
            icon={<DownloadIcon />}
            onClick={() => {
              downloadText('unreadable-workspace.json', recovery.raw);
              recoveryDownloaded(recovery.key);
            }}
          >
            Download the unreadable data
          </Button>
          {!paused && (
            <Button size="sm" onClick={dismissRecovery} title="Hide this until the next visit">
              Dismiss
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => discardRecovery(recovery.key)}>
            Discard it
          </Button>
        </>
      }
    >
      {count > 1 && (
        <p>
          {count} unreadable saves are kept; the oldest is shown first, and the next one after you
          discard it.
        </p>
      )}
      <p>
        {recovery.issues.length > 0
          ? 'It does not match the workspace format:'
          : `${sentence(recovery.reason)}.`}
      </p>
      <IssueList issues={recovery.issues} />
      {note !== undefined && <p>{note}</p>}
      <p>{whereItIs(recovery)}</p>
    </Banner>
  );
}

function SaveErrorBanner() {
  const saveError = useWorkbench(selectSaveError);
  if (saveError === undefined) return null;
  return <Banner tone="error" title={saveError.message} />;
}

function RecordingNoteBanner() {
  const note = useWorkbench((s) => s.recordingNote);
  const { dismissRecordingNote } = useWorkbenchActions();
  if (note === undefined) return null;
  return (
    <Banner
      tone="warning"
      title="The saved lifecycle recording could not be restored, so Lifecycle starts empty."
      onDismiss={dismissRecordingNote}
      dismissLabel="Dismiss message"
    >
      <p>{sentence(note)}. The workspace itself opened as saved.</p>
    </Banner>
  );
}

/** Every status banner: recovery of unreadable data, autosave failing, a dropped recording. */
export default function StatusBanners() {
  return (
    <>
      <RecoveryBanner />
      <SaveErrorBanner />
      <RecordingNoteBanner />
    </>
  );
}
