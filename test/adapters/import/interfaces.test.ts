import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import { cardInterfaces } from '../../../src/core/card-interfaces';
import { card03, card10 } from './fixtures';

const REST = 'https://agent.example/rest';
const RPC = 'https://agent.example/rpc';
const BASE = 'https://agent.example/.well-known/agent-card.json';

const codes = (text: string, base?: string) =>
  importCard(text, base === undefined ? {} : { base }).findings.map((f) => f.code);

describe('importing every interface a card lists', () => {
  it('keeps a 1.0 card’s interfaces in its order, HTTP+JSON first and JSON-RPC second', () => {
    const result = importCard(
      card10({
        supportedInterfaces: [
          { url: REST, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
          { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
          { url: 'agent.example:50051', protocolBinding: 'GRPC', protocolVersion: '1.0' },
        ],
      }),
    );
    expect(result.verdict).toBe('valid');
    expect(result.card?.url).toBe(REST);
    expect(result.card?.preferredTransport).toBe('HTTP+JSON');
    expect(result.card && cardInterfaces(result.card)).toEqual([
      { url: REST, binding: 'HTTP+JSON', protocolVersion: '1.0' },
      { url: RPC, binding: 'JSONRPC', protocolVersion: '1.0' },
      { url: 'agent.example:50051', binding: 'GRPC', protocolVersion: '1.0' },
    ]);
    const notKept = result.findings.filter((f) => f.code === 'FIELD_NOT_KEPT').map((f) => f.path);
    expect(notKept).toEqual([]);
    // The fixture says extendedAgentCard: false; the card keeps that, not the absence of a flag.
    expect(result.card?.capabilities.extendedAgentCard).toBe(false);
  });

  it('keeps an interface’s own version where it differs from the first one’s', () => {
    // What @a2a-js/sdk 1.3.0 publishes for an agent that also speaks 0.3 (duplicateInterfacesForLegacy).
    const result = importCard(
      card10({
        supportedInterfaces: [
          { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
          { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
        ],
      }),
    );
    expect(result.card?.protocolVersion).toBe('1.0');
    expect(result.card?.otherInterfaces).toEqual([
      { url: RPC, binding: 'JSONRPC', protocolVersion: '0.3' },
    ]);
  });

  it('reads 0.3’s url, preferredTransport and additionalInterfaces as one list, the repeat of the preferred one listed once', () => {
    const result = importCard(
      card03({
        url: REST,
        preferredTransport: 'HTTP+JSON',
        additionalInterfaces: [
          { url: REST, transport: 'HTTP+JSON' },
          { url: RPC, transport: 'JSONRPC' },
        ],
      }),
    );
    expect(result.verdict).toBe('valid');
    expect(result.card && cardInterfaces(result.card)).toEqual([
      { url: REST, binding: 'HTTP+JSON', protocolVersion: '0.3.0' },
      { url: RPC, binding: 'JSONRPC', protocolVersion: '0.3.0' },
    ]);
    expect(result.card?.otherInterfaces).toEqual([{ url: RPC, binding: 'JSONRPC' }]);
  });

  it('makes the first interface it knows the preferred one, keeping an unknown binding as written after it', () => {
    const result = importCard(
      card10({
        supportedInterfaces: [
          { url: 'wss://agent.example/ws', protocolBinding: 'WEBSOCKET', protocolVersion: '1.0' },
          { url: RPC, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
        ],
      }),
    );
    expect(result.verdict).toBe('migrated');
    expect(result.card?.url).toBe(RPC);
    expect(result.card?.otherInterfaces).toEqual([
      { url: 'wss://agent.example/ws', binding: 'WEBSOCKET' },
    ]);
    const codesFound = result.findings.map((f) => f.code);
    expect(codesFound).toContain('TRANSPORT_SUBSTITUTED');
    expect(codesFound).toContain('UNKNOWN_BINDING');
  });

  it('accepts a gRPC-only card and keeps its scheme-less target, never resolving it against the card’s address', () => {
    for (const target of ['agent.example:50051', '10.0.0.7:50051', '[::1]:50051']) {
      const result = importCard(
        card10({
          supportedInterfaces: [{ url: target, protocolBinding: 'GRPC', protocolVersion: '1.0' }],
        }),
        { base: BASE },
      );
      expect(result.verdict, target).toBe('valid');
      expect(result.card?.url, target).toBe(target);
      expect(result.card?.preferredTransport).toBe('GRPC');
    }
  });

  it('still resolves or refuses host:port for an HTTP binding: only gRPC reads it as a target', () => {
    expect(codes(card03({ url: 'agent.example:50051' }))).toContain('NON_HTTP_URL');
    const resolved = importCard(card03({ url: '10.0.0.7:50051' }), { base: BASE });
    expect(resolved.card?.url).toBe('https://agent.example/.well-known/10.0.0.7:50051');
    expect(resolved.findings.map((f) => f.code)).toContain('RELATIVE_URL');
  });

  it('leaves out a later interface it cannot use, with a word, and keeps the card', () => {
    const result = importCard(
      card03({
        additionalInterfaces: [
          { url: 'javascript:alert(1)', transport: 'JSONRPC' },
          { transport: 'HTTP+JSON' },
          { url: REST, transport: 'HTTP+JSON' },
        ],
      }),
    );
    expect(result.verdict).toBe('migrated');
    expect(result.card?.otherInterfaces).toEqual([{ url: REST, binding: 'HTTP+JSON' }]);
    expect(
      result.findings
        .filter((f) => f.code === 'INTERFACE_NOT_KEPT')
        .map((f) => f.path)
        .sort(),
    ).toEqual(['$.additionalInterfaces[0]', '$.additionalInterfaces[1]']);
  });

  it('still refuses a preferred interface that is not http(s)', () => {
    expect(importCard(card03({ url: 'javascript:alert(1)' })).verdict).toBe('rejected');
  });
});
