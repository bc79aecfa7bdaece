// Delegation admission: what A2A leaves to the platform. Returns every denial, in a fixed order,
// so a reviewer sees all the reasons at once rather than the first one found.
import { offeredSchemeTypes, type AgentCard } from './card';
import type { CallerContext } from './caller';
import { isClearedFor } from './classification';
import { DEFAULT_POLICY, type AdmissionPolicy } from './policy';

export const DENIAL_CODES = [
  'DEPTH_EXCEEDED',
  'CYCLE_DETECTED',
  'TENANT_NOT_PERMITTED',
  'CLASSIFICATION_EXCEEDED',
  'NO_ACCEPTABLE_AUTH',
  'MISSING_SCOPE',
] as const;
export type DenialCode = (typeof DENIAL_CODES)[number];

export interface Denial {
  readonly code: DenialCode;
  readonly reason: string;
}

const quote = (s: string) => JSON.stringify(s);
const list = (items: readonly string[]) => `[${items.map(quote).join(', ')}]`;

/** True when the card serves the caller's tenant (a card with no tenants serves all). */
export const servesTenant = (card: AgentCard, tenant: string): boolean =>
  card.platform.tenants.length === 0 || card.platform.tenants.includes(tenant);

/**
 * Every reason `caller` may not delegate to `card` under `policy`; empty means allowed.
 * @example checkDelegation(investigator, kycCard) // TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED
 */
export function checkDelegation(
  caller: CallerContext,
  card: AgentCard,
  policy: AdmissionPolicy = DEFAULT_POLICY,
): Denial[] {
  const denials: Denial[] = [];
  const chain = caller.delegationChain;
  if (chain.length >= policy.maxDepth) {
    denials.push({
      code: 'DEPTH_EXCEEDED',
      reason: `delegation chain is ${chain.length} deep; max is ${policy.maxDepth}`,
    });
  }
  if (chain.includes(card.name)) {
    denials.push({
      code: 'CYCLE_DETECTED',
      reason: `${card.name} already appears in the chain ${list(chain)}`,
    });
  }
  if (!servesTenant(card, caller.tenant)) {
    denials.push({
      code: 'TENANT_NOT_PERMITTED',
      reason: `${card.name} does not serve tenant ${quote(caller.tenant)} (serves ${list(card.platform.tenants)})`,
    });
  }
  if (!isClearedFor(card.platform.maxDataClassification, caller.dataClassification)) {
    denials.push({
      code: 'CLASSIFICATION_EXCEEDED',
      reason: `${card.name} handles up to ${quote(card.platform.maxDataClassification)}; the task carries ${quote(caller.dataClassification)}`,
    });
  }
  const offered = offeredSchemeTypes(card);
  if (!offered.some((type) => policy.acceptableSchemes.includes(type))) {
    denials.push({
      code: 'NO_ACCEPTABLE_AUTH',
      reason: `${card.name} offers only ${list(offered)}; the policy accepts ${list(policy.acceptableSchemes)}`,
    });
  }
  if (policy.requiredScope !== undefined && !caller.scopes.includes(policy.requiredScope)) {
    denials.push({
      code: 'MISSING_SCOPE',
      reason: `${caller.agentId} does not hold the scope ${quote(policy.requiredScope)}`,
    });
  }
  return denials;
}
