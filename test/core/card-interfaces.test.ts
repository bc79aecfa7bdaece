import { describe, expect, it } from 'vitest';
import { makeCard } from '../../src/core/card';
import { cardGaps } from '../../src/core/card-gaps';
import { cardInterfaces, interfaceFields, isGrpcTarget } from '../../src/core/card-interfaces';

const card = makeCard({
  name: 'a',
  description: '',
  url: 'https://a.example/rpc',
  version: '1',
  protocolVersion: '1.0',
});

describe('a card’s interfaces', () => {
  it('are the preferred one alone for a card without a list, as saved before it existed', () => {
    expect(cardInterfaces(card)).toEqual([
      { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
  });

  it('give a later interface the card’s version unless it has its own', () => {
    const list = cardInterfaces({
      ...card,
      otherInterfaces: [
        { url: 'https://a.example/rest', binding: 'HTTP+JSON' },
        { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '0.3' },
      ],
    });
    expect(list.map((i) => i.protocolVersion)).toEqual(['1.0', '1.0', '0.3']);
  });

  it('become the card’s fields: the first is the preferred one, a later one keeps only a version that differs', () => {
    const fields = interfaceFields([
      { url: 'https://a.example/rest', binding: 'HTTP+JSON', protocolVersion: '0.3' },
      { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '0.3' },
      { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
    expect(fields).toEqual({
      ok: true,
      value: {
        url: 'https://a.example/rest',
        preferredTransport: 'HTTP+JSON',
        protocolVersion: '0.3',
        otherInterfaces: [
          { url: 'https://a.example/rpc', binding: 'JSONRPC' },
          { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '1.0' },
        ],
      },
    });
  });

  it('leave otherInterfaces out when there is only one', () => {
    const fields = interfaceFields([
      { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
    expect(fields.ok && Object.keys(fields.value)).not.toContain('otherInterfaces');
  });

  it('refuse an empty list and an unknown binding first', () => {
    expect(interfaceFields([]).ok).toBe(false);
    const unknown = interfaceFields([
      { url: 'wss://a.example/ws', binding: 'WEBSOCKET', protocolVersion: '1.0' },
      { url: 'https://a.example/rpc', binding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
    expect(!unknown.ok && unknown.error.code).toBe('UNKNOWN_FIRST_BINDING');
  });
});

describe('a scheme-less gRPC target', () => {
  it.each(['agent.example:50051', 'localhost:443', '10.0.0.7:50051', '[::1]:50051', 'a:1'])(
    'reads %s as host:port',
    (target) => expect(isGrpcTarget(target)).toBe(true),
  );
  it.each([
    'https://agent.example:50051',
    'agent.example',
    'agent.example:',
    ':50051',
    'agent.example:65536',
    'agent.example:0',
    'user@agent.example:50051',
    'agent example:50051',
    'agent.example:50051/path',
    '-agent.example:50051',
  ])('does not read %s as one', (target) => expect(isGrpcTarget(target)).toBe(false));
});

describe('a later interface with no URL', () => {
  it('is a gap to fill before publishing, at its path', () => {
    const gaps = cardGaps({
      ...card,
      otherInterfaces: [
        { url: 'https://a.example/rest', binding: 'HTTP+JSON' },
        { url: ' ', binding: 'JSONRPC' },
      ],
    });
    expect(gaps.map((g) => g.path)).toEqual(['$.otherInterfaces[1].url']);
  });
});
