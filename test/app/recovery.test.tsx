import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_KEY, STORAGE_KEY } from '../../src/store/persistence';
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
    const banner = screen
      .getAllByRole('alert')
      .find((el) => within(el).queryByText(/could not be opened/) !== null);
    expect(banner).toBeDefined();
    expect(within(banner!).getByText(/not valid JSON/)).toBeInTheDocument();

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
    expect(storage.getItem(RECOVERY_KEY)).toBeNull();
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
});
