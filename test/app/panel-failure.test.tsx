import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultWorkspace } from '../../src/store';
import { panel, renderApp } from './helpers';

let healthy = false;
let downloads = 0;
let downloaded: Blob | undefined;
function Fragile() {
  if (!healthy) throw new Error('cannot read the card list');
  return <p>Recovered</p>;
}

beforeEach(() => {
  healthy = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  downloads = 0;
  downloaded = undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads += 1;
    downloaded = blob;
    return 'blob:x';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a failing panel', () => {
  it('shows its error with a way to try again instead of a blank page', async () => {
    const { user } = renderApp({}, [panel('cards', 'Cards', Fragile)]);
    expect(await screen.findByText('The Cards panel failed.')).toBeInTheDocument();
    expect(screen.getByText('cannot read the card list')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });

  it('can reset the workspace after downloading the current one', async () => {
    const { user, store } = renderApp({}, [panel('cards', 'Cards', Fragile)]);
    store.getState().actions.setName('Broken work');
    await user.click(
      await screen.findByRole('button', {
        name: 'Reset workspace (keeps a download of the current one)',
      }),
    );
    // The download module is loaded on demand: the reset follows the download.
    await vi.waitFor(() => expect(store.getState().workspace).toEqual(defaultWorkspace()));
    expect(downloads).toBe(1);
    expect(await downloaded?.text()).toContain('"name": "Broken work"');
  });
});
