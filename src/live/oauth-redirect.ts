// Authorization code + PKCE through a real redirect. The sign-in leaves the page for the
// authorization server and comes back to the app's own URL (origin and path: any static host,
// any sub-path) with ?code&state. Across the trip, sessionStorage holds the PKCE verifier, the
// state and what is needed to put the live setup back (the card's name, endpoint, version, client
// id, scopes): no token and no secret. The record is read once and removed.
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import {
  authorizationServer,
  checkedUrl,
  failureOf,
  OAuthFailure,
  requestOptions,
  tokenSource,
  type TokenSource,
} from './oauth';
import type { OAuthOption } from './oauth-scheme';

const PENDING_KEY = 'delegation-workbench.oauth-sign-in';

/** The live setup a sign-in returns to. */
export interface SignInSetup {
  readonly cardName: string;
  readonly endpoint: string;
  readonly version: '0.3' | '1.0';
  readonly clientId: string;
  readonly scopes: readonly string[];
}

const pendingSchema = z.object({
  state: z.string().min(1),
  verifier: z.string().min(43),
  redirectUri: z.string(),
  option: z.object({
    scheme: z.string(),
    type: z.enum(['oauth2', 'openIdConnect']),
    grants: z.array(z.enum(['client_credentials', 'authorization_code'])),
    scopes: z.array(z.string()),
    tokenUrls: z.object({
      client_credentials: z.string().optional(),
      authorization_code: z.string().optional(),
    }),
    authorizationUrl: z.string().optional(),
    metadataUrl: z.string().optional(),
  }),
  setup: z.object({
    cardName: z.string(),
    endpoint: z.string(),
    version: z.enum(['0.3', '1.0']),
    clientId: z.string().min(1),
    scopes: z.array(z.string()),
  }),
});

/**
 * Starts a sign-in: saves the verifier, the state and the setup in `storage`, and returns the
 * authorization URL to send the page to.
 */
export async function beginSignIn(
  option: OAuthOption,
  setup: SignInSetup,
  redirectUri: string,
  storage: Storage,
): Promise<URL> {
  const server = await authorizationServer(option, 'authorization_code');
  if (server.authorization_endpoint === undefined) {
    throw new OAuthFailure(
      'DISCOVERY_FAILED',
      'The authorization server names no authorization endpoint.',
    );
  }
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = checkedUrl(server.authorization_endpoint, 'authorization URL');
  url.searchParams.set('client_id', setup.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  if (setup.scopes.length > 0) url.searchParams.set('scope', setup.scopes.join(' '));
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', state);
  storage.setItem(PENDING_KEY, JSON.stringify({ state, verifier, redirectUri, option, setup }));
  return url;
}

/**
 * Finishes the sign-in `url` returns from: checks the state, exchanges the code with the saved
 * verifier, and hands back the token (in memory) with the setup to restore. Undefined when no
 * sign-in of this tab is waiting; a failure when the answer is an error or does not match.
 */
export async function finishSignIn(
  url: URL,
  storage: Storage,
): Promise<
  { readonly tokens: TokenSource; readonly setup: SignInSetup; readonly scheme: string } | undefined
> {
  const saved = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (saved === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(saved);
  } catch {
    json = undefined;
  }
  const pending = pendingSchema.safeParse(json);
  if (!pending.success) {
    throw new OAuthFailure('SIGN_IN_STALE', 'The saved sign-in could not be read: sign in again.');
  }
  const { state, verifier, redirectUri, option, setup } = pending.data;
  const server = await authorizationServer(option, 'authorization_code');
  const client: oauth.Client = { client_id: setup.clientId };
  const endpoint = server.token_endpoint ?? '';
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(server, client, url, state);
  } catch (error) {
    throw failureOf(error, 'The sign-in', endpoint).code === 'SIGN_IN_REFUSED'
      ? failureOf(error, 'The sign-in', endpoint)
      : new OAuthFailure(
          'SIGN_IN_STALE',
          'The answer does not belong to the sign-in this tab started (its state differs): sign in again.',
        );
  }
  const exchange = async (grant: () => Promise<Response>) => {
    try {
      return await oauth.processAuthorizationCodeResponse(server, client, await grant());
    } catch (error) {
      throw failureOf(error, 'The code exchange', endpoint);
    }
  };
  const first = await exchange(() =>
    oauth.authorizationCodeGrantRequest(
      server,
      client,
      oauth.None(),
      params,
      redirectUri,
      verifier,
      {
        ...requestOptions(new URL(endpoint)),
      },
    ),
  );
  let refresh = first.refresh_token;
  const again =
    refresh === undefined
      ? undefined
      : async () => {
          try {
            const response = await oauth.refreshTokenGrantRequest(
              server,
              client,
              oauth.None(),
              refresh ?? '',
              requestOptions(new URL(endpoint)),
            );
            const next = await oauth.processRefreshTokenResponse(server, client, response);
            refresh = next.refresh_token ?? refresh;
            return next;
          } catch (error) {
            throw failureOf(error, 'The token refresh', endpoint);
          }
        };
  return { tokens: tokenSource('Signed-in', first, again), setup, scheme: option.scheme };
}
