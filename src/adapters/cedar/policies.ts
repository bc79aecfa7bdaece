// The admission policy as Cedar policies: one permit, and one forbid per denial rule whose id is
// the denial code, so Cedar's reasons for a deny are the workbench's codes. Every rule the
// workbench applies is here: depth, cycle, tenant, classification, accepted schemes, scope, and
// the signature rule when the policy has it on.
import { DENIAL_CODES, type DenialCode } from '../../core/admission';
import { CLASSIFICATIONS } from '../../core/classification';
import type { AdmissionPolicy } from '../../core/policy';
import { ACTION_TYPE, AGENT_TYPE, CALLER_TYPE, DELEGATE, PERMIT_ID, cedarString } from './names';

export interface CedarPolicy {
  /** The policy id: PERMIT_ID, or the denial code a forbid stands for. */
  readonly id: string;
  /** The policy's text, its `@id` annotation first (the Cedar CLI names policies by it). */
  readonly text: string;
}

const list = (items: readonly string[]) => `[${items.map(cedarString).join(', ')}]`;
const ACTION = `action == ${ACTION_TYPE}::${cedarString(DELEGATE)}`;

/** `@id("…")` then the effect and its scope, without conditions. */
const scoped = (id: string, effect: 'permit' | 'forbid', principal: string, resource: string) =>
  `@id(${cedarString(id)})\n${effect} (\n  ${principal},\n  ${ACTION},\n  ${resource}\n)`;

const forbid = (code: DenialCode, clause?: string): CedarPolicy => {
  const head = scoped(code, 'forbid', 'principal', 'resource');
  return { id: code, text: clause === undefined ? `${head};` : `${head}\n${clause};` };
};

// Unknown labels are refused rather than ranked, so a label the review never saw fails closed.
function classificationClause(): string {
  const known = list(CLASSIFICATIONS);
  const below = CLASSIFICATIONS.slice(1).map(
    (level, rank) =>
      `  (context.dataClassification == ${cedarString(level)} &&\n    ${list(CLASSIFICATIONS.slice(0, rank + 1))}.contains(resource.maxDataClassification))`,
  );
  return `when {\n  !${known}.contains(context.dataClassification) ||\n  !${known}.contains(resource.maxDataClassification) ||\n${below.join(' ||\n')}\n}`;
}

// A request naming an entity the store does not hold, or one missing an attribute, must not be
// allowed because the forbids could not read it: the permit asks for every attribute first.
const PERMIT_GUARD = `when {
  principal has tenant && principal has scopes &&
  resource has name && resource has tenants &&
  resource has maxDataClassification && resource has schemeTypes &&
  context has delegationChain && context has chainDepth && context has dataClassification
}`;

const RULES: Record<DenialCode, (policy: AdmissionPolicy) => CedarPolicy | undefined> = {
  DEPTH_EXCEEDED: (p) => forbid('DEPTH_EXCEEDED', `when { context.chainDepth >= ${p.maxDepth} }`),
  CYCLE_DETECTED: () =>
    forbid('CYCLE_DETECTED', 'when { context.delegationChain.contains(resource.name) }'),
  TENANT_NOT_PERMITTED: () =>
    forbid(
      'TENANT_NOT_PERMITTED',
      'when { !resource.tenants.isEmpty() && !resource.tenants.contains(principal.tenant) }',
    ),
  CLASSIFICATION_EXCEEDED: () => forbid('CLASSIFICATION_EXCEEDED', classificationClause()),
  // Accepting no scheme at all denies every card; Cedar refuses an empty set literal, so the
  // forbid then has no condition.
  NO_ACCEPTABLE_AUTH: (p) =>
    p.acceptableSchemes.length === 0
      ? forbid('NO_ACCEPTABLE_AUTH')
      : forbid(
          'NO_ACCEPTABLE_AUTH',
          `unless { resource.schemeTypes.containsAny(${list(p.acceptableSchemes)}) }`,
        ),
  // The rule off: no forbid (and no attribute), as the workbench never denies it then. On, an
  // agent is refused unless its entity says a trusted key signed its card.
  SIGNATURE_NOT_TRUSTED: (p) =>
    p.requireTrustedSignature === true
      ? forbid('SIGNATURE_NOT_TRUSTED', 'unless { resource.signedByTrustedKey }')
      : undefined,
  // No scope required: no forbid, as the workbench never denies MISSING_SCOPE then.
  MISSING_SCOPE: (p) =>
    p.requiredScope === undefined
      ? undefined
      : forbid(
          'MISSING_SCOPE',
          `unless { principal.scopes.contains(${cedarString(p.requiredScope)}) }`,
        ),
};

/** The policies for `policy`: the permit, then each forbid in the workbench's denial order. */
export function cedarPolicies(policy: AdmissionPolicy): CedarPolicy[] {
  const guard =
    policy.requireTrustedSignature === true
      ? PERMIT_GUARD.replace(
          'resource has schemeTypes',
          'resource has schemeTypes &&\n  resource has signedByTrustedKey',
        )
      : PERMIT_GUARD;
  const permit = {
    id: PERMIT_ID,
    text: `${scoped(PERMIT_ID, 'permit', `principal is ${CALLER_TYPE}`, `resource is ${AGENT_TYPE}`)}\n${guard};`,
  };
  const forbids = DENIAL_CODES.map((code) => RULES[code](policy)).filter(
    (p): p is CedarPolicy => p !== undefined,
  );
  return [permit, ...forbids];
}

/** The policy set as one `.cedar` file. */
export function cedarPolicyText(
  policies: readonly CedarPolicy[],
  header: readonly string[],
): string {
  // A comment ends at a line break: header text never carries one into the policies.
  const comments = header.map((line) => `// ${line.replace(/[\r\n\u2028\u2029]+/g, ' ')}`);
  return `${comments.join('\n')}\n\n${policies.map((p) => p.text).join('\n\n')}\n`;
}
