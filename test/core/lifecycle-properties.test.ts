import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, isTerminal, type TaskState } from '../../src/core/lifecycle';
import { arbState } from './arbitraries';
import { referenceAllows } from './fixtures';

describe('lifecycle properties', () => {
  it('allows a move exactly when the table lists it', () => {
    fc.assert(
      fc.property(arbState, arbState, (from, to) => {
        expect(advance(from, to).ok).toBe(referenceAllows(from, to));
      }),
    );
  });

  it('keeps a task on the legal graph through any sequence of attempted moves', () => {
    fc.assert(
      fc.property(fc.array(arbState, { maxLength: 30 }), (attempts) => {
        let state: TaskState = 'submitted';
        for (const target of attempts) {
          const moved = advance(state, target);
          if (isTerminal(state)) expect(moved.ok).toBe(false);
          if (moved.ok) {
            expect(referenceAllows(state, moved.value)).toBe(true);
            state = moved.value;
          }
        }
      }),
    );
  });

  it('lets a terminal state absorb every move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TaskState>('completed', 'canceled', 'failed', 'rejected'),
        arbState,
        (from, to) => {
          const moved = advance(from, to);
          expect(moved.ok).toBe(false);
          expect(!moved.ok && moved.error.message).toBe(
            `${from} is terminal; cannot move to ${to}`,
          );
        },
      ),
    );
  });
});
