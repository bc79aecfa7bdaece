// OAuth 2.0 for a live agent, performed with oauth4webapi from the card's own scheme: the
// authorization server from the card's endpoints, RFC 8414 metadata or OpenID Connect discovery,
// then a token by client credentials or by authorization code + PKCE (./oauth-redirect). Tokens
// and client secrets stay in the closures this module hands out: never stored, never recorded.
// Loaded with live mode's first OAuth action (a dynamic import), not with the first page.
import * as oauth from 'oauth4webapi';
import type { OAuthGrant, OAuthOption } from './oauth-scheme';

/** The access token of a grant, held in this tab's memory only. */
export interface TokenSource {
  /** The current token (a new one first when it has expired and the grant can get one). */
  readonly token: () => Promise<string>;
  /** A new token, after the agent answered 401; undefined when the grant cannot get one alone. */
  readonly renew: () => Promise<string | undefined>;
  /** What the user is told: the grant, the scopes granted, the expiry. Never the token. */
  readonly describe: () => string;
}

export type OAuthFailureCode =
  | 'INSECURE_URL'
  | 'DISCOVERY_FAILED'
  | 'UNREACHABLE'
  | 'TOKEN_REFUSED'
  | 'SIGN_IN_REFUSED'
  | 'SIGN_IN_STALE'
  | 'INVALID_RESPONSE';

export class OAuthFailure extends Error {
  constructor(
    readonly code: OAuthFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The time a token counts as expired before its server says, so a call never carries a dying one. */
const EXPIRY_MARGIN_MS = 30_000;

/** True for a host on this machine, the one place plain HTTP is allowed (as RFC 8252 §8.3 does). */
const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  url.hostname === '[::1]' ||
  /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

/** A URL an OAuth request may go to: https, or http on loopback. */
export function checkedUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OAuthFailure('INSECURE_URL', `The ${what} "${text}" is not a URL.`);
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) return url;
  throw new OAuthFailure(
    'INSECURE_URL',
    `The ${what} ${url.href} is not https: tokens and secrets go only to https, or to http on this machine (localhost, 127.0.0.1).`,
  );
}

/** oauth4webapi's options for a request to `url`: plain HTTP only on loopback. */
export const requestOptions = (url: URL) =>
  url.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};

const WELL_KNOWN = {
  openIdConnect: '/.well-known/openid-configuration',
  oauth2: '/.well-known/oauth-authorization-server',
} as const;

