// Fetching cards by URL from real SDK servers on 127.0.0.1, and every way it can go wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
