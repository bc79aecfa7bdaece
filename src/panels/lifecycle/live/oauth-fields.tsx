// OAuth 2.0 from the card's own scheme: pick the scheme and grant, give the client id (and, for
// client credentials, the secret), check the scopes the card asks, then get a token or sign in.
// oauth4webapi loads with the first press, not with the panel. The token stays in memory.
import { useId, useState } from 'react';
import type { AgentCard } from '../../../core/card';
import { Button } from '../../../components/button';
import {
  GRANT_NAMES,
  oauthOptions,
  redirectUriOf,
  type OAuthGrant,
} from '../../../live/oauth-scheme';
import type { LiveConfig } from './use-live-config';

export function OAuthFields({
  card,
  config,
}: {
  readonly card: AgentCard;
  readonly config: LiveConfig;
}) {
  const id = useId();
  const { oauth } = config;
  const [busy, setBusy] = useState(false);
  const options = oauthOptions(card);
  const option = options.find((o) => o.scheme === oauth.scheme) ?? options[0];
  if (option === undefined) {
    return (
      <p className="lifecycle-live-blocker lifecycle-live-wide" role="alert">
        This card names no OAuth 2.0 or OpenID Connect scheme with a grant the workbench performs
        (client credentials, or authorization code with PKCE). Add one to the card, or use a bearer
        token.
      </p>
    );
  }
  const grant: OAuthGrant =
    oauth.grant !== '' && option.grants.includes(oauth.grant)
      ? oauth.grant
      : (option.grants[0] ?? 'client_credentials');
  const scopes = oauth.scopes ?? option.scopes.join(' ');
  const scopeList = scopes.split(/\s+/).filter((s) => s !== '');
  const redirectUri = redirectUriOf(window.location);

  const getToken = async () => {
    setBusy(true);
    oauth.setStatus(undefined);
    try {
      if (grant === 'client_credentials') {
        const { clientCredentials } = await import('../../../live/oauth');
        const tokens = await clientCredentials(
          option,
          oauth.clientId.trim(),
          oauth.clientSecret,
          scopeList,
        );
        oauth.setTokens(tokens);
        oauth.setStatus({ ok: true, text: tokens.describe() });
      } else {
        const { beginSignIn } = await import('../../../live/oauth-redirect');
        const url = await beginSignIn(
          option,
          {
            cardName: card.name,
            endpoint: config.endpoint(card),
            version: config.version(card),
            clientId: oauth.clientId.trim(),
            scopes: scopeList,
          },
          redirectUri,
          window.sessionStorage,
        );
        window.location.assign(url.href);
      }
    } catch (error) {
      oauth.setTokens(undefined);
      oauth.setStatus({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {options.length > 1 && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-scheme`}>
            Scheme
          </label>
          <select
            id={`${id}-scheme`}
            className="select"
            value={option.scheme}
            onChange={(event) => {
              oauth.setScheme(event.target.value);
              oauth.setScopes(undefined);
            }}
          >
            {options.map((o) => (
              <option key={o.scheme} value={o.scheme}>
                {o.scheme} ({o.type === 'openIdConnect' ? 'OpenID Connect' : 'OAuth 2.0'})
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-grant`}>
          Grant
        </label>
        <select
          id={`${id}-grant`}
          className="select"
          value={grant}
          onChange={(event) => oauth.setGrant(event.target.value as OAuthGrant)}
        >
          {option.grants.map((g) => (
            <option key={g} value={g}>
              {GRANT_NAMES[g]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-client`}>
          Client ID
        </label>
        <input
          id={`${id}-client`}
          className="input cards-mono"
          spellCheck={false}
          autoComplete="off"
          value={oauth.clientId}
          onChange={(event) => oauth.setClientId(event.target.value)}
        />
      </div>
      {grant === 'client_credentials' && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-client-secret`}>
            Client secret
          </label>
          <input
            id={`${id}-client-secret`}
            className="input cards-mono"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={oauth.clientSecret}
            onChange={(event) => oauth.setClientSecret(event.target.value)}
          />
        </div>
      )}
      <div className="field lifecycle-live-wide">
        <label className="field-label" htmlFor={`${id}-scopes`}>
          Scopes
        </label>
        <input
          id={`${id}-scopes`}
          className="input cards-mono"
          spellCheck={false}
          value={scopes}
          aria-describedby={`${id}-scopes-hint`}
          onChange={(event) => oauth.setScopes(event.target.value)}
        />
        <p id={`${id}-scopes-hint`} className="field-hint">
          {option.scopes.length > 0
            ? `The card’s security requirements ask ${option.scopes.join(' ')}.`
            : 'The card’s security requirements name no scopes for this scheme.'}
        </p>
      </div>
      {grant === 'authorization_code' && (
        <div className="field lifecycle-live-wide">
          <label className="field-label" htmlFor={`${id}-redirect`}>
            Redirect URI (register it with the authorization server)
          </label>
          <input id={`${id}-redirect`} className="input cards-mono" readOnly value={redirectUri} />
        </div>
      )}
      <div className="lifecycle-live-wide lifecycle-live-oauth-actions">
        <Button
          size="sm"
          variant="primary"
          disabled={busy || oauth.clientId.trim() === ''}
          onClick={() => void getToken()}
        >
          {grant === 'client_credentials'
            ? 'Get token'
            : `Sign in at ${hostOf(option.authorizationUrl ?? option.metadataUrl)}`}
        </Button>
        {oauth.status !== undefined && (
          <p
            className={oauth.status.ok ? 'field-hint' : 'lifecycle-live-blocker'}
            role={oauth.status.ok ? 'status' : 'alert'}
          >
            {oauth.status.text}
          </p>
        )}
        {oauth.status === undefined && oauth.tokens === undefined && (
          <p className="field-hint">No token yet: calls go without one until you get it.</p>
        )}
      </div>
    </>
  );
}

const hostOf = (url: string | undefined) => {
  try {
    return new URL(url ?? '').host;
  } catch {
    return 'the authorization server';
  }
};
