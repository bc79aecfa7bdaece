// Live calls against real SDK agents on 127.0.0.1: what is recorded, what is masked, and
// events read one at a time as they arrive.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../src/adapters/a2a-v0_3';
import { a2aV1Rpc } from '../../src/adapters/a2a-v1';
import { jsonRpcBinding, liveCall, type LivePayload } from '../../src/live/call';
import { restBinding } from '../../src/live/rest';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const message = (text: string) => ({
  messageId: `m-${Math.random()}`,
  role: 'user' as const,
  parts: [{ kind: 'text' as const, text }],
});

describe('a live call', () => {
  it('records the request with the credentials masked and never keeps the secret', async () => {
    const secret = 'sk-live-0123456789';
    const url = `${agents.baseUrl('v1', 'screening')}rpc`;
    const result = await liveCall(
      a2aV1Rpc,
      url,
      1,
      { method: 'send', message: message('Screen') },
      {
        kind: 'bearer',
        token: secret,
      },
    );
    expect(result.request.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'A2A-Version': '1.0',
      Authorization: 'Bearer ••••••••••••',
    });
    expect(result.response).toMatchObject({
      status: 200,
      contentType: expect.stringMatching(/^application\/json/) as unknown,
    });
    expect(JSON.stringify(result)).not.toContain(secret);
    const [payload] = result.payloads;
    expect(payload?.kind === 'response' && payload.read.value?.reply.kind).toBe('result');
  });

  it('masks an API key header the same way', async () => {
    const result = await liveCall(
      a2aV03Rpc,
      `${agents.baseUrl('v03', 'screening')}rpc`,
      2,
      { method: 'get', taskId: 'nope' },
      { kind: 'api-key', header: 'X-API-Key', key: 'abc123' },
    );
    expect(result.request.headers['X-API-Key']).toBe('••••••');
    const [payload] = result.payloads;
    expect(payload?.kind === 'response' && payload.read.value?.reply).toMatchObject({
      kind: 'error',
      error: { code: -32001 },
    });
  });

  const BINDINGS = [
    {
      binding: 'JSONRPC',
      path: 'rpc',
      v03: jsonRpcBinding(a2aV03Rpc),
      v1: jsonRpcBinding(a2aV1Rpc),
    },
    { binding: 'HTTP+JSON', path: 'rest', v03: restBinding('0.3'), v1: restBinding('1.0') },
  ] as const;

  it.each(BINDINGS)(
    'hands over each SSE event as it arrives, in order ($binding)',
    async (wire) => {
      const seen: LivePayload[] = [];
      const result = await liveCall(
        wire.v03,
        `${agents.baseUrl('v03', 'clarifier')}${wire.path}`,
        3,
        { method: 'stream', message: message('Screen') },
        { kind: 'none' },
        { onPayload: (p) => seen.push(p) },
      );
      expect(result.response?.contentType).toMatch(/^text\/event-stream/);
      expect(seen).toEqual(result.payloads);
      const states = seen.map((p) =>
        p.kind === 'event' && p.read.value?.item.kind === 'event'
          ? p.read.value.item.event.kind === 'status-update'
            ? p.read.value.item.event.status.state
            : p.read.value.item.event.kind
          : 'unread',
      );
      expect(states).toEqual(['task', 'working', 'input-required']);
    },
  );

  it.each(BINDINGS)('stops a stream when the caller presses Stop ($binding)', async (wire) => {
    const stop = new AbortController();
    const result = await liveCall(
      wire.v1,
      `${agents.baseUrl('v1', 'cancellation')}${wire.path}`,
      4,
      { method: 'stream', message: message('Work') },
      { kind: 'none' },
      { onPayload: () => stop.abort() },
      { signal: stop.signal },
    );
    expect(result.payloads.length).toBe(1);
    expect(result.failure?.code).toBe('ABORTED');
  });
});

describe('Stop, with several events in one network chunk', () => {
  // Three status updates written in one write: they reach the reader together, so the parser
  // hands them over in one go, after Stop was pressed at the first.
  const frame = (state: string, final: boolean) =>
    `data: ${JSON.stringify({
      jsonrpc: '2.0',
      id: 9,
      result: {
        kind: 'status-update',
        taskId: 't-1',
        contextId: 'c-1',
        status: { state },
        final,
      },
    })}\n\n`;
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(frame('submitted', false) + frame('working', false) + frame('completed', true));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('applies nothing after Stop, and the call ends as stopped, not as ended', async () => {
    const stop = new AbortController();
    const result = await liveCall(
      a2aV03Rpc,
      url,
      9,
      { method: 'stream', message: message('Work') },
      { kind: 'none' },
      { onPayload: () => stop.abort() },
      { signal: stop.signal },
    );
    expect(result.payloads).toHaveLength(1);
    expect(result.failure?.code).toBe('ABORTED');
  });

  it('reads all three when nobody presses Stop', async () => {
    const result = await liveCall(
      a2aV03Rpc,
      url,
      9,
      { method: 'stream', message: message('Work') },
      { kind: 'none' },
    );
    expect(result.payloads).toHaveLength(3);
    expect(result.failure).toBeUndefined();
  });
});
