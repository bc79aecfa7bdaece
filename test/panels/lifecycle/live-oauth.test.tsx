// The OAuth part of the live setup: the card's own scheme decides the grants, the token URL and
// the scopes offered; a card without one says so; the secret field never shows what is typed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../src/core/card';
import { createWorkbenchStore } from '../../../src/store';
import { renderPanel, setup } from './render-panel';
import { sessionActionsOf } from '../../../src/store/session-actions';

function storeWith(card: ReturnType<typeof makeCard>) {
  const store = createWorkbenchStore();
  expect(store.getState().actions.addCard(card).ok).toBe(true);
  sessionActionsOf(store).configure({ cardName: card.name });
  return store;
}

const base = { description: 'd', url: 'https://agent.example/rpc', version: '1' };

describe('OAuth 2.0 in the live setup', () => {
  it('offers the grants the card’s scheme names and the scopes its requirements ask', async () => {
    const card = makeCard({
      ...base,
      name: 'guarded',
      securitySchemes: {
        people: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: 'https://login.example/auth',
              tokenUrl: 'https://login.example/token',
              scopes: { read: 'Read', write: 'Write' },
            },
            clientCredentials: { tokenUrl: 'https://login.example/token', scopes: {} },
          },
        },
      },
      security: [{ people: ['read'] }, { people: ['read', 'write'] }],
    });
    const { user } = renderPanel(storeWith(card));
    await user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
    await user.selectOptions(setup().getByLabelText('Authentication'), 'oauth');
    const grant = setup().getByLabelText('Grant');
    expect(
      within(grant)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Authorization code + PKCE (sign in)', 'Client credentials']);
    expect(setup().getByLabelText('Scopes')).toHaveValue('read write');
    // The redirect URI is the page's own URL without query or fragment.
    expect(setup().getByLabelText(/^Redirect URI/)).toHaveValue(
      `${window.location.origin}${window.location.pathname}`,
    );
    expect(setup().getByRole('button', { name: 'Sign in at login.example' })).toBeDisabled();
    await user.selectOptions(grant, 'client_credentials');
    expect(setup().getByLabelText('Client secret')).toHaveAttribute('type', 'password');
    expect(setup().queryByLabelText(/^Redirect URI/)).not.toBeInTheDocument();
    await user.type(setup().getByLabelText('Client ID'), 'svc');
    expect(setup().getByRole('button', { name: 'Get token' })).toBeEnabled();
    expect(screen.getByText(/^No token yet/)).toBeInTheDocument();
    // No extended card without credentials to ask with.
    expect(screen.queryByRole('button', { name: 'Get the extended card' })).not.toBeInTheDocument();
  });

  it('says so when the card names no scheme the workbench can use', async () => {
    const card = makeCard({
      ...base,
      name: 'keyed',
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
      security: [{ key: [] }],
    });
    const { user } = renderPanel(storeWith(card));
    await user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
    await user.selectOptions(setup().getByLabelText('Authentication'), 'oauth');
    expect(setup().getByRole('alert')).toHaveTextContent(
      /names no OAuth 2\.0 or OpenID Connect scheme/,
    );
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ] as const)(
    'offers the extended card with credentials only when the card says it serves one (%s)',
    async (flag, offered) => {
      const card = makeCard({
        ...base,
        name: `flag-${String(flag)}`,
        capabilities: {
          streaming: true,
          pushNotifications: false,
          ...(flag === undefined ? {} : { extendedAgentCard: flag }),
        },
      });
      const { user } = renderPanel(storeWith(card));
      await user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
      const button = () => screen.queryByRole('button', { name: 'Get the extended card' });
      // Without credentials, never.
      expect(button()).not.toBeInTheDocument();
      await user.selectOptions(setup().getByLabelText('Authentication'), 'bearer');
      await user.type(setup().getByLabelText('Token'), 'abc');
      if (offered) expect(button()).toBeInTheDocument();
      else expect(button()).not.toBeInTheDocument();
    },
  );
});
