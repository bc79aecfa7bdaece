// A real OAuth 2.0 / OpenID Connect authorization server for tests: oidc-provider 8 on 127.0.0.1,
// issuing JWT access tokens for one resource (the guarded agent) by client credentials and by
// authorization code + PKCE (its own login and consent pages, devInteractions, answer any name).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';

/** The audience of every access token: the guarded agent. */
export const AGENT_AUDIENCE = 'urn:workbench-tests:guarded-agent';
/** The scopes the agent knows; `agent:call` is needed to call it, `agent:extended` for its extended card. */
export const AGENT_SCOPES = ['agent:call', 'agent:extended'] as const;
export const MACHINE_CLIENT = { id: 'workbench-machine', secret: 'machine-secret-7f3a9c' } as const;
export const BROWSER_CLIENT = 'workbench-browser';

export interface AuthorizationServer {
  /** http://127.0.0.1:PORT, also the issuer. */
  readonly issuer: string;
  readonly close: () => Promise<void>;
}

/**
 * Starts the server on 127.0.0.1 (port 0 picks a free one). `redirectUris` are the browser
 * client's registered redirect URIs (the app's own URL).
 */
export async function startAuthorizationServer(
  redirectUris: readonly string[],
  port = 0,
): Promise<AuthorizationServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'tests', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    cookies: { keys: ['workbench-tests-only'] },
    ttl: { ClientCredentials: 600 },
    clients: [
      {
        client_id: MACHINE_CLIENT.id,
        client_secret: MACHINE_CLIENT.secret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: BROWSER_CLIENT,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...redirectUris],
      },
    ],
    scopes: ['openid', 'offline_access'],
    pkce: { required: () => true },
    clientBasedCORS: () => true,
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
    features: {
      devInteractions: { enabled: true },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => AGENT_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: AGENT_SCOPES.join(' '),
          audience: AGENT_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 600,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
