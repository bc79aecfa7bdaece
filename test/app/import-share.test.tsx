import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultWorkspace, emptyWorkspace } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { encodeShareLink } from '../../src/store/share-link';
import { renderApp } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const fileOf = (text: string, name = 'workspace.json') =>
  new File([text], name, { type: 'application/json' });

describe('import', () => {
  it('imports a picked file as one undoable step', async () => {
    const { user, store } = renderApp();
    const text = exportWorkspace({ ...emptyWorkspace(), name: 'From disk' });
    await user.upload(screen.getByLabelText('Workspace file to import'), fileOf(text));
    expect(
      await screen.findByText('Imported “From disk” from workspace.json.'),
    ).toBeInTheDocument();
    expect(store.getState().workspace.name).toBe('From disk');
    expect(screen.getByRole('button', { name: /^Undo Import workspace/ })).toBeEnabled();
  });

  it('lists the problems of a bad file by JSON path in a dismissible alert', async () => {
    const { user, store } = renderApp();
    const doc = JSON.parse(exportWorkspace(defaultWorkspace())) as {
      workspace: { cards: Array<{ name: string }> };
    };
    doc.workspace.cards[0]!.name = '';
    await user.upload(
      screen.getByLabelText('Workspace file to import'),
      fileOf(JSON.stringify(doc), 'bad.json'),
    );
    const alert = (await screen.findByText('bad.json could not be imported.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByText('$.workspace.cards[0].name')).toBeInTheDocument();
    expect(within(alert).getByText('a card needs a name')).toBeInTheDocument();
    // Said once: the sentence above the list no longer repeats its first line.
    expect(alert.textContent?.split('a card needs a name')).toHaveLength(2);
    expect(alert).toHaveTextContent('One problem, by where each is in the file:');
    expect(store.getState().workspace.cards[0]?.name).toBe('sanctions-screening-agent');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('bad.json could not be imported.')).not.toBeInTheDocument();
  });

  it('refuses a UTF-16 workspace file by the same decoder the card importer uses', async () => {
    const { user, store } = renderApp();
    const text = exportWorkspace({ ...emptyWorkspace(), name: 'Wide' });
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    await user.upload(
      screen.getByLabelText('Workspace file to import'),
      new File([utf16], 'wide.json', { type: 'application/json' }),
    );
    const alert = (await screen.findByText('wide.json could not be imported.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('The text is UTF-16 (little-endian), not UTF-8');
    expect(store.getState().workspace.name).not.toBe('Wide');
  });

  it('opens a workspace file that starts with a UTF-8 byte-order mark', async () => {
    const { user, store } = renderApp();
    const text = `\uFEFF${exportWorkspace({ ...emptyWorkspace(), name: 'Marked' })}`;
    await user.upload(screen.getByLabelText('Workspace file to import'), fileOf(text));
    await waitFor(() => expect(store.getState().workspace.name).toBe('Marked'));
  });

  // The importer is a lazy chunk: findByText waits for it, however long a busy machine takes.
  it('recognises an agent card dropped on Import and offers to add it as a card', async () => {
    const { user, store } = renderApp();
    const card = readFileSync(resolve('test/fixtures/cards/v0_3-clean.json'), 'utf8');
    await user.upload(
      screen.getByLabelText('Workspace file to import'),
      fileOf(card, 'agent-card.json'),
    );
    const notice = (
      await screen.findByText('agent-card.json is an agent card (A2A 0.3), not a workspace.')
    ).closest('[role="status"]') as HTMLElement;
    expect(notice).not.toHaveTextContent(/nonoptional|expected/);
    const name = (JSON.parse(card) as { name: string }).name;
    await user.click(within(notice).getByRole('button', { name: `Add “${name}” to the cards` }));
    expect(store.getState().workspace.cards.at(-1)?.name).toBe(name);
    expect(store.getState().selection.cardName).toBe(name);
    expect(window.location.hash).toBe('#/cards');
  });

  it('imports a file dropped anywhere on the page', async () => {
    const { store } = renderApp();
    const file = fileOf(exportWorkspace({ ...emptyWorkspace(), name: 'Dropped' }), 'drop.json');
    const dataTransfer = { types: ['Files'], files: [file] };
    // The page listens for drops once the drop zone's chunk has arrived, just after the first panel.
    await waitFor(() => {
      fireEvent.dragEnter(window, { dataTransfer });
      expect(screen.getByText('Drop a workspace file to import it')).toBeInTheDocument();
    });
    fireEvent.drop(window, { dataTransfer });
    await waitFor(() => expect(store.getState().workspace.name).toBe('Dropped'));
    expect(screen.queryByText('Drop a workspace file to import it')).not.toBeInTheDocument();
  });
});

describe('share', () => {
  it('copies the share link and says how long it is', async () => {
    const { user, store } = renderApp();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const status = await screen.findByText(/^Share link copied \([\d,]+ characters\)\.$/);
    expect(status).toBeInTheDocument();
    const url = writeText.mock.calls[0]?.[0] ?? '';
    expect(url).toContain('#/share/v1/');
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(url);
    const { decodeShareLink } = await import('../../src/store/share-link');
    expect(decodeShareLink(url)).toEqual({ ok: true, value: store.getState().workspace });
  });

  it('opens a share link straight away when the local workspace is the default', async () => {
    const shared = { ...emptyWorkspace(), name: 'Shared review' };
    const { url } = encodeShareLink(shared, window.location.href);
    window.history.replaceState(null, '', url);
    const { store } = renderApp();
    await waitFor(() => expect(store.getState().workspace.name).toBe('Shared review'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/cards'));
  });

  it('asks before replacing local work that differs, and keeps it when told to', async () => {
    const { store, user } = renderApp();
    act(() => void store.getState().actions.setName('My local work'));
    const { url } = encodeShareLink({ ...emptyWorkspace(), name: 'Shared' }, window.location.href);
    act(() => {
      window.location.hash = url.slice(url.indexOf('#'));
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace your workspace with the shared one?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my workspace' }));
    expect(store.getState().workspace.name).toBe('My local work');

    const again = encodeShareLink({ ...emptyWorkspace(), name: 'Shared 2' }, window.location.href);
    act(() => {
      window.location.hash = again.url.slice(again.url.indexOf('#'));
    });
    await user.click(await screen.findByRole('button', { name: 'Open the shared workspace' }));
    expect(store.getState().workspace.name).toBe('Shared 2');
  });

  it('explains a damaged share link and keeps the local workspace', async () => {
    window.history.replaceState(null, '', '/#/share/v1/AAAA');
    const { store } = renderApp();
    expect(await screen.findByText('This share link could not be opened.')).toBeInTheDocument();
    expect(store.getState().workspace).toEqual(defaultWorkspace());
  });
});
