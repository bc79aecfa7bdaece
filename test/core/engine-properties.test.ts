import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancel,
  drain,
  forceTransition,
  send,
  setPushConfig,
  step,
  submit,
  userMessage,
  type EngineState,
  type Outcome,
} from '../../src/core/engine';
import { isTerminal, type TaskState } from '../../src/core/lifecycle';
import type { EngineError } from '../../src/core/engine';
import type { Result } from '../../src/core/result';
import { INVESTIGATOR } from '../../src/scenarios/bank';
import { arbState, arbStep } from './arbitraries';
import { engineFor } from './engine-helpers';
import { referenceAllows } from './fixtures';

const taskIndex = fc.integer({ min: 1, max: 3 });
const arbAction = fc.oneof(
  fc.record({ kind: fc.constant('new' as const) }),
  fc.record({ kind: fc.constant('step' as const), task: taskIndex }),
  fc.record({ kind: fc.constant('drain' as const), task: taskIndex }),
  fc.record({ kind: fc.constant('reply' as const), task: taskIndex }),
  fc.record({ kind: fc.constant('cancel' as const), task: taskIndex }),
  fc.record({ kind: fc.constant('push' as const), task: taskIndex }),
  fc.record({ kind: fc.constant('force' as const), task: taskIndex, to: arbState }),
);
type Action = typeof arbAction extends fc.Arbitrary<infer A> ? A : never;

function apply(state: EngineState, action: Action): Result<Outcome, EngineError> {
  if (action.kind === 'new') {
    const { state: next, message } = userMessage(state, 'Screen this');
    return send(next, INVESTIGATOR, message);
  }
  const taskId = `task-${action.task}`;
  switch (action.kind) {
    case 'step':
      return step(state, taskId);
    case 'drain':
      return drain(state, taskId);
    case 'reply': {
      const { state: next, message } = userMessage(state, 'More detail', { taskId });
      return send(next, INVESTIGATOR, message);
    }
    case 'cancel':
      return cancel(state, taskId);
    case 'push': {
      const config = {
        url: 'https://agents.bank.ae/cb',
        token: 't',
        authentication: 'bearer',
      } as const;
      const set = setPushConfig(state, taskId, config);
      return set.ok ? { ok: true, value: { state: set.value.state, events: [] } } : set;
    }
    case 'force':
      return forceTransition(state, taskId, action.to);
  }
}

describe('engine properties', () => {
  it('keeps every task on the legal graph, whatever the script and the actions', () => {
    fc.assert(
      fc.property(
        fc.array(arbStep, { maxLength: 8 }),
        fc.array(arbAction, { maxLength: 25 }),
        (steps, actions) => {
          let state = engineFor({ script: { id: 'r', name: 'Random', description: '', steps } });
          const seen = new Map<string, TaskState[]>();
          for (const action of actions) {
            const before = JSON.stringify(state);
            const outcome = apply(state, action);
            if (!outcome.ok) {
              expect(JSON.stringify(state)).toBe(before);
              continue;
            }
            for (const event of outcome.value.events) {
              if (event.kind !== 'status-update') continue;
              seen.set(event.taskId, [...(seen.get(event.taskId) ?? []), event.status.state]);
            }
            state = outcome.value.state;
          }
          for (const [taskId, states] of seen) {
            expect(states[0]).toBe('submitted');
            states.slice(1).forEach((to, i) => expect(referenceAllows(states[i]!, to)).toBe(true));
            expect(state.tasks.get(taskId)?.task.status.state).toBe(states.at(-1));
          }
          expect([...state.tasks.keys()].sort()).toEqual([...seen.keys()].sort());
        },
      ),
    );
  });

  it('pushes each status change of a task with a callback, in order, and nothing after the end', () => {
    fc.assert(
      fc.property(
        fc.array(arbStep, { maxLength: 8 }),
        fc.array(arbAction, { maxLength: 25 }),
        (steps, actions) => {
          let state = engineFor({ script: { id: 'r', name: 'Random', description: '', steps } });
          const { state: fresh, message } = userMessage(state, 'Screen this');
          state = submitOrThrow(fresh, message);
          const config = {
            url: 'https://agents.bank.ae/cb',
            token: 't',
            authentication: 'bearer',
          } as const;
          const set = setPushConfig(state, 'task-1', config);
          if (!set.ok) throw new Error(set.error.message);
          state = set.value.state;
          const expected: TaskState[] = [];
          for (const action of actions) {
            const outcome = apply(state, action);
            if (!outcome.ok) continue;
            for (const event of outcome.value.events) {
              if (event.kind === 'status-update' && event.taskId === 'task-1') {
                expected.push(event.status.state);
              }
            }
            state = outcome.value.state;
          }
          const pushed = state.pushes
            .filter((p) => p.taskId === 'task-1')
            .map((p) => p.status.state);
          expect(pushed).toEqual(expected);
          expect(pushed.slice(0, -1).some(isTerminal)).toBe(false);
        },
      ),
    );
  });
});

function submitOrThrow(state: EngineState, message: ReturnType<typeof userMessage>['message']) {
  const submitted = submit(state, INVESTIGATOR, message);
  if (!submitted.ok) throw new Error(submitted.error.message);
  return submitted.value.state;
}
