// The Evidence card names its two sets and the fingerprint each is built from: "as reviewed" is
// the newest review's recorded fingerprint, "workspace now" the workspace's, and it says when the
// workspace has moved on from what was reviewed.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Evidence } from '../../../src/panels/review/evidence';
import { createWorkbenchStore, WorkbenchProvider } from '../../../src/store';
import { fingerprintWorkspace } from '../../../src/store/review/content';

const AT = '2026-03-31T09:15:00.000Z';

function renderEvidence() {
  const store = createWorkbenchStore({ now: () => AT });
  render(
    <WorkbenchProvider store={store}>
      <Evidence />
    </WorkbenchProvider>,
  );
  return store;
}

const fingerprintOf = (region: HTMLElement) =>
  within(region)
    .getByLabelText(/^fingerprint sha256:/)
    .getAttribute('title');

describe('evidence, both ways', () => {
  it('without a review, offers only the workspace now and says nothing is reviewed', async () => {
    renderEvidence();
    const reviewed = screen.getByRole('region', { name: 'As reviewed' });
    expect(reviewed).toHaveTextContent('No review is recorded yet.');
    expect(
      within(reviewed).getByRole('button', { name: 'Download the report as reviewed' }),
    ).toBeDisabled();
    const now = screen.getByRole('region', { name: 'Workspace now' });
    expect(await within(now).findByText('not reviewed')).toBeInTheDocument();
  });

  it('after a change, labels each set with its own fingerprint and says the workspace moved on', async () => {
    const store = renderEvidence();
    const recorded = await act(() =>
      store.getState().actions.recordReview({ name: 'Q1', reviewer: 'Ana', note: '' }),
    );
    if (!recorded.ok) throw new Error(recorded.error.message);
    const reviewed = screen.getByRole('region', { name: 'As reviewed' });
    const now = screen.getByRole('region', { name: 'Workspace now' });
    expect(await within(now).findByText('what review “Q1” signed off')).toBeInTheDocument();

    act(() => {
      store.getState().actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 1 });
    });
    expect(await within(now).findByText('changed since review “Q1”')).toBeInTheDocument();
    const current = await fingerprintWorkspace(store.getState().workspace);
    if (!current.ok) throw new Error(current.error.message);
    expect(reviewed).toHaveTextContent('Review “Q1”, 2026-03-31 09:15 UTC');
    expect(fingerprintOf(reviewed)).toBe(recorded.value.fingerprint);
    await waitFor(() => expect(fingerprintOf(now)).toBe(current.value));
    expect(current.value).not.toBe(recorded.value.fingerprint);
  });
});
