import { describe, expect, it } from 'vitest';
import { CLARIFIER, SANCTIONS_SCREENING } from '../../src/core/behaviour';
import type { EngineConfig } from '../../src/core/engine';
import { DEFAULT_POLICY } from '../../src/core/policy';
import * as T from '../../src/core/timeline';
import { CALLBACK_HOSTS, INVESTIGATOR, KYC_CARD, SANCTIONS_CARD } from '../../src/scenarios/bank';

const config = (script = SANCTIONS_SCREENING, card = SANCTIONS_CARD): EngineConfig => ({
  card,
  script,
  policy: DEFAULT_POLICY,
  allowedCallbackHosts: CALLBACK_HOSTS,
});

const unwrap = <V>(r: { ok: true; value: V } | { ok: false; error: { message: string } }): V => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const stateAt = (t: T.Timeline) => T.currentTask(t)?.status.state;

describe('timeline', () => {
  it('runs a streamed screening one event per frame and closes the stream with the task', () => {
    let t = T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'Screen PMT-771', {
      mode: 'stream',
    });
    expect(stateAt(t)).toBe('submitted');
    const labels = [T.currentFrame(t).label];
    while (T.canStepForward(t)) {
      t = unwrap(T.stepForward(t));
      labels.push(T.currentFrame(t).label);
    }
    expect(labels).toEqual(['submitted', 'working', 'artifact sanctions-screening', 'completed']);
    const last = T.currentFrame(t).wire;
    expect(last.map((r) => r.dir)).toEqual(['event', 'event']);
    expect(last[1]).toMatchObject({ dir: 'event', event: { kind: 'task' } });
    expect(T.currentFrame(t).call).toBeUndefined();
  });

  it('answers a blocking send only when the task finishes', () => {
    let t = T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'Screen', { mode: 'send' });
    expect(T.currentFrame(t).wire.map((r) => r.dir)).toEqual(['request']);
    t = unwrap(T.runToEnd(t));
    const wire = T.currentFrame(t).wire;
    expect(wire[wire.length - 1]).toMatchObject({ dir: 'response', method: 'send' });
    expect(stateAt(t)).toBe('completed');
  });

  it('steps back and forward through recorded frames without re-running the engine', () => {
    const done = unwrap(
      T.runToEnd(T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'x', { mode: 'stream' })),
    );
    const back = T.stepBack(T.stepBack(done));
    expect(stateAt(back)).toBe('working');
    expect(T.statePath(back)).toEqual(['submitted', 'working']);
    const forward = unwrap(T.stepForward(back));
    expect(forward.frames).toBe(back.frames);
    expect(T.jumpTo(done, 99).cursor).toBe(done.frames.length - 1);
    expect(T.jumpTo(done, -3).cursor).toBe(0);
  });

  it('drops later frames when acting from an earlier one', () => {
    const done = unwrap(
      T.runToEnd(T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'x', { mode: 'stream' })),
    );
    const back = T.jumpTo(done, 1);
    const cancelled = unwrap(T.cancelTask(back));
    expect(cancelled.frames).toHaveLength(3);
    expect(stateAt(cancelled)).toBe('canceled');
  });

  it('pauses the clarifier for a reply that continues the same task', () => {
    let t = unwrap(
      T.runToEnd(
        T.sendMessage(T.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
          mode: 'send',
        }),
      ),
    );
    expect(stateAt(t)).toBe('input-required');
    expect(T.awaitingReply(t)).toBe(true);
    const taskId = T.currentFrame(t).taskId;
    t = T.sendMessage(t, 'UAE and UN lists', { mode: 'send', ...(taskId ? { taskId } : {}) });
    t = unwrap(T.runToEnd(t));
    expect(stateAt(t)).toBe('completed');
    expect(T.currentTask(t)?.history.map((m) => m.role)).toEqual([
      'user',
      'agent',
      'user',
      'agent',
    ]);
    expect(T.statePath(t)).toEqual([
      'submitted',
      'working',
      'input-required',
      'working',
      'completed',
    ]);
  });

  it('records a second cancel as TASK_TERMINAL', () => {
    let t = unwrap(
      T.runToEnd(
        T.sendMessage(T.createTimeline(config(CLARIFIER), INVESTIGATOR), 'x', { mode: 'send' }),
      ),
    );
    t = unwrap(T.cancelTask(t));
    t = unwrap(T.cancelTask(t));
    expect(T.currentFrame(t).error?.code).toBe('TASK_TERMINAL');
    expect(T.currentFrame(t).wire.map((r) => r.dir)).toEqual(['request', 'error']);
  });

  it('refuses an illegal forced move and records nothing', () => {
    const t = unwrap(
      T.runToEnd(T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'x', { mode: 'send' })),
    );
    const forced = T.forceState(t, 'working');
    expect(forced.ok).toBe(false);
    if (!forced.ok)
      expect(forced.error.message).toBe('completed is terminal; cannot move to working');
  });

  it('shows a refused delegation as its denials instead of a task', () => {
    const t = T.sendMessage(
      T.createTimeline(config(SANCTIONS_SCREENING, KYC_CARD), INVESTIGATOR),
      'x',
      { mode: 'send' },
    );
    const frame = T.currentFrame(t);
    expect(frame.taskId).toBeUndefined();
    expect(frame.error?.denials?.map((d) => d.code)).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
    ]);
  });

  it('records push deliveries on the wire once a callback is set', () => {
    let t = unwrap(
      T.runToEnd(
        T.sendMessage(T.createTimeline(config(CLARIFIER), INVESTIGATOR), 'x', { mode: 'send' }),
      ),
    );
    const refused = unwrap(
      T.setPushConfig(t, {
        url: 'https://evil.example/hook',
        token: 'x',
        authentication: 'bearer',
      }),
    );
    expect(T.currentFrame(refused).error?.code).toBe('CALLBACK_NOT_ALLOWED');
    t = unwrap(
      T.setPushConfig(t, {
        url: 'https://agents.bank.ae/cb',
        token: 's3cret',
        authentication: 'bearer',
      }),
    );
    const taskId = T.currentFrame(t).taskId ?? '';
    t = unwrap(T.runToEnd(T.sendMessage(t, 'UAE', { mode: 'send', taskId })));
    const pushes = t.frames.flatMap((f) => f.wire).filter((r) => r.dir === 'push');
    expect(pushes.map((p) => (p.dir === 'push' ? p.delivery.status.state : ''))).toEqual([
      'working',
      'completed',
    ]);
  });

  it('is deterministic: the same actions give byte-identical frames', () => {
    const run = () =>
      JSON.stringify(
        unwrap(
          T.runToEnd(
            T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'x', { mode: 'stream' }),
          ),
        ),
      );
    expect(run()).toBe(run());
  });
});

