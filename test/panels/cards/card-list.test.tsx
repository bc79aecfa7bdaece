import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../src/core/card';
import { createWorkbenchStore, defaultWorkspace } from '../../../src/store';
import { pasteInto } from '../../helpers/paste';
import { cardNamed, renderPanel } from './render-panel';

const list = () => screen.getByRole('region', { name: /Agent cards/ });
const names = (store: ReturnType<typeof createWorkbenchStore>) =>
  store.getState().workspace.cards.map((c) => c.name);

describe('card list', () => {
  it('shows each card with its owner, tenants, clearance and scheme types', () => {
    renderPanel();
    const kyc = within(list()).getByRole('button', { name: 'kyc-refresh-agent' });
    expect(kyc).toHaveAccessibleDescription(
      'Runs periodic KYC refresh workflows. Owner retail-onboarding Tenants retail confidential OAuth 2.0',
    );
    const marketing = within(list()).getByRole('button', { name: 'marketing-copy-agent' });
    expect(marketing).toHaveAccessibleDescription(/Owner brand Tenants all internal API key/);
  });

  it('adds a card and opens it in the editor', async () => {
    const { store, user } = renderPanel();
    await user.click(within(list()).getByRole('button', { name: 'Add card' }));
    expect(names(store)).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
      'new-agent',
    ]);
    expect(store.getState().selection.cardName).toBe('new-agent');
    expect(screen.getByRole('heading', { level: 2, name: 'new-agent' })).toBeVisible();
    // Focus moves to the new card's name, ready to be typed over.
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('new-agent');
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 'new-agent'.length]);
  });

  it('duplicates the selected card next to it', async () => {
    const { store, user } = renderPanel();
    await user.click(within(list()).getByRole('button', { name: 'kyc-refresh-agent' }));
    await user.click(within(list()).getByRole('button', { name: 'Duplicate kyc-refresh-agent' }));
    expect(names(store)[2]).toBe('kyc-refresh-agent-copy');
    expect(cardNamed(store, 'kyc-refresh-agent-copy')?.platform.tenants).toEqual(['retail']);
    expect(store.getState().selection.cardName).toBe('kyc-refresh-agent-copy');
  });

  it('deletes only after confirming, and selects the card that took its place', async () => {
    const { store, user } = renderPanel();
    await user.click(within(list()).getByRole('button', { name: 'kyc-refresh-agent' }));
    await user.click(within(list()).getByRole('button', { name: 'Delete kyc-refresh-agent' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete kyc-refresh-agent?' });
    expect(dialog).toHaveTextContent(
      '1 delegation path names this agent and will show it as unknown.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names(store)).toContain('kyc-refresh-agent');

    await user.click(within(list()).getByRole('button', { name: 'Delete kyc-refresh-agent' }));
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(names(store)).toEqual(['sanctions-screening-agent', 'marketing-copy-agent']);
    expect(store.getState().selection.cardName).toBe('marketing-copy-agent');
    expect(within(list()).getByRole('button', { name: 'marketing-copy-agent' })).toHaveFocus();
    act(() => store.getState().actions.undo());
    expect(names(store)).toContain('kyc-refresh-agent');
  });

  it('renames in place: a taken name is refused with the text kept, Escape cancels', async () => {
    const { store, user } = renderPanel();
    await user.click(
      within(list()).getByRole('button', { name: 'Rename sanctions-screening-agent' }),
    );
    const input = within(list()).getByLabelText('New name for sanctions-screening-agent');
    await user.clear(input);
    await pasteInto(user, input, 'marketing-copy-agent');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('marketing-copy-agent');
    expect(input).toHaveAccessibleDescription(
      /an agent card named "marketing-copy-agent" already exists/,
    );
    await user.clear(input);
    await pasteInto(user, input, 'screening');
    await user.keyboard('{Enter}');
    expect(names(store)[0]).toBe('screening');
    expect(store.getState().selection.cardName).toBe('screening');
    expect(within(list()).getByRole('button', { name: 'screening' })).toHaveFocus();

    await user.click(within(list()).getByRole('button', { name: 'Rename screening' }));
    await user.type(within(list()).getByLabelText('New name for screening'), 'x{Escape}');
    expect(names(store)[0]).toBe('screening');
  });

  it('invites adding or importing a card when the workspace has none', () => {
    renderPanel(createWorkbenchStore({ workspace: { ...defaultWorkspace(), cards: [] } }));
    expect(screen.getByRole('heading', { name: 'No agent card to edit' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Import card' })).toHaveLength(2);
  });

  it('shows only http(s) links from a card; a javascript: URL stays text', () => {
    const store = createWorkbenchStore({
      workspace: {
        ...defaultWorkspace(),
        cards: [
          makeCard({
            name: 'odd-links',
            description: '',
            url: 'javascript:alert(1)',
            version: '1',
            provider: { organization: 'Acme', url: 'https://acme.example/' },
            documentationUrl: 'data:text/html,hi',
          }),
        ],
        paths: [],
      },
    });
    renderPanel(store);
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('data:text/html,hi').closest('a')).toBeNull();
    const acme = screen.getByRole('link', { name: 'Acme' });
    expect(acme).toHaveAttribute('href', 'https://acme.example/');
    expect(acme).toHaveAttribute('rel', 'noopener noreferrer');
    expect(acme).toHaveAttribute('target', '_blank');
  });
});
