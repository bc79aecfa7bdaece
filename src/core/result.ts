// A value or a coded error. Core functions return these instead of throwing, so callers (the
// store, the stepper, the CLI) can show the error and keep going.

/** An error a user can read, with a stable code the UI and tests can match on. */
export interface CoreError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export type Result<T, E extends CoreError = CoreError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a value as a success. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Wraps a coded error as a failure. */
export const err = <C extends string>(
  code: C,
  message: string,
): { readonly ok: false; readonly error: CoreError<C> } => ({
  ok: false,
  error: { code, message },
});
