// Every panel marks what changed against the baseline, and the what-if shows beside the field an
// edit was made in. Each test sets a baseline (the workspace as it is), makes one change through
// the store and reads the marks by role and text.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { AgentCard } from '../../../src/core/card';
import AdmissionPanel from '../../../src/panels/admission';
import CallersPanel from '../../../src/panels/callers';
import CardsPanel from '../../../src/panels/cards';
import DiscoveryPanel from '../../../src/panels/discovery';
import MatrixPanel from '../../../src/panels/matrix';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';

const KYC = 'kyc-refresh-agent';

async function renderWithBaseline(Panel: ComponentType) {
  const store = createWorkbenchStore({ now: () => '2026-03-31T09:15:00.000Z' });
  expect((await store.getState().actions.baselineFromNow()).ok).toBe(true);
  render(
    <WorkbenchProvider store={store}>
      <Panel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

const editCard = (store: WorkbenchStore, name: string, edit: (card: AgentCard) => AgentCard) =>
  act(() => {
    const card = store.getState().workspace.cards.find((c) => c.name === name);
    if (card === undefined) throw new Error(`no card ${name}`);
    store.getState().actions.updateCard(name, edit(card));
  });

const servesEveryoneRestricted = (card: AgentCard): AgentCard => ({
  ...card,
  platform: { ...card.platform, tenants: [], maxDataClassification: 'restricted' },
});

// Typing in jsdom is slow on a busy machine; the assertions, not the clock, decide.
describe('admission against the baseline', () => {
  it('marks each flipped verdict with what it was, and counts them', async () => {
    const { user } = await renderWithBaseline(AdmissionPanel);
    const depth = screen.getByLabelText('Max depth');
    await user.clear(depth);
    await user.type(depth, '1');
    const sanctions = screen.getByRole('listitem', { name: 'sanctions-screening-agent' });
    expect(sanctions).toHaveTextContent('Δnewly denied, was ALLOW');
    expect(screen.getByRole('listitem', { name: KYC })).toHaveTextContent(
      'Δother codes, was DENY (TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED)',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Δ 3 verdicts changed since the snapshot of 09:15 UTC.',
    );
  });

  it('shows what a policy edit flipped beside the policy, until it is undone', async () => {
    const store = createWorkbenchStore();
    render(
      <WorkbenchProvider store={store}>
        <AdmissionPanel />
      </WorkbenchProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'apiKey' }));
    const policy = screen.getByRole('region', { name: 'Admission policy' });
    expect(policy).toHaveTextContent(
      'What this edit did: This edit flips 1 cell: 1 with other codes. Undo (Ctrl+Z) reverts it.',
    );
    expect(policy).toHaveTextContent(
      'payments-investigator → marketing-copy-agent: DENY (CLASSIFICATION_EXCEEDED, NO_ACCEPTABLE_AUTH) → DENY (CLASSIFICATION_EXCEEDED)',
    );
    act(() => store.getState().actions.undo());
    expect(policy).not.toHaveTextContent('What this edit did');
  });
});

describe('the matrix against the baseline', () => {
  it('marks changed cells, counts them, and filters to them', async () => {
    const { store, user } = await renderWithBaseline(MatrixPanel);
    act(() => {
      const { actions } = store.getState();
      actions.addCaller({
        agentId: 'retail-desk',
        tenant: 'retail',
        userId: 'u-7',
        scopes: [],
        dataClassification: 'internal',
        delegationChain: [],
      });
    });
    editCard(store, KYC, servesEveryoneRestricted);
    const cell = screen.getByRole('button', { name: /^payments-investigator → kyc-refresh-agent/ });
    expect(cell).toHaveAccessibleName(
      'payments-investigator → kyc-refresh-agent: allowed; changed since the baseline: newly allowed, was DENY (TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED)',
    );
    expect(cell).toHaveTextContent('Δ');
    // retail-desk is new since the baseline: its cells are not flips.
    expect(
      screen.getByRole('button', { name: /^retail-desk → kyc-refresh-agent/ }),
    ).not.toHaveTextContent('Δ');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Δ 1 changed since the snapshot of 09:15 UTC',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Changed since the baseline only (1)' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });
});

