// Callers and agent cards as Cedar entities, and each reviewed caller × agent cell as a request
// with the decision and reasons the workbench reached: the Cedar CLI's `run-tests` format.
import { admissionCodes } from '../../core/admission';
import { offeredSchemeTypes, type AgentCard } from '../../core/card';
import { trustedSignature, trustOf, type WorkspaceTrust } from '../../core/card-trust';
import type { CallerContext } from '../../core/caller';
import type { AdmissionPolicy } from '../../core/policy';
import { ACTION_TYPE, AGENT_TYPE, CALLER_TYPE, DELEGATE, PERMIT_ID, cedarUid } from './names';

type CedarValue = string | number | boolean | CedarValue[] | { [key: string]: CedarValue };

/** An entity in Cedar's JSON entity format. */
export interface CedarEntity {
  readonly uid: { readonly type: string; readonly id: string };
  readonly attrs: { readonly [key: string]: CedarValue };
  readonly parents: readonly [];
}

// A Cedar set has no order and no repeats: written sorted and once, so the file is stable.
const set = (items: readonly string[]) => [...new Set(items)].sort();

export const callerEntity = (caller: CallerContext): CedarEntity => ({
  uid: { type: CALLER_TYPE, id: caller.agentId },
  attrs: { tenant: caller.tenant, userId: caller.userId, scopes: set(caller.scopes) },
  parents: [],
});

/**
 * The agent entity of `card`; `signedByTrustedKey` is written only when given (the policy's
 * signature rule is on), so an export without the rule is unchanged.
 */
const agentEntity = (card: AgentCard, signedByTrustedKey?: boolean): CedarEntity => ({
  uid: { type: AGENT_TYPE, id: card.name },
  attrs: {
    name: card.name,
    owner: card.platform.owner,
    tenants: set(card.platform.tenants),
    maxDataClassification: card.platform.maxDataClassification,
    schemeTypes: set(offeredSchemeTypes(card)),
    ...(signedByTrustedKey === undefined ? {} : { signedByTrustedKey }),
  },
  parents: [],
});

/** Each card's agent entity, with `signedByTrustedKey` when `policy`'s signature rule is on. */
export const agentEntities = (
  cards: readonly AgentCard[],
  policy: AdmissionPolicy,
  trust: WorkspaceTrust | undefined,
): CedarEntity[] =>
  cards.map((card) =>
    agentEntity(
      card,
      policy.requireTrustedSignature === true
        ? trustedSignature(trustOf(trust, card.name)) !== undefined
        : undefined,
    ),
  );

/** The request context of a delegation by `caller`: its chain, the chain's length, its data. */
export const delegationContext = (caller: CallerContext) => ({
  delegationChain: set(caller.delegationChain),
  chainDepth: caller.delegationChain.length,
  dataClassification: caller.dataClassification,
});

/** One test of the Cedar CLI's `run-tests`: a request, its entities, the expected answer. */
export interface CedarTest {
  readonly name: string;
  readonly request: {
    readonly principal: string;
    readonly action: string;
    readonly resource: string;
    readonly context: ReturnType<typeof delegationContext>;
  };
  readonly entities: readonly CedarEntity[];
  readonly decision: 'allow' | 'deny';
  readonly reason: readonly string[];
  readonly num_errors: 0;
}

/**
 * Every caller × agent cell as a test with the workbench's verdict: allow with the permit as the
 * reason, or deny with the denial codes. Each test carries just the two entities it reads.
 */
export function cedarTests(
  callers: readonly CallerContext[],
  cards: readonly AgentCard[],
  policy: AdmissionPolicy,
  trust?: WorkspaceTrust,
): CedarTest[] {
  const entities = agentEntities(cards, policy, trust);
  const agents = cards.map((card, i) => ({ card, entity: entities[i] as CedarEntity }));
  return callers.flatMap((caller) => {
    const principal = callerEntity(caller);
    return agents.map(({ card, entity }) => {
      const codes = admissionCodes(caller, card, policy, trustOf(trust, card.name));
      return {
        name: `${caller.agentId} delegates to ${card.name}`,
        request: {
          principal: cedarUid(CALLER_TYPE, caller.agentId),
          action: cedarUid(ACTION_TYPE, DELEGATE),
          resource: cedarUid(AGENT_TYPE, card.name),
          context: delegationContext(caller),
        },
        entities: [principal, entity],
        decision: codes.length === 0 ? 'allow' : 'deny',
        reason: codes.length === 0 ? [PERMIT_ID] : codes,
        num_errors: 0,
      };
    });
  });
}
