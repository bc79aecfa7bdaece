// The extended-card call judged like any reply: a loopback server (plain node:http) answers it
// wrongly on purpose, once per way, and each is flagged with its code; the request goes to the
// binding's own route. The agent guarded by OAuth answers it rightly in test/live/oauth.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchExtendedCard } from '../../src/live/extended-card';

const CARD = {
  name: 'extended',
  description: 'More for a caller with a token.',
  version: '1.0.0',
  supportedInterfaces: [
    { url: 'http://127.0.0.1:1/rpc', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: { streaming: false, extendedAgentCard: true },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [],
};

/** What each path answers: [status, body]. */
const ROUTES: Record<string, readonly [number, unknown]> = {
  '/rpc-other-id': [200, { jsonrpc: '2.0', id: 7, result: CARD }],
  '/rpc-fine': [200, { jsonrpc: '2.0', id: 1, result: CARD }],
  '/rest-envelope/extendedAgentCard': [200, { jsonrpc: '2.0', id: 1, result: CARD }],
  '/rest-fine/extendedAgentCard': [200, CARD],
  '/rest-fine/v1/card': [200, CARD],
  '/rest-error-on-200/extendedAgentCard': [
    200,
    {
      error: {
        code: 400,
        status: 'FAILED_PRECONDITION',
        message: 'not configured',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'EXTENDED_AGENT_CARD_NOT_CONFIGURED',
          },
        ],
      },
    },
  ],
};

let server: Server;
let origin = '';
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const [status, body] = ROUTES[req.url ?? ''] ?? [404, { detail: 'no such route' }];
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    }),
);

const codes = (got: { findings?: readonly { code: string }[] }) =>
  (got.findings ?? []).map((f) => f.code);

describe('the extended-card call', () => {
  it('goes to each binding’s own route: JSON-RPC POST, 1.0 GET /extendedAgentCard, 0.3 GET /v1/card', async () => {
    seen.length = 0;
    await fetchExtendedCard(`${origin}/rpc-fine`, '1.0', { kind: 'bearer', token: 't0ken-1234' });
    await fetchExtendedCard(`${origin}/rest-fine`, '1.0', { kind: 'none' }, {}, 'HTTP+JSON');
    await fetchExtendedCard(`${origin}/rest-fine/`, '0.3', { kind: 'none' }, {}, 'HTTP+JSON');
    expect(seen).toEqual([
      'POST /rpc-fine',
      'GET /rest-fine/extendedAgentCard',
      'GET /rest-fine/v1/card',
    ]);
  });

  it('reads a fine reply with no findings, and records the credentials masked', async () => {
    const got = await fetchExtendedCard(`${origin}/rpc-fine`, '1.0', {
      kind: 'bearer',
      token: 't0ken-1234',
    });
    expect(got.ok).toBe(true);
    expect(codes(got)).toEqual([]);
    expect(got.call?.request.headers['Authorization']).toBe('Bearer ••••••••••');
    expect(JSON.stringify(got.call)).not.toContain('t0ken-1234');
  });

  it('flags a JSON-RPC reply whose id is not the request’s', async () => {
    const got = await fetchExtendedCard(`${origin}/rpc-other-id`, '1.0', { kind: 'none' });
    expect(codes(got)).toEqual(['RPC_ID_MISMATCH']);
  });

  it('flags a JSON-RPC envelope on an HTTP+JSON route, and takes no card from it', async () => {
    const got = await fetchExtendedCard(
      `${origin}/rest-envelope`,
      '1.0',
      { kind: 'none' },
      {},
      'HTTP+JSON',
    );
    expect(got.ok).toBe(false);
    expect(codes(got)).toEqual(['JSONRPC_ENVELOPE_ON_REST']);
  });

  it('reads an error under 200 as the error (-32007), not as a card', async () => {
    const got = await fetchExtendedCard(
      `${origin}/rest-error-on-200`,
      '1.0',
      { kind: 'none' },
      {},
      'HTTP+JSON',
    );
    expect(got).toMatchObject({ ok: false, code: '-32007' });
    expect(codes(got)).toEqual(['ERROR_ON_SUCCESS_STATUS']);
  });

  it('reads a route the agent does not have as the HTTP status, naming its body', async () => {
    const got = await fetchExtendedCard(
      `${origin}/nowhere`,
      '0.3',
      { kind: 'none' },
      {},
      'HTTP+JSON',
    );
    expect(got).toMatchObject({ ok: false });
    expect(codes(got)).toEqual(['HTTP_STATUS', 'ERROR_BODY_NOT_A2A']);
  });
});
