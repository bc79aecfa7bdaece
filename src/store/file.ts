// Export and import of a workspace as a JSON file. A file is untrusted: it is parsed, migrated
// and validated, and every problem comes back with its JSON path for the user to fix.
import type { Result } from '../core/result';
import { envelope, parseJson, readEnvelope, FORMAT, type ReadError } from './envelope';
import type { SavedRecording } from './recording';
import type { Workspace } from './workspace';

/**
 * The workspace as a pretty-printed versioned envelope, ready to download, with the lifecycle
 * recording beside it when one is given (recording.ts's `recordingToHandOver`: never the push token).
 */
export function exportWorkspace(
  ws: Workspace,
  savedAt?: string,
  recording?: SavedRecording,
): string {
  return `${JSON.stringify(envelope(ws, savedAt, { recording }), null, 2)}\n`;
}

/** A file name for the export: the workspace name in kebab case. */
export function exportFileName(ws: Workspace): string {
  const slug = ws.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug === '' ? 'workspace' : slug}.workbench.json`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an exported file. A bare workspace (no envelope) is accepted as the current format,
 * so hand-written files work too, and so is the byte-order mark some editors put first.
 */
export function parseWorkspaceFile(text: string): Result<Workspace, ReadError> {
  const json = parseFileJson(text);
  return json.ok ? readWorkspaceValue(json.value) : json;
}

/** An exported file's text as JSON, past the byte-order mark some editors put first. */
export function parseFileJson(text: string): Result<unknown, ReadError> {
  const json = parseJson(text.startsWith('\uFEFF') ? text.slice(1) : text);
  return json.ok ? json : { ok: false, error: { ...json.error, issues: [] } };
}

/** True when `value` is a bare workspace rather than an envelope around one. */
export const isBareWorkspace = (value: unknown): boolean =>
  isObject(value) && !Object.hasOwn(value, 'format') && Object.hasOwn(value, 'cards');

/** The workspace in an exported file's JSON, bare or in its envelope. */
export function readWorkspaceValue(value: unknown): Result<Workspace, ReadError> {
  return isBareWorkspace(value)
    ? readEnvelope({ format: FORMAT, version: 1, workspace: value }, { at: [] })
    : readEnvelope(value);
}
