import { describe, expect, it } from 'vitest';
import { canStepForward, currentFrame, currentTask, statePath } from '../../src/core/timeline';
import {
  createWorkbenchStore,
  emptyWorkspace,
  sessionChoiceOf,
  sessionDriftOf,
  type WorkbenchStore,
} from '../../src/store';
import { FakeStorage } from './fake-storage';
import { sessionActionsOf } from '../../src/store/session-actions';

const session = (store: WorkbenchStore) => store.getState().session;
const actions = (store: WorkbenchStore) => sessionActionsOf(store);
const timeline = (store: WorkbenchStore) => {
  const run = session(store).run;
  if (run === undefined) throw new Error('no run');
  return run.timeline;
};
const labels = (store: WorkbenchStore) => timeline(store).frames.map((f) => f.label);

function clarifierStore(mode: 'send' | 'stream' = 'send') {
  const store = createWorkbenchStore();
  actions(store).configure({ behaviourId: 'clarifier', mode });
  return store;
}

describe('the lifecycle session', () => {
  it('falls back to the first caller, card and behaviour until the user picks', () => {
    const store = createWorkbenchStore();
    const { workspace } = store.getState();
    const choice = sessionChoiceOf(workspace, session(store).setup);
    expect(choice.caller?.agentId).toBe('payments-investigator');
    expect(choice.card?.name).toBe('sanctions-screening-agent');
    expect(choice.script?.id).toBe('sanctions-screening');
  });

  it('runs the streamed screening one event at a time to completion', () => {
    const store = createWorkbenchStore();
    const started = actions(store).start('Screen the beneficiary of PMT-771');
    expect(started.ok).toBe(true);
    expect(labels(store)).toEqual(['ready', 'submitted']);
    expect(actions(store).stepForward().ok).toBe(true);
    expect(currentTask(timeline(store))?.status.state).toBe('working');
    actions(store).stepForward();
    actions(store).stepForward();
    expect(labels(store)).toEqual([
      'ready',
      'submitted',
      'working',
      'artifact sanctions-screening',
      'completed',
    ]);
    expect(canStepForward(timeline(store))).toBe(false);
    expect(actions(store).stepForward()).toMatchObject({
      ok: false,
      error: { code: 'NOTHING_TO_RUN' },
    });
    expect(session(store).error?.code).toBe('NOTHING_TO_RUN');
  });

  it('steps back and jumps without losing the later frames, then acts from the past', () => {
    const store = createWorkbenchStore();
    actions(store).start('Screen');
    actions(store).runToEnd();
    expect(timeline(store).cursor).toBe(4);
    actions(store).stepBack();
    expect(timeline(store).cursor).toBe(3);
    actions(store).jumpTo(2);
    expect(currentTask(timeline(store))?.status.state).toBe('working');
    expect(timeline(store).frames).toHaveLength(5);
    expect(statePath(timeline(store))).toEqual(['submitted', 'working']);
    actions(store).cancel();
    expect(labels(store)).toEqual(['ready', 'submitted', 'working', 'canceled']);
  });

  it('continues the same task when the caller answers the question', () => {
    const store = clarifierStore();
    actions(store).start('Screen this entity');
    actions(store).runToEnd();
    const asked = currentTask(timeline(store));
    expect(asked?.status.state).toBe('input-required');
    expect(actions(store).reply('UAE and UN lists').ok).toBe(true);
    actions(store).runToEnd();
    const done = currentTask(timeline(store));
    expect(done?.id).toBe(asked?.id);
    expect(done?.status.state).toBe('completed');
    expect(done?.history.map((m) => m.role)).toEqual(['user', 'agent', 'user', 'agent']);
  });

  it('refuses an illegal forced move with the core message and records nothing', () => {
    const store = createWorkbenchStore();
    actions(store).start('Screen');
    actions(store).runToEnd();
    const before = timeline(store);
    const forced = actions(store).force('working');
    expect(forced).toEqual({
      ok: false,
      error: {
        code: 'ILLEGAL_TRANSITION',
        message: 'completed is terminal; cannot move to working',
      },
    });
    expect(timeline(store)).toBe(before);
    expect(session(store).error?.message).toBe('completed is terminal; cannot move to working');
    actions(store).stepBack();
    expect(session(store).error).toBeUndefined();
  });

  it('records a legal forced move as a frame', () => {
    const store = createWorkbenchStore();
    actions(store).start('Screen');
    actions(store).stepForward();
    expect(actions(store).force('failed', 'upstream list unavailable').ok).toBe(true);
    expect(currentFrame(timeline(store)).label).toBe('forced failed');
    expect(currentTask(timeline(store))?.status.state).toBe('failed');
  });

  it('records TASK_TERMINAL when a finished task is cancelled', () => {
    const store = clarifierStore();
    actions(store).start('Screen something slow');
    actions(store).runToEnd();
    actions(store).cancel();
    expect(currentTask(timeline(store))?.status.state).toBe('canceled');
    expect(actions(store).cancel().ok).toBe(true);
    expect(currentFrame(timeline(store)).error?.code).toBe('TASK_TERMINAL');
  });

  it('shows an admission refusal with every denial instead of a task', () => {
    const store = createWorkbenchStore();
    actions(store).configure({ cardName: 'marketing-copy-agent' });
    actions(store).start('Write copy');
    const frame = currentFrame(timeline(store));
    expect(frame.taskId).toBeUndefined();
    expect(frame.error?.denials?.map((d) => d.code)).toEqual([
      'CLASSIFICATION_EXCEEDED',
      'NO_ACCEPTABLE_AUTH',
    ]);
  });

  it('refuses a callback outside the allow-list and delivers pushes to an allowed one', () => {
    const store = clarifierStore();
    actions(store).start('Screen slowly');
    actions(store).setPush('https://evil.example/hook', 'x');
    expect(currentFrame(timeline(store)).error?.code).toBe('CALLBACK_NOT_ALLOWED');
    actions(store).setPush('https://agents.bank.ae/cb', 's3cret');
    expect(currentFrame(timeline(store)).label).toBe('push config set');
    actions(store).stepForward();
    const pushes = currentFrame(timeline(store)).wire.filter((w) => w.dir === 'push');
    expect(pushes).toHaveLength(1);
  });

  it('keeps its own snapshot when the workspace changes, and restarts with the new one', () => {
    const store = createWorkbenchStore();
    actions(store).start('Screen');
    const run = session(store).run;
    expect(run && sessionDriftOf(store.getState().workspace, run)).toEqual([]);
    store.getState().actions.removeStep('sanctions-screening', 1);
    store.getState().actions.setCallbackHosts([]);
    const drift = run && sessionDriftOf(store.getState().workspace, run);
    expect(drift).toEqual([
      'behaviour "Sanctions screening" was edited',
      'the callback allow-list was edited',
    ]);
    actions(store).runToEnd();
    expect(currentTask(timeline(store))?.artifacts).toHaveLength(1);

    actions(store).restart();
    actions(store).runToEnd();
    expect(currentTask(timeline(store))?.artifacts).toHaveLength(0);
    const restarted = session(store).run;
    expect(restarted && sessionDriftOf(store.getState().workspace, restarted)).toEqual([]);
  });

  it('stays out of undo, and is saved beside the workspace', () => {
    const storage = new FakeStorage();
    const store = createWorkbenchStore({ storage });
    store.getState().actions.setName('Renamed');
    actions(store).start('Screen');
    store.getState().actions.undo();
    expect(session(store).run).toBeDefined();
    const saved = JSON.parse([...storage.items.values()][0] ?? '{}') as {
      recording?: { run?: { text: string } };
    };
    expect(saved.recording?.run?.text).toBe('Screen');
  });

  it('reset forgets the recording but keeps the setup', () => {
    const store = createWorkbenchStore();
    actions(store).configure({ mode: 'send', request: 'Check Acme' });
    actions(store).start('Check Acme');
    actions(store).reset();
    expect(session(store).run).toBeUndefined();
    expect(session(store).setup).toMatchObject({ mode: 'send', request: 'Check Acme' });
  });

  it('answers NO_SESSION and NO_CARD instead of throwing', () => {
    const store = createWorkbenchStore();
    expect(actions(store).stepForward()).toMatchObject({
      ok: false,
      error: { code: 'NO_SESSION' },
    });
    const empty = createWorkbenchStore({ workspace: emptyWorkspace() });
    expect(actions(empty).start('hi')).toMatchObject({ ok: false, error: { code: 'NO_CALLER' } });
    expect(actions(store).reply('x')).toMatchObject({ ok: false, error: { code: 'NO_SESSION' } });
  });
});
