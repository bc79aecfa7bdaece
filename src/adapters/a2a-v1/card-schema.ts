// A2A 1.0.1's AgentCard in proto3 JSON: supportedInterfaces instead of url and transport, scheme
// objects wrapped by kind (apiKeySecurityScheme ...), requirements as { schemes: { name: { list } } }.
import { z } from 'zod';

const scopes = z.record(z.string(), z.string());
const flow = {
  authorizationCode: z.object({
    authorizationUrl: z.string(),
    tokenUrl: z.string(),
    refreshUrl: z.string().optional(),
    scopes,
    pkceRequired: z.boolean().optional(),
  }),
  clientCredentials: z.object({
    tokenUrl: z.string(),
    refreshUrl: z.string().optional(),
    scopes,
  }),
  implicit: z.object({
    authorizationUrl: z.string().optional(),
    refreshUrl: z.string().optional(),
    scopes: scopes.optional(),
  }),
  password: z.object({
    tokenUrl: z.string().optional(),
    refreshUrl: z.string().optional(),
    scopes: scopes.optional(),
  }),
  deviceCode: z.object({
    deviceAuthorizationUrl: z.string(),
    tokenUrl: z.string(),
    refreshUrl: z.string().optional(),
    scopes,
  }),
};

/** OAuthFlows is a oneof in 1.0: one flow per scheme. */
export const v1OAuthFlowsSchema = z.object({
  authorizationCode: flow.authorizationCode.optional(),
  clientCredentials: flow.clientCredentials.optional(),
  implicit: flow.implicit.optional(),
  password: flow.password.optional(),
  deviceCode: flow.deviceCode.optional(),
});
export type V1OAuthFlows = z.infer<typeof v1OAuthFlowsSchema>;

const description = z.string().optional();

export const v1SecuritySchemeSchema = z.union([
  z.object({
    apiKeySecurityScheme: z.object({ description, location: z.string(), name: z.string() }),
  }),
  z.object({
    httpAuthSecurityScheme: z.object({
      description,
      scheme: z.string(),
      bearerFormat: z.string().optional(),
    }),
  }),
  z.object({
    oauth2SecurityScheme: z.object({
      description,
      flows: v1OAuthFlowsSchema,
      oauth2MetadataUrl: z.string().optional(),
    }),
  }),
  z.object({
    openIdConnectSecurityScheme: z.object({ description, openIdConnectUrl: z.string() }),
  }),
  z.object({ mtlsSecurityScheme: z.object({ description }) }),
]);
export type V1SecurityScheme = z.infer<typeof v1SecuritySchemeSchema>;

export const v1SecurityRequirementSchema = z.object({
  schemes: z.record(z.string(), z.object({ list: z.array(z.string()).optional() })).optional(),
});
export type V1SecurityRequirement = z.infer<typeof v1SecurityRequirementSchema>;

const v1AgentInterfaceSchema = z.object({
  url: z.string(),
  protocolBinding: z.string(),
  tenant: z.string().optional(),
  protocolVersion: z.string(),
});

const v1SkillSchema = z.object({
  id: z.string().min(1, 'a skill needs an id'),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  examples: z.array(z.string()).optional(),
  inputModes: z.array(z.string()).optional(),
  outputModes: z.array(z.string()).optional(),
  securityRequirements: z.array(v1SecurityRequirementSchema).optional(),
});

export const v1AgentCardSchema = z.object({
  name: z.string().min(1, 'a card needs a name'),
  description: z.string(),
  supportedInterfaces: z.array(v1AgentInterfaceSchema).min(1, 'a card needs an interface'),
  provider: z.object({ url: z.string(), organization: z.string() }).optional(),
  version: z.string(),
  documentationUrl: z.string().optional(),
  capabilities: z.object({
    streaming: z.boolean().optional(),
    pushNotifications: z.boolean().optional(),
    extendedAgentCard: z.boolean().optional(),
  }),
  securitySchemes: z.record(z.string(), v1SecuritySchemeSchema).optional(),
  securityRequirements: z.array(v1SecurityRequirementSchema).optional(),
  defaultInputModes: z.array(z.string()),
  defaultOutputModes: z.array(z.string()),
  skills: z.array(v1SkillSchema),
  iconUrl: z.string().optional(),
});
export type V1AgentCard = z.infer<typeof v1AgentCardSchema>;
