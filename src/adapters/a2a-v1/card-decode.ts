// A2A 1.0.1 card JSON → core card, and what a card loses on the way through 1.0. The first
// supported interface gives the url, transport and protocol version, the later ones the card's
// other interfaces; platform metadata is given separately, as in 0.3.
import type { AgentCard, OAuthFlows, PlatformMeta, SecurityScheme } from '../../core/card';
import { TRANSPORTS } from '../../core/card';
import { interfaceFields } from '../../core/card-interfaces';
import type { JsonValue } from '../../core/json';
import { ok, type Result } from '../../core/result';
import { UNKNOWN_PLATFORM } from '../shared/platform';
import { jsonPath, parseWire, wireIssue, type WireError } from '../shared/issues';
import { jsonDiff } from '../shared/json-diff';
import { chooseFlow, encodeCard, v1Interfaces } from './card';
import {
  v1AgentCardSchema,
  type V1SecurityRequirement,
  type V1SecurityScheme,
} from './card-schema';

const WHAT = 'A2A 1.0 agent card';
type Path = readonly PropertyKey[];

function readScheme(wire: V1SecurityScheme, at: Path): Result<SecurityScheme, WireError> {
  const d = (description: string | undefined) => (description ? { description } : {});
  if ('apiKeySecurityScheme' in wire) {
    const s = wire.apiKeySecurityScheme;
    if (s.location !== 'header' && s.location !== 'query' && s.location !== 'cookie') {
      return wireIssue(
        WHAT,
        [...at, 'apiKeySecurityScheme', 'location'],
        'location is header, query or cookie',
      );
    }
    return ok({ type: 'apiKey', in: s.location, name: s.name, ...d(s.description) });
  }
  if ('httpAuthSecurityScheme' in wire) {
    const s = wire.httpAuthSecurityScheme;
    return ok({
      type: 'http',
      scheme: s.scheme,
      ...(s.bearerFormat ? { bearerFormat: s.bearerFormat } : {}),
      ...d(s.description),
    });
  }
  if ('oauth2SecurityScheme' in wire) {
    const s = wire.oauth2SecurityScheme;
    const { authorizationCode: code, clientCredentials: client, implicit, password } = s.flows;
    const refresh = (url: string | undefined) => (url ? { refreshUrl: url } : {});
    const flows: OAuthFlows = {
      ...(code && {
        authorizationCode: {
          authorizationUrl: code.authorizationUrl,
          tokenUrl: code.tokenUrl,
          ...refresh(code.refreshUrl),
          scopes: code.scopes,
        },
      }),
      ...(client && {
        clientCredentials: {
          tokenUrl: client.tokenUrl,
          ...refresh(client.refreshUrl),
          scopes: client.scopes,
        },
      }),
      ...(implicit && {
        implicit: {
          authorizationUrl: implicit.authorizationUrl ?? '',
          ...refresh(implicit.refreshUrl),
          scopes: implicit.scopes ?? {},
        },
      }),
      ...(password && {
        password: {
          tokenUrl: password.tokenUrl ?? '',
          ...refresh(password.refreshUrl),
          scopes: password.scopes ?? {},
        },
      }),
    };
    return ok({
      type: 'oauth2',
      flows,
      ...(s.oauth2MetadataUrl ? { oauth2MetadataUrl: s.oauth2MetadataUrl } : {}),
      ...d(s.description),
    });
  }
  if ('openIdConnectSecurityScheme' in wire) {
    const s = wire.openIdConnectSecurityScheme;
    return ok({ type: 'openIdConnect', openIdConnectUrl: s.openIdConnectUrl, ...d(s.description) });
  }
  return ok({ type: 'mutualTLS', ...d(wire.mtlsSecurityScheme.description) });
}

const readRequirement = (r: V1SecurityRequirement): Record<string, string[]> =>
  Object.fromEntries(Object.entries(r.schemes ?? {}).map(([name, s]) => [name, s.list ?? []]));

