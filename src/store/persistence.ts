// Autosave to a Storage (localStorage in the browser, a fake in tests). Loading never fails, and no
// saved data is lost without the user choosing to lose it. Data that cannot be read is moved to a
// set-aside list (every value kept, oldest offered first, capped by size) and the workbench opens
// the default workspace. When a value cannot be set aside (no room within the cap or the browser's
// quota) it stays where it is and autosave holds off, so no save can overwrite it, until the user
// downloads or discards it.
import { z } from 'zod';
import {
  envelope,
  parseJson,
  readEnvelopeText,
  type ReadErrorCode,
  type SavedViews,
} from './envelope';
import type { PathIssue } from './issues';
import { defaultWorkspace, type Workspace } from './workspace';

export const STORAGE_KEY = 'delegation-workbench:workspace';
/** The one set-aside slot of earlier builds; still read, as the oldest set-aside value. */
export const RECOVERY_KEY = 'delegation-workbench:unreadable';
/** The storage keys of the set-aside values, oldest first, as a JSON array. */
export const RECOVERY_LIST_KEY = `${RECOVERY_KEY}:list`;
/**
 * The most text kept aside at once, in UTF-16 units as browsers count storage: 2 Mi, under half of
 * the 5 Mi units Chromium allows an origin, so a workspace can still be saved beside it.
 */
export const MAX_SET_ASIDE_CHARS = 2 * 1024 * 1024;

/**
 * The panels' view state (store/panel-view.ts) that autosave keeps, so a reload finds it: the
 * graph's focus, as its select's value. Only these keys are read back, each a short string; the
 * panel checks the value still names something in the workspace. Never exported or shared.
 */
export const GRAPH_FOCUS_VIEW = 'graph-focus';
export const SAVED_VIEWS = [GRAPH_FOCUS_VIEW] as const;
const savedViewsSchema = z.object(
  Object.fromEntries(SAVED_VIEWS.map((key) => [key, z.string().max(1000).optional()])),
);

