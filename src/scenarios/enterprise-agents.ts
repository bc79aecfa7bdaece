// The enterprise example's in-house agents: four owners (payments, retail, wealth, group risk)
// and one agent kept for a tenant no caller belongs to. Plain data; the vendors' cards, published
// in every A2A version the importer reads, are in enterprise-vendors.ts.
import { makeCard, type AgentCard, type SecurityScheme, type Skill } from '../core/card';
import type { Classification } from '../core/classification';

/** The group's identity provider and its delegation scope. */
export const DELEGATE_SCOPE = 'agents:delegate';
const TOKEN_URL = 'https://login.northwind.example/oauth2/token';

type Auth = 'oauth2' | 'mtls' | 'oidc' | 'apiKey' | 'bearer' | 'basic';

const SCHEMES: Readonly<Record<Auth, readonly [string, SecurityScheme]>> = {
  oauth2: [
    'group-oauth',
    {
      type: 'oauth2',
      flows: {
        clientCredentials: {
          tokenUrl: TOKEN_URL,
          scopes: { [DELEGATE_SCOPE]: 'Delegate tasks to group agents' },
        },
      },
    },
  ],
  mtls: [
    'group-mtls',
    { type: 'mutualTLS', description: 'Client certificates from the group PKI' },
  ],
  oidc: [
    'group-oidc',
    {
      type: 'openIdConnect',
      openIdConnectUrl: 'https://login.northwind.example/.well-known/openid-configuration',
    },
  ],
  apiKey: ['api-key', { type: 'apiKey', in: 'header', name: 'X-API-Key' }],
  bearer: ['bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }],
  basic: ['basic', { type: 'http', scheme: 'basic' }],
};

interface Spec {
  readonly name: string;
  readonly description: string;
  readonly owner: string;
  readonly tenants: readonly string[];
  readonly clearance: Classification;
  readonly auth: readonly Auth[];
  /** [id, name, tags] */
  readonly skill: readonly [string, string, readonly string[]];
  readonly streaming?: boolean;
}

function agent(spec: Spec): AgentCard {
  const schemes = spec.auth.map((kind) => SCHEMES[kind]);
  const [id, skillName, tags] = spec.skill;
  const skill: Skill = {
    id,
    name: skillName,
    description: spec.description,
    tags: [...tags],
    examples: [],
  };
  return makeCard({
    name: spec.name,
    description: spec.description,
    url: `https://agents.northwind.example/${spec.owner}/${spec.name}`,
    version: '2.3.0',
    provider: { organization: 'Northwind Bank Group', url: 'https://northwind.example' },
    capabilities: { streaming: spec.streaming ?? false, pushNotifications: false },
    skills: [skill],
    securitySchemes: Object.fromEntries(schemes),
    security: schemes.map(([name]) => ({
      [name]: name === 'group-oauth' ? [DELEGATE_SCOPE] : [],
    })),
    platform: {
      owner: spec.owner,
      tenants: [...spec.tenants],
      maxDataClassification: spec.clearance,
    },
  });
}

const PAYMENTS = 'payments';
const RETAIL = 'retail';
const WEALTH = 'wealth';
const RISK = 'group-risk';

export const PAYMENTS_AGENTS: AgentCard[] = [
  agent({
    name: 'payment-initiation-agent',
    description: 'Creates and submits payment orders.',
    owner: PAYMENTS,
    tenants: [PAYMENTS],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['initiate', 'Initiate a payment', ['payments', 'orders']],
    streaming: true,
  }),
  agent({
    name: 'swift-gateway-agent',
    description: 'Formats and sends SWIFT MT and ISO 20022 messages.',
    owner: PAYMENTS,
    tenants: [PAYMENTS],
    clearance: 'restricted',
    auth: ['mtls'],
    skill: ['send', 'Send a SWIFT message', ['payments', 'swift']],
  }),
  agent({
    name: 'fx-quote-agent',
    description: 'Quotes foreign-exchange rates for payments and trades.',
    owner: PAYMENTS,
    tenants: [PAYMENTS, WEALTH],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['quote', 'Quote an FX rate', ['fx', 'pricing']],
  }),
  agent({
    name: 'liquidity-forecast-agent',
    description: 'Forecasts intraday liquidity per currency.',
    owner: PAYMENTS,
    tenants: [PAYMENTS],
    clearance: 'confidential',
    auth: ['oidc'],
    skill: ['forecast', 'Forecast liquidity', ['treasury', 'liquidity']],
  }),
  agent({
    name: 'reconciliation-agent',
    description: 'Matches settled payments against the ledger.',
    owner: PAYMENTS,
    tenants: [PAYMENTS],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['reconcile', 'Reconcile payments', ['payments', 'ledger']],
  }),
  agent({
    name: 'chargeback-agent',
    description: 'Raises and tracks card chargebacks.',
    owner: PAYMENTS,
    tenants: [PAYMENTS, RETAIL],
    clearance: 'confidential',
    auth: ['bearer'],
    skill: ['chargeback', 'Raise a chargeback', ['cards', 'disputes']],
  }),
  agent({
    name: 'payment-status-agent',
    description: 'Answers where a payment is.',
    owner: PAYMENTS,
    tenants: [PAYMENTS, RETAIL],
    clearance: 'confidential',
    auth: ['apiKey', 'oauth2'],
    skill: ['status', 'Track a payment', ['payments', 'status']],
  }),
];

export const RETAIL_AGENTS: AgentCard[] = [
  agent({
    name: 'retail-onboarding-agent',
    description: 'Opens accounts for new retail customers.',
    owner: RETAIL,
    tenants: [RETAIL],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['onboard', 'Onboard a customer', ['onboarding', 'kyc']],
    streaming: true,
  }),
  agent({
    name: 'kyc-refresh-agent',
    description: 'Runs periodic KYC refresh workflows.',
    owner: RETAIL,
    tenants: [RETAIL],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['refresh', 'Refresh KYC', ['kyc', 'compliance']],
  }),
  agent({
    name: 'card-dispute-agent',
    description: 'Handles disputed card transactions.',
    owner: RETAIL,
    tenants: [RETAIL],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['dispute', 'Open a dispute', ['cards', 'disputes']],
  }),
  agent({
    name: 'loan-eligibility-agent',
    description: 'Pre-checks a customer for a personal loan.',
    owner: RETAIL,
    tenants: [RETAIL],
    clearance: 'confidential',
    auth: ['oidc'],
    skill: ['eligibility', 'Check loan eligibility', ['lending']],
  }),
  agent({
    name: 'credit-scoring-agent',
    description: 'Scores a customer from bureau and internal data.',
    owner: RETAIL,
    tenants: [RETAIL, WEALTH],
    clearance: 'restricted',
    auth: ['mtls'],
    skill: ['score', 'Score a customer', ['lending', 'credit']],
  }),
  agent({
    name: 'customer-notification-agent',
    description: 'Sends e-mail, SMS and app notifications to customers.',
    owner: RETAIL,
    tenants: [RETAIL, PAYMENTS, WEALTH],
    clearance: 'internal',
    auth: ['apiKey'],
    skill: ['notify', 'Notify a customer', ['notifications']],
  }),
  agent({
    name: 'branch-appointment-agent',
    description: 'Books branch appointments.',
    owner: RETAIL,
    tenants: [RETAIL],
    clearance: 'public',
    auth: ['basic'],
    skill: ['book', 'Book an appointment', ['branches']],
  }),
  agent({
    name: 'marketing-copy-agent',
    description: 'Writes campaign copy.',
    owner: RETAIL,
    tenants: [],
    clearance: 'internal',
    auth: ['oauth2'],
    skill: ['copy', 'Write copy', ['marketing']],
  }),
];

export const WEALTH_AGENTS: AgentCard[] = [
  agent({
    name: 'portfolio-rebalance-agent',
    description: 'Proposes trades that bring a portfolio back to its model.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['rebalance', 'Rebalance a portfolio', ['portfolio', 'trading']],
  }),
  agent({
    name: 'suitability-check-agent',
    description: 'Checks a proposed investment against the client profile.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['suitability', 'Check suitability', ['advice', 'compliance']],
  }),
  agent({
    name: 'tax-lot-agent',
    description: 'Chooses tax lots for sales.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'confidential',
    auth: ['mtls'],
    skill: ['lots', 'Pick tax lots', ['tax', 'portfolio']],
  }),
  agent({
    name: 'research-summary-agent',
    description: 'Summarises house research for advisers.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'internal',
    auth: ['oidc'],
    skill: ['summarise', 'Summarise research', ['research']],
  }),
  agent({
    name: 'client-report-agent',
    description: 'Builds quarterly client reports.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['report', 'Build a client report', ['reporting']],
  }),
  agent({
    name: 'trade-execution-agent',
    description: 'Routes orders to brokers and venues.',
    owner: WEALTH,
    tenants: [WEALTH],
    clearance: 'restricted',
    auth: ['mtls'],
    skill: ['execute', 'Execute a trade', ['trading']],
    streaming: true,
  }),
];

/** Group risk serves every tenant: its cards name none. */
export const RISK_AGENTS: AgentCard[] = [
  agent({
    name: 'sanctions-screening-agent',
    description: 'Screens counterparties against sanctions and watch lists.',
    owner: RISK,
    tenants: [],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['screen', 'Screen a counterparty', ['sanctions', 'compliance', 'screening']],
    streaming: true,
  }),
  agent({
    name: 'aml-monitoring-agent',
    description: 'Monitors transactions for money-laundering patterns.',
    owner: RISK,
    tenants: [],
    clearance: 'restricted',
    auth: ['mtls'],
    skill: ['monitor', 'Monitor transactions', ['aml', 'compliance']],
  }),
  agent({
    name: 'fraud-scoring-agent',
    description: 'Scores a payment or login for fraud.',
    owner: RISK,
    tenants: [],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['score', 'Score for fraud', ['fraud']],
  }),
  agent({
    name: 'credit-risk-agent',
    description: 'Aggregates credit exposure across the group.',
    owner: RISK,
    tenants: [],
    clearance: 'confidential',
    auth: ['oauth2'],
    skill: ['exposure', 'Report exposure', ['credit', 'risk']],
  }),
  agent({
    name: 'model-governance-agent',
    description: 'Keeps the inventory of models and their validations.',
    owner: RISK,
    tenants: [],
    clearance: 'internal',
    auth: ['oidc'],
    skill: ['inventory', 'Look up a model', ['models', 'governance']],
  }),
  agent({
    name: 'regulatory-reporting-agent',
    description: 'Files regulatory returns.',
    owner: RISK,
    tenants: [],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['file', 'File a return', ['regulatory', 'reporting']],
  }),
  agent({
    name: 'case-management-agent',
    description: 'Opens and routes investigation cases.',
    owner: RISK,
    tenants: [],
    clearance: 'restricted',
    auth: ['oauth2'],
    skill: ['case', 'Open a case', ['cases', 'investigations']],
  }),
  agent({
    name: 'audit-evidence-agent',
    description: 'Collects evidence for internal audit.',
    owner: RISK,
    tenants: [],
    clearance: 'confidential',
    auth: ['mtls'],
    skill: ['collect', 'Collect evidence', ['audit']],
  }),
  agent({
    name: 'risk-appetite-agent',
    description: 'Checks limits against the board risk appetite.',
    owner: RISK,
    tenants: [],
    clearance: 'confidential',
    auth: ['oidc'],
    skill: ['limits', 'Check limits', ['risk', 'limits']],
  }),
];

/**
 * Kept for the mainframe tenant, which no caller belongs to: no caller can reach it, directly or
 * through a chain (every hop carries the originating tenant).
 */
export const LEGACY_AGENTS: AgentCard[] = [
  agent({
    name: 'statement-archive-agent',
    description: 'Retrieves statements from the mainframe archive.',
    owner: 'group-operations',
    tenants: ['mainframe'],
    clearance: 'confidential',
    auth: ['mtls'],
    skill: ['retrieve', 'Retrieve a statement', ['statements', 'archive']],
  }),
];
