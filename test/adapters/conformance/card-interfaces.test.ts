// A card with several interfaces, published in both versions: the wire names are pinned by hand
// from a2a-v1.0.1.proto (AgentCard.supported_interfaces, AgentInterface.protocol_binding and
// protocol_version) and a2a-v0.3.0.schema.json (url, preferredTransport, additionalInterfaces,
// AgentInterface.transport), each form is checked against its official definition, and the SDK's
// own card reader reads the list back in order.
import { DefaultAgentCardResolver } from '@a2a-js/sdk/client';
import { describe, expect, it } from 'vitest';
import { decodeCard as decodeV03, encodeCard as encodeV03 } from '../../../src/adapters/a2a-v0_3';
import { decodeCard as decodeV1, encodeCard as encodeV1 } from '../../../src/adapters/a2a-v1';
import { makeCard } from '../../../src/core/card';
import { checkA2a } from '../../helpers/conformance-a2a';
import { missingRequired, unknownFields } from '../../helpers/conformance-proto';

const REST = 'https://agent.example/rest';
const RPC = 'https://agent.example/rpc';
const GRPC = 'agent.example:50051';

const CARD = makeCard({
  name: 'multi',
  description: 'Speaks three bindings.',
  url: REST,
  version: '1.0.0',
  protocolVersion: '1.0',
  preferredTransport: 'HTTP+JSON',
  otherInterfaces: [
    { url: RPC, binding: 'JSONRPC' },
    { url: RPC, binding: 'JSONRPC', protocolVersion: '0.3' },
    { url: GRPC, binding: 'GRPC' },
  ],
});

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('a card’s interfaces on the wire', () => {
  it('publishes 1.0 supportedInterfaces in order with protocolBinding and protocolVersion', () => {
    const wire = json(encodeV1(CARD)) as Record<string, unknown>;
    expect(wire.supportedInterfaces).toEqual([
      { url: REST, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
      { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
      { url: GRPC, protocolBinding: 'GRPC', protocolVersion: '1.0' },
    ]);
    expect(wire).not.toHaveProperty('url');
    expect(wire).not.toHaveProperty('preferredTransport');
    expect(missingRequired('AgentCard', wire)).toEqual([]);
    expect(unknownFields('AgentCard', wire)).toEqual([]);
  });

  it('the proto check catches a 0.3 interface shape in a 1.0 card', () => {
    const wrong = {
      ...(json(encodeV1(CARD)) as object),
      supportedInterfaces: [{ url: REST, transport: 'HTTP+JSON' }],
    };
    expect(missingRequired('AgentCard', wrong)).not.toEqual([]);
    expect(unknownFields('AgentCard', wrong)).not.toEqual([]);
  });

  it('publishes 0.3 url and preferredTransport for the first, and additionalInterfaces for all, each with transport', () => {
    const wire = json(encodeV03(CARD)) as Record<string, unknown>;
    expect(wire.url).toBe(REST);
    expect(wire.preferredTransport).toBe('HTTP+JSON');
    expect(wire.additionalInterfaces).toEqual([
      { url: REST, transport: 'HTTP+JSON' },
      { url: RPC, transport: 'JSONRPC' },
      { url: RPC, transport: 'JSONRPC' },
      { url: GRPC, transport: 'GRPC' },
    ]);
    expect(checkA2a('AgentCard', wire)).toBe(true);
  });

  it('the 0.3 schema catches an interface without its transport', () => {
    const wire = json(encodeV03(CARD)) as Record<string, unknown>;
    const wrong = { ...wire, additionalInterfaces: [{ url: REST, protocolBinding: 'HTTP+JSON' }] };
    expect(checkA2a('AgentCard', wrong)).not.toBe(true);
  });

  it('publishes no additionalInterfaces for a card with one interface, as before', () => {
    const single = { ...CARD, otherInterfaces: undefined };
    expect(json(encodeV03(single))).not.toHaveProperty('additionalInterfaces');
    expect(
      (json(encodeV1(single)) as { supportedInterfaces: unknown[] }).supportedInterfaces,
    ).toHaveLength(1);
  });

  it('reads both forms back to the same list', () => {
    const v1 = decodeV1(json(encodeV1(CARD)), CARD.platform);
    expect(v1.ok && v1.value.otherInterfaces).toEqual(CARD.otherInterfaces);
    const v03 = decodeV03(json(encodeV03(CARD)), CARD.platform);
    // 0.3 has no version per interface: the 0.3 one reads as the card's.
    expect(v03.ok && v03.value.otherInterfaces).toEqual([
      { url: RPC, binding: 'JSONRPC' },
      { url: RPC, binding: 'JSONRPC' },
      { url: GRPC, binding: 'GRPC' },
    ]);
  });

  it('is read in order by @a2a-js/sdk 1.3.0’s own card reader, in both versions', () => {
    const resolver = new DefaultAgentCardResolver({ legacyCompat: { enabled: true } });
    const interfaces = (card: unknown) =>
      (
        resolver.normalizeAgentCard(card as never) as {
          supportedInterfaces: Array<{
            url: string;
            protocolBinding: string;
            protocolVersion: string;
          }>;
        }
      ).supportedInterfaces.map((i) => [i.url, i.protocolBinding, i.protocolVersion]);
    expect(interfaces(json(encodeV1(CARD)))).toEqual([
      [REST, 'HTTP+JSON', '1.0'],
      [RPC, 'JSONRPC', '1.0'],
      [RPC, 'JSONRPC', '0.3'],
      [GRPC, 'GRPC', '1.0'],
    ]);
    // The SDK reads 0.3's url as the first interface (at the card's protocolVersion) and then
    // every additional one, the repeat of the preferred one included, each at "0.3".
    expect(interfaces(json(encodeV03(CARD)))).toEqual([
      [REST, 'HTTP+JSON', '0.3.0'],
      [REST, 'HTTP+JSON', '0.3'],
      [RPC, 'JSONRPC', '0.3'],
      [RPC, 'JSONRPC', '0.3'],
      [GRPC, 'GRPC', '0.3'],
    ]);
  });
});
