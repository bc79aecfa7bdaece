// Importing a dropped or picked file: a workspace (with its lifecycle recording, when it was
// exported with one) replaces the current one, an agent card is offered as a card, and anything
// else is refused with each problem at its path. Loaded with the first import, not the first page.
import type { WorkbenchStore } from '../store';
import { importWorkspaceFile } from '../store/import-file';
import type { Notify } from './use-notices';

const UNDO_NOTE = 'Undo brings back the workspace you had before.';

export async function importWorkspace(
  file: File,
  store: WorkbenchStore,
  notify: Notify,
  dismiss: (key: string) => void,
): Promise<void> {
  const result = await importWorkspaceFile(file);
  if (!result.ok && result.error.code === 'NOT_WORKBENCH' && result.error.text !== undefined) {
    // Not a workspace: if it is an agent card, say so and offer to add it as one.
    const { offerCard } = await import('./card-offer');
    if (offerCard(result.error.text, file.name, store, notify, dismiss)) return;
  }
  if (!result.ok) {
    const { message, issues } = result.error;
    const count = issues.length === 1 ? 'One problem' : `${issues.length} problems`;
    notify({
      key: 'import',
      tone: 'error',
      title: `${file.name} could not be imported.`,
      // The message names the first issue, which the list below shows with its path: say it once.
      detail: issues.length > 0 ? `${count}, by where each is in the file:` : message,
      issues,
    });
    return;
  }
  const { workspace, session, recordingNote } = result.value;
  const { actions } = store.getState();
  actions.replaceWorkspace(workspace, 'Import workspace');
  // As a share link's: the recording replaces the session; without one, the session stays.
  if (session !== undefined) store.setState({ session });
  dismiss('import');
  notify({
    key: 'workspace',
    tone: recordingNote === undefined ? 'success' : 'warning',
    title: `Imported “${workspace.name}” from ${file.name}${session?.run !== undefined ? ' with its lifecycle recording' : ''}.`,
    detail:
      recordingNote === undefined ? UNDO_NOTE : `${recordingNote}; it was left out. ${UNDO_NOTE}`,
  });
}
