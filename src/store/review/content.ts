// The content a review covers and its fingerprint. The content goes through the review schema
// first, so the fingerprint is of exactly what an exported file carries: the browser, the CLI and a
// re-imported file all hash the same canonical text.
import { fingerprintText } from '../../core/canonical-json';
import { fingerprintOf } from '../../core/fingerprint';
import { err, ok, type Result } from '../../core/result';
import { sha256Hex, type FingerprintError } from '../../adapters/review/web-fingerprint';
import { formatPath } from '../issues';
import { memoByRef } from '../memo';
import { reviewedWorkspaceSchema, type ReviewedWorkspace, type Workspace } from '../workspace';

/** Anything with a workspace's reviewed fields: a workspace or a review's snapshot. */
export type Reviewable = Workspace | ReviewedWorkspace;

const parseContent = memoByRef((ws: Reviewable): Result<ReviewedWorkspace, FingerprintError> => {
  const { name, cards, callers, policy, paths, behaviours, callbackHosts, trustedKeys } = ws;
  const parsed = reviewedWorkspaceSchema.safeParse({
    name,
    cards,
    callers,
    policy,
    paths,
    behaviours,
    callbackHosts,
    // The keys decide the signature verdicts, so a review covers them; a workspace without any
    // keeps the fingerprint it had before keys existed.
    ...(trustedKeys === undefined ? {} : { trustedKeys }),
  });
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(
    'NOT_CANONICAL',
    `the workspace is invalid at ${formatPath(issue?.path ?? [])}: ${issue?.message ?? 'unknown problem'}`,
  );
});

/** The reviewed content of `ws` (no positions, no reviews), as the schema reads it. */
export const reviewedContent = (ws: Reviewable): Result<ReviewedWorkspace, FingerprintError> =>
  parseContent(ws);

/** The canonical text whose SHA-256 is the fingerprint of `ws`. */
export const fingerprintTextOf = memoByRef((ws: Reviewable): Result<string, FingerprintError> => {
  const content = parseContent(ws);
  return content.ok ? fingerprintText(content.value) : content;
});

/** Turns a canonical text into a fingerprint; WebCrypto in the app, node:crypto in scripts. */
export type Digest = (text: string) => Promise<Result<string, FingerprintError>>;

/** The fingerprint of `ws`, `sha256:<64 hex>`. */
export async function fingerprintWorkspace(
  ws: Reviewable,
  digest: Digest = sha256Hex,
): Promise<Result<string, FingerprintError>> {
  const text = fingerprintTextOf(ws);
  if (!text.ok) return text;
  const hex = await digest(text.value);
  return hex.ok ? ok(fingerprintOf(hex.value)) : hex;
}
