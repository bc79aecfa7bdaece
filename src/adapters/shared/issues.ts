// Wire input that does not parse becomes one coded error listing every issue with its JSON path,
// so a user sees where a pasted document is wrong ($.status.state) rather than a stack trace.
import type { z } from 'zod';
import { ok, type CoreError, type Result } from '../../core/result';

export interface WireIssue {
  /** JSONPath-style location, `$` for the document root. */
  readonly path: string;
  readonly message: string;
}

export interface WireError extends CoreError<'INVALID_WIRE'> {
  readonly issues: readonly WireIssue[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `$.parts[0].text`; odd keys are quoted: `$["a b"]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return IDENTIFIER.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
  }, '$');
}

/** A wire error for `what` with the given issues. */
export function wireError(
  what: string,
  issues: readonly WireIssue[],
): { ok: false; error: WireError } {
  const first = issues[0];
  const message = first
    ? `not a valid ${what}: ${first.path}: ${first.message}`
    : `not a valid ${what}`;
  return { ok: false, error: { code: 'INVALID_WIRE', message, issues } };
}

/**
 * Parses untrusted `input` with `schema`; failures list every issue with its path, prefixed by
 * `at` when `input` sits inside a larger document.
 */
export function parseWire<T>(
  schema: z.ZodType<T>,
  input: unknown,
  what: string,
  at: readonly PropertyKey[] = [],
): Result<T, WireError> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return wireError(
    what,
    parsed.error.issues.map((issue) => ({
      path: jsonPath([...at, ...issue.path]),
      message: issue.message,
    })),
  );
}

/** A single-issue wire error, for checks past the schema (an unreadable timestamp, say). */
export const wireIssue = (what: string, path: readonly PropertyKey[], message: string) =>
  wireError(what, [{ path: jsonPath(path), message }]);
