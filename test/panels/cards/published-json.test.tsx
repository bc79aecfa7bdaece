import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCodec } from '../../../src/panels/cards/wire';
import { cardNamed, renderPanel } from './render-panel';

const jsonBox = (version = '0.3') =>
  screen.getByLabelText<HTMLTextAreaElement>(`Published card JSON (A2A ${version})`);
const published = () => JSON.parse(jsonBox().value) as Record<string, unknown>;

describe('published card JSON', () => {
  // The 1.0 adapter is a lazy chunk; load it once up front so no test races its first download.
  beforeAll(async () => {
    await loadCodec('1.0');
  });

  it('shows the card as A2A 0.3 without the platform metadata', () => {
    renderPanel();
    const json = published();
    expect(json).toMatchObject({
      protocolVersion: '0.3.0',
      name: 'sanctions-screening-agent',
      url: 'https://agents.bank.ae/sanctions',
    });
    expect(json).not.toHaveProperty('platform');
    expect(jsonBox().value).not.toContain('group-compliance');
  });

  it('follows the form: a description typed there appears in the JSON', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Description'), ' Fast.');
    expect(published().description).toBe(
      'Screens counterparties against sanctions and watch lists. Fast.',
    );
  });

  it('applies a valid JSON edit to the card and the form, keeping the platform metadata', async () => {
    const { store, user } = renderPanel();
    const next = { ...published(), description: 'Edited in JSON', version: '3.2.0' };
    await user.clear(jsonBox());
    await user.click(jsonBox());
    await user.paste(JSON.stringify(next, null, 2));
    const card = cardNamed(store, 'sanctions-screening-agent');
    expect(card?.description).toBe('Edited in JSON');
    expect(card?.version).toBe('3.2.0');
    expect(card?.platform.owner).toBe('group-compliance');
    expect(screen.getByLabelText('Description')).toHaveValue('Edited in JSON');
    expect(screen.getByText('In step with the form')).toBeVisible();
  });

  it('keeps JSON that does not parse as typed, says where it breaks, and leaves the card alone', async () => {
    const { store, user } = renderPanel();
    const before = store.getState().workspace;
    const broken = '{\n  "name": "sanctions-screening-agent",\n  "description": \n}';
    await user.clear(jsonBox());
    await user.click(jsonBox());
    await user.paste(broken);
    expect(jsonBox()).toHaveValue(broken);
    expect(jsonBox()).toHaveAttribute('aria-invalid', 'true');
    expect(jsonBox()).toHaveAccessibleDescription(/This is not valid JSON.*line 4, column 1/);
    expect(store.getState().workspace).toBe(before);
  });

  it('names the JSON path of a schema error and keeps the text', async () => {
    const { store, user } = renderPanel();
    const before = store.getState().workspace;
    const wrong = JSON.stringify({ ...published(), skills: [{ id: '', name: 'x' }] }, null, 2);
    await user.clear(jsonBox());
    await user.click(jsonBox());
    await user.paste(wrong);
    expect(jsonBox()).toHaveValue(wrong);
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('This is not a valid A2A 0.3 card');
    expect(within(problem).getByText('$.skills[0].id')).toBeVisible();
    expect(within(problem).getByText('$.skills[0].description')).toBeVisible();
    expect(store.getState().workspace).toBe(before);
    await user.click(within(problem).getByRole('button', { name: 'Discard my edit' }));
    expect(published().skills).toHaveLength(1);
  });

  it('refuses a JSON rename to a name another card has, at $.name', async () => {
    const { store, user } = renderPanel();
    const renamed = JSON.stringify({ ...published(), name: 'kyc-refresh-agent' });
    await user.clear(jsonBox());
    await user.click(jsonBox());
    await user.paste(renamed);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '$.name an agent card named "kyc-refresh-agent" already exists',
    );
    expect(cardNamed(store, 'sanctions-screening-agent')).toBeDefined();
  });

  it('switches to A2A 1.0, whose JSON lists the endpoint under supportedInterfaces', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'A2A 1.0' }));
    await waitFor(() => expect(jsonBox('1.0')).toBeVisible());
    const json = JSON.parse(jsonBox('1.0').value) as Record<string, unknown>;
    expect(json.supportedInterfaces).toEqual([
      {
        url: 'https://agents.bank.ae/sanctions',
        protocolBinding: 'JSONRPC',
        protocolVersion: '1.0',
      },
    ]);
    expect(json).not.toHaveProperty('url');
    // Edits in the 1.0 view reach the card too.
    await user.clear(jsonBox('1.0'));
    await user.click(jsonBox('1.0'));
    await user.paste(JSON.stringify({ ...json, description: 'Via 1.0' }));
    expect(cardNamed(store, 'sanctions-screening-agent')?.description).toBe('Via 1.0');
    expect(cardNamed(store, 'sanctions-screening-agent')?.protocolVersion).toBe('0.3.0');
  });

  it('keeps what A2A 1.0 cannot carry when the card is edited through its 1.0 JSON', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByLabelText('State transition history'));
    await user.click(screen.getByRole('radio', { name: 'A2A 1.0' }));
    await waitFor(() => expect(jsonBox('1.0')).toBeVisible());
    expect(screen.getByText(/A2A 1.0 cannot carry one part of this card/)).toBeVisible();
    const json = JSON.parse(jsonBox('1.0').value) as Record<string, unknown>;
    await user.clear(jsonBox('1.0'));
    await user.click(jsonBox('1.0'));
    await user.paste(JSON.stringify({ ...json, version: '4.0.0' }));
    const card = cardNamed(store, 'sanctions-screening-agent');
    expect(card?.version).toBe('4.0.0');
    expect(card?.capabilities.stateTransitionHistory).toBe(true);
  });
});