/** Reads untrusted A2A 1.0.1 card JSON into a core card, with `platform` as its platform metadata. */
export function decodeCard(
  json: unknown,
  platform: PlatformMeta = UNKNOWN_PLATFORM,
): Result<AgentCard, WireError> {
  const parsed = parseWire(v1AgentCardSchema, json, WHAT);
  if (!parsed.ok) return parsed;
  const wire = parsed.value;
  const first = wire.supportedInterfaces[0];
  const transport = TRANSPORTS.find((t) => t === first?.protocolBinding);
  if (first === undefined || transport === undefined) {
    return wireIssue(
      WHAT,
      ['supportedInterfaces', 0, 'protocolBinding'],
      `protocolBinding is one of ${TRANSPORTS.join(', ')}`,
    );
  }
  const securitySchemes: AgentCard['securitySchemes'] = {};
  for (const [name, scheme] of Object.entries(wire.securitySchemes ?? {})) {
    const read = readScheme(scheme, ['securitySchemes', name]);
    if (!read.ok) return read;
    securitySchemes[name] = read.value;
  }
  const card: AgentCard = {
    name: wire.name,
    description: wire.description,
    url: first.url,
    version: wire.version,
    protocolVersion: first.protocolVersion,
    preferredTransport: transport,
    capabilities: {
      streaming: wire.capabilities.streaming ?? false,
      pushNotifications: wire.capabilities.pushNotifications ?? false,
      ...(wire.capabilities.extendedAgentCard !== undefined
        ? { extendedAgentCard: wire.capabilities.extendedAgentCard }
        : {}),
    },
    defaultInputModes: wire.defaultInputModes,
    defaultOutputModes: wire.defaultOutputModes,
    skills: wire.skills.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      tags: s.tags,
      examples: s.examples ?? [],
    })),
    securitySchemes,
    security: (wire.securityRequirements ?? []).map(readRequirement),
    platform: structuredClone(platform),
  };
  const others = wire.supportedInterfaces.slice(1).map((i) => ({
    url: i.url,
    binding: i.protocolBinding,
    ...(i.protocolVersion === first.protocolVersion ? {} : { protocolVersion: i.protocolVersion }),
  }));
  if (others.length > 0) card.otherInterfaces = others;
  if (wire.provider)
    card.provider = { organization: wire.provider.organization, url: wire.provider.url };
  if (wire.documentationUrl !== undefined) card.documentationUrl = wire.documentationUrl;
  if (wire.iconUrl !== undefined) card.iconUrl = wire.iconUrl;
  return ok(card);
}

export interface CardLossEntry {
  /** Where in the core card (JSON path) the value did not survive. */
  readonly path: string;
  readonly reason: string;
}

const list = (scopes: readonly string[]) => scopes.map((s) => `“${s}”`).join(', ');

/** Why the OAuth flow at `path` is not published, naming the flow that is and why. */
function flowLossReason(card: AgentCard, path: string): string | undefined {
  for (const [name, scheme] of Object.entries(card.securitySchemes)) {
    if (scheme.type !== 'oauth2') continue;
    const choice = chooseFlow(scheme.flows, card.security, name);
    const dropped = choice.dropped.find(
      (flow) => jsonPath(['securitySchemes', name, 'flows', flow]) === path,
    );
    if (dropped === undefined || choice.kept === undefined) continue;
    const why =
      choice.required.length === 0
        ? 'the first declared; the requirements ask no scope of this scheme'
        : choice.covers
          ? `it offers the required ${choice.required.length === 1 ? 'scope' : 'scopes'} ${list(choice.required)}`
          : `no flow offers every required scope (${list(choice.required)}); it offers the most`;
    return `1.0's OAuthFlows is a oneof, so a scheme publishes one flow: ${choice.kept} goes (${why}) and ${dropped} is left out`;
  }
  return undefined;
}

function cardLossReason(card: AgentCard, path: string): string {
  if (path.includes('stateTransitionHistory'))
    return '1.0 has no stateTransitionHistory capability';
  return flowLossReason(card, path) ?? 'proto3 JSON cannot tell an empty string from an absent one';
}

/**
 * What A2A 1.0 cannot carry of `card` (its platform metadata is never published, so not listed).
 * The protocol version is not a loss: the 1.0 form of any card says 1.0.
 */
export function cardLossV1(card: AgentCard): CardLossEntry[] {
  const back = decodeCard(JSON.parse(JSON.stringify(encodeCard(card))), card.platform);
  if (!back.ok) throw new Error(`A2A 1.0 adapter invariant: ${back.error.message}`);
  // The 1.0 form's interfaces are the card's own in 1.0 terms (v1Interfaces): not a loss either.
  const fields = interfaceFields(v1Interfaces(card));
  if (!fields.ok) throw new Error(`A2A 1.0 adapter invariant: ${fields.error.message}`);
  const asV1: AgentCard = { ...card, ...fields.value };
  if (fields.value.otherInterfaces === undefined) delete asV1.otherInterfaces;
  return jsonDiff(asV1 as unknown as JsonValue, back.value as unknown as JsonValue).map((path) => ({
    path,
    reason: cardLossReason(card, path),
  }));
}
