// A2A 0.3.0's AgentCard as zod (a2a-v0.3.0.schema.json #/definitions/AgentCard). The security
// scheme objects are the core's own: the core chose 0.3's scheme shape, OpenAPI's plus mutualTLS.
import { z } from 'zod';
import { securitySchemeSchema, TRANSPORTS } from '../../core/card';

const a2aSkillSchema = z.object({
  id: z.string().min(1, 'a skill needs an id'),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  examples: z.array(z.string()).optional(),
  inputModes: z.array(z.string()).optional(),
  outputModes: z.array(z.string()).optional(),
});

const a2aCapabilitiesSchema = z.object({
  streaming: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  stateTransitionHistory: z.boolean().optional(),
});

/** 0.3's AgentInterface: a URL and the transport it speaks (any string; JSONRPC, GRPC, HTTP+JSON). */
const a2aInterfaceSchema = z.object({ url: z.string(), transport: z.string() });

/** One scheme name → scopes map per alternative; any one alternative satisfied is enough. */
const a2aSecurityRequirementSchema = z.record(z.string(), z.array(z.string()));

export const a2aAgentCardSchema = z.object({
  /** 0.3.0 requires it; cards in the wild often omit it, so the schema's default applies. */
  protocolVersion: z.string().default('0.3.0'),
  name: z.string().min(1, 'a card needs a name'),
  description: z.string(),
  url: z.string(),
  preferredTransport: z.enum(TRANSPORTS).default('JSONRPC'),
  /** Every interface, the preferred one included as 0.3 advises; the core keeps the others. */
  additionalInterfaces: z.array(a2aInterfaceSchema).optional(),
  provider: z.object({ organization: z.string(), url: z.string() }).optional(),
  version: z.string(),
  documentationUrl: z.string().optional(),
  iconUrl: z.string().optional(),
  capabilities: a2aCapabilitiesSchema,
  /** 0.3 says it here, at the top (1.0 moved it to capabilities.extendedAgentCard). */
  supportsAuthenticatedExtendedCard: z.boolean().optional(),
  securitySchemes: z.record(z.string(), securitySchemeSchema).optional(),
  security: z.array(a2aSecurityRequirementSchema).optional(),
  defaultInputModes: z.array(z.string()),
  defaultOutputModes: z.array(z.string()),
  skills: z.array(a2aSkillSchema),
});
export type A2aAgentCard = z.input<typeof a2aAgentCardSchema>;
