import { describe, expect, it } from 'vitest';
import {
  TASK_STATES,
  TERMINAL_STATES,
  TRANSITIONS,
  advance,
  isPaused,
  isTerminal,
  taskStateSchema,
  type TaskState,
} from '../../src/core/lifecycle';
import { REFERENCE_TERMINAL, REFERENCE_TRANSITIONS } from './fixtures';

const pairs = TASK_STATES.flatMap((from) => TASK_STATES.map((to) => [from, to] as const));

describe('the task lifecycle', () => {
  it('has the eight A2A states', () => {
    expect([...TASK_STATES].sort()).toEqual(
      [...Object.keys(REFERENCE_TRANSITIONS), ...REFERENCE_TERMINAL].sort(),
    );
  });

  it('marks exactly completed, canceled, failed and rejected terminal', () => {
    expect([...TERMINAL_STATES].sort()).toEqual([...REFERENCE_TERMINAL].sort());
    for (const state of TASK_STATES)
      expect(isTerminal(state)).toBe(REFERENCE_TERMINAL.includes(state));
  });

  it('marks exactly input-required and auth-required paused', () => {
    for (const state of TASK_STATES) {
      expect(isPaused(state)).toBe(state === 'input-required' || state === 'auth-required');
    }
  });

  it('calls no name that is not a state terminal or paused, an inherited one included', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'done', '']) {
      expect(isTerminal(name as TaskState)).toBe(false);
      expect(isPaused(name as TaskState)).toBe(false);
    }
  });

  it('lists the reference table as its transitions', () => {
    for (const state of TASK_STATES) {
      expect([...TRANSITIONS[state]].sort()).toEqual(
        [...(REFERENCE_TRANSITIONS[state] ?? [])].sort(),
      );
    }
  });

  it.each(pairs.filter(([from, to]) => REFERENCE_TRANSITIONS[from]?.includes(to)))(
    'allows %s -> %s',
    (from, to) => {
      expect(advance(from, to)).toEqual({ ok: true, value: to });
    },
  );

  it.each(pairs.filter(([from]) => REFERENCE_TERMINAL.includes(from)))(
    'refuses %s -> %s because the first state is terminal',
    (from, to) => {
      expect(advance(from, to)).toEqual({
        ok: false,
        error: {
          code: 'ILLEGAL_TRANSITION',
          message: `${from} is terminal; cannot move to ${to}`,
        },
      });
    },
  );

  it.each(
    pairs.filter(
      ([from, to]) =>
        !REFERENCE_TERMINAL.includes(from) && !REFERENCE_TRANSITIONS[from]?.includes(to),
    ),
  )('refuses %s -> %s as not a legal transition', (from, to) => {
    expect(advance(from, to)).toEqual({
      ok: false,
      error: {
        code: 'ILLEGAL_TRANSITION',
        message: `${from} -> ${to} is not a legal transition`,
      },
    });
  });

  it('words the two kinds of illegal move as the reference does', () => {
    const terminal = advance('completed', 'working');
    const skipped = advance('submitted', 'completed');
    expect(!terminal.ok && terminal.error.message).toBe(
      'completed is terminal; cannot move to working',
    );
    expect(!skipped.ok && skipped.error.message).toBe(
      'submitted -> completed is not a legal transition',
    );
  });

  it('refuses a state name it does not know when parsing', () => {
    expect(taskStateSchema.safeParse('cancelled').success).toBe(false);
    expect(taskStateSchema.safeParse('canceled').success).toBe(true);
  });

  it('never lets a state move to itself', () => {
    for (const state of TASK_STATES) expect(advance(state, state).ok).toBe(false);
  });
});
