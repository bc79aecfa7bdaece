// The reviewed admission policy as a Cedar policy set a platform can enforce: schema, policies,
// entities (callers, and agent cards with their platform metadata) and every reviewed cell as a
// test with the workbench's decision. Cedar's authorizer decides each cell as the workbench did;
// test/adapters/cedar runs Cedar itself to hold the export to that.
import type { AgentCard } from '../../core/card';
import type { WorkspaceTrust } from '../../core/card-trust';
import type { CallerContext } from '../../core/caller';
import { canonicalJson } from '../../core/canonical-json';
import type { AdmissionPolicy } from '../../core/policy';
import { err, ok, type Result } from '../../core/result';
import {
  agentEntities,
  callerEntity,
  cedarTests,
  type CedarEntity,
  type CedarTest,
} from './entities';
import { cedarPolicies, cedarPolicyText, type CedarPolicy } from './policies';
import { cedarSchema } from './schema';

export type { CedarEntity, CedarTest } from './entities';
export type { CedarPolicy } from './policies';

export interface CedarInput {
  readonly cards: readonly AgentCard[];
  readonly callers: readonly CallerContext[];
  readonly policy: AdmissionPolicy;
  /** Each card's signature verdicts, read when the policy's signature rule is on. */
  readonly trust?: WorkspaceTrust;
  /** Written into the policies' header, when the workspace has been fingerprinted. */
  readonly fingerprint?: string;
  /** A sentence saying which policy this is ("as reviewed", "workspace now"), for the header. */
  readonly about?: string;
}

export interface CedarExport {
  /** `.cedarschema` text. */
  readonly schema: string;
  /** `.cedar` text: every policy, each named by its `@id`. */
  readonly policyText: string;
  readonly policies: readonly CedarPolicy[];
  readonly entities: readonly CedarEntity[];
  /** Every caller × agent cell with the workbench's decision, for `cedar run-tests`. */
  readonly tests: readonly CedarTest[];
}

export type CedarError = { code: 'NOT_UNICODE'; message: string };

/** The Cedar export of `input`; refused only for text Cedar cannot hold (a lone surrogate). */
export function exportCedar(input: CedarInput): Result<CedarExport, CedarError> {
  // Cedar's strings are Unicode: canonicalJson finds any lone surrogate and says where.
  const checked = canonicalJson({
    cards: input.cards,
    callers: input.callers,
    policy: input.policy,
  });
  if (!checked.ok) return err('NOT_UNICODE', checked.error.message);
  const policies = cedarPolicies(input.policy);
  const header = [
    'Delegation admission policy exported by the Delegation Workbench.',
    ...(input.about === undefined ? [] : [input.about]),
    ...(input.fingerprint === undefined ? [] : [`Workspace fingerprint: ${input.fingerprint}`]),
    'A forbid policy\'s id is the denial code it stands for; "allow-delegation" permits the rest.',
    'Load with the schema and entities beside it; `cedar run-tests` checks every reviewed cell.',
  ];
  return ok({
    schema: cedarSchema(input.policy.requireTrustedSignature === true),
    policyText: cedarPolicyText(policies, header),
    policies,
    entities: [
      ...input.callers.map(callerEntity),
      ...agentEntities(input.cards, input.policy, input.trust),
    ],
    tests: cedarTests(input.callers, input.cards, input.policy, input.trust),
  });
}

/** JSON as the export's files write it: two-space indent, a final newline. */
export const cedarJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
