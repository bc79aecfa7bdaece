// The Cedar export as the files a platform team downloads: schema, policies, entities and the
// reviewed cells as tests for `cedar run-tests`. Two sets: "as reviewed", built from a recorded
// review's snapshot, and "workspace now". Each file's name carries which and the first digits of
// its fingerprint; the schema and the policies say it in a comment as well.
import { cedarJson, exportCedar, type CedarError } from '../../adapters/cedar';
import type { FingerprintError } from '../../adapters/review/web-fingerprint';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import type { Review, ReviewedWorkspace, Workspace } from '../workspace';
import { fingerprintWorkspace, type Digest } from './content';
import { verifyContentTrust, type TrustVerifier } from './content-trust';
import { readableInstant } from './describe';

export interface CedarFile {
  /** What the file is, for its download button. */
  readonly label: 'Schema' | 'Policies' | 'Entities' | 'Tests';
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
}

/** Which policy a set is of: a recorded review's snapshot, or the workspace as it is now. */
export type CedarSubject =
  | { readonly kind: 'reviewed'; readonly review: Review }
  | { readonly kind: 'now'; readonly workspace: Workspace };

/** A set of the four files, with the fingerprint of the content it was built from. */
export interface CedarSet {
  readonly fingerprint: string;
  readonly files: readonly CedarFile[];
}

/** The word a set's file names carry: `as-reviewed` or `now`. */
const CEDAR_SET_WORD: Readonly<Record<CedarSubject['kind'], string>> = {
  reviewed: 'as-reviewed',
  now: 'now',
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'workspace';

/** `bank-example-as-reviewed-1a2b3c4d5e6f`: the name every file of a set starts with. */
const cedarBaseName = (name: string, kind: CedarSubject['kind'], fingerprint: string) =>
  `${slug(name)}-${CEDAR_SET_WORD[kind]}-${fingerprint.replace(/^sha256:/, '').slice(0, 12)}`;

/**
 * The four Cedar files for `ws`, given its cards' signature verdicts and its fingerprint; `about`
 * (a sentence saying which policy this is) heads the schema and the policies.
 */
function cedarFiles(
  ws: ReviewedWorkspace,
  trust: Parameters<typeof exportCedar>[0]['trust'],
  fingerprint: string,
  base: string,
  about: string,
): Result<CedarFile[], CedarError> {
  const exported = exportCedar({
    cards: ws.cards,
    callers: ws.callers,
    policy: ws.policy,
    ...(trust === undefined ? {} : { trust }),
    fingerprint,
    about,
  });
  if (!exported.ok) return err(exported.error.code, exported.error.message);
  const { schema, policyText, entities, tests } = exported.value;
  const comment = (line: string) => `// ${line.replace(/[\r\n\u2028\u2029]+/g, ' ')}\n`;
  const schemaText = `${comment(about)}${comment(`Workspace fingerprint: ${fingerprint}`)}\n${schema}`;
  return ok([
    { label: 'Schema', fileName: `${base}.cedarschema`, mediaType: 'text/plain', text: schemaText },
    { label: 'Policies', fileName: `${base}.cedar`, mediaType: 'text/plain', text: policyText },
    {
      label: 'Entities',
      fileName: `${base}.entities.json`,
      mediaType: 'application/json',
      text: cedarJson(entities),
    },
    {
      label: 'Tests',
      fileName: `${base}.cedar-tests.json`,
      mediaType: 'application/json',
      text: cedarJson(tests),
    },
  ]);
}

/**
 * The Cedar set of `subject`: "as reviewed" from the review's recorded snapshot (its cards verified
 * against the keys recorded with it), or "workspace now" from the workspace as it is.
 */
export async function cedarSet(
  subject: CedarSubject,
  digest?: Digest,
  verify: TrustVerifier = verifyContentTrust,
): Promise<Result<CedarSet, CedarError | FingerprintError>> {
  let content: ReviewedWorkspace;
  let fingerprint: string;
  let about: string;
  if (subject.kind === 'reviewed') {
    const { review } = subject;
    content = review.workspace;
    fingerprint = review.fingerprint;
    about = `As reviewed: the policy review “${review.name}” signed off (recorded ${readableInstant(review.recordedAt)}), built from its recorded snapshot.`;
  } else {
    content = subject.workspace;
    const value = await fingerprintWorkspace(subject.workspace, digest);
    if (!value.ok) return value;
    fingerprint = value.value;
    const signedOff = [...(subject.workspace.reviews ?? [])]
      .reverse()
      .find((r) => r.fingerprint === fingerprint);
    about = `Workspace now: the policy as the workspace held it when exported. ${
      signedOff === undefined
        ? 'No recorded review signs off this content.'
        : `Review “${signedOff.name}” signed off exactly this content.`
    }`;
  }
  const trust = await verify(content);
  const base = cedarBaseName(content.name, subject.kind, fingerprint);
  const files = cedarFiles(content, trust, fingerprint, base, about);
  return files.ok ? ok({ fingerprint, files: files.value }) : files;
}
