// The import dialog fetching cards from real SDK agents on 127.0.0.1.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileHosts, type HostileHosts } from '../../helpers/hostile-hosts';
import { startLiveAgents, type LiveAgents } from '../../helpers/live-agent/server';
import { pasteInto } from '../../helpers/paste';
import { cardNamed, renderPanel } from './render-panel';

let agents: LiveAgents;
let hosts: HostileHosts;
beforeAll(async () => {
  [agents, hosts] = await Promise.all([startLiveAgents(0), startHostileHosts()]);
  await import('../../../src/panels/cards/import-dialog');
});
afterAll(() => Promise.all([agents.close(), hosts.close()]));

async function openImport() {
  const rendered = renderPanel();
  await rendered.user.click(screen.getByRole('button', { name: 'Import card' }));
  // A lazy chunk: findByRole waits for its first render, however long a busy machine takes.
  const dialog = await screen.findByRole('dialog', { name: 'Import agent cards' });
  return { ...rendered, dialog };
}

describe('fetching a card by URL', () => {
  it("fetches an agent's card from its base URL, shows its findings and adds it", async () => {
    const { store, user, dialog } = await openImport();
    await pasteInto(
      user,
      within(dialog).getByLabelText('Agent or card URL'),
      agents.baseUrl('v03', 'clarifier'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fetch card' }));
    const note = await within(dialog).findByText(
      /^Read from http:\/\/127\.0\.0\.1:\d+\/v03\/clarifier\/\.well-known\/agent-card\.json\.$/,
    );
    expect(note).toBeVisible();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Card JSON').value).toContain(
      '"name":"clarifier (SDK 0.3)"',
    );
    expect(within(dialog).getByText('A2A 0.3')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      'No platform metadata was given',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to workspace' }));
    await waitFor(() =>
      expect(cardNamed(store, 'clarifier (SDK 0.3)')?.url).toBe(
        `${agents.baseUrl('v03', 'clarifier')}rpc`,
      ),
    );
  });

  it('says what went wrong and which URLs were tried', async () => {
    const { user, dialog } = await openImport();
    await pasteInto(
      user,
      within(dialog).getByLabelText('Agent or card URL'),
      `${agents.origin}/odd/broken`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fetch card' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /\/odd\/broken\/\.well-known\/agent-card\.json answered HTTP 500/,
    );
    expect(alert).toHaveTextContent('Tried 1 URL');
    // Nothing was read, so there is nothing to add.
    expect(within(dialog).getByRole('button', { name: 'Add 0 cards' })).toBeDisabled();
  });

  it('refuses a URL that is not http(s) without fetching anything', async () => {
    const { user, dialog } = await openImport();
    await pasteInto(
      user,
      within(dialog).getByLabelText('Agent or card URL'),
      'ftp://agent.example/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fetch card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only http: and https: agents can be called; this URL is ftp:.',
    );
  });

  it('imports the strict result: Latin-1 bytes are refused as not UTF-8, never patched', async () => {
    const { user, dialog } = await openImport();
    const url = `${hosts.agent}/bytes/latin1.json`;
    await user.type(within(dialog).getByLabelText('Agent or card URL'), url);
    await user.click(within(dialog).getByRole('button', { name: 'Fetch card' }));
    expect(await within(dialog).findByText(`Read from ${url}.`)).toBeVisible();
    // The message card check gives the same file (test/live/redirects.test.ts compares them).
    expect(within(dialog).getByRole('list', { name: 'Findings' })).toHaveTextContent(
      'The text is not UTF-8: the byte 0xE9 at offset 81 (line 4, column 22) does not start or continue a UTF-8 character; save it as UTF-8.',
    );
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Card JSON').value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Add to workspace' })).toBeDisabled();
  });
});
