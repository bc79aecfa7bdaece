// OAuth 2.0 over HTTP+JSON: the SDK 1.3 agent guarded by a real authorization server
// (oidc-provider on 127.0.0.1, tokens checked with jose) serves its restHandler at `rest`, in 1.0
// and in 0.3. A client-credentials token reaches it on every call, a revoked token gets one fresh
// token and one retry, and the recorded request (what the transcript shows) masks the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentCard } from '../../src/core/card';
import { cardInterfaces } from '../../src/core/card-interfaces';
import type { CallParams } from '../../src/core/wire';
import { liveCall, type LiveAuth, type LiveCallResult } from '../../src/live/call';
import { fetchCard } from '../../src/live/fetch-card';
import { clientCredentials, type TokenSource } from '../../src/live/oauth';
import { oauthOptions } from '../../src/live/oauth-scheme';
import { restBinding } from '../../src/live/rest';
import {
  MACHINE_CLIENT,
  startAuthorizationServer,
  type AuthorizationServer,
} from '../helpers/oauth/authorization-server';
import { startGuardedAgents, type GuardedAgents } from '../helpers/oauth/guarded-agent';

let server: AuthorizationServer;
let agents: GuardedAgents;
let card: AgentCard;
beforeAll(async () => {
  server = await startAuthorizationServer([]);
  agents = await startGuardedAgents(server.issuer);
  const got = await fetchCard(agents.oauth2Base);
  if (!got.ok || got.import.card === null) throw new Error('the guarded card could not be read');
  card = got.import.card;
});
afterAll(async () => {
  await agents.close();
  await server.close();
});

/** A token by client credentials, from the card's own scheme and scopes. */
async function machineTokens(): Promise<TokenSource> {
  const option = oauthOptions(card).find((o) => o.scheme === 'machine');
  if (option === undefined) throw new Error('the card names its client credentials scheme');
  return clientCredentials(option, MACHINE_CLIENT.id, MACHINE_CLIENT.secret, option.scopes);
}

const send: CallParams = {
  method: 'send',
  message: { messageId: 'm-rest', role: 'user', parts: [{ kind: 'text', text: 'Screen ACC-1' }] },
};

/** The task state a blocking send's reply holds, or what it holds instead. */
function replyOf(result: LiveCallResult) {
  const payload = result.payloads[0];
  const reply = payload?.kind === 'response' ? payload.read.value?.reply : undefined;
  if (reply?.kind === 'result' && reply.result.kind === 'task') {
    return { state: reply.result.task.status.state, taskId: reply.result.task.id };
  }
  return { reply };
}

describe.each(['1.0', '0.3'] as const)('OAuth 2.0 over HTTP+JSON in A2A %s', (version) => {
  const endpoint = () => `${agents.oauth2Base}rest`;
  const call = (id: number, params: CallParams, auth: LiveAuth) =>
    liveCall(restBinding(version), endpoint(), id, params, auth);

  it('the card lists the HTTP+JSON interface the calls go to', () => {
    expect(cardInterfaces(card).map((i) => [i.binding, i.url, i.protocolVersion])).toContainEqual([
      'HTTP+JSON',
      endpoint(),
      version,
    ]);
  });

  it('sends a client-credentials token on send and get, masked in what is recorded', async () => {
    const tokens = await machineTokens();
    const token = await tokens.token();
    const sent = await call(1, send, { kind: 'oauth', tokens });
    expect(sent.response?.status).toBe(version === '1.0' ? 200 : 201);
    const { state, taskId } = replyOf(sent);
    expect(state).toBe('completed');
    expect(sent.request.url).toBe(`${endpoint()}${version === '1.0' ? '' : '/v1'}/message:send`);
    expect(agents.authorizations.at(-1)).toBe(`Bearer ${token}`);
    const got = await call(2, { method: 'get', taskId: taskId ?? '' }, { kind: 'oauth', tokens });
    expect(got.request.method).toBe('GET');
    expect(replyOf(got).state).toBe('completed');
    for (const recorded of [sent, got]) {
      expect(recorded.request.headers['Authorization']).toMatch(/^Bearer •{4,12}$/);
      expect(JSON.stringify(recorded)).not.toContain(token);
      expect(JSON.stringify(recorded)).not.toContain(MACHINE_CLIENT.secret);
    }
  });

  it('answers 401 without a token, read as the HTTP status it came with', async () => {
    const result = await call(1, send, { kind: 'none' });
    expect(result.response?.status).toBe(401);
    expect(replyOf(result).reply).toMatchObject({ kind: 'error', error: { code: 401 } });
  });

  it('gets a fresh token after a 401 and sends the call again, once', async () => {
    const tokens = await machineTokens();
    const first = await tokens.token();
    expect(replyOf(await call(1, send, { kind: 'oauth', tokens })).state).toBe('completed');
    agents.revokeSeen();
    const rejectedBefore = agents.rejected();
    const sentBefore = agents.authorizations.length;
    const result = await call(2, send, { kind: 'oauth', tokens });
    expect(replyOf(result).state).toBe('completed');
    expect(result.request.retriedAfter).toBe(401);
    expect(agents.rejected()).toBe(rejectedBefore + 1);
    const [refused, retried, ...more] = agents.authorizations.slice(sentBefore);
    expect(refused).toBe(`Bearer ${first}`);
    expect(retried).toBe(`Bearer ${await tokens.token()}`);
    expect(retried).not.toBe(refused);
    expect(more).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(await tokens.token());
  });

  it('does not retry a second time when the fresh token is refused too', async () => {
    let renewals = 0;
    const stale: TokenSource = {
      token: () => Promise.resolve('stale-token'),
      renew: () => {
        renewals += 1;
        return Promise.resolve('still-stale');
      },
      describe: () => '',
    };
    const sentBefore = agents.authorizations.length;
    const result = await call(1, send, { kind: 'oauth', tokens: stale });
    expect(renewals).toBe(1);
    expect(result.response?.status).toBe(401);
    expect(result.request.retriedAfter).toBe(401);
    expect(agents.authorizations.slice(sentBefore)).toEqual([
      'Bearer stale-token',
      'Bearer still-stale',
    ]);
  });
});