describe('frames shared between timelines of one recording', () => {
  const record = () =>
    T.sendMessage(T.createTimeline(config(), INVESTIGATOR), 'Screen PMT-771', { mode: 'stream' });

  it('leaves an earlier timeline exactly as it was when a later one records more', () => {
    const submitted = record();
    const before = [...submitted.frames];
    const working = unwrap(T.stepForward(submitted));
    const done = unwrap(T.runToEnd(working));
    expect(submitted.frames).toEqual(before);
    expect(submitted.frames).toHaveLength(2);
    expect(working.frames).toHaveLength(3);
    expect(done.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'artifact sanctions-screening',
      'completed',
    ]);
  });

  it('acting from an earlier frame branches without touching the first branch', () => {
    const done = unwrap(T.runToEnd(record()));
    const back = T.stepBack(T.stepBack(done));
    const cancelled = unwrap(T.cancelTask(back));
    expect(cancelled.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'canceled',
    ]);
    expect(done.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'artifact sanctions-screening',
      'completed',
    ]);
    // A second branch from the same frame does not see the first.
    const forced = unwrap(T.forceState(back, 'failed', 'gave up'));
    expect(forced.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'forced failed',
    ]);
    expect(cancelled.frames[3]?.label).toBe('canceled');
    // Branching from the first timeline again, after the others appended, still works.
    const again = unwrap(T.stepForward(record()));
    expect(again.frames.map((f) => f.label)).toEqual(['ready', 'submitted', 'working']);
  });

  it('works on a spread copy, as a store might make', () => {
    const done = unwrap(T.runToEnd(record()));
    const copy: T.Timeline = { ...done, cursor: 1 };
    expect(T.currentFrame(copy).label).toBe('submitted');
    const forward = unwrap(T.stepForward(copy));
    expect(T.currentFrame(forward).label).toBe('working');
    expect(forward.frames).toHaveLength(done.frames.length);
  });

  it("reads a copy's frames in place: stepping through it neither iterates nor slices them", () => {
    const done = unwrap(T.runToEnd(record()));
    const frames = [...done.frames];
    const refuse = () => {
      throw new Error('the frames were copied');
    };
    Object.defineProperty(frames, Symbol.iterator, { value: refuse });
    Object.defineProperty(frames, 'slice', { value: refuse });
    const copy: T.Timeline = { caller: done.caller, frames, cursor: 0 };
    expect(T.currentFrame(copy).label).toBe('ready');
    expect(T.canStepForward(copy)).toBe(true);
    const last = T.jumpTo(copy, 99);
    expect(T.currentFrame(last).label).toBe('completed');
    expect(T.statePath(last)).toEqual(['submitted', 'working', 'completed']);
    expect(T.awaitingReply(last)).toBe(false);
  });

  it('appends to a copy without writing into the frames it was copied from', () => {
    const working = unwrap(T.stepForward(record()));
    const copy: T.Timeline = { ...working };
    const next = unwrap(T.stepForward(copy));
    expect(next.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'working',
      'artifact sanctions-screening',
    ]);
    expect(copy.frames).toHaveLength(3);
    expect(working.frames).toHaveLength(3);
    const appended = T.appendFrame(copy, (last) => ({ ...last, label: 'appended' }));
    expect(appended.frames.at(-1)?.label).toBe('appended');
    expect(working.frames.map((f) => f.label)).toEqual(['ready', 'submitted', 'working']);
  });

  it('shares one frames array between the cursor moves of a recording', () => {
    const done = unwrap(T.runToEnd(record()));
    expect(T.jumpTo(done, 1).frames).toBe(done.frames);
    expect(T.stepBack(done).frames).toBe(done.frames);
  });
});
