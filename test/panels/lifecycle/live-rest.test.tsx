// A streamed live run over HTTP+JSON in the Lifecycle panel, against SDK 1.3's REST server on
// 127.0.0.1: started as the interface picker will start it (binding 'HTTP+JSON'), then replied to
// and cancelled with the panel's own buttons. The task, timeline and transcript read as they do
// over JSON-RPC; the transcript names each call by its HTTP method and path, auth masked. Then
// push configs from the Push callbacks tab: set, listed, read and deleted at the agent.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkbenchStore } from '../../../src/store';
import { liveActionsOf } from '../../../src/store/live-session';
import { sessionActionsOf } from '../../../src/store/session-actions';
import { startLiveAgents, type LiveAgents } from '../../helpers/live-agent/server';
import { pasteInto } from '../../helpers/paste';
import { renderPanel } from './render-panel';
import type { LiveAuth } from '../../../src/live/call';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const SECRET = 'tok-rest-3b9e1c77d0';

/**
 * The Lifecycle panel on a store whose screening card points at SDK 1.3's REST server for
 * `behaviour`, with a streamed HTTP+JSON 1.0 run started there and paused for the caller.
 */
async function pausedRestRun(behaviour: string, text: string, auth: LiveAuth) {
  const store = createWorkbenchStore();
  const { workspace, actions } = store.getState();
  const card = workspace.cards.find((c) => c.name === 'sanctions-screening-agent');
  if (card === undefined) throw new Error('the default workspace has the screening card');
  const endpoint = `${agents.baseUrl('v1', behaviour)}rest`;
  actions.updateCard(card.name, {
    ...card,
    url: endpoint,
    protocolVersion: '1.0',
    capabilities: { ...card.capabilities, streaming: true },
  });
  sessionActionsOf(store).configure({ cardName: card.name, mode: 'stream' });
  const { user } = renderPanel(store);
  await act(() =>
    liveActionsOf(store).liveStart(text, {
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
  return { store, user, task, endpoint };
}

describe('a live run over HTTP+JSON', () => {
  it('streams, takes a reply and a cancel, and shows each call as its method and path', async () => {
    const auth = { kind: 'bearer', token: SECRET } as const;
    const { store, user, task, endpoint } = await pausedRestRun('reviewer', 'Review PMT-771', auth);
    expect(task.getByText('Which policy should I review against?')).toBeVisible();

    // The panel's reply and cancel go out over the run's binding.
    await pasteInto(user, task.getByLabelText('Your reply'), 'The EU sanctions policy');
    await user.click(task.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(task.getByText('Reviewing.')).toBeVisible());
    await user.click(task.getByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(task.getByText('canceled', { exact: true })).toBeVisible());

    const transcript = within(screen.getByRole('tabpanel', { name: 'Wire transcript' }));
    const taskId = store.getState().session.run?.live?.calls[0]?.events.at(0)?.event;
    const id = taskId?.kind === 'task' ? taskId.task.id : '';
    // A live run's transcript is drawn a render behind the task card.
    await waitFor(() =>
      expect(transcript.getByText(`Request · POST /tasks/${id}:cancel · id 3`)).toBeVisible(),
    );
    expect(transcript.getByText('Request · POST /message:stream · id 1')).toBeVisible();
    const head = transcript.getByLabelText('HTTP of Request · POST /message:stream · id 1');
    expect(head).toHaveTextContent(`POST ${endpoint}/message:stream`);
    expect(head).toHaveTextContent('A2A-Version: 1.0');
    expect(head).toHaveTextContent('Authorization: Bearer ••••');
    expect(transcript.getAllByText(/^SSE event · POST \/message:stream/).length).toBeGreaterThan(1);
    expect(document.body.textContent).not.toContain(SECRET);
    expect(JSON.stringify(store.getState().session)).not.toContain(SECRET);
  });
});

describe('push configs at a live agent, from the Push callbacks tab', () => {
  it('sets one, lists, reads and deletes it by the id the agent gave, token masked', async () => {
    const { store, user } = await pausedRestRun('subscriber', 'Screen PMT-771', { kind: 'none' });
    await user.click(screen.getByRole('tab', { name: 'Push callbacks' }));
    const side = within(screen.getByRole('region', { name: 'Push configs at the agent' }));
    expect(side.getByText(/None named by the agent yet/)).toBeVisible();
    expect(side.getByText('GET /tasks/{id}/pushNotificationConfigs')).toBeVisible();
    // Nothing to read or delete until the agent names an id.
    expect(side.getByRole('button', { name: 'Read push config' })).toBeDisabled();

    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://agents.bank.ae/cb');
    await user.type(screen.getByLabelText('Token'), 'push-tok-77');
    await user.click(screen.getByRole('button', { name: 'Set push config' }));
    // The id field takes the id the agent gave the config (SDK 1.3: a UUID of its own).
    const idField = side.getByLabelText<HTMLInputElement>('Config id');
    await waitFor(() => expect(idField.value).toMatch(/^[0-9a-f-]{36}$/));
    const configId = idField.value;
    const listed = () => side.getByRole('list', { name: 'Push configs the agent named' });
    expect(within(listed()).getByText(configId)).toBeVisible();
    expect(within(listed()).getByText('https://agents.bank.ae/cb')).toBeVisible();
    expect(side.queryByText(/push-tok-77/)).toBeNull();

    await user.click(side.getByRole('button', { name: 'List push configs' }));
    await waitFor(() =>
      expect(store.getState().session.run?.timeline.frames.at(-1)?.label).toBe(
        'push configs listed (1)',
      ),
    );
    await user.click(side.getByRole('button', { name: 'Read push config' }));
    await waitFor(() =>
      expect(store.getState().session.run?.timeline.frames.at(-1)?.label).toBe('push config read'),
    );
    expect(store.getState().session.run?.live?.calls.at(-1)?.rpcMethod).toBe(
      `GET /tasks/${store.getState().session.run?.timeline.frames.at(-1)?.taskId ?? ''}/pushNotificationConfigs/${configId}`,
    );
    await user.click(side.getByRole('button', { name: 'Delete push config' }));
    await waitFor(() =>
      expect(side.getByText('The agent holds none for this task.')).toBeVisible(),
    );
    expect(store.getState().session.run?.live?.calls.at(-1)?.response?.status).toBe(204);
    expect(document.body.textContent).not.toContain('push-tok-77');
  });
});
