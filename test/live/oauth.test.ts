// OAuth 2.0 against a real authorization server (oidc-provider on 127.0.0.1) guarding a real
// @a2a-js/sdk agent that verifies each bearer token: both cards' schemes read, client credentials
// end to end, OpenID Connect discovery, a refused token renewed once, the extended card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aV1Rpc } from '../../src/adapters/a2a-v1';
import type { AgentCard } from '../../src/core/card';
import { liveCall } from '../../src/live/call';
import { fetchExtendedCard } from '../../src/live/extended-card';
import { fetchCard } from '../../src/live/fetch-card';
import { clientCredentials, OAuthFailure } from '../../src/live/oauth';
import { beginSignIn, finishSignIn } from '../../src/live/oauth-redirect';
import { isSignInReturn, oauthOptions, type OAuthOption } from '../../src/live/oauth-scheme';
import {
  MACHINE_CLIENT,
  startAuthorizationServer,
  type AuthorizationServer,
} from '../helpers/oauth/authorization-server';
import {
  EXTENDED_SKILL,
  startGuardedAgents,
  type GuardedAgents,
} from '../helpers/oauth/guarded-agent';

let server: AuthorizationServer;
let agents: GuardedAgents;
const cards: Record<'oauth2' | 'oidc', AgentCard> = {} as Record<'oauth2' | 'oidc', AgentCard>;

beforeAll(async () => {
  server = await startAuthorizationServer(['http://127.0.0.1:4999/tools/workbench/']);
  agents = await startGuardedAgents(server.issuer);
  for (const [which, base] of [
    ['oauth2', agents.oauth2Base],
    ['oidc', agents.oidcBase],
  ] as const) {
    const got = await fetchCard(base);
    if (!got.ok || got.import.card === null) throw new Error(`the ${which} card could not be read`);
    cards[which] = got.import.card;
  }
});
afterAll(async () => {
  await agents.close();
  await server.close();
});

const SCOPES = ['agent:call', 'agent:extended'];
const message = (text: string) => ({
  messageId: `m-${Math.random()}`,
  role: 'user' as const,
  parts: [{ kind: 'text' as const, text }],
});
const option = (which: 'oauth2' | 'oidc', scheme: string): OAuthOption => {
  const found = oauthOptions(cards[which]).find((o) => o.scheme === scheme);
  if (found === undefined) throw new Error(`no ${scheme} scheme`);
  return found;
};
const send = (url: string, auth: Parameters<typeof liveCall>[4]) =>
  liveCall(a2aV1Rpc, url, 1, { method: 'send', message: message('Screen ACC-1') }, auth);
const resultState = (result: Awaited<ReturnType<typeof send>>) => {
  const payload = result.payloads[0];
  const read = payload?.kind === 'response' ? payload.read.value : undefined;
  return read !== undefined && 'reply' in read && read.reply.kind === 'result'
    ? read.reply.result.kind === 'task'
      ? read.reply.result.task.status.state
      : read.reply.result.kind
    : undefined;
};

describe("the card's OAuth schemes", () => {
  it('reads each grant, its endpoints and the scopes the security requirements ask', () => {
    const issuer = server.issuer;
    expect(oauthOptions(cards.oauth2)).toEqual([
      {
        scheme: 'machine',
        type: 'oauth2',
        grants: ['client_credentials'],
        scopes: SCOPES,
        tokenUrls: { client_credentials: `${issuer}/token` },
      },
      {
        scheme: 'browser',
        type: 'oauth2',
        grants: ['authorization_code'],
        scopes: SCOPES,
        tokenUrls: { authorization_code: `${issuer}/token` },
        authorizationUrl: `${issuer}/auth`,
      },
    ]);
    expect(oauthOptions(cards.oidc)).toEqual([
      {
        scheme: 'sso',
        type: 'openIdConnect',
        grants: ['authorization_code', 'client_credentials'],
        scopes: SCOPES,
        tokenUrls: {},
        metadataUrl: `${issuer}/.well-known/openid-configuration`,
      },
    ]);
  });

  it('takes scopes only from requirements that name the scheme, each once', () => {
    const security: AgentCard['security'] = [
      { machine: ['a', 'b'] },
      { browser: ['c'] },
      { machine: ['b', 'd'], other: ['x'] },
    ];
    const card = { ...cards.oauth2, security };
    expect(oauthOptions(card).map((o) => [o.scheme, o.scopes])).toEqual([
      ['machine', ['a', 'b', 'd']],
      ['browser', ['c']],
    ]);
  });
});

