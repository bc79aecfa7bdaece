import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './helpers';

const go = (hash: string) =>
  act(() => {
    window.location.hash = hash;
  });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('hash routes', () => {
  it('opens on the cards panel and rewrites an empty hash to #/cards', async () => {
    renderApp();
    expect(await screen.findByText('Cards of Bank delegation example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/cards'));
  });

  it('switches panels when the hash changes and marks the current one in the navigation', async () => {
    renderApp();
    await screen.findByText(/Cards of/);
    go('#/callers');
    expect(await screen.findByText('Callers content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Callers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Callers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cards' })).not.toHaveAttribute('aria-current');
  });

  it('follows a click on a navigation link', async () => {
    const { user } = renderApp();
    await screen.findByText(/Cards of/);
    await user.click(screen.getByRole('link', { name: 'Callers' }));
    expect(await screen.findByText('Callers content')).toBeInTheDocument();
  });

  it('moves between panels with the browser history', async () => {
    renderApp();
    await screen.findByText(/Cards of/);
    go('#/callers');
    await screen.findByText('Callers content');
    act(() => window.history.back());
    expect(await screen.findByText(/Cards of/)).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByText('Callers content')).toBeInTheDocument();
  });

  it('shows the cards panel with a notice for a route that does not exist', async () => {
    window.history.replaceState(null, '', '/deep/sub/path/#/nowhere');
    renderApp();
    expect(await screen.findByText(/Cards of/)).toBeInTheDocument();
    expect(
      screen.getByText('There is no “nowhere” panel; showing Cards instead.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/cards'));
    expect(window.location.pathname).toBe('/deep/sub/path/');
  });

  it('says so plainly when no panels are installed', () => {
    renderApp({}, []);
    expect(screen.getByText('This build has no panels installed.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Panels' })).toBeInTheDocument();
  });
});
