import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BEHAVIOURS,
  CLARIFIER,
  SANCTIONS_SCREENING,
  behaviourScriptSchema,
  behaviourStepSchema,
} from '../../src/core/behaviour';
import { drain, send, submit } from '../../src/core/engine';
import { INVESTIGATOR } from '../../src/scenarios/bank';
import { ask, engineFor, reply, unwrap } from './engine-helpers';

const statesOf = (script: typeof SANCTIONS_SCREENING) => {
  const { state, message } = ask(engineFor({ script }), 'Screen this');
  const start = unwrap(submit(state, INVESTIGATOR, message));
  const run = unwrap(drain(start.state, start.taskId));
  return {
    run,
    states: [...start.events, ...run.events].flatMap((e) =>
      e.kind === 'status-update' ? [e.status.state] : [],
    ),
  };
};

describe('behaviour scripts', () => {
  it.each(BUILT_IN_BEHAVIOURS)('the built-in script $name satisfies its schema', (script) => {
    expect(behaviourScriptSchema.safeParse(script).success).toBe(true);
  });

  it('runs the sanctions screening script to completion with one artifact', () => {
    const { run, states } = statesOf(SANCTIONS_SCREENING);
    expect(states).toEqual(['submitted', 'working', 'completed']);
    expect(run.state.tasks.get('task-1')?.task.artifacts.map((a) => a.name)).toEqual([
      'sanctions-screening',
    ]);
  });

  it('runs the clarifier script to its question, then to completion after a reply', () => {
    const { run, states } = statesOf(CLARIFIER);
    expect(states).toEqual(['submitted', 'working', 'input-required']);
    const answer = reply(run.state, 'task-1', 'UAE and UN lists');
    const done = unwrap(send(answer.state, INVESTIGATOR, answer.message));
    expect(done.events.map((e) => (e.kind === 'status-update' ? e.status.state : e.kind))).toEqual([
      'working',
      'completed',
    ]);
  });

  it.each([
    ['failed', { op: 'fail', reason: 'list unavailable' }],
    ['auth-required', { op: 'ask-auth', prompt: 'Step up' }],
  ] as const)('moves a working task to %s when the script says so', (state, last) => {
    const script = { id: 'x', name: 'X', description: '', steps: [{ op: 'work' as const }, last] };
    expect(statesOf(script).states.at(-1)).toBe(state);
  });

  it('rejects a task straight from submitted', () => {
    const script = {
      id: 'r',
      name: 'R',
      description: '',
      steps: [{ op: 'reject' as const, reason: 'out of scope' }],
    };
    const { run, states } = statesOf(script);
    expect(states).toEqual(['submitted', 'rejected']);
    expect(run.state.tasks.get('task-1')?.task.status.message?.parts).toEqual([
      { kind: 'text', text: 'out of scope' },
    ]);
  });

  it.each([
    [
      'an artifact step with neither text nor data',
      { op: 'artifact', name: 'r' },
      'an artifact step needs text, data or both',
    ],
    [
      'an artifact step without a name',
      { op: 'artifact', name: '', text: 'x' },
      'an artifact needs a name',
    ],
    ['a question with no text', { op: 'ask-input', question: '' }, 'a question is needed'],
    ['an auth prompt with no text', { op: 'ask-auth', prompt: '' }, 'a prompt is needed'],
  ])('refuses %s', (_label, input, message) => {
    const parsed = behaviourStepSchema.safeParse(input);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses an unknown step', () => {
    expect(behaviourStepSchema.safeParse({ op: 'sleep' }).success).toBe(false);
  });
});
