import { describe, expect, it } from 'vitest';
import { CLARIFIER, SANCTIONS_SCREENING, type BehaviourScript } from '../../src/core/behaviour';
import {
  blockedReason,
  cancel,
  drain,
  forceTransition,
  isRunnable,
  send,
  step,
  stream,
  submit,
  type EngineState,
} from '../../src/core/engine';
import { INVESTIGATOR } from '../../src/scenarios/bank';
import { ask, describeEvents, engineFor, failure, reply, unwrap } from './engine-helpers';

const submitted = (script: BehaviourScript = SANCTIONS_SCREENING) => {
  const { state, message } = ask(engineFor({ script }), 'Screen this');
  return unwrap(submit(state, INVESTIGATOR, message)).state;
};

describe('stepping', () => {
  it('runs exactly one event per step, in script order', () => {
    let state = submitted();
    const lines: string[] = [];
    while (isRunnable(state, 'task-1')) {
      const stepped = unwrap(step(state, 'task-1'));
      expect(stepped.events).toHaveLength(1);
      lines.push(...describeEvents(stepped.events));
      state = stepped.state;
    }
    expect(lines).toEqual([
      'status working final=false',
      'artifact sanctions-screening last=true',
      'status completed final=true',
    ]);
  });

  it('gives the same run stepping as sending', () => {
    const { state, message } = ask(engineFor(), 'Screen this');
    const sent = unwrap(send(state, INVESTIGATOR, message));
    const drained = unwrap(drain(submitted(), 'task-1'));
    expect(JSON.stringify(drained.state)).toBe(JSON.stringify(sent.state));
  });

  it('says why a task cannot run', () => {
    const done = unwrap(drain(submitted(), 'task-1')).state;
    expect(blockedReason(done, 'task-1')).toBe('task task-1 is completed');
    expect(failure(step(done, 'task-1'))).toEqual({
      code: 'NOTHING_TO_RUN',
      message: 'task task-1 is completed',
    });
    expect(failure(step(done, 'task-4'))).toEqual({
      code: 'TASK_NOT_FOUND',
      message: 'no such task: task-4',
    });
  });

  it('waits for the caller while a question is open', () => {
    const paused = unwrap(drain(submitted(CLARIFIER), 'task-1')).state;
    expect(paused.tasks.get('task-1')?.task.status.state).toBe('input-required');
    expect(blockedReason(paused, 'task-1')).toBe("task task-1 is waiting for the caller's reply");
    expect(failure(step(paused, 'task-1')).code).toBe('NOTHING_TO_RUN');
  });

  it('stops when the script runs out of steps', () => {
    const short: BehaviourScript = {
      id: 's',
      name: 'Short',
      description: '',
      steps: [{ op: 'work' }],
    };
    const state = unwrap(drain(submitted(short), 'task-1')).state;
    expect(state.tasks.get('task-1')?.task.status.state).toBe('working');
    expect(blockedReason(state, 'task-1')).toBe('the behaviour script "Short" has no more steps');
  });

  it('refuses a script step the lifecycle forbids, and changes nothing', () => {
    const bad: BehaviourScript = {
      id: 'b',
      name: 'Bad',
      description: '',
      steps: [{ op: 'complete', message: 'done already' }],
    };
    const state = submitted(bad);
    const before = JSON.stringify(state);
    expect(failure(step(state, 'task-1'))).toEqual({
      code: 'ILLEGAL_TRANSITION',
      message: 'submitted -> completed is not a legal transition',
    });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('tasks/cancel', () => {
  const paused = unwrap(drain(submitted(CLARIFIER), 'task-1')).state;

  it('cancels a task waiting for input and ends its stream', () => {
    const canceled = unwrap(cancel(paused, 'task-1'));
    expect(canceled.task.status.state).toBe('canceled');
    expect(describeEvents(canceled.events)).toEqual(['status canceled final=true']);
    expect(isRunnable(canceled.state, 'task-1')).toBe(false);
  });

  it('refuses to cancel it again', () => {
    const canceled = unwrap(cancel(paused, 'task-1'));
    expect(failure(cancel(canceled.state, 'task-1'))).toEqual({
      code: 'TASK_TERMINAL',
      message: 'task task-1 is already canceled',
    });
  });

  it('refuses to cancel a completed task or one it does not hold', () => {
    const done = unwrap(drain(submitted(), 'task-1')).state;
    expect(failure(cancel(done, 'task-1')).message).toBe('task task-1 is already completed');
    expect(failure(cancel(done, 'task-2')).code).toBe('TASK_NOT_FOUND');
  });

  it('refuses a reply to a cancelled task', () => {
    const canceled = unwrap(cancel(paused, 'task-1')).state;
    const answer = reply(canceled, 'task-1', 'UAE');
    expect(failure(send(answer.state, INVESTIGATOR, answer.message)).code).toBe('TASK_TERMINAL');
  });
});

describe('forced transitions', () => {
  it('makes a legal move the script did not ask for, with its message', () => {
    const forced = unwrap(forceTransition(submitted(), 'task-1', 'auth-required', 'Sign in'));
    expect(forced.task.status.state).toBe('auth-required');
    expect(forced.task.history.at(-1)?.parts).toEqual([{ kind: 'text', text: 'Sign in' }]);
    expect(blockedReason(forced.state, 'task-1')).toBe(
      "task task-1 is waiting for the caller's reply",
    );
    const resumed = unwrap(forceTransition(forced.state, 'task-1', 'working'));
    expect(isRunnable(resumed.state, 'task-1')).toBe(true);
  });

  it('refuses an illegal move and leaves the state as it was', () => {
    const done = unwrap(drain(submitted(), 'task-1')).state;
    const before = JSON.stringify(done);
    expect(failure(forceTransition(done, 'task-1', 'working'))).toEqual({
      code: 'ILLEGAL_TRANSITION',
      message: 'completed is terminal; cannot move to working',
    });
    expect(failure(forceTransition(submitted(), 'task-1', 'completed')).message).toBe(
      'submitted -> completed is not a legal transition',
    );
    expect(failure(forceTransition(done, 'task-3', 'working')).code).toBe('TASK_NOT_FOUND');
    expect(JSON.stringify(done)).toBe(before);
  });
});

describe('determinism', () => {
  const run = (): EngineState[] => {
    const states: EngineState[] = [];
    let { state, message } = ask(engineFor({ script: CLARIFIER }), 'Screen this entity');
    state = unwrap(stream(state, INVESTIGATOR, message)).state;
    states.push(state);
    ({ state, message } = reply(state, 'task-1', 'UAE and UN lists'));
    state = unwrap(send(state, INVESTIGATOR, message)).state;
    states.push(state);
    ({ state, message } = ask(state, 'Another one'));
    state = unwrap(send(state, INVESTIGATOR, message)).state;
    state = unwrap(cancel(state, 'task-2')).state;
    states.push(state);
    return states;
  };

  it('gives byte-identical states for the same inputs', () => {
    expect(run().map((s) => JSON.stringify(s))).toEqual(run().map((s) => JSON.stringify(s)));
  });

  it('never changes a state it was given', () => {
    const [first] = run();
    const before = JSON.stringify(first);
    const answer = reply(first!, 'task-1', 'UAE');
    unwrap(send(answer.state, INVESTIGATOR, answer.message));
    unwrap(cancel(first!, 'task-1'));
    expect(JSON.stringify(first)).toBe(before);
  });
});
