import { describe, expect, it } from 'vitest';
import { currentTask } from '../../src/core/timeline';
import {
  createWorkbenchStore,
  recordingRestored,
  recordingToHandOver,
  saveRecording,
  UNSAVED_TOKEN,
  type WorkbenchStore,
} from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { importWorkspaceFile } from '../../src/store/import-file';
import { STORAGE_KEY } from '../../src/store/persistence';
import { restoreRecording } from '../../src/store/recording-restore';
import { encodeShareLink, MAX_URL_LENGTH, openShareLink } from '../../src/store/share-link';
import { FakeStorage } from './fake-storage';
import { sessionActionsOf } from '../../src/store/session-actions';

const session = (store: WorkbenchStore) => store.getState().session;
/** A new store opened from `storage`, once it has restored the recording saved there. */
async function reload(storage: FakeStorage): Promise<WorkbenchStore> {
  const store = createWorkbenchStore({ storage });
  await recordingRestored(store);
  return store;
}
const act = (store: WorkbenchStore) => sessionActionsOf(store);
const saved = (storage: FakeStorage) =>
  JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown> & {
    recording?: { version: number; run?: { actions: unknown[]; cursor: number } };
  };

/** The default stream: submitted, then step, step, back one, cancel from there. */
function steppedStore(storage = new FakeStorage()) {
  const store = createWorkbenchStore({ storage });
  act(store).configure({ request: 'Screen the beneficiary of PMT-771', callbackToken: 't-1' });
  act(store).start('Screen the beneficiary of PMT-771');
  act(store).stepForward();
  act(store).stepForward();
  act(store).stepBack();
  act(store).cancel();
  return { store, storage };
}

/** A copy of `value` with every string equal to `from` replaced by `to`, through arrays, maps and objects. */
function replacingString(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => replacingString(item, from, to));
  if (value instanceof Map) {
    return new Map([...value].map(([k, v]) => [k, replacingString(v, from, to)]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replacingString(v, from, to)]),
    );
  }
  return value;
}

