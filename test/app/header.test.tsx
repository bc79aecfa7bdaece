import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY } from '../../src/app/theme';
import { renderApp } from './helpers';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  window.history.replaceState(null, '', '/');
});

describe('theme switch', () => {
  it('sets data-theme on <html> and remembers the choice', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('radio', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows the system by default', () => {
    renderApp();
    expect(screen.getByRole('radio', { name: 'Follow the system theme' })).toBeChecked();
    // The jsdom setup's matchMedia reports no dark preference.
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('opens with the remembered theme', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    renderApp();
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('undo and redo', () => {
  it('the buttons are disabled with nothing to do and name the step when there is', async () => {
    const { user, store } = renderApp();
    const undo = screen.getByRole('button', { name: 'Nothing to undo' });
    expect(undo).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nothing to redo' })).toBeDisabled();

    act(() => void store.getState().actions.renameCard('kyc-refresh-agent', 'kyc'));
    const enabled = screen.getByRole('button', { name: /^Undo Rename card/ });
    expect(enabled).toBeEnabled();
    await user.click(enabled);
    expect(store.getState().workspace.cards[1]?.name).toBe('kyc-refresh-agent');
    expect(screen.getByRole('button', { name: /^Redo Rename card/ })).toBeEnabled();
  });

  it('typing the workspace name undoes as one step', async () => {
    const { user, store } = renderApp();
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    await user.clear(name);
    await user.type(name, 'Review');
    expect(store.getState().workspace.name).toBe('Review');
    await user.click(screen.getByRole('button', { name: /^Undo Rename workspace/ }));
    expect(name).toHaveValue('Bank delegation example');
  });

  it('Ctrl+Z undoes and Ctrl+Shift+Z and Ctrl+Y redo, outside text fields', async () => {
    const { user, store } = renderApp();
    act(() => void store.getState().actions.setName('Edited'));
    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    expect(store.getState().workspace.name).toBe('Bank delegation example');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(store.getState().workspace.name).toBe('Edited');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(store.getState().workspace.name).toBe('Edited');
  });

  it('leaves Ctrl+Z to the text field that has focus', async () => {
    const { user, store } = renderApp();
    act(() => void store.getState().actions.renameCard('kyc-refresh-agent', 'kyc'));
    await user.click(screen.getByRole('textbox', { name: 'Workspace name' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(store.getState().workspace.cards[1]?.name).toBe('kyc');
  });
});

describe('scenario picker', () => {
  it('opens the empty workspace as an undoable step', async () => {
    const { user, store } = renderApp();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Open a built-in scenario' }),
      'Empty workspace',
    );
    expect(await screen.findByText('Opened Empty workspace.')).toBeInTheDocument();
    expect(store.getState().workspace.cards).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Undo Open Empty workspace/ }));
    expect(store.getState().workspace.cards).toHaveLength(3);
  });

  it('opens the enterprise example, loaded on demand, and undo returns to the bank', async () => {
    const { user, store } = renderApp();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Open a built-in scenario' }),
      'Enterprise example',
    );
    expect(await screen.findByText('Opened Enterprise example.')).toBeInTheDocument();
    const { workspace } = store.getState();
    expect(workspace.name).toBe('Enterprise delegation example');
    expect(workspace.cards).toHaveLength(38);
    expect(workspace.callers).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: /^Undo Open Enterprise example/ }));
    expect(store.getState().workspace.cards).toHaveLength(3);
  });
});