describe('discovery against the baseline', () => {
  it('marks a card newly listed for the caller', async () => {
    const { store } = await renderWithBaseline(DiscoveryPanel);
    editCard(store, KYC, servesEveryoneRestricted);
    const listed = screen.getByRole('list', { name: /cards listed for/i });
    expect(within(listed).getByText('newly listed')).toBeInTheDocument();
    expect(within(listed).getAllByText('newly listed')).toHaveLength(1);
  });

  it('marks a card newly hidden from the caller', async () => {
    const { store } = await renderWithBaseline(DiscoveryPanel);
    editCard(store, 'sanctions-screening-agent', (c) => ({
      ...c,
      platform: { ...c.platform, tenants: ['retail'] },
    }));
    const hidden = screen.getByRole('list', { name: 'Hidden cards with their reasons' });
    expect(within(hidden).getAllByText('newly hidden')).toHaveLength(1);
  });
});

describe('cards against the baseline', () => {
  it('lists field by field what changed in the shown card, platform metadata included', async () => {
    const { store } = await renderWithBaseline(CardsPanel);
    act(() => store.getState().actions.selectCard(KYC));
    editCard(store, KYC, (c) => ({
      ...c,
      platform: { ...c.platform, tenants: ['retail', 'wholesale'] },
    }));
    const changes = screen.getByRole('list', { name: `Changes to ${KYC}` });
    expect(changes).toHaveTextContent('platform.tenants["retail"] → ["retail","wholesale"]');
    expect(screen.getByRole('button', { name: KYC })).toHaveAccessibleDescription(
      /changed since the baseline$/,
    );
    // The edit flipped kyc's codes (TENANT_NOT_PERMITTED gone): the what-if says so.
    expect(screen.getByText(/^This edit flips 1 cell: 1 with other codes/)).toBeInTheDocument();
  });
});

describe('callers against the baseline', () => {
  it('lists what changed in the caller and what the edit flipped', async () => {
    const { store } = await renderWithBaseline(CallersPanel);
    act(() => {
      const investigator = store.getState().workspace.callers[0];
      if (investigator === undefined) throw new Error('no caller');
      store.getState().actions.updateCaller(investigator.agentId, {
        ...investigator,
        dataClassification: 'internal',
      });
    });
    expect(
      screen.getByRole('list', { name: 'Changes to payments-investigator' }),
    ).toHaveTextContent('dataClassification"restricted" → "internal"');
    // Internal data clears kyc (confidential) and marketing (internal) for classification; each
    // keeps another denial. Path-2's second hop loses CLASSIFICATION_EXCEEDED too, and marketing,
    // serving every tenant, is now listed.
    expect(screen.getByRole('region', { name: 'Caller payments-investigator' })).toHaveTextContent(
      'What this edit did: This edit flips 2 cells: 2 with other codes; 1 planned hop changes outcome; 1 card is newly listed or hidden. Undo (Ctrl+Z) reverts it.',
    );
    expect(screen.getByRole('button', { name: /^payments-investigator/ })).toHaveTextContent(
      'changed since the baseline',
    );
  });
});

describe('the what-if without a baseline', () => {
  it('shows under the platform fields what a tenant edit flipped, and goes with undo', () => {
    const store = createWorkbenchStore();
    render(
      <WorkbenchProvider store={store}>
        <CardsPanel />
      </WorkbenchProvider>,
    );
    act(() => store.getState().actions.selectCard(KYC));
    editCard(store, KYC, (c) => ({ ...c, description: `${c.description} Weekly.` }));
    expect(screen.queryByText('What this edit did:')).toBeNull();

    editCard(store, KYC, (c) => ({
      ...c,
      platform: { ...c.platform, tenants: ['retail', 'wholesale'] },
    }));
    // payments-investigator (wholesale, restricted data) → kyc (retail only, confidential at most):
    // the tenant denial goes and the classification denial stays; path-2's second hop, to kyc,
    // loses the same code. kyc stays hidden from discovery (classification).
    const whatIf = screen.getByText('What this edit did:').closest('.what-if');
    expect(whatIf).toHaveTextContent(
      'What this edit did: This edit flips 1 cell: 1 with other codes; 1 planned hop changes outcome. Undo (Ctrl+Z) reverts it.' +
        'payments-investigator → kyc-refresh-agent: DENY (TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED) → DENY (CLASSIFICATION_EXCEEDED)',
    );
    expect(whatIf?.previousElementSibling).toHaveTextContent(/^Platform/);
    // No baseline: nothing is marked as changed since one.
    expect(screen.queryByText(/changed since the baseline/)).toBeNull();

    act(() => store.getState().actions.undo());
    expect(screen.queryByText('What this edit did:')).toBeNull();
  });
});
