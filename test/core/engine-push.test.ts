import { describe, expect, it } from 'vitest';
import { CLARIFIER } from '../../src/core/behaviour';
import { cancel, drain, forceTransition, send, setPushConfig, submit } from '../../src/core/engine';
import { INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { ask, engineFor, failure, reply, unwrap } from './engine-helpers';

const CALLBACK = {
  url: 'https://agents.bank.ae/cb',
  token: 's3cret',
  authentication: 'bearer',
} as const;

const paused = (card = SANCTIONS_CARD) => {
  const { state, message } = ask(engineFor({ card, script: CLARIFIER }), 'Screen slowly');
  return unwrap(send(state, INVESTIGATOR, message)).state;
};

describe('push notifications', () => {
  it('refuses a callback on an agent without the capability', () => {
    const card = { ...SANCTIONS_CARD, capabilities: { streaming: true, pushNotifications: false } };
    expect(failure(setPushConfig(paused(card), 'task-1', CALLBACK))).toEqual({
      code: 'UNSUPPORTED',
      message: 'this agent does not support push notifications',
    });
  });

  it('refuses a callback for a task it does not hold', () => {
    expect(failure(setPushConfig(paused(), 'task-5', CALLBACK)).code).toBe('TASK_NOT_FOUND');
  });

  it('refuses an external host, naming it', () => {
    const error = failure(
      setPushConfig(paused(), 'task-1', { ...CALLBACK, url: 'https://evil.example/hook' }),
    );
    expect(error).toMatchObject({
      code: 'CALLBACK_NOT_ALLOWED',
      message: 'callback host "evil.example" is not in the allow-list',
    });
    expect(error.refusals?.map((r) => r.rule)).toEqual(['host']);
  });

  it('refuses a callback without a token', () => {
    const error = failure(setPushConfig(paused(), 'task-1', { ...CALLBACK, token: '' }));
    expect(error).toMatchObject({
      code: 'CALLBACK_UNAUTHENTICATED',
      message: 'a push notification config must carry a token the receiver can verify',
    });
  });

  it('refuses every callback when no host is allowed', () => {
    const state = paused();
    const strict = { ...state, config: { ...state.config, allowedCallbackHosts: [] } };
    const error = failure(setPushConfig(strict, 'task-1', CALLBACK));
    expect(error.code).toBe('CALLBACK_NOT_ALLOWED');
    expect(error.refusals?.[0]?.rule).toBe('empty-allow-list');
  });

  it('carries every refusal when a config breaks several rules', () => {
    const error = failure(
      setPushConfig(paused(), 'task-1', { ...CALLBACK, url: 'http://evil.example', token: ' ' }),
    );
    expect(error.code).toBe('CALLBACK_NOT_ALLOWED');
    expect(error.refusals?.map((r) => r.rule)).toEqual(['scheme', 'host', 'token']);
  });

  it('pushes every later status change to the callback, in order', () => {
    const configured = unwrap(setPushConfig(paused(), 'task-1', CALLBACK));
    expect(configured.state.tasks.get('task-1')?.push).toEqual(CALLBACK);
    expect(configured.state.pushes).toEqual([]);
    const answer = reply(configured.state, 'task-1', 'UAE lists');
    const done = unwrap(send(answer.state, INVESTIGATOR, answer.message));
    expect(done.state.pushes.map((p) => [p.taskId, p.url, p.status.state])).toEqual([
      ['task-1', 'https://agents.bank.ae/cb', 'working'],
      ['task-1', 'https://agents.bank.ae/cb', 'completed'],
    ]);
    expect(done.state.pushes.at(-1)?.status).toEqual(done.task.status);
  });

  it('pushes a cancellation and a forced move as well', () => {
    const { state, message } = ask(engineFor({ script: CLARIFIER }), 'Screen slowly');
    const fresh = unwrap(submit(state, INVESTIGATOR, message)).state;
    const configured = unwrap(setPushConfig(fresh, 'task-1', CALLBACK)).state;
    const working = unwrap(forceTransition(configured, 'task-1', 'working')).state;
    const canceled = unwrap(cancel(working, 'task-1')).state;
    expect(canceled.pushes.map((p) => p.status.state)).toEqual(['working', 'canceled']);
  });

  it('pushes nothing for a task without a callback', () => {
    const state = paused();
    const answer = reply(state, 'task-1', 'UAE lists');
    expect(unwrap(send(answer.state, INVESTIGATOR, answer.message)).state.pushes).toEqual([]);
  });

  it('pushes only for the task the callback belongs to', () => {
    const configured = unwrap(setPushConfig(paused(), 'task-1', CALLBACK)).state;
    const other = ask(configured, 'Screen another');
    const second = unwrap(submit(other.state, INVESTIGATOR, other.message));
    const drained = unwrap(drain(second.state, second.taskId));
    expect(drained.state.pushes).toEqual([]);
  });
});
