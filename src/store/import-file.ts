// Importing a workspace file: the workspace, and the lifecycle recording exported beside it, read
// as a share link's are (recording-restore.ts), so Export → Import hands over the run as Share
// does. A recording that cannot be restored is dropped with a note; the workspace still opens.
import { readBlobText } from '../adapters/import/read-bytes';
import type { Result } from '../core/result';
import { isBareWorkspace, parseFileJson, readWorkspaceValue } from './file';
import { MAX_IMPORT_BYTES, type ImportError } from './read-file';
import { readEnvelopeExtras } from './recording-restore';
import type { Session } from './session';
import type { Workspace } from './workspace';

export interface ImportedFile {
  readonly workspace: Workspace;
  /** The exported lifecycle recording, replayed; undefined when the file has none. */
  readonly session: Session | undefined;
  /** Why a recording in the file could not be restored (it is then left out). */
  readonly recordingNote: string | undefined;
}

/** A workspace file picked or dropped to import, with its recording when it carries one. */
export async function importWorkspaceFile(file: Blob): Promise<Result<ImportedFile, ImportError>> {
  const text = await readBlobText(file, MAX_IMPORT_BYTES);
  if (!text.ok) return { ok: false, error: { ...text.error, issues: [] } };
  const json = parseFileJson(text.value);
  if (!json.ok) return { ok: false, error: { ...json.error, text: text.value } };
  const workspace = readWorkspaceValue(json.value);
  // The text goes with a failure: it may be something else worth offering (a card).
  if (!workspace.ok) return { ok: false, error: { ...workspace.error, text: text.value } };
  // A bare workspace is the workspace alone: a "recording" key in it is not an envelope's.
  const { session, recordingNote } = isBareWorkspace(json.value)
    ? { session: undefined, recordingNote: undefined }
    : readEnvelopeExtras(json.value);
  return { ok: true, value: { workspace: workspace.value, session, recordingNote } };
}