describe('client credentials', () => {
  it('gets a token from the card’s token URL and the guarded agent runs the task with it', async () => {
    const tokens = await clientCredentials(
      option('oauth2', 'machine'),
      MACHINE_CLIENT.id,
      MACHINE_CLIENT.secret,
      SCOPES,
    );
    const token = await tokens.token();
    const result = await send(cards.oauth2.url, { kind: 'oauth', tokens });
    expect(result.response?.status).toBe(200);
    expect(resultState(result)).toBe('completed');
    expect(agents.authorizations.at(-1)).toBe(`Bearer ${token}`);
    // The transcript's copy of the request never holds the token.
    expect(JSON.stringify(result.request)).not.toContain(token);
    expect(result.request.headers.Authorization).toMatch(/^Bearer •{4,12}$/);
    expect(tokens.describe()).toContain('scopes agent:call agent:extended');
    expect(tokens.describe()).not.toContain(token);
  });

  it('reports the server’s refusal of a wrong secret with its error code', async () => {
    const failed = clientCredentials(
      option('oauth2', 'machine'),
      MACHINE_CLIENT.id,
      'wrong',
      SCOPES,
    );
    await expect(failed).rejects.toMatchObject({ code: 'TOKEN_REFUSED' });
    await expect(failed).rejects.toThrow(/invalid_client/);
  });

  it('is refused by the agent without a token, or with one it did not issue', async () => {
    for (const auth of [
      { kind: 'none' } as const,
      { kind: 'bearer', token: 'forged.jwt.value' } as const,
    ]) {
      const result = await send(cards.oauth2.url, auth);
      expect(result.response?.status).toBe(401);
      expect(resultState(result)).toBeUndefined();
    }
  });

  it('discovers the OpenID Connect provider from the card and uses its token endpoint', async () => {
    const tokens = await clientCredentials(
      option('oidc', 'sso'),
      MACHINE_CLIENT.id,
      MACHINE_CLIENT.secret,
      SCOPES,
    );
    const result = await send(cards.oidc.url, { kind: 'oauth', tokens });
    expect(resultState(result)).toBe('completed');
  });

  it('refuses to send a secret to a token URL that is plain http off this machine', async () => {
    const remote: OAuthOption = {
      ...option('oauth2', 'machine'),
      tokenUrls: { client_credentials: 'http://auth.example/token' },
    };
    await expect(
      clientCredentials(remote, MACHINE_CLIENT.id, MACHINE_CLIENT.secret, SCOPES),
    ).rejects.toMatchObject({ code: 'INSECURE_URL' });
  });
});

describe('a token the agent refuses', () => {
  it('is renewed once and the call sent again, which the recorded request says', async () => {
    const tokens = await clientCredentials(
      option('oauth2', 'machine'),
      MACHINE_CLIENT.id,
      MACHINE_CLIENT.secret,
      SCOPES,
    );
    const first = await tokens.token();
    expect(resultState(await send(cards.oauth2.url, { kind: 'oauth', tokens }))).toBe('completed');
    agents.revokeSeen();
    const rejectedBefore = agents.rejected();
    const sentBefore = agents.authorizations.length;
    const result = await send(cards.oauth2.url, { kind: 'oauth', tokens });
    expect(resultState(result)).toBe('completed');
    expect(result.request.retriedAfter).toBe(401);
    expect(agents.rejected()).toBe(rejectedBefore + 1);
    const [refused, retried] = agents.authorizations.slice(sentBefore);
    expect(refused).toBe(`Bearer ${first}`);
    expect(retried).not.toBe(refused);
    expect(retried).toBe(`Bearer ${await tokens.token()}`);
  });

  it('is retried only once: a second 401 is shown as it came', async () => {
    let renewals = 0;
    const stale = {
      token: () => Promise.resolve('stale-token'),
      renew: () => {
        renewals += 1;
        return Promise.resolve('still-stale');
      },
      describe: () => '',
    };
    const result = await send(cards.oauth2.url, { kind: 'oauth', tokens: stale });
    expect(renewals).toBe(1);
    expect(result.response?.status).toBe(401);
    expect(result.request.retriedAfter).toBe(401);
  });
});