/** The parts of the Web Storage API the workbench uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saved data that could not be opened, kept verbatim so the user can download it. */
export interface Recovery {
  /** The storage key holding it: a set-aside slot, or STORAGE_KEY when it is held in place. */
  readonly key: string;
  /**
   * `set-aside`: copied to its own slot, safe from autosave. `in-place`: it could not be copied
   * (see `heldBecause`), so autosave holds off until it is downloaded or discarded.
   * `downloaded`: was in place; the user downloaded it, so saving has resumed over it.
   */
  readonly place: 'set-aside' | 'in-place' | 'downloaded';
  readonly code: ReadErrorCode | 'SET_ASIDE';
  /** Why it could not be opened; schema errors name the JSON path. */
  readonly reason: string;
  readonly issues: readonly PathIssue[];
  /** The saved text exactly as it was found. */
  readonly raw: string;
  /** Why an in-place value could not be set aside. */
  readonly heldBecause?: string;
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

const readText = (storage: StorageLike, key: string) => {
  const got = read(storage, key);
  return 'error' in got ? null : got.text;
};

/** The set-aside slots in order: the list, after the old single slot if it still holds data. */
function setAsideKeys(storage: StorageLike): string[] {
  let listed: string[] = [];
  try {
    const parsed = JSON.parse(readText(storage, RECOVERY_LIST_KEY) ?? '[]') as unknown;
    if (Array.isArray(parsed)) {
      listed = parsed.filter(
        (key): key is string => typeof key === 'string' && key.startsWith(`${RECOVERY_KEY}:`),
      );
    }
  } catch {
    // A damaged list loses no data: each slot still holds its value under its own key.
  }
  const legacy = readText(storage, RECOVERY_KEY) === null ? [] : [RECOVERY_KEY];
  return [...legacy, ...listed.filter((key) => readText(storage, key) !== null)];
}

function setAsideRecovery(key: string, raw: string): Recovery {
  const result = readEnvelopeText(raw);
  return {
    key,
    place: 'set-aside',
    code: result.ok ? 'SET_ASIDE' : result.error.code,
    reason: result.ok
      ? 'saved data set aside in an earlier session'
      : `saved data set aside in an earlier session: ${result.error.message}`,
    issues: result.ok ? [] : result.error.issues,
    raw,
  };
}

/** Every value set aside and not yet discarded, oldest first. */
function setAsideValues(storage: StorageLike): Recovery[] {
  return setAsideKeys(storage).flatMap((key) => {
    const raw = readText(storage, key);
    return raw === null ? [] : [setAsideRecovery(key, raw)];
  });
}

function nextSlot(keys: readonly string[]): string {
  const numbers = keys.map((key) => Number(key.slice(RECOVERY_KEY.length + 1)) || 0);
  return `${RECOVERY_KEY}:${Math.max(0, ...numbers) + 1}`;
}

function writeList(storage: StorageLike, keys: readonly string[]): void {
  const listed = keys.filter((k) => k !== RECOVERY_KEY);
  if (listed.length === 0) storage.removeItem(RECOVERY_LIST_KEY);
  else storage.setItem(RECOVERY_LIST_KEY, JSON.stringify(listed));
}

/**
 * Copies `raw` to a new set-aside slot and confirms it reads back whole; then the original can
 * go. Returns the slot, or why the copy could not be made (nothing half-written is left behind).
 */
function setAside(
  storage: StorageLike,
  raw: string,
  kept: readonly Recovery[],
): { key: string } | { failed: string } {
  const total = kept.reduce((sum, r) => sum + r.raw.length, 0) + raw.length;
  if (total > MAX_SET_ASIDE_CHARS) {
    const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
    return {
      failed: `it and the data already set aside come to ${mb(total)}, more than the ${mb(MAX_SET_ASIDE_CHARS)} the workbench keeps aside`,
    };
  }
  const keys = kept.map((r) => r.key);
  const key = nextSlot(keys);
  try {
    storage.setItem(key, raw);
    if (storage.getItem(key) !== raw) throw new Error('the copy did not read back whole');
    writeList(storage, [...keys, key]);
    return { key };
  } catch (error) {
    try {
      storage.removeItem(key);
      writeList(storage, keys);
    } catch {
      // Nothing more can be done; the original is still untouched under STORAGE_KEY.
    }
    return {
      failed: isQuotaError(error)
        ? 'browser storage has no room for a copy'
        : `browser storage refused the copy (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

export interface Loaded {
  readonly workspace: Workspace;
  /** Unreadable saved data, oldest first; an `in-place` one holds autosave off. */
  readonly recoveries: readonly Recovery[];
  /** Set when the storage cannot even be read, so the user knows nothing will be saved. */
  readonly saveError?: SaveError;
  /**
   * The lifecycle recording saved beside the workspace, as found: unread, since restoring it
   * (store/recording-restore.ts) is loaded only when there is one.
   */
  readonly recording?: unknown;
  /** The saved view state; a value that cannot be read is left out. */
  readonly views?: SavedViews;
}

/** The envelope's own `key` field, if it has one. */
const fieldIn = (value: unknown, key: 'recording' | 'views'): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** The saved view state, or undefined when there is none that reads. */
function viewsIn(value: unknown): SavedViews | undefined {
  const read = savedViewsSchema.safeParse(fieldIn(value, 'views'));
  return read.success ? read.data : undefined;
}

/**
 * The workspace to open from `storage` and every value that could not be read. Unreadable data
 * is set aside (and only then removed) before anything else is written.
 */
export function loadWorkspace(storage: StorageLike): Loaded {
  const saved = read(storage, STORAGE_KEY);
  if ('error' in saved) {
    return {
      workspace: defaultWorkspace(),
      recoveries: [],
      saveError: { code: 'STORAGE_UNAVAILABLE', message: SAVE_MESSAGES.STORAGE_UNAVAILABLE },
    };
  }
  const kept = setAsideValues(storage);
  if (saved.text === null) return { workspace: defaultWorkspace(), recoveries: kept };
  const result = readEnvelopeText(saved.text);
  if (result.ok) {
    const json = parseJson(saved.text);
    const recording = json.ok ? fieldIn(json.value, 'recording') : undefined;
    const views = json.ok ? viewsIn(json.value) : undefined;
    return {
      workspace: result.value,
      recoveries: kept,
      ...(recording !== undefined ? { recording } : {}),
      ...(views !== undefined ? { views } : {}),
    };
  }

  const { code, message, issues } = result.error;
  const found = { code, reason: message, issues, raw: saved.text };
  // Set aside by an earlier build that copied without removing: it is kept already.
  const copied = kept.some((r) => r.raw === saved.text) ? { key: '' } : undefined;
  const outcome = copied ?? setAside(storage, saved.text, kept);
  if ('key' in outcome) {
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // The copy is safe; a stale original only means it is found again next time.
    }
    const fresh: Recovery[] =
      outcome.key === '' ? [] : [{ ...found, key: outcome.key, place: 'set-aside' }];
    return { workspace: defaultWorkspace(), recoveries: [...kept, ...fresh] };
  }
  return {
    workspace: defaultWorkspace(),
    recoveries: [
      ...kept,
      { ...found, key: STORAGE_KEY, place: 'in-place', heldBecause: outcome.failed },
    ],
  };
}

/**
 * Writes `workspace` (and the lifecycle recording and saved view state beside it) under
 * STORAGE_KEY; a full or missing storage is reported, not ignored. The recording is
 * store/recording.ts's SavedRecording, or the value loaded from storage, written back as found
 * while it is still being restored.
 */
export function saveWorkspace(
  storage: StorageLike,
  workspace: Workspace,
  savedAt: string,
  recording?: unknown,
  views?: SavedViews,
): SaveError | undefined {
  try {
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify(envelope(workspace, savedAt, { recording, views })),
    );
    return undefined;
  } catch (error) {
    const code: SaveErrorCode = isQuotaError(error) ? 'QUOTA_EXCEEDED' : 'STORAGE_UNAVAILABLE';
    return { code, message: SAVE_MESSAGES[code] };
  }
}

/**
 * Forgets one unreadable value, as the user asked: a set-aside slot is removed from storage; a
 * value held in place is left for the next save to replace.
 */
export function discardRecovery(storage: StorageLike, recovery: Recovery): void {
  if (recovery.place !== 'set-aside') return;
  try {
    storage.removeItem(recovery.key);
    writeList(
      storage,
      setAsideKeys(storage).filter((key) => key !== recovery.key),
    );
  } catch {
    // Nothing to do: storage that cannot be written cannot hold the data either.
  }
}
