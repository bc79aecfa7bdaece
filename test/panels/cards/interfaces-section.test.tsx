// The card editor's interfaces: add, edit, reorder with buttons (keyboard included) and remove;
// the first interface is always the card's url and preferredTransport.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, defaultWorkspace } from '../../../src/store';
import { pasteInto } from '../../helpers/paste';
import { cardNamed, renderPanel } from './render-panel';

const SANCTIONS = 'sanctions-screening-agent';
const REST = 'https://agents.bank.ae/sanctions/rest';

const interfaces = () => within(screen.getByRole('region', { name: 'Interfaces' }));
const row = (n: number) =>
  within(interfaces().getByRole('group', { name: new RegExp(`^Interface ${n} `) }));

describe('the card editor’s interfaces', () => {
  it('adds an interface, edits it, moves it first from the keyboard, and removes the old first', async () => {
    const { store, user } = renderPanel();
    expect(interfaces().getAllByRole('group')).toHaveLength(1);
    expect(row(1).getByLabelText('URL')).toHaveValue('https://agents.bank.ae/sanctions');
    expect(interfaces().getByRole('button', { name: 'Remove interface 1' })).toBeDisabled();

    await user.click(interfaces().getByRole('button', { name: 'Add interface' }));
    await pasteInto(user, row(2).getByLabelText('URL'), REST);
    await user.selectOptions(row(2).getByLabelText('Binding'), 'HTTP+JSON');
    expect(cardNamed(store, SANCTIONS)?.otherInterfaces).toEqual([
      { url: REST, binding: 'HTTP+JSON' },
    ]);

    interfaces().getByRole('button', { name: 'Move interface 2 up' }).focus();
    await user.keyboard('{Enter}');
    const card = cardNamed(store, SANCTIONS);
    expect(card?.url).toBe(REST);
    expect(card?.preferredTransport).toBe('HTTP+JSON');
    expect(card?.otherInterfaces).toEqual([
      { url: 'https://agents.bank.ae/sanctions', binding: 'JSONRPC' },
    ]);

    await user.click(interfaces().getByRole('button', { name: 'Remove interface 2' }));
    expect(cardNamed(store, SANCTIONS)?.otherInterfaces).toBeUndefined();
    expect(cardNamed(store, SANCTIONS)?.url).toBe(REST);
  });

  it('keeps a later interface’s own version, and the first one’s is the card’s', async () => {
    const { store, user } = renderPanel();
    await user.click(interfaces().getByRole('button', { name: 'Add interface' }));
    expect(row(2).getByLabelText('Protocol version')).toHaveValue('0.3.0');
    await user.clear(row(2).getByLabelText('Protocol version'));
    await user.type(row(2).getByLabelText('Protocol version'), '1.0');
    expect(cardNamed(store, SANCTIONS)?.otherInterfaces?.[0]?.protocolVersion).toBe('1.0');
    await user.clear(row(1).getByLabelText('Protocol version'));
    await user.type(row(1).getByLabelText('Protocol version'), '0.3.1');
    expect(cardNamed(store, SANCTIONS)?.protocolVersion).toBe('0.3.1');
  });

  it('never makes an unknown binding the preferred interface', () => {
    const workspace = defaultWorkspace();
    const [first, ...rest] = workspace.cards;
    if (first === undefined) throw new Error('the bank example has cards');
    const card = {
      ...first,
      otherInterfaces: [{ url: 'wss://agents.bank.ae/ws', binding: 'WEBSOCKET' }],
    };
    renderPanel(createWorkbenchStore({ workspace: { ...workspace, cards: [card, ...rest] } }));
    expect(interfaces().getByRole('button', { name: 'Move interface 2 up' })).toBeDisabled();
    expect(interfaces().getByRole('button', { name: 'Move interface 1 down' })).toBeDisabled();
    expect(interfaces().getByRole('button', { name: 'Remove interface 1' })).toBeDisabled();
    expect(row(2).getByLabelText('Binding')).toHaveValue('WEBSOCKET');
    expect(row(2).getByLabelText('Binding')).toHaveAccessibleDescription(
      /cannot be the preferred interface/,
    );
  });
});
