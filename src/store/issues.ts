// Zod issues as lines a user can act on: a JSON path ($.cards[0].platform.tenants) and a message.
import type { z } from 'zod';

export interface PathIssue {
  /** JSONPath-style location in the document, `$` for the root. */
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Formats a zod issue path as `$.cards[0].platform.tenants` (odd keys are quoted: `$["a b"]`). */
export function formatPath(path: readonly PropertyKey[], root = '$'): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return IDENTIFIER.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
  }, root);
}

/** Every issue of a failed parse, each with its path; `prefix` is prepended to the path. */
export function pathIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): PathIssue[] {
  return error.issues.map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    message: issue.message,
  }));
}
