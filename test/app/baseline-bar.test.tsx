import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BaselineBar } from '../../src/app/baseline-bar';
import { createWorkbenchStore, WorkbenchProvider } from '../../src/store';

describe('the baseline bar', () => {
  it('counts each kind of change against the baseline, and stops comparing on request', async () => {
    const store = createWorkbenchStore({ now: () => '2026-03-31T09:15:00.000Z' });
    render(
      <WorkbenchProvider store={store}>
        <BaselineBar />
      </WorkbenchProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await store.getState().actions.baselineFromNow();
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Δ Since the snapshot of 09:15 UTC: nothing a review covers has changed.',
    );
    act(() => {
      const { actions, workspace } = store.getState();
      actions.setPolicy({ ...workspace.policy, maxDepth: 1 });
      actions.setName('Bank, depth 1');
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Δ Since the snapshot of 09:15 UTC: 1 newly denied · 2 denials with other codes · 3 planned hops with another outcome · policy: maxDepth changed · workspace renamed',
    );
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '#/review');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop comparing' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
