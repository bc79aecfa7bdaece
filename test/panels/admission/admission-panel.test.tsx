import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdmissionPanel from '../../../src/panels/admission';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';
import { pasteInto } from '../../helpers/paste';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <AdmissionPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

const CARDS = ['sanctions-screening-agent', 'kyc-refresh-agent', 'marketing-copy-agent'];

/** The verdict shown for `card`: 'ALLOW', or its denial codes in order. */
function verdict(card: string): string | string[] {
  const item = within(screen.getByRole('listitem', { name: card }));
  const denials = item.queryByRole('list', { name: `Why ${card} is denied` });
  if (denials === null) {
    expect(item.getByText('ALLOW')).toBeInTheDocument();
    return 'ALLOW';
  }
  return within(denials)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.badge-text')?.textContent ?? '');
}

describe('admission panel', () => {
  it('shows the reference verdicts for the bank investigator, with a summary', () => {
    renderPanel();
    expect(verdict('sanctions-screening-agent')).toBe('ALLOW');
    expect(verdict('kyc-refresh-agent')).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
    ]);
    expect(verdict('marketing-copy-agent')).toEqual([
      'CLASSIFICATION_EXCEEDED',
      'NO_ACCEPTABLE_AUTH',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'payments-investigator may delegate to 1 of 3 cards; 2 denied.',
    );
    expect(
      screen.getByText(
        'marketing-copy-agent offers only ["apiKey"]; the policy accepts ["oauth2", "mutualTLS"]',
      ),
    ).toBeInTheDocument();
  });

  it('turns the signature rule on by its checkbox: only a card the store trusts stays allowed', async () => {
    const { store, user } = renderPanel();
    act(() =>
      store.getState().actions.setCardTrust({
        'sanctions-screening-agent': {
          verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }],
        },
      }),
    );
    const rule = screen.getByRole('checkbox', {
      name: 'Delegate only to cards with a valid signature from a trusted key',
    });
    expect(rule).not.toBeChecked();
    const rulePhrase = /the card must carry a valid signature from a trusted key/;
    expect(screen.getByText(/^Admission is what A2A leaves/)).not.toHaveTextContent(rulePhrase);
    await user.click(rule);
    expect(store.getState().workspace.policy.requireTrustedSignature).toBe(true);
    expect(screen.getByText(/^Admission is what A2A leaves/)).toHaveTextContent(rulePhrase);
    expect(verdict('sanctions-screening-agent')).toBe('ALLOW');
    expect(verdict('kyc-refresh-agent')).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
      'SIGNATURE_NOT_TRUSTED',
    ]);
    // The trusted key's verdict gone, the sanctions agent is denied too.
    act(() => store.getState().actions.setCardTrust({}));
    expect(verdict('sanctions-screening-agent')).toEqual(['SIGNATURE_NOT_TRUSTED']);
    // Off again is the field left out, as the reference's policy and every earlier save have it.
    await user.click(rule);
    expect(store.getState().workspace.policy).toEqual({
      maxDepth: 4,
      acceptableSchemes: ['oauth2', 'mutualTLS'],
    });
  });

  it('denies every card DEPTH_EXCEEDED once max depth is 1, as one undo step', async () => {
    const { store, user } = renderPanel();
    const depth = screen.getByLabelText('Max depth');
    await user.clear(depth);
    await user.type(depth, '1');
    expect(store.getState().workspace.policy.maxDepth).toBe(1);
    for (const card of CARDS) expect(verdict(card)).toContain('DEPTH_EXCEEDED');
    expect(screen.getByRole('status')).toHaveTextContent('may delegate to 0 of 3 cards; 3 denied.');
    act(() => store.getState().actions.undo());
    expect(store.getState().workspace.policy.maxDepth).toBe(4);
    expect(verdict('sanctions-screening-agent')).toBe('ALLOW');
  });

  it('keeps a refused max depth on screen with the reason while the policy keeps the last valid one', async () => {
    const { store, user } = renderPanel();
    const depth = screen.getByLabelText('Max depth');
    await user.clear(depth);
    expect(depth).toHaveAccessibleDescription(/max depth must be a whole number from 0 to 64/);
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().workspace.policy.maxDepth).toBe(4);
    await user.type(depth, '99');
    expect(depth).toHaveValue(99);
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().workspace.policy.maxDepth).toBe(9);
    await user.type(depth, '{Backspace}');
    expect(depth).not.toHaveAttribute('aria-invalid');
    expect(store.getState().workspace.policy.maxDepth).toBe(9);
  });

  it('denies MISSING_SCOPE when the policy requires a scope the caller lacks', async () => {
    const { store, user } = renderPanel();
    await pasteInto(user, screen.getByLabelText('Required scope (optional)'), 'agents:delegate');
    expect(store.getState().workspace.policy.requiredScope).toBe('agents:delegate');
    expect(verdict('sanctions-screening-agent')).toEqual(['MISSING_SCOPE']);
    expect(
      screen.getAllByText('payments-investigator does not hold the scope "agents:delegate"'),
    ).toHaveLength(3);

    await user.clear(screen.getByLabelText('Required scope (optional)'));
    expect(store.getState().workspace.policy).not.toHaveProperty('requiredScope');
    expect(verdict('sanctions-screening-agent')).toBe('ALLOW');
  });

  it('admits the marketing card on auth once apiKey is an acceptable scheme', async () => {
    const { store, user } = renderPanel();
    const apiKey = screen.getByRole('checkbox', { name: 'apiKey' });
    expect(apiKey).not.toBeChecked();
    await user.click(apiKey);
    expect(store.getState().workspace.policy.acceptableSchemes).toEqual([
      'oauth2',
      'mutualTLS',
      'apiKey',
    ]);
    expect(verdict('marketing-copy-agent')).toEqual(['CLASSIFICATION_EXCEEDED']);
    await user.click(screen.getByRole('checkbox', { name: 'oauth2' }));
    expect(verdict('sanctions-screening-agent')).toEqual(['NO_ACCEPTABLE_AUTH']);
  });

  it('recomputes for the caller picked in the shared selection', async () => {
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
    expect(verdict('kyc-refresh-agent')).toBe('ALLOW');
    expect(verdict('marketing-copy-agent')).toEqual(['NO_ACCEPTABLE_AUTH']);
  });

  it('copies the verdicts as Markdown with the policy and the caller context', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('# Admission evidence: payments-investigator');
    expect(copied).toContain('| Max depth | 4 |');
    expect(copied).toContain('| Tenant | wholesale |');
    expect(copied).toContain('| kyc-refresh-agent | ⛔ DENY | `TENANT_NOT_PERMITTED` |');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
