// The agent card as the platform holds it: what A2A publishes, plus the platform's own metadata
// (owner, tenants, clearance) kept apart in `platform` so no encoder can publish it by accident.
import { z } from 'zod';
import { classificationSchema } from './classification';

export const skillSchema = z.object({
  id: z.string().min(1, 'a skill needs an id'),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  examples: z.array(z.string()),
});
export type Skill = z.infer<typeof skillSchema>;

export const SCHEME_TYPES = ['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS'] as const;
export const schemeTypeSchema = z.enum(SCHEME_TYPES);
export type SchemeType = z.infer<typeof schemeTypeSchema>;

const scopesSchema = z.record(z.string(), z.string());
const oauthFlowsSchema = z.object({
  authorizationCode: z
    .object({
      authorizationUrl: z.string(),
      tokenUrl: z.string(),
      refreshUrl: z.string().optional(),
      scopes: scopesSchema,
    })
    .optional(),
  clientCredentials: z
    .object({ tokenUrl: z.string(), refreshUrl: z.string().optional(), scopes: scopesSchema })
    .optional(),
  implicit: z
    .object({
      authorizationUrl: z.string(),
      refreshUrl: z.string().optional(),
      scopes: scopesSchema,
    })
    .optional(),
  password: z
    .object({ tokenUrl: z.string(), refreshUrl: z.string().optional(), scopes: scopesSchema })
    .optional(),
});
export type OAuthFlows = z.infer<typeof oauthFlowsSchema>;

/** Security schemes as A2A types them (OpenAPI's, plus mutualTLS). */
export const securitySchemeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('apiKey'),
    in: z.enum(['header', 'query', 'cookie']),
    name: z.string().min(1),
    description: z.string().optional(),
  }),
  z.object({
    type: z.literal('http'),
    scheme: z.string().min(1),
    bearerFormat: z.string().optional(),
    description: z.string().optional(),
  }),
  z.object({
    type: z.literal('oauth2'),
    flows: oauthFlowsSchema,
    oauth2MetadataUrl: z.string().optional(),
    description: z.string().optional(),
  }),
  z.object({
    type: z.literal('openIdConnect'),
    /** Empty while the author has not filled it in; `cardGaps` reports it. */
    openIdConnectUrl: z.string(),
    description: z.string().optional(),
  }),
  z.object({ type: z.literal('mutualTLS'), description: z.string().optional() }),
]);
export type SecurityScheme = z.infer<typeof securitySchemeSchema>;

/** Platform metadata: never published, used by discovery and admission. */
export const platformMetaSchema = z.object({
  owner: z.string(),
  tenants: z.array(z.string()),
  maxDataClassification: classificationSchema,
});
export type PlatformMeta = z.infer<typeof platformMetaSchema>;

/** The most a kept published card may hold: the import's 1 MiB document cap. */
export const PUBLISHED_MAX_CHARS = 1_048_576;

export const TRANSPORTS = ['JSONRPC', 'GRPC', 'HTTP+JSON'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/**
 * An interface after the card's preferred one (`url` + `preferredTransport`): 1.0's later
 * `supportedInterfaces`, 0.3's `additionalInterfaces`. The binding is kept as the card wrote it
 * when it is none of TRANSPORTS; `protocolVersion` is absent when it is the card's own.
 */
export const agentInterfaceSchema = z.object({
  url: z.string(),
  binding: z.string().min(1, 'an interface needs a binding'),
  protocolVersion: z.string().optional(),
});
export type AgentInterface = z.infer<typeof agentInterfaceSchema>;

export const agentCardSchema = z.object({
  name: z.string().min(1, 'a card needs a name'),
  description: z.string(),
  url: z.string(),
  version: z.string(),
  protocolVersion: z.string(),
  preferredTransport: z.enum(TRANSPORTS),
  /** The card's other interfaces, in its order; absent (as in saves before the list) means none. */
  otherInterfaces: z.array(agentInterfaceSchema).optional(),
  provider: z.object({ organization: z.string(), url: z.string() }).optional(),
  documentationUrl: z.string().optional(),
  iconUrl: z.string().optional(),
  capabilities: z.object({
    streaming: z.boolean(),
    pushNotifications: z.boolean(),
    stateTransitionHistory: z.boolean().optional(),
    /**
     * Whether the agent serves an authenticated extended card (1.0 `capabilities.extendedAgentCard`,
     * 0.3 `supportsAuthenticatedExtendedCard`); absent when the card does not say.
     */
    extendedAgentCard: z.boolean().optional(),
  }),
  defaultInputModes: z.array(z.string()),
  defaultOutputModes: z.array(z.string()),
  skills: z.array(skillSchema),
  /** Named schemes, as in OpenAPI's components.securitySchemes. */
  securitySchemes: z.record(z.string(), securitySchemeSchema),
  /** Alternatives: any one requirement object satisfied is enough; each maps scheme name → scopes. */
  security: z.array(z.record(z.string(), z.array(z.string()))),
  platform: platformMetaSchema,
  /**
   * The JSON text the card was published as, when it was imported or fetched: what its signatures
   * cover (the fields above are the workbench's reading of it). At most 1 MiB, as an import.
   */
  published: z
    .string()
    .max(PUBLISHED_MAX_CHARS, 'the published JSON is larger than 1 MiB')
    .optional(),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

/** The scheme types a card offers, in declaration order, without repeats. */
export function offeredSchemeTypes(card: Pick<AgentCard, 'securitySchemes'>): SchemeType[] {
  const seen = new Set<SchemeType>();
  for (const scheme of Object.values(card.securitySchemes)) seen.add(scheme.type);
  return [...seen];
}

// The defaults are built by small functions rather than one nested literal: V8 copies a literal
// nested this deep through its slow path, which made a card cost eight times what it needs to.
const defaultCapabilities = (): AgentCard['capabilities'] => ({
  streaming: false,
  pushNotifications: false,
});
// Nesting counts even for an empty object: the client credentials are their own function because
// with them inline (four levels) V8 built each default scheme through its slow path, at about six
// times the cost.
const defaultCredentials = () => ({ tokenUrl: 'https://auth.example/token', scopes: {} });
const defaultOAuth = (): SecurityScheme => ({
  type: 'oauth2',
  flows: { clientCredentials: defaultCredentials() },
});
const defaultSchemes = (): AgentCard['securitySchemes'] => ({ oauth2: defaultOAuth() });
const defaultSecurity = (): AgentCard['security'] => [{ oauth2: [] }];
const defaultPlatform = (): PlatformMeta => ({
  owner: 'unknown',
  tenants: [],
  maxDataClassification: 'internal',
});

/** A card with the defaults the reference uses for anything not given. */
export function makeCard(
  fields: Pick<AgentCard, 'name' | 'description' | 'url' | 'version'> & Partial<AgentCard>,
): AgentCard {
  return {
    protocolVersion: '0.3.0',
    preferredTransport: 'JSONRPC',
    capabilities: defaultCapabilities(),
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [],
    securitySchemes: defaultSchemes(),
    security: defaultSecurity(),
    platform: defaultPlatform(),
    ...fields,
  };
}