describe('the authenticated extended card', () => {
  it.each([
    ['1.0', 'HTTP+JSON', 'GET /extendedAgentCard', 'rest/extendedAgentCard'],
    ['0.3', 'HTTP+JSON', 'GET /v1/card', 'rest/v1/card'],
  ] as const)(
    'is fetched in A2A %s over %s with %s, recorded with the token masked',
    async (version, binding, label, path) => {
      const tokens = await clientCredentials(
        option('oauth2', 'machine'),
        MACHINE_CLIENT.id,
        MACHINE_CLIENT.secret,
        SCOPES,
      );
      const token = await tokens.token();
      const got = await fetchExtendedCard(
        `${agents.oauth2Base}rest`,
        version,
        { kind: 'oauth', tokens },
        {},
        binding,
      );
      if (!got.ok) throw new Error(got.message);
      expect(got.method).toBe(label);
      expect(got.import.card?.skills.map((s) => s.id)).toEqual(['screening', EXTENDED_SKILL.id]);
      expect(got.call.request).toMatchObject({ method: 'GET', url: `${agents.oauth2Base}${path}` });
      expect(got.call.request.headers['Authorization']).toMatch(/^Bearer •{4,12}$/);
      expect(JSON.stringify(got.call)).not.toContain(token);
      expect(got.call.response?.status).toBe(200);
      expect(got.findings).toEqual([]);
    },
  );

  it.each(['1.0', '0.3'] as const)(
    'is fetched in A2A %s once authenticated and read by the importer',
    async (version) => {
      const tokens = await clientCredentials(
        option('oauth2', 'machine'),
        MACHINE_CLIENT.id,
        MACHINE_CLIENT.secret,
        SCOPES,
      );
      const got = await fetchExtendedCard(cards.oauth2.url, version, { kind: 'oauth', tokens });
      if (!got.ok) throw new Error(got.message);
      expect(got.method).toBe(
        version === '1.0' ? 'GetExtendedAgentCard' : 'agent/getAuthenticatedExtendedCard',
      );
      expect(got.import.verdict).not.toBe('rejected');
      expect(got.import.card?.skills.map((s) => s.id)).toEqual(['screening', EXTENDED_SKILL.id]);
      expect(got.call.rpcMethod).toBe(got.method);
      expect(got.call.request.body).toMatchObject({ method: got.method, id: 1 });
      expect(got.findings).toEqual([]);
    },
  );

  it('is refused without a token, and the refusal is recorded and judged', async () => {
    const got = await fetchExtendedCard(cards.oauth2.url, '1.0', { kind: 'none' });
    expect(got).toMatchObject({ ok: false, code: 'HTTP_STATUS' });
    expect(got.call?.response?.status).toBe(401);
    expect(got.findings?.map((f) => f.code)).toContain('HTTP_STATUS');
  });
});

describe('the sign-in redirect', () => {
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      key: (i) => [...items.keys()][i] ?? null,
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
      clear: () => items.clear(),
    };
  };
  const setup = {
    cardName: 'guarded oauth2 agent',
    endpoint: 'http://127.0.0.1:1/rpc',
    version: '1.0' as const,
    clientId: 'workbench-browser',
    scopes: SCOPES,
  };

  it('sends the user to the authorization endpoint with an S256 challenge, and keeps no token', async () => {
    const storage = memory();
    const url = await beginSignIn(
      option('oauth2', 'browser'),
      setup,
      'http://127.0.0.1:4999/tools/workbench/',
      storage,
    );
    expect(url.origin + url.pathname).toBe(`${server.issuer}/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:4999/tools/workbench/');
    expect(url.searchParams.get('scope')).toBe('agent:call agent:extended');
    const saved = JSON.parse(
      storage.getItem('delegation-workbench.oauth-sign-in') ?? '{}',
    ) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      'option',
      'redirectUri',
      'setup',
      'state',
      'verifier',
    ]);
    expect(saved.state).toBe(url.searchParams.get('state'));
  });

  it('refuses an answer whose state is not the one this tab sent, and forgets the sign-in', async () => {
    const storage = memory();
    await beginSignIn(
      option('oauth2', 'browser'),
      setup,
      'http://127.0.0.1:4999/tools/workbench/',
      storage,
    );
    const forged = new URL('http://127.0.0.1:4999/tools/workbench/?code=abc&state=someone-elses');
    expect(isSignInReturn(forged)).toBe(true);
    await expect(finishSignIn(forged, storage)).rejects.toMatchObject({ code: 'SIGN_IN_STALE' });
    expect(storage.length).toBe(0);
    await expect(finishSignIn(forged, storage)).resolves.toBeUndefined();
  });

  it('says why when the user refused at the authorization server', async () => {
    const storage = memory();
    const url = await beginSignIn(
      option('oauth2', 'browser'),
      setup,
      'http://127.0.0.1:4999/tools/workbench/',
      storage,
    );
    const back = new URL(
      `http://127.0.0.1:4999/tools/workbench/?error=access_denied&error_description=End-User+aborted&state=${url.searchParams.get('state') ?? ''}`,
    );
    const failed = finishSignIn(back, storage);
    await expect(failed).rejects.toBeInstanceOf(OAuthFailure);
    await expect(failed).rejects.toThrow(/access_denied: End-User aborted/);
  });
});
