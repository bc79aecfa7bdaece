// The interfaces of a card live mode can call: JSON-RPC and HTTP+JSON, at A2A 0.3 or 1.0, in the
// card's order. gRPC needs HTTP/2 trailers a browser's fetch cannot read, so a card that lists
// only gRPC (or bindings nobody knows) is told so, with what it does list.
import type { A2aVersion } from '../../../adapters/shared/rpc-codec';
import type { AgentCard } from '../../../core/card';
import { cardInterfaces, type CardInterface } from '../../../core/card-interfaces';
import { declaredVersion } from '../../../live/run-log';
import type { LiveBinding } from '../../../store/live-session';

export interface LiveInterface extends CardInterface {
  /** Where it stands in the card's list (0 is the preferred interface). */
  readonly index: number;
  readonly binding: LiveBinding;
  /** The A2A version its protocolVersion declares. */
  readonly version: A2aVersion;
}

const LIVE_BINDINGS: ReadonlySet<string> = new Set<LiveBinding>(['JSONRPC', 'HTTP+JSON']);

const NAMES: Readonly<Record<string, string>> = {
  JSONRPC: 'JSON-RPC',
  'HTTP+JSON': 'HTTP+JSON',
  GRPC: 'gRPC',
};

/** A binding as people write it: JSON-RPC, HTTP+JSON, gRPC, or the card's own word. */
export const bindingName = (binding: string): string =>
  Object.hasOwn(NAMES, binding) ? (NAMES[binding] ?? binding) : binding;

/** The interfaces of `card` live mode can call, in the card's order. */
export function liveInterfaces(card: AgentCard): LiveInterface[] {
  return cardInterfaces(card).flatMap((i, index) =>
    LIVE_BINDINGS.has(i.binding)
      ? [
          {
            ...i,
            index,
            binding: i.binding as LiveBinding,
            version: declaredVersion(i.protocolVersion),
          },
        ]
      : [],
  );
}

/** How one interface reads in a list: "gRPC at agent.example:50051". */
export const describeInterface = (i: CardInterface): string =>
  `${bindingName(i.binding)} at ${i.url || '(no URL)'}`;

/** Why a card cannot be called live, naming what it lists, or undefined when it can. */
export function liveBlocker(card: AgentCard): string | undefined {
  if (liveInterfaces(card).length > 0) return undefined;
  const listed = cardInterfaces(card);
  const grpc = listed.some((i) => i.binding === 'GRPC');
  const only = listed.length === 1 ? 'one interface' : `${listed.length} interfaces`;
  return [
    `This card lists ${only}: ${listed.map(describeInterface).join('; ')}.`,
    'Live mode speaks JSON-RPC and HTTP+JSON',
    grpc
      ? 'and cannot speak gRPC from a browser (a browser cannot read the HTTP/2 trailers every gRPC call ends with).'
      : 'only.',
    `Add a JSON-RPC or HTTP+JSON interface to the card, or call the agent with a ${bindingName(listed[0]?.binding ?? 'GRPC')} client.`,
  ].join(' ');
}
