import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReviewPanel from '../../../src/panels/review';
import {
  createWorkbenchStore,
  defaultWorkspace,
  WorkbenchProvider,
  type WorkbenchStore,
} from '../../../src/store';
import { exportWorkspace } from '../../../src/store/file';
import { fingerprintWorkspace } from '../../../src/store/review/content';
import { pasteInto } from '../../helpers/paste';

const AT = '2026-03-31T09:15:00.000Z';

function renderPanel(store: WorkbenchStore = createWorkbenchStore({ now: () => AT })) {
  render(
    <WorkbenchProvider store={store}>
      <ReviewPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

async function record(user: ReturnType<typeof userEvent.setup>, name: string, reviewer: string) {
  await pasteInto(user, screen.getByLabelText('Review name'), name);
  await pasteInto(user, screen.getByLabelText('Reviewer'), reviewer);
  await pasteInto(user, screen.getByLabelText('Note'), 'Checked the bank example.');
  await user.click(screen.getByRole('button', { name: 'Record review' }));
  await screen.findByText(
    `Recorded review “${name}”. It is now the baseline every panel compares with.`,
  );
}

describe('review panel', () => {
  it('records a review with the fingerprint of the workspace, and says it is signed off', async () => {
    const { store, user } = renderPanel();
    const expected = await fingerprintWorkspace(store.getState().workspace);
    await waitFor(() =>
      expect(screen.getByTestId('workspace-fingerprint')).toHaveTextContent(
        expected.ok ? expected.value : 'no fingerprint',
      ),
    );
    expect(screen.getByText('No review recorded yet')).toBeInTheDocument();
    await record(user, 'Q1 sign-off', 'Ana Reviewer');

    const item = screen.getByRole('listitem', { name: 'Q1 sign-off' });
    expect(item).toHaveTextContent('Ana Reviewer · 2026-03-31 09:15 UTC');
    expect(item).toHaveTextContent('Checked the bank example.');
    expect(within(item).getByText('baseline')).toBeInTheDocument();
    expect(await within(item).findByText('fingerprint checks')).toBeInTheDocument();
    expect(
      await screen.findByText('Signed off: review “Q1 sign-off”, 2026-03-31 09:15 UTC'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing a review covers has changed.')).toBeInTheDocument();
  });

  it('lists what changed since the review after an edit, and says the workspace changed', async () => {
    const { store, user } = renderPanel();
    await record(user, 'Q1', 'Ana');
    act(() => {
      store.getState().actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 1 });
    });
    const changes = screen.getByRole('region', { name: 'Changes since the review “Q1”' });
    expect(within(changes).getByRole('list', { name: 'Changes by kind' })).toHaveTextContent(
      '1 newly denied2 denials with other codes3 planned hops with another outcomepolicy: maxDepth changed',
    );
    expect(changes).toHaveTextContent(
      'payments-investigator → sanctions-screening-agent: ALLOW → DENY (DEPTH_EXCEEDED)',
    );
    expect(within(changes).getByRole('list', { name: 'Changes to the policy' })).toHaveTextContent(
      'maxDepth4 → 1',
    );
    expect(await screen.findByText('Changed since review “Q1”')).toBeInTheDocument();
  });

  it('opens a review read-only as its report in a sandboxed frame', async () => {
    const { user } = renderPanel();
    await record(user, 'Q1', 'Ana <Reviewer>');
    await user.click(screen.getByRole('button', { name: 'Open read-only' }));
    const frame = await screen.findByTitle('Report of review Q1');
    expect(frame).toHaveAttribute('sandbox', '');
    const report = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    expect(
      report.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(report.querySelector('[data-slot="reviewer"]')?.textContent).toBe('Ana <Reviewer>');
    await user.click(screen.getByRole('button', { name: 'Close', expanded: true }));
    expect(screen.queryByTitle('Report of review Q1')).toBeNull();
  });

  it('compares with an older review, with the workspace as it is now, or with a file', async () => {
    const { store, user } = renderPanel();
    await record(user, 'Q1', 'Ana');
    act(() => {
      store.getState().actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 2 });
    });
    await record(user, 'Q2', 'Bo');
    const q1 = screen.getByRole('listitem', { name: 'Q1' });
    await user.click(within(q1).getByRole('button', { name: 'Compare with now' }));
    expect(screen.getByText('Comparing with the review “Q1”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Compare with')).toHaveDisplayValue(
      'Review “Q1”, 2026-03-31 09:15 UTC',
    );

    await user.click(screen.getByRole('button', { name: 'Use the workspace as it is now' }));
    expect(screen.getByText('Comparing with the snapshot of 09:15 UTC.')).toBeInTheDocument();

    const file = new File(
      [exportWorkspace({ ...defaultWorkspace(), callbackHosts: [] })],
      'old.json',
      {
        type: 'application/json',
      },
    );
    await user.upload(screen.getByLabelText('Workspace file to compare with'), file);
    expect(await screen.findByText('Comparing with the file old.json.')).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Changes since the file old.json' });
    expect(changes).toHaveTextContent('Callback allow-list+added agents.bank.ae');

    const bad = new File(
      ['{"format":"delegation-workbench","version":1,"workspace":{}}'],
      'bad.json',
    );
    await user.upload(screen.getByLabelText('Workspace file to compare with'), bad);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^bad\.json was not used: \$\.workspace\.name: /,
    );

    await user.selectOptions(screen.getByLabelText('Compare with'), 'No baseline');
    expect(screen.getByText('Nothing is compared.')).toBeInTheDocument();
  });

  it('flags a review whose snapshot no longer matches its fingerprint', async () => {
    const store = createWorkbenchStore({ now: () => AT });
    const recorded = await store
      .getState()
      .actions.recordReview({ name: 'Q1', reviewer: '', note: '' });
    if (!recorded.ok) throw new Error(recorded.error.message);
    const ws = store.getState().workspace;
    const tampered = {
      ...ws,
      reviews: [
        { ...recorded.value, workspace: { ...recorded.value.workspace, callbackHosts: [] } },
      ],
    };
    renderPanel(createWorkbenchStore({ workspace: tampered, now: () => AT }));
    const item = screen.getByRole('listitem', { name: 'Q1' });
    expect(
      await within(item).findByText('snapshot does not match its fingerprint'),
    ).toBeInTheDocument();
  });
});
