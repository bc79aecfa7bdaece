// The end of an OAuth sign-in: the authorization server sent the page back to the app's own URL
// with ?code&state (main.tsx opened the Lifecycle panel for it). The code is exchanged once, the
// query leaves the address bar, and the live setup the user left is put back with the token.
import { useEffect, useEffectEvent } from 'react';
import type { finishSignIn } from '../../../live/oauth-redirect';
import { LIVE_BEHAVIOUR_ID, type LiveConfig } from './use-live-config';
import { useSessionActions } from '../../../store/session-actions';

type Finished = Awaited<ReturnType<typeof finishSignIn>>;

/**
 * The one exchange of this page load's answer. Module memory, because React runs a mounting
 * effect twice in development, and a code can be exchanged only once.
 */
let finishing: Promise<Finished> | undefined;

export function useSignInReturn(live: LiveConfig): void {
  const session = useSessionActions();
  const apply = useEffectEvent((done: Finished) => {
    if (done === undefined) return;
    const { setup, tokens, scheme } = done;
    live.restore(setup.cardName, setup.endpoint, setup.version);
    live.setAuthKind('oauth');
    live.oauth.setScheme(scheme);
    live.oauth.setGrant('authorization_code');
    live.oauth.setClientId(setup.clientId);
    live.oauth.setScopes(setup.scopes.join(' '));
    live.oauth.setTokens(tokens);
    live.oauth.setStatus({ ok: true, text: tokens.describe() });
    session.configure({ cardName: setup.cardName, behaviourId: LIVE_BEHAVIOUR_ID });
  });
  const fail = useEffectEvent((error: unknown) => {
    live.setAuthKind('oauth');
    live.oauth.setStatus({
      ok: false,
      text: error instanceof Error ? error.message : String(error),
    });
  });
  useEffect(() => {
    if (finishing === undefined) {
      const url = new URL(window.location.href);
      if (!url.searchParams.has('state')) return;
      finishing = import('../../../live/oauth-redirect').then(({ finishSignIn }) =>
        finishSignIn(url, window.sessionStorage),
      );
      // A code is good once: the answer leaves the address bar (and history) either way.
      window.history.replaceState(window.history.state, '', `${url.pathname}#/lifecycle`);
    }
    let current = true;
    const pending = finishing;
    pending.then(
      (done) => {
        if (!current) return;
        finishing = undefined;
        apply(done);
      },
      (error: unknown) => {
        if (!current) return;
        finishing = undefined;
        fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, []);
}
