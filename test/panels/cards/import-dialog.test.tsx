import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardNamed, renderPanel } from './render-panel';

const fixture = (name: string) => readFileSync(resolve('test/fixtures/cards', name), 'utf8');
const fileOf = (name: string) =>
  new File([readFileSync(resolve('test/fixtures/cards', name))], name, {
    type: 'application/json',
  });

async function openImport() {
  const rendered = renderPanel();
  await rendered.user.click(screen.getByRole('button', { name: 'Import card' }));
  // A lazy chunk: findByRole waits for its first render, however long a busy machine takes.
  const dialog = await screen.findByRole('dialog', { name: 'Import agent cards' });
  return { ...rendered, dialog };
}

describe('importing a card', () => {
  // The dialog is a lazy chunk; load it once up front so no test races its first download.
  beforeAll(async () => {
    await import('../../../src/panels/cards/import-dialog');
  });

  it('migrates a 0.1 card with an authentication block and lists every finding', async () => {
    const { store, user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('Card JSON'));
    await user.paste(fixture('v0_1-authentication.json'));
    expect(within(dialog).getByText('A2A 0.1')).toBeVisible();
    expect(within(dialog).getByText('migrated')).toBeVisible();
    const findings = within(dialog).getByRole('list', { name: 'Findings' });
    const legacy = within(findings)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('0.1 authentication names schemes'));
    expect(legacy).toHaveTextContent(/^Warning\$\.authentication0\.1 authentication/);
    expect(findings).toHaveTextContent('$.authentication.credentials');
    expect(findings).toHaveTextContent('Treat them as exposed');
    expect(findings).toHaveTextContent('$.provider.name');

    await user.click(within(dialog).getByRole('button', { name: 'Add to workspace' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = cardNamed(store, 'Reimbursement Agent');
    expect(card?.platform).toEqual({
      owner: 'unknown',
      tenants: [],
      maxDataClassification: 'public',
    });
    expect(store.getState().selection.cardName).toBe('Reimbursement Agent');
    expect(screen.getByRole('heading', { level: 2, name: 'Reimbursement Agent' })).toBeVisible();
  });

  it('imports an ACP agent manifest from a pasted GET /agents reply, saying what it assumed', async () => {
    // ACP's published reply (docs/how-to/discover-and-run-agent.mdx, test/fixtures/acp).
    const { store, user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('Card JSON'));
    await user.paste(readFileSync(resolve('test/fixtures/acp/agents-list.json'), 'utf8'));
    expect(within(dialog).getByText('ACP agent manifest')).toBeVisible();
    expect(within(dialog).getByText('migrated')).toBeVisible();
    const findings = within(dialog).getByRole('list', { name: 'Findings' });
    expect(findings).toHaveTextContent('$.agents[0].input_content_types');
    expect(findings).toHaveTextContent('does not say where its server is');
    await user.click(within(dialog).getByRole('button', { name: 'Add to workspace' }));
    expect(cardNamed(store, 'echo')).toMatchObject({
      description: 'Echoes everything',
      url: '',
      defaultInputModes: ['*/*'],
    });
  });

  it('rejects text that is not a card, says why, and offers nothing to add', async () => {
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('Card JSON'));
    await user.paste('this is { not json');
    expect(within(dialog).getByText('rejected')).toBeVisible();
    expect(within(dialog).getByText('not recognised')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      /Error\$Not valid JSON: found "t" \(U\+0074\) at line 1, column 1/,
    );
    expect(within(dialog).getByRole('button', { name: 'Add to workspace' })).toBeDisabled();
  });

  it('offers a renamed copy when the workspace already has a card of that name', async () => {
    const { store, user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('Card JSON'));
    const kyc = JSON.stringify({
      protocolVersion: '0.3.0',
      name: 'kyc-refresh-agent',
      description: 'A second KYC agent',
      url: 'https://agents.example/kyc',
      version: '2.0.0',
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [{ id: 'kyc', name: 'KYC', description: 'KYC', tags: ['kyc'] }],
    });
    await user.paste(kyc);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'already has a card named kyc-refresh-agent; it can be added as kyc-refresh-agent-2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add as kyc-refresh-agent-2' }));
    expect(cardNamed(store, 'kyc-refresh-agent-2')?.description).toBe('A second KYC agent');
    expect(cardNamed(store, 'kyc-refresh-agent')?.description).toBe(
      'Runs periodic KYC refresh workflows.',
    );
  });

  it('reads a picked file and closes on Escape without adding anything', async () => {
    const { store, user, dialog } = await openImport();
    const file = new File([fixture('v1_0.json')], 'agent-card.json', { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Agent card files'), file);
    expect(await within(dialog).findByText('Read from agent-card.json.')).toBeVisible();
    expect(within(dialog).getByText('A2A 1.0')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().workspace.cards).toHaveLength(3);
  });

  it('refuses a UTF-16 file as card check does, instead of decoding it by its mark', async () => {
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('Agent card files'),
      fileOf('utf16le-bom.json'),
    );
    expect(await within(dialog).findByText('utf16le-bom.json was not read.')).toBeVisible();
    expect(within(dialog).getByText('rejected')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      'The text is UTF-16 (little-endian), not UTF-8',
    );
    expect(within(dialog).getByRole('button', { name: 'Add to workspace' })).toBeDisabled();

    // Typing starts over: the refusal belonged to the file, not to what is typed now.
    await user.click(within(dialog).getByLabelText('Card JSON'));
    await user.paste(fixture('v1_0.json'));
    expect(within(dialog).getByText('valid')).toBeVisible();
  });

  it('refuses invalid UTF-8 rather than reading it with replacement characters', async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Agent card files'), fileOf('latin1.json'));
    expect(await within(dialog).findByText('rejected')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      'the byte 0xE9 at offset 81 (line 4, column 22)',
    );
  });

  it('keeps a UTF-8 byte-order mark for the importer to report, as card check does', async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Agent card files'), fileOf('bom.json'));
    expect(await within(dialog).findByText('migrated')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      'The text starts with a byte-order mark.',
    );
  });

  it('adds every usable card of several files in one undoable step, naming what it left out', async () => {
    const { store, user, dialog } = await openImport();
    const file = (name: string, text: string) =>
      new File([text], name, { type: 'application/json' });
    const listing = `{"agents": [${fixture('v0_3-clean.json')}, ${fixture('v0_2.json')}]}`;
    await user.upload(within(dialog).getByLabelText('Agent card files'), [
      file('registry.json', listing),
      file('polluter.json', fixture('proto-pollution.json')),
      file('again.json', fixture('v0_3-clean.json')),
      file('v1.json', fixture('v1_0.json')),
    ]);
    const summary = await within(dialog).findByText(/^5 cards in 4 documents/);
    expect(summary).toHaveTextContent(
      '5 cards in 4 documents: 3 cards to add (1 migrated); 1 rejected; 1 duplicate left out: fx-rates-agent.',
    );
    const rows = [...within(dialog).getByRole('list', { name: 'Cards found' }).children];
    expect(rows.map((r) => r.querySelector('summary')?.textContent)).toEqual([
      'validfx-rates-agentregistry.json $.agents[0]1 finding',
      'migratedCurrency Agentregistry.json $.agents[1]4 findings',
      expect.stringMatching(/^rejected\(no card\)polluter\.json\d+ findings$/),
      'duplicatefx-rates-agentagain.json1 finding',
      // Only the platform defaults: its capabilities.extendedAgentCard is kept, not reported.
      'validkyc-documents-agentv1.json1 finding',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 cards' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const names = () => store.getState().workspace.cards.map((c) => c.name);
    expect(names().slice(3)).toEqual(['fx-rates-agent', 'Currency Agent', 'kyc-documents-agent']);
    expect(store.getState().history.past.at(-1)?.label).toBe('Import cards');
    act(() => store.getState().actions.undo());
    expect(names()).toHaveLength(3);
  });

  it('reads a pasted array of cards as many', async () => {
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByLabelText('Card JSON'));
    await user.paste(`[${fixture('v0_3-clean.json')}, ${fixture('v1_0.json')}]`);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '2 cards in 1 document: 2 cards to add; 0 rejected.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add 2 cards' })).toBeEnabled();
  });
});
