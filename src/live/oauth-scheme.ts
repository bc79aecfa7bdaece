// What a card's OAuth 2.0 and OpenID Connect schemes let a caller do: per scheme, the grants the
// workbench can perform (client credentials, authorization code with PKCE), the endpoints the card
// names, and the scopes its security requirements ask of that scheme. Pure: it only reads the card.
import type { AgentCard } from '../core/card';

export type OAuthGrant = 'client_credentials' | 'authorization_code';

export interface OAuthOption {
  /** The scheme's name in the card's `securitySchemes`. */
  readonly scheme: string;
  readonly type: 'oauth2' | 'openIdConnect';
  /** The grants this scheme offers that the workbench performs, in the order shown. */
  readonly grants: readonly OAuthGrant[];
  /** The scopes the card's security requirements name for this scheme, each once, in order. */
  readonly scopes: readonly string[];
  /** Each grant's token endpoint as the card names it (none for OpenID Connect: discovery does). */
  readonly tokenUrls: Readonly<Partial<Record<OAuthGrant, string>>>;
  readonly authorizationUrl?: string;
  /** RFC 8414 metadata (`oauth2MetadataUrl`) or OpenID Connect discovery (`openIdConnectUrl`). */
  readonly metadataUrl?: string;
}

/** The scopes every requirement that names `scheme` asks for, without repeats. */
function requiredScopes(card: Pick<AgentCard, 'security'>, scheme: string): string[] {
  const scopes: string[] = [];
  for (const requirement of card.security) {
    for (const scope of Object.hasOwn(requirement, scheme) ? (requirement[scheme] ?? []) : []) {
      if (!scopes.includes(scope)) scopes.push(scope);
    }
  }
  return scopes;
}

/**
 * The card's OAuth 2.0 and OpenID Connect schemes as the workbench can use them; a scheme with
 * no grant it can perform (implicit or password only) is left out.
 * @example oauthOptions(card)[0] // { scheme: 'machine', grants: ['client_credentials'], … }
 */
export function oauthOptions(card: Pick<AgentCard, 'securitySchemes' | 'security'>): OAuthOption[] {
  const options: OAuthOption[] = [];
  for (const [scheme, value] of Object.entries(card.securitySchemes)) {
    const scopes = requiredScopes(card, scheme);
    if (value.type === 'openIdConnect') {
      if (value.openIdConnectUrl.trim() === '') continue;
      options.push({
        scheme,
        type: 'openIdConnect',
        // Discovery says which grants the provider supports; both are offered.
        grants: ['authorization_code', 'client_credentials'],
        scopes,
        tokenUrls: {},
        metadataUrl: value.openIdConnectUrl,
      });
    } else if (value.type === 'oauth2') {
      const { authorizationCode, clientCredentials } = value.flows;
      const grants: OAuthGrant[] = [];
      if (authorizationCode !== undefined) grants.push('authorization_code');
      if (clientCredentials !== undefined) grants.push('client_credentials');
      if (grants.length === 0) continue;
      options.push({
        scheme,
        type: 'oauth2',
        grants,
        scopes,
        tokenUrls: {
          ...(authorizationCode !== undefined
            ? { authorization_code: authorizationCode.tokenUrl }
            : {}),
          ...(clientCredentials !== undefined
            ? { client_credentials: clientCredentials.tokenUrl }
            : {}),
        },
        ...(authorizationCode !== undefined
          ? { authorizationUrl: authorizationCode.authorizationUrl }
          : {}),
        ...(value.oauth2MetadataUrl !== undefined && value.oauth2MetadataUrl !== ''
          ? { metadataUrl: value.oauth2MetadataUrl }
          : {}),
      });
    }
  }
  return options;
}

/** A grant's name as the user reads it. */
export const GRANT_NAMES: Record<OAuthGrant, string> = {
  client_credentials: 'Client credentials',
  authorization_code: 'Authorization code + PKCE (sign in)',
};

/** The redirect URI to register: the page's own URL without query or fragment. */
export const redirectUriOf = (location: Pick<Location, 'origin' | 'pathname'>): string =>
  `${location.origin}${location.pathname}`;

/** True when `url` is an authorization server's answer to a sign-in (a code or an error, with state). */
export const isSignInReturn = (url: URL): boolean =>
  url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
