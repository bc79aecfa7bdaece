import { describe, expect, it } from 'vitest';
import { currentTask } from '../../src/core/timeline';
import {
  createWorkbenchStore,
  restoreRecording,
  saveRecording,
  type WorkbenchStore,
} from '../../src/store';
import { STORAGE_KEY } from '../../src/store/persistence';
import { encodeShareLink, MAX_URL_LENGTH, openShareLink } from '../../src/store/share-link';
import { FakeStorage } from './fake-storage';

const session = (store: WorkbenchStore) => store.getState().session;
const act = (store: WorkbenchStore) => store.getState().actions.session;
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

  it('survives a reload: the replayed frames, cursor and setup are the recorded ones', () => {
    const { store, storage } = steppedStore();
    act(store).stepBack();
    const before = session(store);
    const reloaded = createWorkbenchStore({ storage });
    const after = session(reloaded);
    expect(after.setup).toEqual(before.setup);
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

  it('replays replies, forced states and push configs too', () => {
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
    const restored = session(createWorkbenchStore({ storage }));
    expect(restored.run?.timeline.frames).toEqual(session(store).run?.timeline.frames);
    expect(currentTask(restored.run!.timeline)?.status.state).toBe(
      currentTask(session(store).run!.timeline)?.status.state,
    );
  });

  it('drops a recording that does not replay, says why, and keeps the workspace', () => {
    const { storage } = steppedStore();
    const envelope = saved(storage);
    const run = envelope.recording?.run as { actions: Array<{ kind: string; at: number }> };
    run.actions.push({ kind: 'step', at: 40 });
    storage.setItem(STORAGE_KEY, JSON.stringify(envelope));
    const reloaded = createWorkbenchStore({ storage });
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
