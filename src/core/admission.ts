// Delegation admission: what A2A leaves to the platform. Returns every denial, in a fixed order,
// so a reviewer sees all the reasons at once rather than the first one found.
import { offeredSchemeTypes, type AgentCard } from './card';
import { trustedSignature, type CardTrust } from './card-trust';
import type { CallerContext } from './caller';
import { CLASSIFICATIONS, isClearedFor, type Classification } from './classification';
import { DEFAULT_POLICY, type AdmissionPolicy } from './policy';

export const DENIAL_CODES = [
  'DEPTH_EXCEEDED',
  'CYCLE_DETECTED',
  'TENANT_NOT_PERMITTED',
  'CLASSIFICATION_EXCEEDED',
  'NO_ACCEPTABLE_AUTH',
  'MISSING_SCOPE',
  'SIGNATURE_NOT_TRUSTED',
] as const;
export type DenialCode = (typeof DENIAL_CODES)[number];

export interface Denial {
  readonly code: DenialCode;
  readonly reason: string;
}

/** Each classification as a reason quotes it, written once: there are only four. */
const QUOTED_CLASSIFICATION = Object.fromEntries(
  CLASSIFICATIONS.map((level) => [level, JSON.stringify(level)]),
) as Readonly<Record<Classification, string>>;

const quote = (s: string): string => JSON.stringify(s);

// Reasons name the same chains, tenant lists and scheme lists over and over (a matrix words one
// row per caller, one column per card): each list's wording is kept beside the list itself, keyed
// by its identity. The lists are never mutated, so the memo gives what wording them again would.
// Without this memo and the card's below, the admission-with-reasons bench row ran 0.44× as fast
// (CPU time, median of 8 alternating process pairs; `npx tsx scripts/bench-ab.ts WITH WITHOUT
// admission-reasons 8`, WITHOUT a checkout with both memos removed).
const listed = new WeakMap<readonly string[], string>();
function list(items: readonly string[]): string {
  let text = listed.get(items);
  if (text === undefined) {
    text = `[${items.map(quote).join(', ')}]`;
    listed.set(items, text);
  }
  return text;
}

// The card's offered scheme types, worded once per card and keyed by it. Without this memo alone
// the same row ran 0.63× as fast (10 pairs, the command above).
const offeredListed = new WeakMap<AgentCard, string>();
function offeredList(card: AgentCard): string {
  let text = offeredListed.get(card);
  if (text === undefined) {
    text = list(offeredSchemeTypes(card));
    offeredListed.set(card, text);
  }
  return text;
}

/** True when the card serves the caller's tenant (a card with no tenants serves all). */
export const servesTenant = (card: AgentCard, tenant: string): boolean =>
  card.platform.tenants.length === 0 || card.platform.tenants.includes(tenant);

/** True when the card offers a scheme type the policy accepts. */
function offersAcceptable(card: AgentCard, policy: AdmissionPolicy): boolean {
  // for…in rather than Object.values: no array per check on the matrix's hot path.
  const schemes = card.securitySchemes;
  for (const name in schemes) {
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (scheme !== undefined && policy.acceptableSchemes.includes(scheme.type)) return true;
  }
  return false;
}

/**
 * The codes of every rule `caller` breaks delegating to `card` under `policy`, in the fixed order;
 * empty means allowed. `trust` is what is known of the card's signatures (none: unsigned); only
 * the policy's signature rule reads it. The verdict alone, for views of thousands of cells;
 * `checkDelegation` adds the reasons.
 */
