import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '../../../src/core/card';
import MatrixPanel from '../../../src/panels/matrix';
import {
  createWorkbenchStore,
  emptyWorkspace,
  WorkbenchProvider,
  type WorkbenchStore,
} from '../../../src/store';

function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <MatrixPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

const table = () => screen.getByRole('table');
const columnHeaders = () =>
  within(table())
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => th.querySelector('.matrix-name')?.textContent);
const rowHeaders = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((th) => th.querySelector('.matrix-name')?.textContent);
const details = () => within(screen.getByRole('complementary', { name: 'Cell details' }));

afterEach(() => vi.restoreAllMocks());

describe('policy matrix panel', () => {
  it('shows each caller’s verdict for each agent in a table with header cells', () => {
    renderPanel();
    expect(rowHeaders()).toEqual(['payments-investigator']);
    expect(columnHeaders()).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
    ]);
    const cells = within(table()).getAllByRole('button');
    // One letter per denial, in the core's order: Tenant, Classification, Authentication.
    expect(cells.map((c) => c.textContent)).toEqual(['✓', 'TC', 'CA']);
    expect(cells[1]).toHaveAccessibleName(
      'payments-investigator → kyc-refresh-agent: denied: Tenant not served (TENANT_NOT_PERMITTED), Data above the agent’s clearance (CLASSIFICATION_EXCEEDED)',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 caller × 3 agents · ✓ 1 allowed · ✕ 2 denied',
    );
    expect(cells[1]).toHaveAttribute('title', expect.stringContaining('(TENANT_NOT_PERMITTED)'));
  });

  it('keys every cell code on screen: its meaning and the full denial code', () => {
    renderPanel();
    const legend = screen.getByLabelText('Cell codes');
    expect(legend.tagName).toBe('DL');
    const items = [...legend.querySelectorAll('div')].map((d) => d.textContent);
    expect(items).toEqual([
      '✓Allowed',
      'DDelegation chain too deep DEPTH_EXCEEDED',
      'LAgent already in the chain CYCLE_DETECTED',
      'TTenant not served TENANT_NOT_PERMITTED',
      'CData above the agent’s clearance CLASSIFICATION_EXCEEDED',
      'ANo acceptable authentication NO_ACCEPTABLE_AUTH',
      'SRequired scope missing MISSING_SCOPE',
      'KNo valid signature from a trusted key SIGNATURE_NOT_TRUSTED',
    ]);
  });

  it('names each column in full for screen readers and on hover, with what the agent serves', () => {
    renderPanel();
    const kyc = within(table()).getByRole('columnheader', { name: /^kyc-refresh-agent/ });
    expect(kyc).toHaveAccessibleName('kyc-refresh-agent, retail · up to confidential');
    expect(kyc).toHaveAttribute('title', 'kyc-refresh-agent (retail · up to confidential)');
  });

  it('opens a cell’s denials, caller context and chain', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /→ marketing-copy-agent/ }));
    expect(
      details().getByRole('heading', { name: 'payments-investigator → marketing-copy-agent' }),
    ).toBeInTheDocument();
    const denials = within(details().getByRole('list', { name: 'Denials' }));
    expect(denials.getByText('NO_ACCEPTABLE_AUTH')).toBeInTheDocument();
    expect(
      denials.getByText(
        'marketing-copy-agent offers only ["apiKey"]; the policy accepts ["oauth2", "mutualTLS"]',
      ),
    ).toBeInTheDocument();
    expect(details().getByText('Data classification').nextElementSibling).toHaveTextContent(
      'restricted',
    );
    expect(
      within(details().getByRole('list', { name: 'Chain' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['orchestrator', 'payments-investigator', 'marketing-copy-agent (asked)']);
  });

  it('switches agents to the rows', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Agents as rows' }));
    expect(rowHeaders()).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
    ]);
    expect(columnHeaders()).toEqual(['payments-investigator']);
  });

  it('filters by verdict and by tenant', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Verdict'), 'allowed');
    expect(columnHeaders()).toEqual(['sanctions-screening-agent']);
    await user.selectOptions(screen.getByLabelText('Verdict'), 'any');
    await user.selectOptions(screen.getByLabelText('Tenant'), 'retail');
    expect(screen.getByText('No caller and agent match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(columnHeaders()).toHaveLength(3);
  });

  it('moves between cells with the arrow keys, one cell in the tab order', async () => {
    const { user } = renderPanel();
    const cells = within(table()).getAllByRole('button');
    expect(cells.map((c) => c.tabIndex)).toEqual([0, -1, -1]);
    cells[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(cells[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(cells[2]).toHaveFocus();
    expect(cells[2]?.tabIndex).toBe(0);
  });

  const manyAgents = (count: number) => {
    const cards = Array.from({ length: count }, (_, i) =>
      makeCard({
        name: `agent-${String(i).padStart(2, '0')}`,
        description: '',
        url: '',
        version: '1',
      }),
    );
    return createWorkbenchStore({
      workspace: {
        ...emptyWorkspace(),
        cards,
        callers: createWorkbenchStore().getState().workspace.callers,
      },
    });
  };
  const thirtyAgents = () => manyAgents(30);

  it('shows every agent at once while they fit, with no pager', () => {
    renderPanel(thirtyAgents());
    expect(columnHeaders()).toHaveLength(30);
    expect(columnHeaders().at(-1)).toBe('agent-29');
    expect(within(table()).getAllByRole('button')).toHaveLength(30);
    expect(screen.queryByRole('group', { name: 'Pages of agents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pages of callers' })).not.toBeInTheDocument();
  });

  it('pages agents only past what fits: forty to a page at the least', async () => {
    const { user } = renderPanel(manyAgents(90));
    expect(screen.getByText('Agents 1–40 of 90')).toBeInTheDocument();
    expect(columnHeaders()[0]).toBe('agent-00');
    expect(columnHeaders()).toHaveLength(40);
    expect(within(table()).getAllByRole('button')).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Next agents' }));
    expect(columnHeaders()[0]).toBe('agent-40');
    expect(screen.getByText('Agents 41–80 of 90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next agents' }));
    expect(screen.getByText('Agents 81–90 of 90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next agents' })).toBeDisabled();
  });

  it('changes how many agents a page holds, keeping the page that held the first one shown', async () => {
    const { user } = renderPanel(manyAgents(200));
    const perPage = screen.getByRole('combobox', { name: 'Agents per page' });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['40 per page (fits)', '80 per page', '160 per page']);
    await user.click(screen.getByRole('button', { name: 'Next agents' }));
    await user.click(screen.getByRole('button', { name: 'Next agents' }));
    expect(screen.getByText('Agents 81–120 of 200')).toBeInTheDocument();
    await user.selectOptions(perPage, '80');
    // Agent 81 opens the second page of eighty.
    expect(screen.getByText('Agents 81–160 of 200')).toBeInTheDocument();
    expect(columnHeaders()).toHaveLength(80);
    expect(columnHeaders()[0]).toBe('agent-80');
    await user.selectOptions(perPage, '160');
    expect(screen.getByText('Agents 1–160 of 200')).toBeInTheDocument();
    await user.selectOptions(perPage, 'fit');
    expect(screen.getByText('Agents 1–40 of 200')).toBeInTheDocument();
  });

  it('finds its filters, page size, page and chosen cell as they were left after another panel', async () => {
    const store = manyAgents(200);
    const first = render(
      <WorkbenchProvider store={store}>
        <MatrixPanel />
      </WorkbenchProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agents per page' }), '80');
    await user.click(screen.getByRole('button', { name: 'Next agents' }));
    await user.selectOptions(screen.getByLabelText('Verdict'), 'denied');
    const firstCell = within(table()).getAllByRole('button')[0];
    if (firstCell === undefined) throw new Error('no cell on the page');
    await user.click(firstCell);
    const chosen = firstCell.getAttribute('aria-label');
    // Another panel opens: this one unmounts, as the app's router does.
    first.unmount();
    renderPanel(store);
    expect(screen.getByLabelText('Verdict')).toHaveValue('denied');
    expect(screen.getByRole('combobox', { name: 'Agents per page' })).toHaveValue('80');
    // The verdict filter went back to the first page; the page size stayed.
    expect(columnHeaders()).toHaveLength(80);
    expect(details().getByText(chosen?.split(':')[0] ?? '-', { exact: false })).toBeInTheDocument();
  });

  it('opens as new in a fresh page: nothing of a view is saved with the workspace', async () => {
    const store = thirtyAgents();
    const { unmount } = render(
      <WorkbenchProvider store={store}>
        <MatrixPanel />
      </WorkbenchProvider>,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Verdict'), 'denied');
    unmount();
    renderPanel(createWorkbenchStore({ workspace: store.getState().workspace }));
    expect(screen.getByLabelText('Verdict')).toHaveValue('any');
  });

  it('exports CSV and Markdown that state the policy', async () => {
    const downloads: Promise<string>[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      downloads.push((blob as Blob).text());
      return 'blob:matrix';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Markdown' }));
    expect(downloads).toHaveLength(2);
    const texts = await Promise.all(downloads);
    expect(texts[0]).toMatch(/^Caller \\ Agent,sanctions-screening-agent,/);
    expect(texts[0]).toContain('\r\n\r\n# Workspace,Bank delegation example\r\n# Policy,');
    expect(texts[1]).toContain('# Policy matrix: Bank delegation example');
  });

  it('asks for callers and cards in an empty workspace', () => {
    renderPanel(createWorkbenchStore({ workspace: emptyWorkspace() }));
    expect(screen.getByText(/needs at least one caller and one agent card/)).toBeInTheDocument();
  });
});

describe('a cell’s card signature', () => {
  it('names the card’s signature status and what was seen, as the Cards list words it', async () => {
    const { store, user } = renderPanel();
    store.getState().actions.setCardTrust({
      'marketing-copy-agent': {
        verdicts: [
          {
            status: 'invalid',
            check: 'payload',
            field: '$.skills[0].name',
            detail: 'the signed text differs',
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: /→ marketing-copy-agent/ }));
    expect(details().getByText('Signature invalid')).toBeInTheDocument();
    expect(
      details().getByText('The payload check failed at $.skills[0].name: the signed text differs'),
    ).toBeInTheDocument();
  });
});
