// Every message an edit, an import or a saved state can show a user, by code, in one table.
import type { CoreError, Result } from '../core/result';

export const EDIT_MESSAGES = {
  EMPTY_NAME: (what: string) => `${what} cannot be empty`,
  DUPLICATE_CARD: (name: string) => `an agent card named ${JSON.stringify(name)} already exists`,
  DUPLICATE_CALLER: (id: string) => `a caller with agent id ${JSON.stringify(id)} already exists`,
  DUPLICATE_HOST: (host: string) => `${JSON.stringify(host)} is already in the allow-list`,
  INVALID_HOST: (host: string) =>
    `${JSON.stringify(host)} is not a bare host name (no scheme, port, path or credentials)`,
  NO_SUCH_CARD: (name: string) => `there is no agent card named ${JSON.stringify(name)}`,
  NO_SUCH_CALLER: (id: string) => `there is no caller with agent id ${JSON.stringify(id)}`,
  NO_SUCH_PATH: (id: string) => `there is no delegation path ${JSON.stringify(id)}`,
  NO_SUCH_BEHAVIOUR: (id: string) => `there is no behaviour ${JSON.stringify(id)}`,
  NO_SUCH_INDEX: (index: number) => `there is no item at position ${index + 1}`,
  PUBLISHED_TOO_LARGE: (chars: number) =>
    `the published JSON is larger than 1 MiB (${chars.toLocaleString('en')} characters)`,
} as const;
export type EditErrorCode = keyof typeof EDIT_MESSAGES;
export type EditError = CoreError<EditErrorCode>;

/** What a workspace edit returns: the next workspace, or why the edit was refused. */
export type EditResult<T> = Result<T, EditError>;

/** A refused edit with the message from the table. */
export function refuse<C extends EditErrorCode>(
  code: C,
  ...args: Parameters<(typeof EDIT_MESSAGES)[C]>
): { readonly ok: false; readonly error: EditError } {
  const message = (EDIT_MESSAGES[code] as (...a: typeof args) => string)(...args);
  return { ok: false, error: { code, message } };
}
