// Core agent card ↔ A2A 0.3.0 card JSON. Only published fields cross: the platform's owner,
// tenants and clearance live in `card.platform`, which the encoder never reads, so publishing a
// card can never leak them. Decoding takes the platform metadata as a separate, optional input.
import type { AgentCard, AgentInterface, PlatformMeta } from '../../core/card';
import { cardInterfaces } from '../../core/card-interfaces';
import { ok, type Result } from '../../core/result';
import { parseWire, type WireError } from '../shared/issues';
import { UNKNOWN_PLATFORM } from '../shared/platform';
import { a2aAgentCardSchema, type A2aAgentCard } from './card-schema';

export { UNKNOWN_PLATFORM };

/** The protocol version a card published in 0.3's form declares: 0.3.0, whatever it came from. */
const PUBLISHED_PROTOCOL_VERSION = '0.3.0';

/**
 * `additionalInterfaces` for a card with more than one interface: all of them in order, the
 * preferred one first, as 0.3 advises ("SHOULD include an entry matching the main url"). 0.3's
 * AgentInterface has no version, so a later interface's own version is not published here.
 */
function encodeInterfaces(card: AgentCard): Pick<A2aAgentCard, 'additionalInterfaces'> {
  if (card.otherInterfaces === undefined || card.otherInterfaces.length === 0) return {};
  return {
    additionalInterfaces: cardInterfaces(card).map((i) => ({ url: i.url, transport: i.binding })),
  };
}

/** The interfaces after the preferred one, leaving out the repeat of it 0.3 advises. */
function otherInterfaces(wire: {
  url: string;
  preferredTransport: string;
  additionalInterfaces?: ReadonlyArray<{ url: string; transport: string }> | undefined;
}): AgentInterface[] {
  let repeatSeen = false;
  return (wire.additionalInterfaces ?? []).flatMap((i) => {
    const repeat = !repeatSeen && i.url === wire.url && i.transport === wire.preferredTransport;
    if (repeat) repeatSeen = true;
    return repeat ? [] : [{ url: i.url, binding: i.transport }];
  });
}

/**
 * The card as A2A 0.3.0 publishes it at /.well-known/agent-card.json. It declares
 * `protocolVersion: "0.3.0"` even for a card imported from 0.1 or 0.2: the document is 0.3's.
 * @example encodeCard(SANCTIONS_CARD).securitySchemes.oauth2.type // "oauth2"
 */
export function encodeCard(card: AgentCard): A2aAgentCard {
  const { extendedAgentCard, ...capabilities } = card.capabilities;
  return {
    protocolVersion: PUBLISHED_PROTOCOL_VERSION,
    name: card.name,
    description: card.description,
    url: card.url,
    preferredTransport: card.preferredTransport,
    ...encodeInterfaces(card),
    ...(card.provider ? { provider: { ...card.provider } } : {}),
    version: card.version,
    ...(card.documentationUrl !== undefined ? { documentationUrl: card.documentationUrl } : {}),
    ...(card.iconUrl !== undefined ? { iconUrl: card.iconUrl } : {}),
    capabilities,
    ...(extendedAgentCard !== undefined
      ? { supportsAuthenticatedExtendedCard: extendedAgentCard }
      : {}),
    securitySchemes: structuredClone(card.securitySchemes),
    security: card.security.map((requirement) => structuredClone(requirement)),
    defaultInputModes: [...card.defaultInputModes],
    defaultOutputModes: [...card.defaultOutputModes],
    skills: card.skills.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      tags: [...s.tags],
      examples: [...s.examples],
    })),
  };
}

/**
 * Reads untrusted A2A 0.3.0 card JSON into a core card, with `platform` as the platform's own
 * metadata for it (unknown when not given). Missing protocolVersion and preferredTransport take
 * the schema's defaults; a skill without examples has none.
 */
export function decodeCard(
  json: unknown,
  platform: PlatformMeta = UNKNOWN_PLATFORM,
): Result<AgentCard, WireError> {
  const parsed = parseWire(a2aAgentCardSchema, json, 'A2A 0.3 agent card');
  if (!parsed.ok) return parsed;
  const wire = parsed.value;
  const card: AgentCard = {
    name: wire.name,
    description: wire.description,
    url: wire.url,
    version: wire.version,
    protocolVersion: wire.protocolVersion,
    preferredTransport: wire.preferredTransport,
    capabilities: {
      streaming: wire.capabilities.streaming ?? false,
      pushNotifications: wire.capabilities.pushNotifications ?? false,
      ...(wire.capabilities.stateTransitionHistory !== undefined
        ? { stateTransitionHistory: wire.capabilities.stateTransitionHistory }
        : {}),
      ...(wire.supportsAuthenticatedExtendedCard !== undefined
        ? { extendedAgentCard: wire.supportsAuthenticatedExtendedCard }
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
    securitySchemes: wire.securitySchemes ?? {},
    security: wire.security ?? [],
    platform: structuredClone(platform),
  };
  const others = otherInterfaces(wire);
  if (others.length > 0) card.otherInterfaces = others;
  if (wire.provider) card.provider = wire.provider;
  if (wire.documentationUrl !== undefined) card.documentationUrl = wire.documentationUrl;
  if (wire.iconUrl !== undefined) card.iconUrl = wire.iconUrl;
  return ok(card);
}

/**
 * What A2A 0.3 cannot carry of `card`: the own version of a later interface (0.3's AgentInterface
 * is a url and a transport). Paths are the core card's, as cardLossV1 gives them.
 */
export function cardLossV03(card: AgentCard): Array<{ path: string; reason: string }> {
  return (card.otherInterfaces ?? []).flatMap((i, index) =>
    i.protocolVersion === undefined
      ? []
      : [
          {
            path: `$.otherInterfaces[${index}].protocolVersion`,
            reason: `0.3's AgentInterface has no version, so this interface's ${JSON.stringify(i.protocolVersion)} is not published`,
          },
        ],
  );
}
