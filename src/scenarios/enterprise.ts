// The enterprise example: a banking group's 38 agents across payments, retail, wealth, group risk
// and seven external vendors, nine callers, and fifteen planned paths chosen so that every denial
// code, a cycle, a chain past the maximum depth and a missing agent all appear, together with two
// findings a reviewer should stop at: restricted data reaching a vendor two hops out, and an agent
// that no caller can reach although its authentication is acceptable.
import { BUILT_IN_BEHAVIOURS } from '../core/behaviour';
import type { AgentCard } from '../core/card';
import type { CallerContext } from '../core/caller';
import type { DelegationPath } from '../core/paths';
import type { AdmissionPolicy } from '../core/policy';
import {
  DELEGATE_SCOPE,
  LEGACY_AGENTS,
  PAYMENTS_AGENTS,
  RETAIL_AGENTS,
  RISK_AGENTS,
  WEALTH_AGENTS,
} from './enterprise-agents';
import { VENDOR_CARDS } from './enterprise-vendors';

/** Depth 4, token or certificate authentication (oauth2, mutualTLS, OpenID Connect), and a scope. */
const ENTERPRISE_POLICY: AdmissionPolicy = {
  maxDepth: 4,
  acceptableSchemes: ['oauth2', 'mutualTLS', 'openIdConnect'],
  requiredScope: DELEGATE_SCOPE,
};

const ENTERPRISE_CARDS: readonly AgentCard[] = [
  ...PAYMENTS_AGENTS,
  ...RETAIL_AGENTS,
  ...WEALTH_AGENTS,
  ...RISK_AGENTS,
  ...VENDOR_CARDS.map((v) => v.card),
  ...LEGACY_AGENTS,
];

const caller = (
  agentId: string,
  tenant: string,
  dataClassification: CallerContext['dataClassification'],
  more: Partial<CallerContext> = {},
): CallerContext => ({
  agentId,
  tenant,
  userId: `svc-${agentId}`,
  scopes: [DELEGATE_SCOPE],
  dataClassification,
  delegationChain: [],
  ...more,
});

const ENTERPRISE_CALLERS: readonly CallerContext[] = [
  caller('payments-orchestrator', 'payments', 'restricted'),
  caller('payments-investigator', 'payments', 'restricted', {
    delegationChain: ['payments-orchestrator'],
  }),
  caller('fraud-triage-agent', 'payments', 'confidential', {
    delegationChain: ['payments-orchestrator', 'payment-initiation-agent'],
  }),
  caller('retail-assistant', 'retail', 'confidential'),
  caller('retail-marketing-bot', 'retail', 'public', { scopes: ['campaigns:write'] }),
  caller('wealth-advisor-copilot', 'wealth', 'confidential'),
  caller('wealth-reporting-bot', 'wealth', 'internal'),
  caller('group-risk-monitor', 'group', 'restricted'),
  caller('acme-support-bot', 'acme-identity', 'internal'),
];

const path = (id: string, callerId: string, ...hops: string[]): DelegationPath => ({
  id,
  callerId,
  hops,
});

const ENTERPRISE_PATHS: readonly DelegationPath[] = [
  path('payment-out', 'payments-orchestrator', 'payment-initiation-agent', 'swift-gateway-agent'),
  path(
    'screen-vendor',
    'payments-orchestrator',
    'sanctions-screening-agent',
    'acme-identity-verify',
  ),
  path('recon', 'payments-investigator', 'reconciliation-agent'),
  path('research', 'payments-investigator', 'sanctions-screening-agent', 'research-summary-agent'),
  path(
    'fraud-chain',
    'fraud-triage-agent',
    'fraud-scoring-agent',
    'case-management-agent',
    'audit-evidence-agent',
    'regulatory-reporting-agent',
  ),
  path(
    'onboarding',
    'retail-assistant',
    'retail-onboarding-agent',
    'acme-identity-verify',
    'docuscan-ocr-agent',
  ),
  path('dispute', 'retail-assistant', 'card-dispute-agent', 'chargeback-agent'),
  path(
    'loan',
    'retail-assistant',
    'loan-eligibility-agent',
    'credit-scoring-agent',
    'ledgerline-credit-bureau',
  ),
  path('cross-tenant', 'retail-assistant', 'portfolio-rebalance-agent'),
  path('campaign', 'retail-marketing-bot', 'marketing-copy-agent', 'lingua-translation-agent'),
  path('rebalance', 'wealth-advisor-copilot', 'portfolio-rebalance-agent', 'trade-execution-agent'),
  path('advice', 'wealth-advisor-copilot', 'suitability-check-agent', 'robo-advice-agent'),
  path('client-report', 'wealth-reporting-bot', 'client-report-agent', 'esg-ratings-agent'),
  path(
    'case-cycle',
    'group-risk-monitor',
    'case-management-agent',
    'aml-monitoring-agent',
    'case-management-agent',
  ),
  path('vendor-in', 'acme-support-bot', 'kyc-refresh-agent'),
];

export const ENTERPRISE = {
  name: 'Enterprise delegation example',
  cards: ENTERPRISE_CARDS,
  callers: ENTERPRISE_CALLERS,
  policy: ENTERPRISE_POLICY,
  paths: ENTERPRISE_PATHS,
  behaviours: BUILT_IN_BEHAVIOURS,
  callbackHosts: ['agents.northwind.example'],
} as const;
