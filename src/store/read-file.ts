// Reading a dropped or picked workspace file (an import, or a baseline to compare with): its bytes through the same decoder every other input
// path uses (size-capped, strict UTF-8), then parsed like any untrusted JSON.
import { readBlobText, type ReadBytesCode } from '../adapters/import/read-bytes';
import type { Result } from '../core/result';
import type { ReadErrorCode } from './envelope';
import { parseWorkspaceFile } from './file';
import type { PathIssue } from './issues';
import type { Workspace } from './workspace';

/** Larger than any real workspace; refusing earlier keeps a wrong file from freezing the tab. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportError {
  readonly code: ReadBytesCode | ReadErrorCode;
  readonly message: string;
  readonly issues: readonly PathIssue[];
  /** The file's text, when it could be read: it may be something else worth offering (a card). */
  readonly text?: string;
}

/** A workspace file picked or dropped by the user: to import, or a baseline to compare with. */
export async function readWorkspaceFile(file: Blob): Promise<Result<Workspace, ImportError>> {
  const text = await readBlobText(file, MAX_IMPORT_BYTES);
  if (!text.ok) return { ok: false, error: { ...text.error, issues: [] } };
  const parsed = parseWorkspaceFile(text.value);
  return parsed.ok ? parsed : { ok: false, error: { ...parsed.error, text: text.value } };
}
