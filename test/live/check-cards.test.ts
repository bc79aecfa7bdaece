// The live-card check against real card hosts on 127.0.0.1: an @a2a-js/sdk 1.3.0 agent whose
// served card the test changes between two checks, a host that counts requests held at once, and
// hosts that redirect or cannot be reached.
import { generateAgentCardSignature } from '@a2a-js/sdk';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCardBytes } from '../../src/adapters/import/import-card';
import type { AgentCard } from '../../src/core/card';
import { makeCard } from '../../src/core/card';
import {
  checkCard,
  checkEveryCard,
  DRIFT_CONCURRENCY,
  type DriftReferences,
} from '../../src/live/check-cards';
import { baseCard, startCardHosts, type CardHosts } from '../helpers/live-agent/changing-card';

let hosts: CardHosts;
beforeAll(async () => {
  hosts = await startCardHosts();
});
afterAll(() => hosts.close());
beforeEach(() => hosts.serve(baseCard(hosts.endpoint)));

/** The workspace's card: the agent's first card, imported as a file would be. */
async function heldCard(): Promise<AgentCard> {
  const text = await (await fetch(`${hosts.origin}/sdk/.well-known/agent-card.json`)).text();
  const card = importCardBytes(new TextEncoder().encode(text)).card;
  if (card === null) throw new Error('the SDK card did not import');
  return card;
}

const options = { timeoutMs: 2_000 };

describe('checking one card against what its agent serves', () => {
  it('finds the agent in sync, then names each field the agent changed since', async () => {
    const card = await heldCard();
    const refs: DriftReferences = { cards: [card] };
    const first = await checkCard(card, refs, options);
    expect(first.workspace).toEqual({ status: 'in-sync', changes: [] });
    expect(first.readFrom).toBe(`${hosts.origin}/sdk/.well-known/agent-card.json`);

    hosts.serve(
      baseCard(hosts.endpoint, {
        version: '1.1.0',
        skills: [{ id: 'report', name: 'Report', description: 'Files reports.', tags: [] }],
        securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'bearer' } } },
        securityRequirements: [{ schemes: { bearer: { list: [] } } }],
      }),
    );
    const second = await checkCard(card, refs, options);
    expect(second.workspace.status).toBe('drifted');
    const paths = second.workspace.changes.map((c) => `${c.kind} ${c.path}`);
    expect(paths).toEqual([
      'skill-removed $.skills[0]',
      'skill-added $.skills[0]',
      'security $.security',
      'security $.securitySchemes.bearer',
      'version $.version',
    ]);
    expect(second.workspace.changes.at(-1)).toMatchObject({ before: '1.0.0', after: '1.1.0' });
  });

  it('says the signature changed when the agent starts signing its card', async () => {
    const card = await heldCard();
    const { privateKey } = await generateKeyPair('ES256');
    const signed = await generateAgentCardSignature(privateKey, {
      alg: 'ES256',
      kid: 'k1',
      typ: 'JOSE',
    })(baseCard(hosts.endpoint));
    hosts.serve(signed);
    const row = await checkCard(card, { cards: [card] }, options);
    expect(row.workspace.status).toBe('signature-changed');
    expect(row.workspace.changes).toEqual([
      expect.objectContaining({ kind: 'signature', path: '$.signatures', before: undefined }),
    ]);
    // And the signature the workspace keeps (the JSON the card was published as), once gone
    // from the agent, is reported gone.
    const kept = await heldCard();
    expect(kept.published).toContain('"signatures"');
    hosts.serve(baseCard(hosts.endpoint));
    const gone = await checkCard(kept, { cards: [kept] }, options);
    expect(gone.workspace.changes).toEqual([
      expect.objectContaining({ kind: 'signature', path: '$.signatures', after: undefined }),
    ]);
  });

  it('compares with the newest review separately from the workspace', async () => {
    const card = await heldCard();
    const reviewed = { ...card, version: '0.9.0' };
    const row = await checkCard(
      card,
      { cards: [card], review: { name: 'Q1', cards: [reviewed] } },
      options,
    );
    expect(row.workspace.status).toBe('in-sync');
    expect(row.review?.status).toBe('drifted');
    expect(row.review?.changes).toEqual([
      { kind: 'version', path: '$.version', before: '0.9.0', after: '1.0.0' },
    ]);
  });

  it('reports an agent that cannot be reached, or redirects off http, as unreachable', async () => {
    const closed = makeCard({
      name: 'gone',
      description: '',
      url: 'http://127.0.0.1:9/rpc',
      version: '1',
    });
    const down = await checkCard(closed, { cards: [closed] }, options);
    expect(down.workspace.status).toBe('unreachable');
    expect(down.error).toMatch(/127\.0\.0\.1:9/);

    const odd = { ...closed, name: 'odd', url: `${hosts.origin}/redirect-file/` };
    const redirected = await checkCard(odd, { cards: [odd] }, options);
    expect(redirected.workspace.status).toBe('unreachable');
    expect(redirected.error).toMatch(/file:/);
  });

  it('follows a same-origin redirect to the card and says where it read it', async () => {
    const card = { ...(await heldCard()), url: `${hosts.origin}/moved/` };
    const row = await checkCard(card, { cards: [card] }, options);
    expect(row.readFrom).toBe(`${hosts.origin}/sdk/.well-known/agent-card.json`);
    // Only the URL differs: the card is read where the redirect ended.
    expect(row.workspace.changes.map((c) => c.path)).toEqual(['$.url']);
  });
});

describe('checking every card', () => {
  const counted = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      makeCard({
        name: `counted-${i}`,
        description: 'Counted.',
        url: `${hosts.origin}/count/${i}.json`,
        version: '1.0.0',
      }),
    );

  it(`holds at most ${DRIFT_CONCURRENCY} requests at once and keeps the workspace's order`, async () => {
    hosts.resetPeak();
    const cards = counted(10);
    const progress: number[] = [];
    const run = await checkEveryCard({ cards }, '2026-12-03T10:00:00Z', options, (r) =>
      progress.push(r.rows.length),
    );
    expect(hosts.peak()).toBe(4);
    expect(run.rows.map((r) => r.card)).toEqual(cards.map((c) => c.name));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(run.total).toBe(10);
  });

  it('stops starting cards once Stop is pressed and keeps the rows already done', async () => {
    const cards = counted(12);
    const stop = new AbortController();
    const run = await checkEveryCard(
      { cards },
      '2026-12-03T10:00:00Z',
      { ...options, signal: stop.signal },
      (r) => {
        if (r.rows.length === 2) stop.abort();
      },
    );
    expect(run.total).toBe(12);
    expect(run.rows.length).toBeGreaterThanOrEqual(2);
    expect(run.rows.length).toBeLessThan(12);
  });
});