describe('the lifecycle recording, saved', () => {
  it('records each action at the frame it was taken from, dropping the ones it replaced', () => {
    const { storage } = steppedStore();
    // Frames: 0 ready, 1 submitted, 2 and 3 the two steps; back to 2, cancel there drops frame 3.
    expect(saved(storage).recording?.run).toMatchObject({
      actions: [
        { kind: 'step', at: 1 },
        { kind: 'cancel', at: 2 },
      ],
      cursor: 3,
    });
  });

  it('survives a reload: the replayed frames, cursor and setup are the recorded ones', async () => {
    const { store, storage } = steppedStore();
    act(store).stepBack();
    const before = session(store);
    const reloaded = await reload(storage);
    const after = session(reloaded);
    // The callback token is a credential and is never saved: the rest of the setup comes back.
    expect(before.setup.callbackToken).toBe('t-1');
    expect(after.setup).toEqual({ ...before.setup, callbackToken: '' });
    expect(after.run?.timeline.cursor).toBe(2);
    expect(after.run?.timeline.frames).toEqual(before.run?.timeline.frames);
    expect(after.run?.timeline.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'canceled',
    ]);
    expect(reloaded.getState().recordingNote).toBeUndefined();
  });

  it('keeps the signature verdict the run began under, so the signature rule replays as it ran', async () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage });
    const { workspace, actions } = store.getState();
    actions.commit('Signature rule', {
      ...workspace,
      policy: { ...workspace.policy, requireTrustedSignature: true },
    });
    const trust = {
      verdicts: [{ status: 'valid' as const, keyName: 'bank key', kid: 'k1', alg: 'ES256' }],
      uncovered: ['$.x-vendor'],
    };
    actions.setCardTrust({ 'sanctions-screening-agent': trust });
    act(store).start('Screen the beneficiary of PMT-771');
    act(store).stepForward();
    act(store).stepForward();
    const before = session(store);
    // Admitted under the trusted signature: the run went on working.
    expect(before.run?.timeline.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'artifact sanctions-screening',
    ]);
    // The reloaded workspace has verified nothing yet: the recording alone carries the verdict.
    const reloaded = await reload(storage);
    expect(reloaded.getState().cardTrust).toEqual({});
    expect(reloaded.getState().recordingNote).toBeUndefined();
    const after = session(reloaded);
    expect(after.run?.timeline.frames).toEqual(before.run?.timeline.frames);
    expect(after.run?.timeline.frames[0]?.engine.config.trust).toEqual(trust);
  });

  it('refuses a recorded signature verdict that is not one, at its path', () => {
    const { store } = steppedStore();
    const good = saveRecording(session(store));
    if (good.run === undefined) throw new Error('no run recorded');
    const forged = {
      ...good,
      run: {
        ...good.run,
        config: { ...good.run.config, trust: { verdicts: [{ status: 'valid', kid: 'k1' }] } },
      },
    };
    const read = restoreRecording(forged);
    expect(read.ok ? '' : read.error.message).toMatch(
      /^the lifecycle recording is invalid at \$\.recording\.run\.config\.trust\.verdicts\[0\]\.keyName/,
    );
  });

  it('replays replies, forced states and push configs too', async () => {
    const store = createWorkbenchStore();
    act(store).configure({ behaviourId: 'clarifier', mode: 'send' });
    const storage = new FakeStorage();
    act(store).start('Check Acme');
    act(store).runToEnd();
    act(store).reply('Acme Trading LLC, Dubai');
    act(store).setPush('https://hooks.bank.ae/a2a', 'tok');
    act(store).stepForward();
    const recording = saveRecording(session(store));
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        format: 'delegation-workbench',
        version: 1,
        workspace: store.getState().workspace,
        recording,
      }),
    );
    const restored = session(await reload(storage));
    // Every frame comes back, the push config carrying the stand-in for the token never saved.
    const withStandIn = replacingString(session(store).run?.timeline.frames, 'tok', UNSAVED_TOKEN);
    expect(JSON.stringify(session(store).run?.timeline.frames)).toContain('"token":"tok"');
    expect(restored.run?.timeline.frames).toEqual(withStandIn);
    expect(currentTask(restored.run!.timeline)?.status.state).toBe(
      currentTask(session(store).run!.timeline)?.status.state,
    );
  });

  it('is written back as found by a save made while it is still being restored', async () => {
    const { storage } = steppedStore();
    const found = saved(storage).recording;
    const reloaded = createWorkbenchStore({ storage });
    reloaded.getState().actions.setName('Renamed before the recording is back');
    expect(saved(storage).recording).toEqual(found);
    await recordingRestored(reloaded);
    expect(session(reloaded).run?.timeline.cursor).toBe(3);
  });

  it('gives way to a session the user started before it was restored', async () => {
    const { storage } = steppedStore();
    const reloaded = createWorkbenchStore({ storage });
    act(reloaded).start('A request of my own');
    await recordingRestored(reloaded);
    expect(session(reloaded).run?.text).toBe('A request of my own');
    expect(saved(storage).recording?.run?.actions).toEqual([]);
  });

  it('drops a recording that does not replay, says why, and keeps the workspace', async () => {
    const { storage } = steppedStore();
    const envelope = saved(storage);
    const run = envelope.recording?.run as { actions: Array<{ kind: string; at: number }> };
    run.actions.push({ kind: 'step', at: 40 });
    storage.setItem(STORAGE_KEY, JSON.stringify(envelope));
    const reloaded = await reload(storage);
    expect(session(reloaded).run).toBeUndefined();
    expect(reloaded.getState().workspace.name).toBe('Bank delegation example');
    expect(reloaded.getState().recordingNote).toBe(
      'the lifecycle recording does not replay: action 3 starts at event 41, which was never recorded',
    );
  });

  it('names the JSON path of an invalid recording and refuses a newer version', () => {
    const invalid = restoreRecording({ version: 1, setup: { mode: 'fast' } });
    expect(invalid.ok ? '' : invalid.error.message).toMatch(
      /^the lifecycle recording is invalid at \$\.recording\.setup/,
    );
    const newer = restoreRecording({ version: 2 });
    expect(newer.ok ? '' : newer.error.message).toContain('newer workbench (recording format 2)');
  });
});

