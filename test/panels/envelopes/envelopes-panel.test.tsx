import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EnvelopesPanel from '../../../src/panels/envelopes';
import { startScreening } from '../../../src/panels/envelopes/screening';
import {
  createWorkbenchStore,
  emptyWorkspace,
  WorkbenchProvider,
  type WorkbenchStore,
} from '../../../src/store';
import { sessionActionsOf } from '../../../src/store/session-actions';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <EnvelopesPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

/** A fresh store with the screening started through the session actions and run to its end. */
function screened() {
  const store = createWorkbenchStore();
  startScreening(store);
  sessionActionsOf(store).runToEnd();
  return store;
}

const jumpToLabel = (store: WorkbenchStore, label: string) => {
  const frames = store.getState().session.run?.timeline.frames ?? [];
  sessionActionsOf(store).jumpTo(frames.findIndex((f) => f.label === label));
};

const column = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const line = (region: HTMLElement, path: string) => region.querySelector(`[data-path='${path}']`);
const cursor = (store: WorkbenchStore) => store.getState().session.run?.timeline.cursor;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the envelopes panel', () => {
  it('offers to start the streamed screening when nothing is recorded, and links to Lifecycle', async () => {
    const { store, user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'No delegation recorded yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a delegation in Lifecycle' })).toHaveAttribute(
      'href',
      '#/lifecycle',
    );
    const states = screen.getByRole('table', { name: 'How the state words line up' });
    expect(states).toHaveTextContent('awaiting_auth');
    // ACP's run statuses: created, in-progress, awaiting, completed, cancelled, failed.
    expect(screen.getByText(/ACP has .* words for them/, { selector: 'p' }).textContent).toContain(
      'ACP has six words for them, so two words are shared by two kernel states (“awaiting”, “failed”)',
    );
    // A state word may break after an underscore and nowhere else.
    const word = within(states).getByText(
      (_, el) => el?.tagName === 'CODE' && el.textContent === 'TASK_STATE_INPUT_REQUIRED',
    );
    expect(
      [...word.childNodes].map((n) => (n.nodeName === 'WBR' ? '|' : n.textContent)).join(''),
    ).toBe('TASK_|STATE_|INPUT_|REQUIRED');
    await user.click(screen.getByRole('button', { name: 'Start the streamed screening' }));
    expect(store.getState().session.run?.mode).toBe('stream');
    expect(screen.getByRole('combobox', { name: 'Step shown' })).toHaveDisplayValue(
      'Step 2 of 2 · submitted',
    );
    expect(column('A2A 0.3 task').getByText('"submitted"')).toBeInTheDocument();
  });

  it('says why the screening cannot start in a workspace without the bank pieces', () => {
    renderPanel(createWorkbenchStore({ workspace: emptyWorkspace() }));
    expect(screen.getByRole('button', { name: 'Start the streamed screening' })).toBeDisabled();
    expect(screen.getByText(/It needs the caller payments-investigator/)).toBeInTheDocument();
  });

  it('shows the state in each protocol’s words at the selected step', () => {
    const store = screened();
    jumpToLabel(store, 'working');
    renderPanel(store);
    expect(
      line(screen.getByRole('region', { name: 'A2A 0.3 task' }), '$.status.state'),
    ).toHaveTextContent('"state": "working"');
    const state = within(screen.getByRole('list', { name: 'Kernel task fields' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('state'));
    expect(state).toHaveTextContent('"running"');
    expect(line(screen.getByRole('region', { name: 'ACP run' }), '$.status')).toHaveTextContent(
      '"status": "in-progress"',
    );
  });

  it('switches the A2A column to 1.0, the same setting the lifecycle transcript uses', async () => {
    const store = screened();
    const { user } = renderPanel(store);
    await user.click(screen.getByRole('radio', { name: 'A2A 1.0' }));
    expect(store.getState().session.setup.wireVersion).toBe('1.0');
    const a2a = screen.getByRole('region', { name: 'A2A 1.0 task' });
    expect(line(a2a, '$.status.state')).toHaveTextContent('"TASK_STATE_COMPLETED"');
    expect(within(a2a).getByText('Round trip exact')).toBeInTheDocument();
  });

  it('says on the ACP column that auth-required reads as plain "awaiting"', () => {
    const store = createWorkbenchStore();
    startScreening(store);
    const session = sessionActionsOf(store);
    session.stepForward();
    session.force('auth-required', 'Sign in to the screening service');
    renderPanel(store);
    expect(screen.getByRole('link', { name: 'reply in Lifecycle' })).toHaveAttribute(
      'href',
      '#/lifecycle',
    );
    const acp = column('ACP run');
    const note = acp.getByRole('note', { name: 'ACP loses state' });
    expect(note).toHaveTextContent('"awaiting_auth" reads as "awaiting_input"');
    expect(note).toHaveTextContent('Kept in metadata["delegation-workbench/kernel"]');
    expect(column('A2A 0.3 task').queryByRole('note', { name: /loses state/ })).toBeNull();
    expect(
      column('A2A 0.3 task').getByRole('note', { name: 'A2A 0.3 loses delegationChain' }),
    ).toBeInTheDocument();
  });

  it('lights up a field in all three columns when its kernel row is focused', async () => {
    const { user } = renderPanel(screened());
    const rows = within(screen.getByRole('list', { name: 'Kernel task fields' })).getAllByRole(
      'listitem',
    );
    const state = rows.find((row) => row.textContent?.startsWith('state'));
    if (state === undefined) throw new Error('no state row');
    await user.click(state);
    const a2a = screen.getByRole('region', { name: 'A2A 0.3 task' });
    const acp = screen.getByRole('region', { name: 'ACP run' });
    expect(state).toHaveAttribute('data-highlighted', 'true');
    expect(line(a2a, '$.status.state')).toHaveAttribute('data-highlighted', 'true');
    expect(line(acp, '$.status')).toHaveAttribute('data-highlighted', 'true');
    expect(line(acp, '$.run_id')).not.toHaveAttribute('data-highlighted');
  });

  it('lights up the kernel row when a partner line in a wire column is hovered', async () => {
    const { user } = renderPanel(screened());
    const acp = screen.getByRole('region', { name: 'ACP run' });
    const runId = line(acp, '$.run_id');
    if (runId === null) throw new Error('no run_id');
    await user.hover(runId);
    const taskRow = within(screen.getByRole('list', { name: 'Kernel task fields' }))
      .getAllByRole('listitem')
      .find((row) => row.textContent?.startsWith('taskId'));
    expect(taskRow).toHaveAttribute('data-highlighted', 'true');
    expect(line(screen.getByRole('region', { name: 'A2A 0.3 task' }), '$.id')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('moves the session’s one cursor when stepping here', async () => {
    const store = screened();
    const { user } = renderPanel(store);
    const last = cursor(store) ?? 0;
    await user.click(screen.getByRole('button', { name: 'Step back' }));
    expect(cursor(store)).toBe(last - 1);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Step shown' }),
      'Step 2 of 5 · submitted',
    );
    expect(cursor(store)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(screen.getByText(/nothing has been sent yet/)).toBeInTheDocument();
  });

  it('lists status.state among the changes between two steps', async () => {
    const store = screened();
    const { user } = renderPanel(store);
    const a2aChanges = () => screen.getByRole('table', { name: /^A2A 0.3 task: \d+ changes?$/ });
    expect(within(a2aChanges()).getByText('$.status.state')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Kernel task: 1 change' })).getByText('$.state'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Step 3 · working');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'To' }),
      'Step 4 · artifact sanctions-screening',
    );
    expect(within(a2aChanges()).getByText('$.artifacts[0]')).toBeInTheDocument();
    expect(within(a2aChanges()).queryByText('$.status.state')).toBeNull();
  });

  it('copies a column’s JSON and downloads all three forms of the step', async () => {
    const downloads: Promise<string>[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      downloads.push((blob as Blob).text());
      return 'blob:envelopes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPanel(screened());
    await user.click(screen.getByRole('button', { name: 'Copy the ACP run JSON' }));
    expect(JSON.parse(await navigator.clipboard.readText())).toMatchObject({ status: 'completed' });
    await user.click(screen.getByRole('button', { name: 'Download all three' }));
    expect(downloads).toHaveLength(1);
    const texts = await Promise.all(downloads);
    const file = JSON.parse(texts[0] ?? '') as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['step', 'a2a', 'kernel', 'acp']);
    expect(file.kernel).toMatchObject({ state: 'succeeded' });
  });
});
