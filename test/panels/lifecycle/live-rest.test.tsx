// A streamed live run over HTTP+JSON in the Lifecycle panel, against SDK 1.3's REST server on
// 127.0.0.1: started as the interface picker will start it (binding 'HTTP+JSON'), then replied to
// and cancelled with the panel's own buttons. The task, timeline and transcript read as they do
// over JSON-RPC; the transcript names each call by its HTTP method and path, auth masked.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkbenchStore } from '../../../src/store';
import { liveActionsOf } from '../../../src/store/live-session';
import { sessionActionsOf } from '../../../src/store/session-actions';
import { startLiveAgents, type LiveAgents } from '../../helpers/live-agent/server';
import { pasteInto } from '../../helpers/paste';
import { renderPanel } from './render-panel';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const SECRET = 'tok-rest-3b9e1c77d0';

describe('a live run over HTTP+JSON', () => {
  it('streams, takes a reply and a cancel, and shows each call as its method and path', async () => {
    const store = createWorkbenchStore();
    const { workspace, actions } = store.getState();
    const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
    if (card === undefined) throw new Error('the default workspace has the screening card');
    const endpoint = `${agents.baseUrl('v1', 'reviewer')}rest`;
    actions.updateCard(card.name, {
      ...card,
      url: endpoint,
      protocolVersion: '1.0',
      capabilities: { ...card.capabilities, streaming: true },
    });
    sessionActionsOf(store).configure({ cardName: card.name, mode: 'stream' });
    const { user } = renderPanel(store);
    const auth = { kind: 'bearer', token: SECRET } as const;
    await act(() =>
      liveActionsOf(store).liveStart('Review PMT-771', {
        mode: 'stream',
        endpoint,
        binding: 'HTTP+JSON',
        version: '1.0',
        auth,
        overrideAdmission: true,
      }),
    );
    const task = within(screen.getByRole('region', { name: 'Task' }));
    await waitFor(() => expect(task.getByText('input-required', { exact: true })).toBeVisible());
    expect(task.getByText('Which policy should I review against?')).toBeVisible();

    // The panel's reply and cancel go out over the run's binding.
    await pasteInto(user, task.getByLabelText('Your reply'), 'The EU sanctions policy');
    await user.click(task.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(task.getByText('Reviewing.')).toBeVisible());
    await user.click(task.getByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(task.getByText('canceled', { exact: true })).toBeVisible());

    const transcript = within(screen.getByRole('tabpanel', { name: 'Wire transcript' }));
    expect(transcript.getByText('Request · POST /message:stream · id 1')).toBeVisible();
    const taskId = store.getState().session.run?.live?.calls[0]?.events.at(0)?.event;
    const id = taskId?.kind === 'task' ? taskId.task.id : '';
    expect(transcript.getByText(`Request · POST /tasks/${id}:cancel · id 3`)).toBeVisible();
    const head = transcript.getByLabelText('HTTP of Request · POST /message:stream · id 1');
    expect(head).toHaveTextContent(`POST ${endpoint}/message:stream`);
    expect(head).toHaveTextContent('A2A-Version: 1.0');
    expect(head).toHaveTextContent('Authorization: Bearer ••••');
    expect(transcript.getAllByText(/^SSE event · POST \/message:stream/).length).toBeGreaterThan(1);
    expect(document.body.textContent).not.toContain(SECRET);
    expect(JSON.stringify(store.getState().session)).not.toContain(SECRET);
  });
});
