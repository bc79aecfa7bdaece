// Core agent card → A2A 1.0.1 card JSON. As in 0.3, only published fields cross: owner, tenants
// and clearance stay in card.platform. 1.0 cannot say everything the core card can; card-decode.ts
// reads a card back and cardLossV1 names the difference.
import type { AgentCard, OAuthFlows, SecurityScheme } from '../../core/card';
import type { CardInterface } from '../../core/card-interfaces';
import type {
  V1AgentCard,
  V1OAuthFlows,
  V1SecurityRequirement,
  V1SecurityScheme,
} from './card-schema';

const opt = <K extends string, V>(key: K, value: V | undefined) =>
  (value !== undefined && value !== '' ? { [key]: value } : {}) as Partial<Record<K, V>>;

type FlowName = keyof OAuthFlows;

/** The flow an OAuth scheme publishes in 1.0, and why; the other declared flows are dropped. */
export interface FlowChoice {
  readonly kept: FlowName | undefined;
  readonly dropped: readonly FlowName[];
  /** The scopes the card's security requirements ask of this scheme, in order, once each. */
  readonly required: readonly string[];
  /** True when the kept flow offers every required scope. */
  readonly covers: boolean;
}

/** The scopes `security` asks of scheme `name`, in order, once each. */
function requiredScopes(security: AgentCard['security'], name: string): string[] {
  const scopes = new Set<string>();
  for (const requirement of security) {
    if (Object.hasOwn(requirement, name))
      for (const scope of requirement[name] ?? []) scopes.add(scope);
  }
  return [...scopes];
}

/**
 * OAuthFlows is a oneof in the 1.0 proto (authorization_code, client_credentials, implicit,
 * password, device_code): a scheme publishes one flow. The one kept is the first declared flow
 * that offers every scope the card's requirements ask of the scheme (so the requirements still
 * name scopes the published flow has); if none offers them all, the one offering the most; with
 * no required scope, the first declared.
 */
export function chooseFlow(
  flows: OAuthFlows,
  security: AgentCard['security'],
  schemeName: string,
): FlowChoice {
  const declared = (Object.keys(flows) as FlowName[]).filter((name) => flows[name] !== undefined);
  const required = requiredScopes(security, schemeName);
  const offered = (name: FlowName) =>
    required.filter((scope) => Object.hasOwn(flows[name]?.scopes ?? {}, scope)).length;
  let kept = declared[0];
  for (const name of declared) {
    if (kept === undefined || offered(name) > offered(kept)) kept = name;
  }
  return {
    kept,
    dropped: declared.filter((name) => name !== kept),
    required,
    covers: kept !== undefined && offered(kept) === required.length,
  };
}

function encodeFlows(flows: OAuthFlows, choice: FlowChoice): V1OAuthFlows {
  const flow = choice.kept === undefined ? undefined : flows[choice.kept];
  return choice.kept === undefined || flow === undefined
    ? {}
    : { [choice.kept]: structuredClone(flow) };
}

/**
 * One security scheme in 1.0's form. `security` and `name` (the card's requirements and the
 * scheme's key) choose the OAuth flow a oneof can carry; see `chooseFlow`.
 */
function encodeScheme(
  scheme: SecurityScheme,
  security: AgentCard['security'] = [],
  name = '',
): V1SecurityScheme {
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
          flows: encodeFlows(scheme.flows, chooseFlow(scheme.flows, security, name)),
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
const A2A_V1_PROTOCOL_VERSION = '1.0';

/**
 * The card's interfaces as its 1.0 form declares them, in order. The 1.0 form of a card is what a
 * 1.0 endpoint serves, so the preferred interface, and any interface that shares the card's
 * version, speaks 1.0 whatever version the card was first written in (a client picks the version
 * from this field); a later interface with a version of its own keeps it.
 */
export function v1Interfaces(card: AgentCard): CardInterface[] {
  return [
    { url: card.url, binding: card.preferredTransport, protocolVersion: A2A_V1_PROTOCOL_VERSION },
    ...(card.otherInterfaces ?? []).map((i) => ({
      url: i.url,
      binding: i.binding,
      protocolVersion: i.protocolVersion ?? A2A_V1_PROTOCOL_VERSION,
    })),
  ];
}

/** The card as A2A 1.0.1 publishes it: every interface in `supportedInterfaces`, in order. */
export function encodeCard(card: AgentCard): V1AgentCard {
  return {
    name: card.name,
    description: card.description,
    supportedInterfaces: v1Interfaces(card).map((i) => ({
      url: i.url,
      protocolBinding: i.binding,
      protocolVersion: i.protocolVersion,
    })),
    ...(card.provider
      ? { provider: { url: card.provider.url, organization: card.provider.organization } }
      : {}),
    version: card.version,
    ...(card.documentationUrl !== undefined ? { documentationUrl: card.documentationUrl } : {}),
    capabilities: {
      streaming: card.capabilities.streaming,
      pushNotifications: card.capabilities.pushNotifications,
      ...(card.capabilities.extendedAgentCard !== undefined
        ? { extendedAgentCard: card.capabilities.extendedAgentCard }
        : {}),
    },
    ...(Object.keys(card.securitySchemes).length > 0
      ? {
          securitySchemes: Object.fromEntries(
            Object.entries(card.securitySchemes).map(([name, s]) => [
              name,
              encodeScheme(s, card.security, name),
            ]),
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
