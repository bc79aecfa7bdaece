// Autosave to a Storage (localStorage in the browser, a fake in tests). Loading never fails: data
// that cannot be read is moved aside under RECOVERY_KEY and reported as a recovery, and the
// workbench opens the default workspace, so nothing a user saved is lost or blanks the app.
import { envelope, readEnvelopeText, type ReadErrorCode } from './envelope';
import type { PathIssue } from './issues';
import { defaultWorkspace, type Workspace } from './workspace';

export const STORAGE_KEY = 'delegation-workbench:workspace';
/** Where unreadable saved data waits until the user downloads or discards it. */
export const RECOVERY_KEY = 'delegation-workbench:unreadable';

/** The parts of the Web Storage API the workbench uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saved data that could not be opened, kept verbatim so the user can download it. */
export interface Recovery {
  readonly code: ReadErrorCode | 'SET_ASIDE';
  /** Why it could not be opened; schema errors name the JSON path. */
  readonly reason: string;
  readonly issues: readonly PathIssue[];
  /** The saved text exactly as it was found. */
  readonly raw: string;
}

export type SaveErrorCode = 'QUOTA_EXCEEDED' | 'STORAGE_UNAVAILABLE';
export interface SaveError {
  readonly code: SaveErrorCode;
  readonly message: string;
}

const SAVE_MESSAGES: Record<SaveErrorCode, string> = {
  QUOTA_EXCEEDED:
    'Browser storage is full: changes are not being saved. Export the workspace to keep it.',
  STORAGE_UNAVAILABLE:
    'Browser storage is unavailable: changes are not being saved. Export the workspace to keep it.',
};

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

function read(storage: StorageLike, key: string): { text: string | null } | { error: string } {
  try {
    return { text: storage.getItem(key) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The workspace to open from `storage` and, if saved data could not be read, the recovery to
 * show. Unreadable data is copied to RECOVERY_KEY first so the next autosave cannot erase it.
 */
export function loadWorkspace(storage: StorageLike): {
  workspace: Workspace;
  recovery: Recovery | undefined;
  /** Set when the storage cannot even be read, so the user knows nothing will be saved. */
  saveError?: SaveError;
} {
  const saved = read(storage, STORAGE_KEY);
  if ('error' in saved) {
    return {
      workspace: defaultWorkspace(),
      recovery: undefined,
      saveError: { code: 'STORAGE_UNAVAILABLE', message: SAVE_MESSAGES.STORAGE_UNAVAILABLE },
    };
  }
  if (saved.text !== null) {
    const result = readEnvelopeText(saved.text);
    if (result.ok) return { workspace: result.value, recovery: pendingRecovery(storage) };
    try {
      storage.setItem(RECOVERY_KEY, saved.text);
    } catch {
      // Storage is full or gone: the text survives in memory for the download this session.
    }
    const { code, message, issues } = result.error;
    return {
      workspace: defaultWorkspace(),
      recovery: { code, reason: message, issues, raw: saved.text },
    };
  }
  return { workspace: defaultWorkspace(), recovery: pendingRecovery(storage) };
}

/** Unreadable data set aside in an earlier session and not yet discarded. */
function pendingRecovery(storage: StorageLike): Recovery | undefined {
  const kept = read(storage, RECOVERY_KEY);
  if ('error' in kept || kept.text === null) return undefined;
  const result = readEnvelopeText(kept.text);
  return {
    code: result.ok ? 'SET_ASIDE' : result.error.code,
    reason: result.ok
      ? 'saved data set aside in an earlier session'
      : `saved data set aside in an earlier session: ${result.error.message}`,
    issues: result.ok ? [] : result.error.issues,
    raw: kept.text,
  };
}

/** Writes `workspace` under STORAGE_KEY; a full or missing storage is reported, not ignored. */
export function saveWorkspace(
  storage: StorageLike,
  workspace: Workspace,
  savedAt: string,
): SaveError | undefined {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(envelope(workspace, savedAt)));
    return undefined;
  } catch (error) {
    const code: SaveErrorCode = isQuotaError(error) ? 'QUOTA_EXCEEDED' : 'STORAGE_UNAVAILABLE';
    return { code, message: SAVE_MESSAGES[code] };
  }
}

/** Forgets the unreadable data set aside under RECOVERY_KEY. */
export function discardRecovery(storage: StorageLike): void {
  try {
    storage.removeItem(RECOVERY_KEY);
  } catch {
    // Nothing to do: storage that cannot be written cannot hold the data either.
  }
}
