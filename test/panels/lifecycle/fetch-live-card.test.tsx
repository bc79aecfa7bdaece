// Adding the live agent by its URL in the Lifecycle setup, against a real @a2a-js/sdk agent on
// 127.0.0.1: the importer's verdict and findings, then the card added and made the callee; a
// second fetch of the same agent offers the workspace's card or a copy beside it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveAgents, type LiveAgents } from '../../helpers/live-agent/server';
import { pasteInto } from '../../helpers/paste';
import { renderPanel, setup } from './render-panel';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

describe('adding the live agent by its URL', () => {
  it('shows what the importer read, adds the card and makes it the live callee', async () => {
    const { user, store } = renderPanel();
    await user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
    const fetchGroup = () =>
      within(screen.getByRole('group', { name: 'Fetch a card from an agent' }));
    await pasteInto(
      user,
      fetchGroup().getByLabelText('Add an agent by its URL'),
      agents.baseUrl('v03', 'screening'),
    );
    await user.click(fetchGroup().getByRole('button', { name: 'Fetch card' }));
    await waitFor(() =>
      expect(
        setup().getByText(
          (_, element) =>
            element?.tagName === 'P' &&
            element.textContent ===
              'screening (SDK 0.3): A2A 0.3, valid: it can be added as written.',
        ),
      ).toBeInTheDocument(),
    );
    // The importer's own findings, as Cards → Import card lists them.
    expect(setup().getByRole('list', { name: 'Findings' })).toHaveTextContent('$.securitySchemes');
    // Nothing is added until asked.
    expect(store.getState().workspace.cards.map((c) => c.name)).not.toContain(
      'screening (SDK 0.3)',
    );
    await user.click(setup().getByRole('button', { name: 'Add and delegate to it' }));
    expect(store.getState().workspace.cards.map((c) => c.name)).toContain('screening (SDK 0.3)');
    expect(store.getState().session.setup).toMatchObject({
      cardName: 'screening (SDK 0.3)',
      behaviourId: 'live-agent',
    });
    expect(setup().getByLabelText('JSON-RPC endpoint')).toHaveValue(
      `${agents.baseUrl('v03', 'screening')}rpc`,
    );

    // The same agent again: its card is already in the workspace.
    await user.selectOptions(setup().getByLabelText('Callee card'), 'sanctions-screening-agent');
    await user.click(fetchGroup().getByRole('button', { name: 'Fetch card' }));
    const use = await waitFor(() =>
      setup().getByRole('button', { name: 'Use screening (SDK 0.3) in the workspace' }),
    );
    expect(setup().getByRole('button', { name: /^Add as screening \(SDK 0\.3\)/ })).toBeVisible();
    const before = store.getState().workspace.cards.length;
    await user.click(use);
    expect(store.getState().workspace.cards).toHaveLength(before);
    expect(store.getState().session.setup.cardName).toBe('screening (SDK 0.3)');
  });
});
