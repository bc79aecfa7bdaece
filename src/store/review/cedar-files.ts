// The Cedar export as the files a platform team downloads: schema, policies, entities and the
// reviewed cells as tests for `cedar run-tests`.
import { cedarJson, exportCedar, type CedarError } from '../../adapters/cedar';
import type { WorkspaceTrust } from '../../core/card-trust';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import type { Workspace } from '../workspace';

export interface CedarFile {
  /** What the file is, for its download button. */
  readonly label: 'Schema' | 'Policies' | 'Entities' | 'Tests';
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'workspace';

/**
 * The four Cedar files for `ws`, given its cards' signature verdicts; `fingerprint` goes into the
 * policies' header when known.
 */
export function cedarFiles(
  ws: Workspace,
  trust: WorkspaceTrust,
  fingerprint?: string,
): Result<CedarFile[], CedarError> {
  const exported = exportCedar({
    cards: ws.cards,
    callers: ws.callers,
    policy: ws.policy,
    trust,
    ...(fingerprint === undefined ? {} : { fingerprint }),
  });
  if (!exported.ok) return err(exported.error.code, exported.error.message);
  const base = slug(ws.name);
  const { schema, policyText, entities, tests } = exported.value;
  return ok([
    { label: 'Schema', fileName: `${base}.cedarschema`, mediaType: 'text/plain', text: schema },
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
