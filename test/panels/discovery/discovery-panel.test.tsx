import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DiscoveryPanel from '../../../src/panels/discovery';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';
import { pasteInto } from '../../helpers/paste';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <DiscoveryPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

/** The names of the listed cards, best first; empty when nothing is listed. */
function listed(): Array<string | null> {
  const list = screen.queryByRole('list', { name: /cards listed for/i });
  if (list === null) return [];
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}
const hiddenCard = (name: string) =>
  within(screen.getByRole('list', { name: `Why ${name} is hidden` }));

describe('discovery panel', () => {
  it('lists only the sanctions agent for the bank investigator and says why the others are hidden', () => {
    renderPanel();
    expect(listed()).toEqual(['sanctions-screening-agent']);
    const kyc = hiddenCard('kyc-refresh-agent');
    expect(kyc.getByText('TENANT_NOT_PERMITTED')).toBeInTheDocument();
    expect(
      kyc.getByText('serves tenant "retail" only; the caller is "wholesale"'),
    ).toBeInTheDocument();
    expect(kyc.getByText('CLASSIFICATION_EXCEEDED')).toBeInTheDocument();
    const marketing = hiddenCard('marketing-copy-agent');
    expect(marketing.getByText('CLASSIFICATION_EXCEEDED')).toBeInTheDocument();
    expect(marketing.queryByText('TENANT_NOT_PERMITTED')).not.toBeInTheDocument();
    expect(screen.getByText(/filter before you list/i)).toBeInTheDocument();
  });

  it('narrows the listing to cards with a skill carrying a chosen tag, naming the skill', async () => {
    const { user } = renderPanel();
    await pasteInto(user, screen.getByLabelText('Skill tags'), 'marketing');
    await user.keyboard('{Enter}');
    expect(listed()).toEqual([]);
    expect(hiddenCard('sanctions-screening-agent').getByText('NO_SKILL_MATCH')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove tag marketing' }));
    await user.click(screen.getByRole('button', { name: 'Add tag sanctions' }));
    expect(listed()).toEqual(['sanctions-screening-agent']);
    expect(screen.getByText('Screen a counterparty')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 tag')).toBeInTheDocument();
  });

  it('offers every skill tag of every card as a suggestion', () => {
    renderPanel();
    const suggested = within(screen.getByRole('group', { name: 'Suggested tags' }))
      .getAllByRole('button')
      .map((b) => b.textContent?.replace('+', ''));
    expect(suggested).toEqual(['compliance', 'kyc', 'marketing', 'sanctions', 'screening']);
  });

  it('follows the shared caller selection when another caller is picked', async () => {
    const store = createWorkbenchStore();
    store.getState().actions.addCaller({
      agentId: 'retail-bot',
      tenant: 'retail',
      userId: 'u-7',
      scopes: [],
      dataClassification: 'internal',
      delegationChain: [],
    });
    const { user } = renderPanel(store);
    await user.selectOptions(screen.getByLabelText('Caller'), 'retail-bot');
    expect(store.getState().selection.callerId).toBe('retail-bot');
    expect(listed()).toEqual([
      'kyc-refresh-agent',
      'marketing-copy-agent',
      'sanctions-screening-agent',
    ]);
    expect(screen.getByRole('heading', { name: 'Hidden (0)' })).toBeInTheDocument();
  });

  it('recomputes when the workspace changes under it', () => {
    const { store } = renderPanel();
    const { workspace, actions } = store.getState();
    const kyc = workspace.cards[1]!;
    act(() => {
      actions.updateCard(kyc.name, {
        ...kyc,
        platform: {
          ...kyc.platform,
          tenants: ['retail', 'wholesale'],
          maxDataClassification: 'restricted',
        },
      });
    });
    expect(listed()).toEqual(['kyc-refresh-agent', 'sanctions-screening-agent']);
  });

  it('points to the callers panel when there is no caller', () => {
    const store = createWorkbenchStore();
    store.getState().actions.deleteCaller('payments-investigator');
    renderPanel(store);
    expect(screen.getByRole('link', { name: 'Callers panel' })).toHaveAttribute(
      'href',
      '#/callers',
    );
  });
});

describe('a listed card’s signature', () => {
  it('shows each listed card’s signature status and what was seen, as the Cards list words it', () => {
    const { store } = renderPanel();
    const list = () => within(screen.getByRole('list', { name: /cards listed for/i }));
    expect(list().getByText('Unsigned')).toBeInTheDocument();
    act(() =>
      store.getState().actions.setCardTrust({
        'sanctions-screening-agent': {
          verdicts: [{ status: 'valid', keyName: 'provider-key', kid: 'k1', alg: 'ES256' }],
        },
      }),
    );
    expect(list().getByText('Signature valid')).toBeInTheDocument();
    expect(
      list().getByText('Signed by trusted key "provider-key" (kid "k1", ES256).'),
    ).toBeInTheDocument();
    expect(list().queryByText('Unsigned')).toBeNull();
  });
});
