// Core agent card → A2A 1.0.1 card JSON. As in 0.3, only published fields cross: owner, tenants
// and clearance stay in card.platform. 1.0 cannot say everything the core card can; card-decode.ts
// reads a card back and cardLossV1 names the difference.
import type { AgentCard, OAuthFlows, SecurityScheme } from '../../core/card';
import type {
  V1AgentCard,
  V1OAuthFlows,
  V1SecurityRequirement,
  V1SecurityScheme,
} from './card-schema';

const FLOW_ORDER = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;

const opt = <K extends string, V>(key: K, value: V | undefined) =>
  (value !== undefined && value !== '' ? { [key]: value } : {}) as Partial<Record<K, V>>;

/** OAuthFlows is a oneof in 1.0: the first flow the card declares is the one that goes. */
function encodeFlows(flows: OAuthFlows): V1OAuthFlows {
  for (const name of FLOW_ORDER) {
    const flow = flows[name];
    if (flow !== undefined) return { [name]: structuredClone(flow) };
  }
  return {};
}

function encodeScheme(scheme: SecurityScheme): V1SecurityScheme {
  const d = opt('description', scheme.description);
  switch (scheme.type) {
    case 'apiKey':
      return { apiKeySecurityScheme: { ...d, location: scheme.in, name: scheme.name } };
    case 'http':
      return {
        httpAuthSecurityScheme: {
          ...d,
          scheme: scheme.scheme,
          ...opt('bearerFormat', scheme.bearerFormat),
        },
      };
    case 'oauth2':
      return {
        oauth2SecurityScheme: {
          ...d,
          flows: encodeFlows(scheme.flows),
          ...opt('oauth2MetadataUrl', scheme.oauth2MetadataUrl),
        },
      };
    case 'openIdConnect':
      return { openIdConnectSecurityScheme: { ...d, openIdConnectUrl: scheme.openIdConnectUrl } };
    case 'mutualTLS':
      return { mtlsSecurityScheme: { ...d } };
  }
}

/** A requirement as { schemes: { name: { list } } }; empty maps and lists are left out, as proto3 does. */
function encodeRequirement(requirement: Record<string, string[]>): V1SecurityRequirement {
  const entries = Object.entries(requirement);
  if (entries.length === 0) return {};
  return {
    schemes: Object.fromEntries(
      entries.map(([name, list]) => [name, list.length > 0 ? { list: [...list] } : {}]),
    ),
  };
}

/** The protocol version a 1.0 card's interfaces declare. */
export const A2A_V1_PROTOCOL_VERSION = '1.0';

/** The card as A2A 1.0.1 publishes it: one supported interface for its url and transport. */
export function encodeCard(card: AgentCard): V1AgentCard {
  return {
    name: card.name,
    description: card.description,
    supportedInterfaces: [
      {
        url: card.url,
        protocolBinding: card.preferredTransport,
        // The 1.0 form of a card is what a 1.0 endpoint serves: its interface speaks 1.0, whatever
        // version the card was first written in (a client picks the version from this field).
        protocolVersion: A2A_V1_PROTOCOL_VERSION,
      },
    ],
    ...(card.provider
      ? { provider: { url: card.provider.url, organization: card.provider.organization } }
      : {}),
    version: card.version,
    ...(card.documentationUrl !== undefined ? { documentationUrl: card.documentationUrl } : {}),
    capabilities: {
      streaming: card.capabilities.streaming,
      pushNotifications: card.capabilities.pushNotifications,
    },
    ...(Object.keys(card.securitySchemes).length > 0
      ? {
          securitySchemes: Object.fromEntries(
            Object.entries(card.securitySchemes).map(([name, s]) => [name, encodeScheme(s)]),
          ),
        }
      : {}),
    ...(card.security.length > 0
      ? { securityRequirements: card.security.map(encodeRequirement) }
      : {}),
    defaultInputModes: [...card.defaultInputModes],
    defaultOutputModes: [...card.defaultOutputModes],
    skills: card.skills.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      tags: [...s.tags],
      ...(s.examples.length > 0 ? { examples: [...s.examples] } : {}),
    })),
    ...(card.iconUrl !== undefined ? { iconUrl: card.iconUrl } : {}),
  };
}