/** Turns oauth4webapi's and fetch's errors into one coded failure that says what happened. */
export function failureOf(error: unknown, what: string, url: string): OAuthFailure {
  if (error instanceof OAuthFailure) return error;
  if (error instanceof oauth.ResponseBodyError) {
    const said = error.error_description ? `: ${error.error_description}` : '';
    return new OAuthFailure('TOKEN_REFUSED', `${what} was refused (${error.error}${said}).`);
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    const said = error.cause
      .map((c) => [c.parameters.error, c.parameters.error_description].filter(Boolean).join(': '))
      .filter((text) => text !== '')
      .join('; ');
    return new OAuthFailure(
      'TOKEN_REFUSED',
      `${what} was refused (HTTP ${error.status}${said === '' ? '' : `, ${said}`}).`,
    );
  }
  if (error instanceof oauth.AuthorizationResponseError) {
    const said = error.error_description ? `: ${error.error_description}` : '';
    return new OAuthFailure('SIGN_IN_REFUSED', `The sign-in was refused (${error.error}${said}).`);
  }
  if (error instanceof TypeError) {
    return new OAuthFailure(
      'UNREACHABLE',
      `${what} could not reach ${url}: the server is down, or does not allow calls from this page (CORS).`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new OAuthFailure('INVALID_RESPONSE', `${what} got an answer it cannot use: ${message}`);
}

/**
 * The authorization server an option leads to: discovered from its metadata URL (the issuer must
 * be the URL's prefix before the well-known suffix, or the metadata's own when it has none), or
 * built from the endpoints the card names.
 */
export async function authorizationServer(
  option: OAuthOption,
  grant: OAuthGrant,
): Promise<oauth.AuthorizationServer> {
  if (option.metadataUrl !== undefined) {
    const url = checkedUrl(option.metadataUrl, 'metadata URL');
    try {
      const response = await fetch(url, { credentials: 'omit', redirect: 'error' });
      const suffix = WELL_KNOWN[option.type];
      const issuer = url.href.endsWith(suffix)
        ? new URL(url.href.slice(0, -suffix.length))
        : new URL(String(((await response.clone().json()) as { issuer?: unknown }).issuer));
      const server = await oauth.processDiscoveryResponse(issuer, response);
      for (const endpoint of [server.token_endpoint, server.authorization_endpoint]) {
        if (endpoint !== undefined) checkedUrl(endpoint, 'endpoint the metadata names');
      }
      return server;
    } catch (error) {
      const failure = failureOf(error, 'Discovery', url.href);
      throw failure.code === 'INVALID_RESPONSE' || failure.code === 'TOKEN_REFUSED'
        ? new OAuthFailure(
            'DISCOVERY_FAILED',
            `Discovery at ${url.href} failed: ${failure.message}`,
          )
        : failure;
    }
  }
  const tokenUrl = option.tokenUrls[grant];
  if (tokenUrl === undefined) {
    throw new OAuthFailure('DISCOVERY_FAILED', `The scheme ${option.scheme} names no token URL.`);
  }
  const token = checkedUrl(tokenUrl, 'token URL');
  return {
    issuer: token.origin,
    token_endpoint: token.href,
    ...(option.authorizationUrl !== undefined
      ? { authorization_endpoint: checkedUrl(option.authorizationUrl, 'authorization URL').href }
      : {}),
  };
}

/** The client authentication the server accepts for a secret: Basic unless it names only Post. */
const secretAuth = (server: oauth.AuthorizationServer, secret: string) => {
  const methods = server.token_endpoint_auth_methods_supported;
  return methods !== undefined &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post')
    ? oauth.ClientSecretPost(secret)
    : oauth.ClientSecretBasic(secret);
};

/** A token response held in a closure; `again` gets the next one, when the grant can. */
export function tokenSource(
  grant: string,
  first: oauth.TokenEndpointResponse,
  again: (() => Promise<oauth.TokenEndpointResponse>) | undefined,
): TokenSource {
  let current = first;
  let expires = expiryOf(first);
  const renew = async () => {
    if (again === undefined) return undefined;
    current = await again();
    expires = expiryOf(current);
    return current.access_token;
  };
  return {
    token: async () =>
      expires !== undefined && Date.now() > expires - EXPIRY_MARGIN_MS && again !== undefined
        ? ((await renew()) ?? current.access_token)
        : current.access_token,
    renew,
    describe: () => {
      const scope = current.scope ? `, scopes ${current.scope}` : '';
      const until =
        expires === undefined ? '' : `, expires at ${new Date(expires).toLocaleTimeString('en')}`;
      return `${grant} token held in this tab’s memory${scope}${until}.`;
    },
  };
}

const expiryOf = (response: oauth.TokenEndpointResponse) =>
  typeof response.expires_in === 'number' ? Date.now() + response.expires_in * 1000 : undefined;

/** Client credentials: the secret stays in the returned source's closure, for renewals. */
export async function clientCredentials(
  option: OAuthOption,
  clientId: string,
  clientSecret: string,
  scopes: readonly string[],
): Promise<TokenSource> {
  const server = await authorizationServer(option, 'client_credentials');
  const client: oauth.Client = { client_id: clientId };
  const endpoint = server.token_endpoint ?? '';
  const request = async () => {
    try {
      const response = await oauth.clientCredentialsGrantRequest(
        server,
        client,
        secretAuth(server, clientSecret),
        scopes.length > 0 ? { scope: scopes.join(' ') } : {},
        requestOptions(new URL(endpoint)),
      );
      return await oauth.processClientCredentialsResponse(server, client, response);
    } catch (error) {
      throw failureOf(error, 'The token request', endpoint);
    }
  };
  return tokenSource('Client credentials', await request(), request);
}