export function admissionCodes(
  caller: CallerContext,
  card: AgentCard,
  policy: AdmissionPolicy = DEFAULT_POLICY,
  trust?: CardTrust,
): DenialCode[] {
  const codes: DenialCode[] = [];
  const chain = caller.delegationChain;
  if (chain.length >= policy.maxDepth) codes.push('DEPTH_EXCEEDED');
  if (chain.includes(card.name)) codes.push('CYCLE_DETECTED');
  if (!servesTenant(card, caller.tenant)) codes.push('TENANT_NOT_PERMITTED');
  if (!isClearedFor(card.platform.maxDataClassification, caller.dataClassification)) {
    codes.push('CLASSIFICATION_EXCEEDED');
  }
  if (!offersAcceptable(card, policy)) codes.push('NO_ACCEPTABLE_AUTH');
  if (policy.requiredScope !== undefined && !caller.scopes.includes(policy.requiredScope)) {
    codes.push('MISSING_SCOPE');
  }
  if (policy.requireTrustedSignature === true && trustedSignature(trust) === undefined) {
    codes.push('SIGNATURE_NOT_TRUSTED');
  }
  return codes;
}

/** What was seen of a card without a trusted signature: a failed check first, else a key. */
function signatureReason(card: AgentCard, trust: CardTrust | undefined): string {
  const seen = trust?.verdicts.find((v) => v.status === 'invalid') ?? trust?.verdicts[0];
  const what =
    seen === undefined || seen.status === 'valid'
      ? ' carries no signature'
      : seen.status === 'invalid'
        ? `'s signature fails the ${seen.check} check${seen.field === undefined ? '' : ` at ${seen.field}`}`
        : ` is signed with ${seen.kid === undefined ? 'a key with no kid' : `key ${quote(seen.kid)}`}, which is not a trusted key`;
  return `${card.name}${what}; the policy delegates only to cards with a valid signature from a trusted key`;
}

/** The reason a reviewer reads for a denial `code`, naming what was seen. */
export function denialReason(
  code: DenialCode,
  caller: CallerContext,
  card: AgentCard,
  policy: AdmissionPolicy = DEFAULT_POLICY,
  trust?: CardTrust,
): string {
  const chain = caller.delegationChain;
  switch (code) {
    case 'DEPTH_EXCEEDED':
      // Says the rule, not two numbers that read as a contradiction (decision 004, row 6).
      return `a chain of ${chain.length} ${chain.length === 1 ? 'agent' : 'agents'} ${chain.length === policy.maxDepth ? 'reaches' : 'is past'} the max depth of ${policy.maxDepth}, so it may not delegate further`;
    case 'CYCLE_DETECTED':
      return `${card.name} already appears in the chain ${list(chain)}`;
    case 'TENANT_NOT_PERMITTED':
      return `${card.name} does not serve tenant ${quote(caller.tenant)} (serves ${list(card.platform.tenants)})`;
    case 'CLASSIFICATION_EXCEEDED':
      return `${card.name} handles up to ${QUOTED_CLASSIFICATION[card.platform.maxDataClassification]}; the task carries ${QUOTED_CLASSIFICATION[caller.dataClassification]}`;
    case 'NO_ACCEPTABLE_AUTH':
      return offeredList(card) === '[]'
        ? `${card.name} offers no security scheme; the policy accepts ${list(policy.acceptableSchemes)}`
        : `${card.name} offers only ${offeredList(card)}; the policy accepts ${list(policy.acceptableSchemes)}`;
    case 'MISSING_SCOPE':
      return `${caller.agentId} does not hold the scope ${quote(policy.requiredScope ?? '')}`;
    case 'SIGNATURE_NOT_TRUSTED':
      return signatureReason(card, trust);
  }
}

/**
 * Every reason `caller` may not delegate to `card` under `policy`, given the card's `trust`;
 * empty means allowed.
 * @example checkDelegation(investigator, kycCard) // TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED
 */
export function checkDelegation(
  caller: CallerContext,
  card: AgentCard,
  policy: AdmissionPolicy = DEFAULT_POLICY,
  trust?: CardTrust,
): Denial[] {
  return admissionCodes(caller, card, policy, trust).map((code) => ({
    code,
    reason: denialReason(code, caller, card, policy, trust),
  }));
}
