import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GraphPanel from '../../../src/panels/graph';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';
import { workspaceWith } from './fixture';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <GraphPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

const details = () => within(screen.getByRole('complementary', { name: 'Selection details' }));
// jsdom cannot measure nodes, so React Flow keeps them hidden (and out of the accessibility
// tree); they are in the document all the same, under React Flow's test ids.
const node = (id: string) => screen.getByTestId(`rf__node-${id}`);
// A plain click: React Flow selects on click, and its drag handler needs a real window on the
// mousedown that user-event would send first.
const pick = (element: HTMLElement) => fireEvent.click(element);

describe('graph panel', () => {
  it('draws a node for every caller and agent, with owner, tenants and clearance', () => {
    renderPanel();
    const sanctions = within(node('sanctions-screening-agent'));
    expect(sanctions.getByText('group-compliance · wholesale, retail')).toBeInTheDocument();
    expect(sanctions.getByText('restricted')).toBeInTheDocument();
    expect(node('caller:payments-investigator')).toHaveAttribute(
      'aria-label',
      'Caller payments-investigator: tenant wholesale, carries restricted data',
    );
    expect(node('marketing-copy-agent')).toHaveTextContent('all tenants');
  });

  it('keeps the drag layers in the page, empty, while nothing is dragged', () => {
    renderPanel();
    // Made only when a drag started, the layer put everything over it on a second layer, which
    // was rasterised whole then and again on the drop (drag-hops.tsx).
    const layer = document.querySelector('svg.graph-drag-hops');
    expect(layer).not.toBeNull();
    expect(layer?.querySelectorAll('path')).toHaveLength(0);
    expect(document.querySelectorAll('.graph-drag-labels .graph-edge-label')).toHaveLength(0);
  });

  it('explains how to author paths while nothing is selected', () => {
    renderPanel();
    expect(details().getByRole('heading', { name: 'Delegation paths' })).toBeInTheDocument();
    expect(details().getByText(/drag from the agent where the path ends/)).toBeInTheDocument();
  });

  it('shows an agent’s hops in and out, and a hop’s denials, context and chain', async () => {
    const { user } = renderPanel();
    pick(node('kyc-refresh-agent'));
    expect(details().getByRole('heading', { name: 'kyc-refresh-agent' })).toBeInTheDocument();
    await user.click(
      details().getByRole('button', { name: /path-2, hop 2: sanctions-screening-agent to kyc/ }),
    );
    expect(details().getByRole('heading', { name: 'Hop 2 of path-2' })).toBeInTheDocument();
    const denials = within(details().getByRole('list', { name: 'Denials' }));
    expect(denials.getByText('TENANT_NOT_PERMITTED')).toBeInTheDocument();
    expect(denials.getByText('CLASSIFICATION_EXCEEDED')).toBeInTheDocument();
    expect(details().getByText('Agent id').nextElementSibling).toHaveTextContent(
      'sanctions-screening-agent',
    );
    const chain = within(details().getByRole('list', { name: 'Chain' }));
    expect(chain.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'orchestrator',
      'payments-investigator',
      'sanctions-screening-agent',
      'kyc-refresh-agent (asked)',
    ]);
  });

  it('starts a new path from a selected caller, as one undoable step', async () => {
    const { store, user } = renderPanel();
    pick(node('caller:payments-investigator'));
    await user.selectOptions(details().getByLabelText('Next agent'), 'marketing-copy-agent');
    await user.click(details().getByRole('button', { name: 'New path' }));
    expect(store.getState().workspace.paths.at(-1)).toMatchObject({
      id: 'path-3',
      callerId: 'payments-investigator',
      hops: ['marketing-copy-agent'],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Started path-3: payments-investigator → marketing-copy-agent.',
    );
    expect(details().getByRole('heading', { name: 'Hop 1 of path-3' })).toBeInTheDocument();
    store.getState().actions.undo();
    expect(store.getState().workspace.paths.map((p) => p.id)).toEqual(['path-1', 'path-2']);
  });

  it('extends the path that ends at a selected agent and marks a revisit as a cycle', async () => {
    const store = createWorkbenchStore({
      workspace: workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b'] }]),
    });
    const { user } = renderPanel(store);
    pick(node('b'));
    await user.selectOptions(details().getByLabelText('Next agent'), 'a');
    await user.click(details().getByRole('button', { name: 'Add hop' }));
    expect(store.getState().workspace.paths[0]?.hops).toEqual(['a', 'b', 'a']);
    expect(details().getByRole('heading', { name: 'Hop 3 of p' })).toBeInTheDocument();
    expect(
      within(details().getByRole('list', { name: 'Denials' })).getByText('CYCLE_DETECTED'),
    ).toBeInTheDocument();
  });

  it('removes a hop from its details and brings it back with undo', async () => {
    const { store, user } = renderPanel();
    pick(node('kyc-refresh-agent'));
    await user.click(details().getByRole('button', { name: /path-2, hop 2/ }));
    await user.click(details().getByRole('button', { name: 'Remove hop' }));
    expect(store.getState().workspace.paths[1]?.hops).toEqual(['sanctions-screening-agent']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed hop 2 of path-2.');
    store.getState().actions.undo();
    expect(store.getState().workspace.paths[1]?.hops).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
    ]);
  });

  it('says there is nothing to draw in an empty workspace', () => {
    renderPanel(createWorkbenchStore({ workspace: workspaceWith([], { cards: [], callers: [] }) }));
    expect(screen.getByText(/There are no callers or agent cards yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PNG' })).toBeDisabled();
  });
});

describe('a selected agent’s card signature', () => {
  it('names its signature status and what was seen, as the Cards list words it', () => {
    const { store } = renderPanel();
    store.getState().actions.setCardTrust({
      'kyc-refresh-agent': { verdicts: [{ status: 'key-unknown', kid: 'rotated-1' }] },
    });
    pick(node('kyc-refresh-agent'));
    expect(details().getByText('Key unknown')).toBeInTheDocument();
    expect(
      details().getByText('Signed with kid "rotated-1", which no trusted key matches.'),
    ).toBeInTheDocument();
  });
});
