// The versioned envelope every saved, exported or shared workspace travels in, and the migrations
// that bring an older version up to date. Reading is total: any input yields a workspace or a
// coded failure that keeps the reason and the JSON path of each problem.
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
import { pathIssues, type PathIssue } from './issues';
import { workspaceSchema, type Workspace } from './workspace';

export const FORMAT = 'delegation-workbench';
/** The version this build writes. Bump it together with a new entry in MIGRATIONS. */
const FORMAT_VERSION = 1;

/** Steps from version N to N + 1 over raw JSON, applied in order before validation. */
export type Migrations = Readonly<Record<number, (workspace: unknown) => unknown>>;

/**
 * Every shape a build of the workbench has saved, and how it is read (src/store/README.md,
 * "Saved formats"): format 1 is the first and only one written, with `layout` from the start, so
 * nothing needs migrating yet. Optional fields added later (with a default, as `layout` is read
 * when absent) do not change the version. A format below 1 was never written by any build.
 */
const MIGRATIONS: Migrations = {};

/** The oldest format any build wrote; below it there is nothing to migrate from. */
const FIRST_FORMAT_VERSION = 1;

export interface Envelope {
  readonly format: typeof FORMAT;
  readonly version: number;
  readonly savedAt?: string;
  readonly workspace: Workspace;
  /** The lifecycle recording beside the workspace (store/recording.ts); optional, own version. */
  readonly recording?: unknown;
  /** In a share link: the panel it was shared from. */
  readonly panel?: string;
}

/** What may travel beside the workspace. */
export interface EnvelopeExtras {
  readonly recording?: unknown;
  readonly panel?: string;
}

const headerSchema = z.object({
  format: z.literal(FORMAT, {
    error: `not a ${FORMAT} file (the "format" field is missing or wrong)`,
  }),
  version: z.number().int().min(0, 'the version must be 0 or more'),
  savedAt: z.string().optional(),
  workspace: z.unknown(),
});

export type ReadErrorCode =
  'NOT_JSON' | 'NOT_WORKBENCH' | 'NEWER_VERSION' | 'OLDER_VERSION' | 'INVALID';
export interface ReadError {
  readonly code: ReadErrorCode;
  readonly message: string;
  /** Each schema problem with its JSON path, for INVALID and NOT_WORKBENCH. */
  readonly issues: readonly PathIssue[];
}

const fail = (code: ReadErrorCode, message: string, issues: PathIssue[] = []) => ({
  ok: false as const,
  error: { code, message, issues },
});

/** The envelope around `workspace` (and any extras), as the JSON this build writes. */
export function envelope(
  workspace: Workspace,
  savedAt?: string,
  extras: EnvelopeExtras = {},
): Envelope {
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    ...(savedAt !== undefined ? { savedAt } : {}),
    workspace,
    ...(extras.recording !== undefined ? { recording: extras.recording } : {}),
    ...(extras.panel !== undefined ? { panel: extras.panel } : {}),
  };
}

/** Parses JSON text without throwing. */
export function parseJson(text: string): Result<unknown, { code: 'NOT_JSON'; message: string }> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return err(
      'NOT_JSON',
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Reads an envelope (already parsed from JSON): checks the header, migrates an older version
 * step by step, then validates the workspace. A newer version is refused, never guessed at.
 */
export interface ReadOptions {
  readonly migrations?: Migrations;
  readonly currentVersion?: number;
  /** Where the workspace sits in the document, for issue paths (default: `workspace`). */
  readonly at?: readonly PropertyKey[];
}

export function readEnvelope(
  value: unknown,
  options: ReadOptions = {},
): Result<Workspace, ReadError> {
  const { migrations = MIGRATIONS, currentVersion = FORMAT_VERSION, at = ['workspace'] } = options;
  const header = headerSchema.safeParse(value);
  if (!header.success) {
    const issues = pathIssues(header.error);
    return fail('NOT_WORKBENCH', issues[0]?.message ?? 'not a workbench file', issues);
  }
  const { version } = header.data;
  if (version > currentVersion) {
    return fail(
      'NEWER_VERSION',
      `saved by a newer version of the workbench (format ${version}; this one reads up to ${currentVersion})`,
    );
  }
  if (version < FIRST_FORMAT_VERSION && migrations[version] === undefined) {
    return fail(
      'OLDER_VERSION',
      `saved in format ${version}, older than any this workbench reads (format ${FIRST_FORMAT_VERSION}, the first it wrote, to ${currentVersion}); no build of the workbench saved format ${version}`,
    );
  }
  let raw = header.data.workspace;
  for (let v = version; v < currentVersion; v += 1) {
    const step = migrations[v];
    if (step === undefined) return fail('INVALID', `no migration from format ${v} to ${v + 1}`);
    try {
      raw = step(raw);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail('INVALID', `could not migrate from format ${v} to ${v + 1}: ${reason}`);
    }
  }
  const parsed = workspaceSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = pathIssues(parsed.error, at);
    const first = issues[0];
    return fail(
      'INVALID',
      first === undefined ? 'the workspace is invalid' : `${first.path}: ${first.message}`,
      issues,
    );
  }
  return ok(parsed.data);
}

/** Reads envelope JSON text: NOT_JSON when it does not parse, else as `readEnvelope`. */
export function readEnvelopeText(
  text: string,
  options?: ReadOptions,
): Result<Workspace, ReadError> {
  const json = parseJson(text);
  if (!json.ok) return fail('NOT_JSON', json.error.message);
  return readEnvelope(json.value, options);
}
