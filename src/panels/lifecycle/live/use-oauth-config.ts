// The OAuth part of the live setup: which of the card's schemes and grants, the client id and
// secret, the scopes, and the token the grant gave. All of it in this component's memory: the
// token and the secret are never put in the store, sessionStorage, a link or an export.
import { useState } from 'react';
import type { TokenSource } from '../../../live/oauth';
import type { OAuthGrant } from '../../../live/oauth-scheme';

export interface OAuthConfig {
  /** The scheme's name in the card; '' for the card's first OAuth scheme. */
  readonly scheme: string;
  readonly setScheme: (scheme: string) => void;
  /** '' for the scheme's first grant. */
  readonly grant: OAuthGrant | '';
  readonly setGrant: (grant: OAuthGrant | '') => void;
  readonly clientId: string;
  readonly setClientId: (id: string) => void;
  readonly clientSecret: string;
  readonly setClientSecret: (secret: string) => void;
  /** The scopes as typed, space-separated; undefined for the scopes the card asks. */
  readonly scopes: string | undefined;
  readonly setScopes: (scopes: string | undefined) => void;
  /** The token the last grant gave, held here only. */
  readonly tokens: TokenSource | undefined;
  readonly setTokens: (tokens: TokenSource | undefined) => void;
  /** What the last OAuth step said: a token held, or why none. */
  readonly status: { readonly ok: boolean; readonly text: string } | undefined;
  readonly setStatus: (status: { ok: boolean; text: string } | undefined) => void;
}

export function useOAuthConfig(): OAuthConfig {
  const [scheme, setScheme] = useState('');
  const [grant, setGrant] = useState<OAuthGrant | ''>('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState<string | undefined>(undefined);
  const [tokens, setTokens] = useState<TokenSource | undefined>(undefined);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | undefined>(undefined);
  return {
    scheme,
    setScheme,
    grant,
    setGrant,
    clientId,
    setClientId,
    clientSecret,
    setClientSecret,
    scopes,
    setScopes,
    tokens,
    // A function is a state updater to React: the source is wrapped so it is stored as a value.
    setTokens: (next) => setTokens(() => next),
    status,
    setStatus,
  };
}
