// The live setup's interface picker: every interface live mode can call, in the card's order,
// and the one picked is what the run is started with. A gRPC-only card says why it cannot be
// called and what it lists.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCard, type AgentCard } from '../../../src/core/card';
import { createWorkbenchStore, defaultWorkspace } from '../../../src/store';
import { liveActionsOf } from '../../../src/store/live-session';
import { renderPanel, setup } from './render-panel';

const REST = 'https://agent.example/rest';
const RPC = 'https://agent.example/rpc';

const MULTI = makeCard({
  name: 'multi',
  description: 'Lists four interfaces.',
  url: REST,
  version: '1',
  protocolVersion: '1.0',
  preferredTransport: 'HTTP+JSON',
  otherInterfaces: [
    { url: RPC, binding: 'JSONRPC' },
    { url: RPC, binding: 'JSONRPC', protocolVersion: '0.3' },
    { url: 'agent.example:50051', binding: 'GRPC' },
  ],
});

const GRPC_ONLY = makeCard({
  name: 'grpc-only',
  description: 'Speaks gRPC.',
  url: 'agent.example:50051',
  version: '1',
  protocolVersion: '1.0',
  preferredTransport: 'GRPC',
});

async function liveSetupFor(card: AgentCard) {
  const workspace = defaultWorkspace();
  const store = createWorkbenchStore({
    workspace: { ...workspace, cards: [...workspace.cards, card] },
  });
  const rendered = renderPanel(store);
  await rendered.user.selectOptions(setup().getByLabelText('Callee card'), card.name);
  await rendered.user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
  return rendered;
}

describe('the live interface picker', () => {
  it('offers every JSON-RPC and HTTP+JSON interface in the card’s order, the first one chosen', async () => {
    await liveSetupFor(MULTI);
    const picker = setup().getByLabelText('Interface');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      `HTTP+JSON · A2A 1.0 · ${REST} (preferred)`,
      `JSON-RPC · A2A 1.0 · ${RPC}`,
      `JSON-RPC · A2A 0.3 · ${RPC}`,
    ]);
    expect(picker).toHaveAccessibleDescription(
      'The card also lists gRPC at agent.example:50051, which live mode cannot call from a browser.',
    );
    expect(setup().getByLabelText('HTTP+JSON endpoint')).toHaveValue(REST);
    expect(setup().getByLabelText('A2A version')).toHaveValue('1.0');
  });

  it('starts the run with the picked interface’s URL, binding and version', async () => {
    const { store, user } = await liveSetupFor(MULTI);
    const liveStart = vi.spyOn(liveActionsOf(store), 'liveStart').mockResolvedValue({
      ok: false,
      error: { code: 'NO_CARD', message: 'not sent in this test' },
    });
    await user.selectOptions(setup().getByLabelText('Interface'), `JSON-RPC · A2A 0.3 · ${RPC}`);
    expect(setup().getByLabelText('JSON-RPC endpoint')).toHaveValue(RPC);
    expect(setup().getByLabelText('A2A version')).toHaveValue('0.3');
    await user.click(setup().getByRole('button', { name: /send/i }));
    expect(liveStart).toHaveBeenCalledTimes(1);
    expect(liveStart.mock.calls[0]?.[1]).toMatchObject({
      endpoint: RPC,
      binding: 'JSONRPC',
      version: '0.3',
      interfaceVersion: '0.3',
    });
  });

  it('passes HTTP+JSON for an HTTP+JSON interface', async () => {
    const { store, user } = await liveSetupFor(MULTI);
    const liveStart = vi.spyOn(liveActionsOf(store), 'liveStart').mockResolvedValue({
      ok: false,
      error: { code: 'NO_CARD', message: 'not sent in this test' },
    });
    await user.selectOptions(setup().getByLabelText('Interface'), `JSON-RPC · A2A 1.0 · ${RPC}`);
    await user.selectOptions(
      setup().getByLabelText('Interface'),
      `HTTP+JSON · A2A 1.0 · ${REST} (preferred)`,
    );
    await user.click(setup().getByRole('button', { name: /send/i }));
    expect(liveStart.mock.calls[0]?.[1]).toMatchObject({
      endpoint: REST,
      binding: 'HTTP+JSON',
      version: '1.0',
    });
  });

  it('tells a gRPC-only card plainly why it cannot be called, and what it lists', async () => {
    await liveSetupFor(GRPC_ONLY);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This card lists one interface: gRPC at agent.example:50051. Live mode speaks JSON-RPC and HTTP+JSON and cannot speak gRPC from a browser',
    );
    expect(setup().queryByLabelText('Interface')).not.toBeInTheDocument();
    expect(setup().getByRole('button', { name: /send/i })).toBeDisabled();
  });
});
