import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CallersPanel from '../../../src/panels/callers';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <CallersPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

const caller = (store: WorkbenchStore, index = 0) => store.getState().workspace.callers[index];
const callerButtons = () =>
  within(screen.getByRole('region', { name: /^Callers/ })).getAllByRole('button', {
    name: /depth/,
  });

describe('callers panel', () => {
  it('lists the bank investigator with how many cards it may discover and delegate to', () => {
    renderPanel();
    const [investigator] = callerButtons();
    expect(investigator).toHaveTextContent('payments-investigator');
    expect(investigator).toHaveTextContent('tenant wholesale · restricted data · depth 1');
    expect(investigator).toHaveTextContent('Discovers 1 of 3 cards · may delegate to 1');
    expect(investigator).toHaveAttribute('aria-current', 'true');
  });

  it('updates the reach line when an edit changes what the caller may see', async () => {
    const { store, user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Data classification'), 'internal');
    expect(caller(store)?.dataClassification).toBe('internal');
    // Marketing now clears the classification and serves every tenant; its auth is still refused.
    expect(callerButtons()[0]).toHaveTextContent('Discovers 2 of 3 cards · may delegate to 1');
  });

  it('refuses a taken agent id next to the field, keeps the typed text, and accepts a fix', async () => {
    const store = createWorkbenchStore();
    store.getState().actions.addCaller({ ...caller(store)!, agentId: 'auditor' });
    const { user } = renderPanel(store);
    const id = screen.getByLabelText('Agent id');
    await user.clear(id);
    expect(id).toHaveAccessibleDescription(/An agent id cannot be empty/);
    await user.type(id, 'auditor');
    expect(id).toHaveValue('auditor');
    expect(id).toHaveAccessibleDescription(/a caller with agent id "auditor" already exists/);
    expect(caller(store)?.agentId).toBe('audito');

    await user.type(id, '-2');
    expect(id).not.toHaveAttribute('aria-invalid');
    expect(caller(store)?.agentId).toBe('auditor-2');
    expect(store.getState().selection.callerId).toBe('auditor-2');
    expect(store.getState().workspace.paths[0]?.callerId).toBe('auditor-2');
    act(() => store.getState().actions.undo());
    expect(caller(store)?.agentId).toBe('payments-investigator');
  });

  it('edits tenant, user id and scopes as a tag list', async () => {
    const { store, user } = renderPanel();
    const tenant = screen.getByLabelText('Tenant');
    await user.clear(tenant);
    await user.type(tenant, 'retail');
    await user.clear(screen.getByLabelText('User id'));
    await user.type(screen.getByLabelText('User id'), 'u-1');
    await user.type(screen.getByLabelText('Scopes'), 'audit{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add scope agents:delegate' }));
    await user.click(screen.getByRole('button', { name: 'Remove scope delegate' }));
    expect(caller(store)).toMatchObject({
      tenant: 'retail',
      userId: 'u-1',
      scopes: ['audit', 'agents:delegate'],
    });
    await user.type(screen.getByLabelText('Scopes'), 'audit{Enter}');
    expect(screen.getByText('“audit” is already in the list')).toBeInTheDocument();
    expect(screen.getByLabelText('Scopes')).toHaveValue('audit');
  });

  it('adds, reorders and removes delegation chain entries', async () => {
    const { store, user } = renderPanel();
    await user.type(screen.getByLabelText('Agent to add to the chain'), 'gateway{Enter}');
    expect(caller(store)?.delegationChain).toEqual(['orchestrator', 'gateway']);
    await user.click(screen.getByRole('button', { name: 'Move gateway up' }));
    expect(caller(store)?.delegationChain).toEqual(['gateway', 'orchestrator']);
    expect(screen.getByRole('button', { name: 'Move gateway down' })).toHaveFocus();
    await user.type(screen.getByLabelText('Chain entry 2'), '-2');
    expect(caller(store)?.delegationChain).toEqual(['gateway', 'orchestrator-2']);
    await user.click(screen.getByRole('button', { name: 'Remove gateway from the chain' }));
    expect(caller(store)?.delegationChain).toEqual(['orchestrator-2']);
    expect(screen.getByRole('button', { name: 'Move orchestrator-2 up' })).toBeDisabled();
  });

  it('adds, duplicates and deletes callers, selecting the one it made', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Duplicate caller' }));
    expect(caller(store, 1)).toEqual({
      ...caller(store, 0),
      agentId: 'payments-investigator-copy',
    });
    expect(store.getState().selection.callerId).toBe('payments-investigator-copy');
    expect(screen.getByLabelText('Agent id')).toHaveValue('payments-investigator-copy');

    await user.click(screen.getByRole('button', { name: 'Add caller' }));
    expect(store.getState().selection.callerId).toBe('new-caller');
    expect(screen.getByRole('heading', { name: 'Callers (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete caller' }));
    expect(store.getState().workspace.callers.map((c) => c.agentId)).toEqual([
      'payments-investigator',
      'payments-investigator-copy',
    ]);
    expect(screen.getByLabelText('Agent id')).toHaveValue('payments-investigator-copy');
  });

  it('selects a caller for every panel when it is chosen in the list', async () => {
    const store = createWorkbenchStore();
    store.getState().actions.addCaller();
    const { user } = renderPanel(store);
    await user.click(screen.getByRole('button', { name: /new-caller/ }));
    expect(store.getState().selection.callerId).toBe('new-caller');
    expect(screen.getByLabelText('Agent id')).toHaveValue('new-caller');
    expect(screen.getByText('Empty: this caller starts the delegation.')).toBeInTheDocument();
  });

  it('offers to add a caller when there is none', async () => {
    const store = createWorkbenchStore();
    store.getState().actions.deleteCaller('payments-investigator');
    const { user } = renderPanel(store);
    expect(screen.getByText(/No callers yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add caller' }));
    expect(screen.getByLabelText('Agent id')).toHaveValue('new-caller');
  });
});
