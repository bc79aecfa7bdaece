// Downloading the workspace as a file, with the lifecycle recording as a share link carries it.
// Loaded with the first Export (or a failed panel's reset), not with the first page.
import { downloadText } from '../components/download';
import { recordingRestored, recordingToHandOver, type WorkbenchStore } from '../store';
// From its own module, not the store's index: so it is loaded with this file, not the first page.
import { exportFileName, exportWorkspace } from '../store/file';

/** Downloads what `store` holds; a recording still being restored from storage is waited for. */
export async function downloadWorkspace(store: WorkbenchStore): Promise<void> {
  await recordingRestored(store);
  const { workspace, session } = store.getState();
  downloadText(
    exportFileName(workspace),
    exportWorkspace(workspace, new Date().toISOString(), recordingToHandOver(session)),
  );
}