describe('the push-callback token, a credential', () => {
  const SECRET = 'sk-live-9f3a1c7e';
  /** A run with the token typed in the Callbacks tab and set on the task. */
  function withToken(storage = new FakeStorage()) {
    const store = createWorkbenchStore({ storage });
    act(store).configure({
      behaviourId: 'clarifier',
      mode: 'send',
      callbackUrl: 'https://agents.bank.ae/cb',
      callbackToken: SECRET,
    });
    act(store).start('Check Acme');
    const set = act(store).setPush('https://agents.bank.ae/cb', SECRET);
    if (!set.ok) throw new Error(set.error.message);
    act(store).stepForward();
    return { store, storage };
  }

  it('is in the session while the user works with it', () => {
    const { store } = withToken();
    expect(session(store).setup.callbackToken).toBe(SECRET);
    expect(JSON.stringify(session(store).run?.timeline.frames)).toContain(SECRET);
  });

  it('is never saved: not in autosave, not in the saved recording', () => {
    const { store, storage } = withToken();
    expect(storage.getItem(STORAGE_KEY)).toContain('https://agents.bank.ae/cb');
    expect(storage.getItem(STORAGE_KEY)).not.toContain(SECRET);
    expect(JSON.stringify(saveRecording(session(store)))).not.toContain(SECRET);
    expect(saved(storage).recording?.run?.actions).toContainEqual({
      kind: 'push',
      at: 1,
      url: 'https://agents.bank.ae/cb',
    });
  });

  it('is never shared: not in the share link, before or after it is deflated', () => {
    const { store } = withToken();
    const link = encodeShareLink(store.getState().workspace, 'https://x.test/', {
      recording: saveRecording(session(store)),
      panel: 'lifecycle',
    });
    expect(link.recordingDropped).toBe(false);
    expect(link.url).not.toContain(SECRET);
    const opened = openShareLink(link.url);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.session?.setup.callbackToken).toBe('');
    expect(JSON.stringify(opened.value.session)).not.toContain(SECRET);
  });

  it('is never exported with the workspace, though the recording is', async () => {
    const { store } = withToken();
    const { workspace } = store.getState();
    const text = exportWorkspace(
      workspace,
      '2026-12-01T00:00:00Z',
      recordingToHandOver(session(store)),
    );
    expect(text).toContain('https://agents.bank.ae/cb');
    expect(text).not.toContain(SECRET);
    const imported = await importWorkspaceFile(new Blob([text]));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.session?.setup.callbackToken).toBe('');
    expect(JSON.stringify(imported.value.session)).not.toContain(SECRET);
  });

  it('comes back as the stand-in: the push config still replays, and the box is empty', async () => {
    const { storage } = withToken();
    const reloaded = session(await reload(storage));
    expect(reloaded.setup.callbackToken).toBe('');
    expect(reloaded.setup.callbackUrl).toBe('https://agents.bank.ae/cb');
    const frames = reloaded.run?.timeline.frames ?? [];
    expect(frames.map((f) => f.label)).toContain('push config set');
    const task = [...(frames.at(-1)?.engine.tasks.values() ?? [])][0];
    expect(task?.push).toEqual({
      url: 'https://agents.bank.ae/cb',
      token: UNSAVED_TOKEN,
      authentication: 'bearer',
    });
  });

  it('in an old save or a crafted link is ignored, never restored', async () => {
    const { store, storage } = withToken();
    const envelope = saved(storage) as unknown as { recording: { setup: Record<string, unknown> } };
    envelope.recording.setup.callbackToken = SECRET;
    storage.setItem(STORAGE_KEY, JSON.stringify(envelope));
    expect(session(await reload(storage)).setup.callbackToken).toBe('');
    const crafted = saveRecording(session(store)) as unknown as {
      run: { actions: Array<Record<string, unknown>> };
    };
    crafted.run.actions = crafted.run.actions.map((a) =>
      a.kind === 'push' ? { ...a, token: SECRET } : a,
    );
    const restored = restoreRecording(crafted);
    if (!restored.ok) throw new Error(restored.error.message);
    expect(JSON.stringify(restored.value)).not.toContain(SECRET);
  });
});

