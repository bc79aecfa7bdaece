import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SET_ASIDE_CHARS, RECOVERY_KEY, STORAGE_KEY } from '../../src/store/persistence';
import { FakeStorage } from '../store/fake-storage';
import { renderApp } from './helpers';

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function corruptStorage() {
  const storage = new FakeStorage();
  storage.items.set(STORAGE_KEY, '{"format":"delegation-workbench","version":1,"workspace":');
  return storage;
}

describe('unreadable saved data', () => {
  it('opens the bank example and shows a banner offering the data as a download', async () => {
    const { user } = renderApp({ storage: corruptStorage() });
    expect(await screen.findByText('Cards of Bank delegation example')).toBeInTheDocument();
    // The status banners are loaded when there is something to say.
    await screen.findByText(/could not be opened/);
    const banner = screen
      .getAllByRole('alert')
      .find((el) => within(el).queryByText(/could not be opened/) !== null);
    expect(banner).toBeDefined();
    expect(within(banner!).getByText(/^Not valid JSON/)).toBeInTheDocument();

    await user.click(within(banner!).getByRole('button', { name: 'Download the unreadable data' }));
    expect(downloads).toHaveLength(1);
    expect(await downloads[0]!.text()).toBe(
      '{"format":"delegation-workbench","version":1,"workspace":',
    );
  });

  it('lists schema problems by JSON path', async () => {
    const storage = new FakeStorage();
    storage.items.set(
      STORAGE_KEY,
      JSON.stringify({ format: 'delegation-workbench', version: 1, workspace: { name: 3 } }),
    );
    renderApp({ storage });
    expect(await screen.findByText('$.workspace.name')).toBeInTheDocument();
    expect(screen.getByText('$.workspace.cards')).toBeInTheDocument();
  });

  it('discarding removes the data set aside and the banner', async () => {
    const storage = corruptStorage();
    const { user } = renderApp({ storage });
    await user.click(await screen.findByRole('button', { name: 'Discard it' }));
    expect(screen.queryByText(/could not be opened/)).not.toBeInTheDocument();
    expect(storage.getItem(`${RECOVERY_KEY}:1`)).toBeNull();
  });

  it('shows that changes are not being saved when storage is full', async () => {
    const storage = new FakeStorage();
    const { user, store } = renderApp({ storage });
    storage.full = true;
    await user.type(screen.getByRole('textbox', { name: 'Workspace name' }), '!');
    expect(store.getState().workspace.name).toBe('Bank delegation example!');
    expect(
      screen.getByText(
        'Browser storage is full: changes are not being saved. Export the workspace to keep it.',
      ),
    ).toBeInTheDocument();
  });

  it('offers every unreadable save, the oldest first, and the next once one is discarded', async () => {
    const storage = new FakeStorage();
    storage.items.set(RECOVERY_KEY, 'saved first, unreadable');
    storage.items.set(STORAGE_KEY, 'saved second, unreadable');
    const { user } = renderApp({ storage });
    expect(
      await screen.findByText(
        '2 unreadable saves are kept; the oldest is shown first, and the next one after you discard it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(await downloads[0]!.text()).toBe('saved first, unreadable');

    await user.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(screen.queryByText(/2 unreadable saves are kept/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(await downloads[1]!.text()).toBe('saved second, unreadable');
  });

  it('says saving is paused when the data cannot be set aside, and resumes after a download', async () => {
    const raw = `{${'x'.repeat(MAX_SET_ASIDE_CHARS)}`;
    const storage = new FakeStorage();
    storage.items.set(STORAGE_KEY, raw);
    const { user, store } = renderApp({ storage });
    expect(
      await screen.findByText(
        'Saving is paused: saved data that could not be opened would be overwritten.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/It could not be copied aside: it and the data already set aside/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Workspace name' }), '!');
    expect(storage.getItem(STORAGE_KEY)).toBe(raw);

    await user.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(await downloads[0]!.text()).toBe(raw);
    expect(
      screen.getByText(
        'You downloaded it, so saving has resumed; the next change replaces it in browser storage.',
      ),
    ).toBeInTheDocument();
    expect(storage.getItem(STORAGE_KEY)).toContain(store.getState().workspace.name);
  });

  it('tells the user what to do with a save in a format no build wrote', async () => {
    const storage = new FakeStorage();
    storage.items.set(
      STORAGE_KEY,
      JSON.stringify({ format: 'delegation-workbench', version: 0, workspace: {} }),
    );
    renderApp({ storage });
    expect(
      await screen.findByText(/^This is an older format than the workbench reads\. Download it/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Saved in format 0, older than any this workbench reads/),
    ).toBeInTheDocument();
  });
});
