// A card's interfaces as one ordered list: the preferred one (`url`, `preferredTransport`,
// `protocolVersion`) first, then `otherInterfaces`. The preferred interface stays in the card's
// own fields, so code that reads `card.url` keeps meaning the first interface.
import { TRANSPORTS, type AgentCard, type AgentInterface, type Transport } from './card';
import { err, ok, type CoreError, type Result } from './result';

/** One interface with its protocol version resolved. */
export interface CardInterface {
  readonly url: string;
  /** 'JSONRPC', 'HTTP+JSON', 'GRPC', or another binding as the card wrote it. */
  readonly binding: string;
  readonly protocolVersion: string;
}

/** The binding as one of TRANSPORTS, or undefined for a binding kept as the card wrote it. */
export const knownTransport = (binding: string): Transport | undefined =>
  TRANSPORTS.find((t) => t === binding);

/**
 * Every interface of `card` in its order, the preferred one first. A card saved before the list
 * existed has none but the preferred one.
 * @example cardInterfaces(card)[0].url === card.url
 */
export function cardInterfaces(
  card: Pick<AgentCard, 'url' | 'preferredTransport' | 'protocolVersion' | 'otherInterfaces'>,
): CardInterface[] {
  const first = {
    url: card.url,
    binding: card.preferredTransport,
    protocolVersion: card.protocolVersion,
  };
  const others = (card.otherInterfaces ?? []).map((i) => ({
    url: i.url,
    binding: i.binding,
    protocolVersion: i.protocolVersion ?? card.protocolVersion,
  }));
  return [first, ...others];
}

export type InterfacesRefusal = 'NO_INTERFACE' | 'UNKNOWN_FIRST_BINDING';

/** The fields of a card that hold its interfaces. */
export type InterfaceFields = Pick<
  AgentCard,
  'url' | 'preferredTransport' | 'protocolVersion' | 'otherInterfaces'
>;

/**
 * The card fields that hold `list`, in order: the first interface becomes `url`,
 * `preferredTransport` and `protocolVersion`; a later one keeps its version only where it differs,
 * and `otherInterfaces` is left out when there is no later one (as cards saved before it were).
 * Refused when the list is empty or its first binding is none of TRANSPORTS (the preferred
 * transport must be one a client can recognise).
 */
export function interfaceFields(
  list: readonly CardInterface[],
): Result<InterfaceFields, CoreError<InterfacesRefusal>> {
  const [first, ...rest] = list;
  if (first === undefined) return err('NO_INTERFACE', 'A card needs at least one interface.');
  const transport = knownTransport(first.binding);
  if (transport === undefined) {
    return err(
      'UNKNOWN_FIRST_BINDING',
      `The first interface is the preferred one; its binding must be one of ${TRANSPORTS.join(', ')}, not ${JSON.stringify(first.binding)}.`,
    );
  }
  const otherInterfaces = rest.map((i): AgentInterface => ({
    url: i.url,
    binding: i.binding,
    ...(i.protocolVersion === first.protocolVersion ? {} : { protocolVersion: i.protocolVersion }),
  }));
  return ok({
    url: first.url,
    preferredTransport: transport,
    protocolVersion: first.protocolVersion,
    ...(otherInterfaces.length > 0 ? { otherInterfaces } : {}),
  });
}

// host, IPv4 or [IPv6], then a port: what gRPC clients take as a target without a scheme.
const GRPC_TARGET = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):\d{1,5}$/;

/**
 * True for a scheme-less gRPC target (`agent.example:50051`, `10.0.0.7:443`, `[::1]:50051`). A URL
 * parser reads the first as the scheme "agent.example:" and the second as a relative path, so such
 * a target is never handed to one.
 */
export function isGrpcTarget(raw: string): boolean {
  if (!GRPC_TARGET.test(raw)) return false;
  const port = Number(raw.slice(raw.lastIndexOf(':') + 1));
  return port > 0 && port <= 65535;
}
