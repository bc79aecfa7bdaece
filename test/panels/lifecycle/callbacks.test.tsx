import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, recordingRestored, saveRecording } from '../../../src/store';
import { STORAGE_KEY } from '../../../src/store/persistence';
import { FakeStorage } from '../../store/fake-storage';
import { pasteInto } from '../../helpers/paste';
import { controls, currentEntry, presets, renderPanel, setup } from './render-panel';
import { sessionActionsOf } from '../../../src/store/session-actions';
import { appendLiveFrame, liveTimeline } from '../../../src/core/live-run';
import type { LiveRun } from '../../../src/live/run-log';

async function openCallbacks() {
  const rendered = renderPanel();
  await rendered.user.click(screen.getByRole('tab', { name: 'Push callbacks' }));
  return rendered;
}
const reasons = () => within(screen.getByRole('list', { name: 'Why the callback is refused' }));

describe('push callback checker', () => {
  it('names the host that is not in the allow-list as you type', async () => {
    const { user } = await openCallbacks();
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://evil.example/hook');
    await user.type(screen.getByLabelText('Token'), 's3cret');
    expect(screen.getByText('refused')).toBeInTheDocument();
    expect(screen.getByText('evil.example')).toBeInTheDocument();
    expect(
      reasons().getByText('callback host "evil.example" is not in the allow-list', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(reasons().getAllByText('CALLBACK_NOT_ALLOWED')).toHaveLength(1);
  });

  it('names an http scheme', async () => {
    const { user } = await openCallbacks();
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'http://agents.bank.ae/cb');
    await user.type(screen.getByLabelText('Token'), 's3cret');
    expect(
      reasons().getByText('callback scheme is "http"; only "https" is allowed', { exact: false }),
    ).toBeInTheDocument();
  });

  it('refuses an empty token as unauthenticated and allows the fixed config', async () => {
    const { user } = await openCallbacks();
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://agents.bank.ae/cb');
    expect(reasons().getByText('CALLBACK_UNAUTHENTICATED')).toBeInTheDocument();
    expect(reasons().getByText(/must carry a token/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token'), 's3cret');
    expect(screen.getByText('allowed')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Why the callback is refused' })).toBeNull();
  });

  it('sends the config through the timeline, records a refusal, and lists delivered pushes', async () => {
    const { user } = await openCallbacks();
    const set = screen.getByRole('button', { name: 'Set push config' });
    expect(set).toBeDisabled();
    await user.click(presets().getByRole('button', { name: 'Clarifier' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));

    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://evil.example/hook');
    await user.type(screen.getByLabelText('Token'), 'x');
    await user.click(set);
    expect(currentEntry()).toHaveTextContent('set-push-config refused: CALLBACK_NOT_ALLOWED');

    await user.clear(screen.getByLabelText('Callback URL'));
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://agents.bank.ae/cb');
    await user.click(set);
    expect(currentEntry()).toHaveTextContent('push config set');
    await user.click(controls().getByRole('button', { name: 'Step forward (→)' }));
    const pushes = screen.getByRole('heading', { name: 'Delivered pushes' }).parentElement;
    expect(pushes).toHaveTextContent('working');
    expect(pushes).toHaveTextContent('https://agents.bank.ae/cb');
  });

  it('edits the allow-list through the store and refuses a host with a scheme', async () => {
    const { user, store } = await openCallbacks();
    await pasteInto(user, screen.getByLabelText('Host to allow'), 'https://hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Allow host' }));
    expect(screen.getByRole('alert')).toHaveTextContent('is not a bare host name');
    await user.clear(screen.getByLabelText('Host to allow'));
    await pasteInto(user, screen.getByLabelText('Host to allow'), 'hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Allow host' }));
    expect(store.getState().workspace.callbackHosts).toEqual([
      'agents.bank.ae',
      'hooks.example.com',
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Remove agents.bank.ae from the allow-list' }),
    );
    expect(store.getState().workspace.callbackHosts).toEqual(['hooks.example.com']);
  });

  it('masks the token as it is typed, shows it on request, and says it is never kept', async () => {
    const { user } = await openCallbacks();
    const token = screen.getByLabelText('Token');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAccessibleDescription(/never saved, shared or exported/);
    await user.type(token, 's3cret');
    const show = screen.getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(token).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    expect(token).toHaveValue('s3cret');
  });

  it('says when a restored push config stands without its token', async () => {
    const storage = new FakeStorage();
    const first = createWorkbenchStore({ storage });
    const act = sessionActionsOf(first);
    act.configure({ behaviourId: 'clarifier', mode: 'send' });
    act.start('Check Acme');
    act.setPush('https://agents.bank.ae/cb', 's3cret');
    expect(JSON.stringify(saveRecording(first.getState().session))).not.toContain('s3cret');
    expect(storage.getItem(STORAGE_KEY)).not.toContain('s3cret');
    const reloaded = createWorkbenchStore({ storage });
    await recordingRestored(reloaded);
    const { user } = renderPanel(reloaded);
    await user.click(screen.getByRole('tab', { name: 'Push callbacks' }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'restored from a save or a link without its token',
    );
    expect(screen.getByLabelText('Token')).toHaveValue('');
  });
});

describe('push callbacks during a live run', () => {
  /** A store holding a live run whose agent has answered with one working task. */
  function liveStore() {
    const store = createWorkbenchStore();
    const { workspace } = store.getState();
    const card = workspace.cards[0];
    const caller = workspace.callers[0];
    if (card === undefined || caller === undefined) throw new Error('the example has both');
    const task = {
      id: 'task-live-1',
      contextId: 'ctx-1',
      status: { state: 'working' as const, timestamp: 0, time: null },
      history: [],
      artifacts: [],
      delegationChain: [],
    };
    const timeline = appendLiveFrame(liveTimeline(card, caller, workspace.policy), {
      label: 'task working',
      wire: [],
      task,
      call: undefined,
    });
    const live: LiveRun = {
      agent: card.name,
      endpoint: 'http://127.0.0.1:9/rpc',
      version: '0.3',
      cardProtocolVersion: card.protocolVersion,
      cardStreams: false,
      calls: [],
      frames: 2,
    };
    store.setState({
      session: {
        ...store.getState().session,
        run: { timeline, mode: 'send', text: 'hello', actions: [], live },
      },
    });
    return store;
  }

  it('sends to the agent only a config the workbench’s own check allows', async () => {
    const store = liveStore();
    const { user } = renderPanel(store);
    await user.click(screen.getByRole('tab', { name: 'Push callbacks' }));
    const set = screen.getByRole('button', { name: 'Set push config' });
    // Checked against the workspace's allow-list (a live run has none of its own): fail-closed.
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://evil.example/hook');
    await user.type(screen.getByLabelText('Token'), 's3cret');
    expect(screen.getByText('refused')).toBeInTheDocument();
    expect(set).toBeDisabled();
    expect(screen.getByText(/only once the check above allows it/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Callback URL'));
    await pasteInto(user, screen.getByLabelText('Callback URL'), 'https://agents.bank.ae/cb');
    expect(screen.getByText('allowed')).toBeInTheDocument();
    expect(set).toBeEnabled();
    expect(
      screen.getByText(/Sends it to the live agent \(tasks\/pushNotificationConfig\/set\)/),
    ).toBeInTheDocument();
  });

  it('refuses the action itself, leaving the agent’s frames as they came', () => {
    const store = liveStore();
    const before = store.getState().session.run?.timeline;
    const result = sessionActionsOf(store).setPush('https://agents.bank.ae/cb', 's3cret');
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('LIVE_RUN');
    expect(store.getState().session.run?.timeline).toBe(before);
    expect(store.getState().session.run?.timeline.frames).toHaveLength(2);
  });
});
