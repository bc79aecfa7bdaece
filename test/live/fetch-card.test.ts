// Fetching cards by URL from real SDK servers on 127.0.0.1, and every way it can go wrong.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCards } from '../../src/adapters/import/import-cards';
import { cardUrlCandidates, fetchCard } from '../../src/live/fetch-card';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

describe('where a card is looked for', () => {
  it('tries the well-known path, then the legacy one, beside the base URL and at the root', () => {
    const expected = [
      'https://a.example/agents/kyc/.well-known/agent-card.json',
      'https://a.example/agents/kyc/.well-known/agent.json',
      'https://a.example/.well-known/agent-card.json',
      'https://a.example/.well-known/agent.json',
    ];
    expect(cardUrlCandidates('https://a.example/agents/kyc')).toEqual({
      ok: true,
      value: expected,
    });
    expect(cardUrlCandidates('https://a.example/agents/kyc/?x=1#top')).toEqual({
      ok: true,
      value: expected,
    });
    expect(cardUrlCandidates('https://a.example')).toEqual({
      ok: true,
      value: [
        'https://a.example/.well-known/agent-card.json',
        'https://a.example/.well-known/agent.json',
      ],
    });
  });

  it('fetches a card URL as given, and only http(s)', () => {
    expect(cardUrlCandidates('https://a.example/cards/kyc.json')).toEqual({
      ok: true,
      value: ['https://a.example/cards/kyc.json'],
    });
    expect(cardUrlCandidates('javascript:alert(1)')).toMatchObject({
      ok: false,
      error: { code: 'NOT_HTTP' },
    });
    expect(cardUrlCandidates('file:///etc/passwd')).toMatchObject({
      ok: false,
      error: { code: 'NOT_HTTP' },
    });
    expect(cardUrlCandidates('agents/kyc')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_URL' },
    });
  });
});

describe('fetching from real agents', () => {
  it.each([
    ['v1', 'screening (SDK 1.3)'],
    ['v03', 'screening (SDK 0.3)'],
  ] as const)('reads the %s agent card from its base URL and imports it', async (sdk, name) => {
    const fetched = await fetchCard(agents.baseUrl(sdk, 'screening').slice(0, -1));
    if (!fetched.ok) throw new Error(fetched.error.message);
    expect(fetched.url).toBe(`${agents.baseUrl(sdk, 'screening')}.well-known/agent-card.json`);
    expect(fetched.tried).toEqual([{ url: fetched.url, status: 200 }]);
    expect(fetched.import.verdict).not.toBe('rejected');
    expect(fetched.import.card?.name).toBe(name);
    expect(fetched.import.card?.url).toBe(`${agents.baseUrl(sdk, 'screening')}rpc`);
  });

  it('falls back to the legacy path when the well-known one is not found', async () => {
    const fetched = await fetchCard(`${agents.origin}/legacy`);
    if (!fetched.ok) throw new Error(fetched.error.message);
    expect(fetched.tried.map((t) => t.status)).toEqual([404, 200]);
    expect(fetched.url).toBe(`${agents.origin}/legacy/.well-known/agent.json`);
    expect(fetched.import.card?.name).toBe('screening (SDK 0.3)');
  });

  it('says there is no card when every path is not found', async () => {
    const fetched = await fetchCard(`${agents.origin}/nothing-here/`);
    expect(fetched.ok).toBe(false);
    expect(fetched.tried.map((t) => t.status)).toEqual([404, 404, 404, 404]);
    expect(!fetched.ok && fetched.error.message).toMatch(/^No agent card at /);
  });

  it.each([
    ['broken', 'HTTP_STATUS', /answered HTTP 500/],
    ['html', 'NOT_JSON', /did not send JSON \(Content-Type: text\/html/],
    ['huge', 'TOO_LARGE', /sent more than 1 MiB, the most it may send; the rest was not read\./],
  ])('explains a %s card host', async (host, code, message) => {
    const fetched = await fetchCard(`${agents.origin}/odd/${host}`);
    expect(fetched).toMatchObject({ ok: false, error: { code } });
    expect(!fetched.ok && fetched.error.message).toMatch(message);
  });

  it('gives up on an agent that never answers, at the time limit', async () => {
    const fetched = await fetchCard(`${agents.origin}/odd/slow`, { timeoutMs: 300 });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(!fetched.ok && fetched.error.message).toMatch(/did not answer within 0.3 s/);
  });

  it('names both causes when nothing answers at all', async () => {
    const fetched = await fetchCard('http://127.0.0.1:9/agent', {
      origin: 'http://127.0.0.1:4109',
    });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'BLOCKED' } });
    expect(!fetched.ok && fetched.error.message).toMatch(
      /Access-Control-Allow-Origin: http:\/\/127\.0\.0\.1:4109/,
    );
  });
});

describe("fetching an ACP server's agent list", () => {
  // A plain node:http ACP server on 127.0.0.1 answering GET /agents with ACP's published reply
  // (test/fixtures/acp/agents-list.json), and 404 to everything else.
  let acp: Server;
  let origin = '';
  beforeAll(async () => {
    const body = readFileSync(new URL('../fixtures/acp/agents-list.json', import.meta.url));
    acp = createServer((req, res) => {
      if (req.url === '/agents')
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => acp.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(acp.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => acp.close(() => done())));

  it('tries an …/agents URL as it is first, then the card paths', () => {
    expect(cardUrlCandidates('https://acp.example/api/agents')).toEqual({
      ok: true,
      value: [
        'https://acp.example/api/agents',
        'https://acp.example/api/agents/.well-known/agent-card.json',
        'https://acp.example/api/agents/.well-known/agent.json',
        'https://acp.example/.well-known/agent-card.json',
        'https://acp.example/.well-known/agent.json',
      ],
    });
  });

  it('reads the list, and its manifest imports as a card at the server’s URL', async () => {
    const fetched = await fetchCard(`${origin}/agents`);
    if (!fetched.ok) throw new Error(fetched.error.message);
    expect(fetched.url).toBe(`${origin}/agents`);
    const imported = importCards([fetched.source], { base: fetched.url });
    expect(imported.additions).toMatchObject([{ name: 'echo', url: origin }]);
    expect(imported.cards[0]?.version).toBe('acp');
  });
});
