// Reading a dropped or picked workspace file: size-capped, then parsed like any untrusted JSON.
import type { Result } from '../core/result';
import { parseWorkspaceFile, type PathIssue, type Workspace } from '../store';
import type { ReadErrorCode } from '../store/envelope';

/** Larger than any real workspace; refusing earlier keeps a wrong file from freezing the tab. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportError {
  readonly code: 'TOO_LARGE' | 'UNREADABLE' | ReadErrorCode;
  readonly message: string;
  readonly issues: readonly PathIssue[];
}

export async function readWorkspaceFile(file: File): Promise<Result<Workspace, ImportError>> {
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      error: {
        code: 'TOO_LARGE',
        message: `${file.name} is larger than 5 MB; it is not a workspace file`,
        issues: [],
      },
    };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {
      ok: false,
      error: { code: 'UNREADABLE', message: `${file.name} could not be read`, issues: [] },
    };
  }
  return parseWorkspaceFile(text);
}