describe('the lifecycle recording, shared', () => {
  it('travels in the link with the panel it was shared from', () => {
    const { store } = steppedStore();
    const link = encodeShareLink(store.getState().workspace, 'https://x.test/wb/', {
      recording: saveRecording(session(store)),
      panel: 'lifecycle',
    });
    expect(link.recordingDropped).toBe(false);
    const opened = openShareLink(link.url);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.panel).toBe('lifecycle');
    expect(opened.value.session?.run?.timeline.frames).toEqual(session(store).run?.timeline.frames);
  });

  it('is left out, and said so, when the link would be too long with it', () => {
    const { store } = steppedStore();
    const recording = saveRecording(session(store));
    const long = { ...recording, setup: { ...recording.setup, request: 'x'.repeat(10) } };
    const many = {
      ...long,
      run: {
        ...long.run!,
        text: Array.from({ length: 9000 }, (_, i) => `${i}:${(i * 7919) % 10007}`).join(' '),
      },
    };
    const link = encodeShareLink(store.getState().workspace, 'https://x.test/', {
      recording: many,
    });
    expect(link.recordingDropped).toBe(true);
    expect(link.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const opened = openShareLink(link.url);
    expect(opened.ok && opened.value.session).toBeUndefined();
  });
});

describe('the lifecycle recording, exported and imported', () => {
  it('comes back from the file as from a reload: the frames, the cursor and the setup', async () => {
    const { store } = steppedStore();
    act(store).stepBack();
    const before = session(store);
    const text = exportWorkspace(
      store.getState().workspace,
      '2026-12-01T00:00:00Z',
      recordingToHandOver(before),
    );
    const imported = await importWorkspaceFile(new Blob([text], { type: 'application/json' }));
    if (!imported.ok) throw new Error(imported.error.message);
    const after = imported.value.session;
    expect(imported.value.workspace).toEqual(store.getState().workspace);
    expect(imported.value.recordingNote).toBeUndefined();
    expect(after?.setup).toEqual({ ...before.setup, callbackToken: '' });
    expect(after?.run?.timeline.cursor).toBe(2);
    expect(after?.run?.timeline.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'canceled',
    ]);
    expect(after?.run?.timeline.frames).toEqual(before.run?.timeline.frames);
  });

  it('is not in a file exported before any delegation was started', () => {
    const store = createWorkbenchStore();
    act(store).configure({ request: 'Screen the beneficiary of PMT-771' });
    expect(recordingToHandOver(session(store))).toBeUndefined();
    expect(exportWorkspace(store.getState().workspace)).not.toContain('"recording"');
  });

  it('is dropped with its reason when it does not replay, and the workspace still opens', async () => {
    const { store } = steppedStore();
    const doc = JSON.parse(
      exportWorkspace(store.getState().workspace, undefined, recordingToHandOver(session(store))),
    ) as { recording: { run: { cursor: number } } };
    doc.recording.run.cursor = 99;
    const imported = await importWorkspaceFile(new Blob([JSON.stringify(doc)]));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.session).toBeUndefined();
    expect(imported.value.recordingNote).toBe('the lifecycle recording points past its last event');
    expect(imported.value.workspace.name).toBe(store.getState().workspace.name);
  });

  it('is not read from a bare workspace, where "recording" is no envelope field', async () => {
    const { store } = steppedStore();
    const bare = { ...store.getState().workspace, recording: saveRecording(session(store)) };
    const imported = await importWorkspaceFile(new Blob([JSON.stringify(bare)]));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.session).toBeUndefined();
    expect(imported.value.recordingNote).toBeUndefined();
  });
});
