// The reference's bank example as plain data: three cards, one caller, the default policy, the two
// reference behaviours and a planned path. The workbench opens on it.
import { CLARIFIER, SANCTIONS_SCREENING } from '../core/behaviour';
import { makeCard, type AgentCard } from '../core/card';
import type { CallerContext } from '../core/caller';
import { DEFAULT_POLICY } from '../core/policy';
import type { DelegationPath } from '../core/paths';

const bankOAuth = {
  oauth2: {
    type: 'oauth2' as const,
    flows: {
      clientCredentials: {
        tokenUrl: 'https://auth.bank.ae/oauth2/token',
        scopes: { 'agents:delegate': 'Delegate tasks to platform agents' },
      },
    },
  },
};

export const SANCTIONS_CARD: AgentCard = makeCard({
  name: 'sanctions-screening-agent',
  description: 'Screens counterparties against sanctions and watch lists.',
  url: 'https://agents.bank.ae/sanctions',
  version: '3.1.0',
  provider: { organization: 'Group Compliance', url: 'https://bank.ae/compliance' },
  skills: [
    {
      id: 'screen',
      name: 'Screen a counterparty',
      description: 'Screen a legal entity or individual against SDN, UN and local lists.',
      tags: ['sanctions', 'compliance', 'screening'],
      examples: ['Screen Acme Trading FZE'],
    },
  ],
  capabilities: { streaming: true, pushNotifications: true },
  securitySchemes: bankOAuth,
  security: [{ oauth2: ['agents:delegate'] }],
  platform: {
    owner: 'group-compliance',
    tenants: ['wholesale', 'retail'],
    maxDataClassification: 'restricted',
  },
});

export const KYC_CARD: AgentCard = makeCard({
  name: 'kyc-refresh-agent',
  description: 'Runs periodic KYC refresh workflows.',
  url: 'https://agents.bank.ae/kyc',
  version: '1.4.0',
  skills: [
    {
      id: 'refresh',
      name: 'Refresh KYC',
      description: 'Collect and verify refreshed KYC data.',
      tags: ['kyc', 'compliance'],
      examples: [],
    },
  ],
  securitySchemes: bankOAuth,
  security: [{ oauth2: ['agents:delegate'] }],
  platform: {
    owner: 'retail-onboarding',
    tenants: ['retail'],
    maxDataClassification: 'confidential',
  },
});

export const MARKETING_CARD: AgentCard = makeCard({
  name: 'marketing-copy-agent',
  description: 'Writes marketing copy.',
  url: 'https://agents.bank.ae/marketing',
  version: '0.9.0',
  skills: [
    {
      id: 'copy',
      name: 'Write copy',
      description: 'Draft campaign copy.',
      tags: ['marketing'],
      examples: [],
    },
  ],
  securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
  security: [{ apiKey: [] }],
  platform: { owner: 'brand', tenants: [], maxDataClassification: 'internal' },
});

export const INVESTIGATOR: CallerContext = {
  agentId: 'payments-investigator',
  tenant: 'wholesale',
  userId: 'u-42',
  scopes: ['delegate'],
  dataClassification: 'restricted',
  delegationChain: ['orchestrator'],
};

export const CALLBACK_HOSTS = ['agents.bank.ae'];

export const BANK_PATHS: DelegationPath[] = [
  { id: 'path-1', callerId: INVESTIGATOR.agentId, hops: ['sanctions-screening-agent'] },
  {
    id: 'path-2',
    callerId: INVESTIGATOR.agentId,
    hops: ['sanctions-screening-agent', 'kyc-refresh-agent'],
  },
];

export const BANK = {
  name: 'Bank delegation example',
  cards: [SANCTIONS_CARD, KYC_CARD, MARKETING_CARD],
  callers: [INVESTIGATOR],
  policy: DEFAULT_POLICY,
  paths: BANK_PATHS,
  behaviours: [SANCTIONS_SCREENING, CLARIFIER],
  callbackHosts: CALLBACK_HOSTS,
} as const;
