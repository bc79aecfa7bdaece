// (Node, not jsdom: jsdom's URLSearchParams is not a body Node's fetch can send.) An OAuth token
// and client secret used for a live run never leave the tab's memory: after a run
// against an agent guarded by a real authorization server (oidc-provider on 127.0.0.1), neither
// is in the store, the autosave, a workspace export, a share link (with the recording), the
// conformance reports, or the transcript's recorded requests.
import { inflateSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCard } from '../../src/live/fetch-card';
import { clientCredentials } from '../../src/live/oauth';
import { oauthOptions } from '../../src/live/oauth-scheme';
import { findingsJson, findingsMarkdown, liveFindings } from '../../src/live/run-log';
import { createWorkbenchStore } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { liveActionsOf } from '../../src/store/live-session';
import { saveRecording } from '../../src/store/recording';
import { encodeShareLink } from '../../src/store/share-link';
import {
  MACHINE_CLIENT,
  startAuthorizationServer,
  type AuthorizationServer,
} from '../helpers/oauth/authorization-server';
import { startGuardedAgents, type GuardedAgents } from '../helpers/oauth/guarded-agent';
import { sessionActionsOf } from '../../src/store/session-actions';

let server: AuthorizationServer;
let agents: GuardedAgents;
beforeAll(async () => {
  server = await startAuthorizationServer([]);
  agents = await startGuardedAgents(server.issuer);
});
afterAll(async () => {
  await agents.close();
  await server.close();
});

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

describe('an OAuth token in a live run', () => {
  it('is sent to the agent and kept in none of the saved, shared or exported forms', async () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    };
    const store = createWorkbenchStore({ storage });
    const got = await fetchCard(agents.oauth2Base);
    if (!got.ok || got.import.card === null) throw new Error('the guarded card could not be read');
    const card = got.import.card;
    const { actions } = store.getState();
    expect(actions.addCard(card).ok).toBe(true);
    sessionActionsOf(store).configure({ cardName: card.name, mode: 'send' });
    const option = oauthOptions(card).find((o) => o.scheme === 'machine');
    if (option === undefined) throw new Error('the card names its client credentials scheme');
    const tokens = await clientCredentials(
      option,
      MACHINE_CLIENT.id,
      MACHINE_CLIENT.secret,
      option.scopes,
    );
    const token = await tokens.token();

    const started = await liveActionsOf(store).liveStart('Screen ACC-1', {
      mode: 'send',
      endpoint: card.url,
      binding: 'JSONRPC',
      version: '1.0',
      auth: { kind: 'oauth', tokens },
      overrideAdmission: true,
    });
    expect(started.ok).toBe(true);
    // It really was sent, so a form that kept it would have had it to keep.
    expect(agents.authorizations.at(-1)).toBe(`Bearer ${token}`);
    const state = store.getState();
    const live = state.session.run?.live;
    if (live === undefined) throw new Error('no live run');
    expect(live.calls[0]?.request.headers.Authorization).toMatch(/^Bearer •{4,12}$/);

    state.actions.flushSave();
    const recording = saveRecording(state.session);
    const link = encodeShareLink(state.workspace, 'http://127.0.0.1/app/', { recording });
    expect(link.recordingDropped).toBe(false);
    const linkJson = new TextDecoder().decode(
      inflateSync(
        fromBase64Url(link.url.split('#/share/v1/')[1] ?? link.url.split('/').at(-1) ?? ''),
      ),
    );
    const forms = {
      store: JSON.stringify({ workspace: state.workspace, session: state.session }),
      autosave: JSON.stringify([...saved.values()]),
      export: exportWorkspace(state.workspace, undefined, recording),
      link: link.url,
      linkContent: linkJson,
      reports: findingsJson(live, liveFindings(live)) + findingsMarkdown(live, liveFindings(live)),
    };
    // Each form holds the run's setup and card: it is the form that would have carried a token.
    expect(forms.linkContent).toContain(`"cardName":${JSON.stringify(card.name)}`);
    expect(forms.export).toContain('"recording"');
    expect(forms.autosave).toContain(card.name);
    for (const [form, text] of Object.entries(forms)) {
      expect(text, form).not.toContain(token);
      expect(text, form).not.toContain(token.split('.')[2]);
      expect(text, form).not.toContain(MACHINE_CLIENT.secret);
    }
  });
});
