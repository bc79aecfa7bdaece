import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterId } from '../../src/core/counter-id';
import { createEngine, stream, userMessage } from '../../src/core/engine';
import { engineFor } from './engine-helpers';
import { INVESTIGATOR } from '../../src/scenarios/bank';

const templated = (prefix: string, n: number): string => `${prefix}-${n}`;

describe('counter ids', () => {
  it('writes the same text as a template literal for every count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('task', 'ctx', 'msg', 'art'),
        fc.oneof(
          fc.nat({ max: 2048 }),
          fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
          fc.double(),
          fc.constantFrom(1023, 1024, 1e21, 2 ** 53, 1024.5, -1024, -0, NaN, Infinity, -Infinity),
        ),
        (prefix, n) => {
          expect(counterId(prefix, n)).toBe(templated(prefix, n));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names the task, context, messages and artifact of a server that has run for a while', () => {
    const fresh = engineFor();
    const server = { ...fresh, counters: { task: 98_764, ctx: 4_095, msg: 1_999, art: 1_023 } };
    const { state, message } = userMessage(server, 'Screen PMT-771');
    expect(message.messageId).toBe('msg-2000');
    const streamed = stream(state, INVESTIGATOR, message);
    if (!streamed.ok) throw new Error(streamed.error.message);
    const { task } = streamed.value;
    expect([task.id, task.contextId]).toEqual(['task-98765', 'ctx-4096']);
    expect(task.history.map((m) => m.messageId)).toEqual(['msg-2000', 'msg-2001']);
    expect(task.artifacts.map((a) => a.artifactId)).toEqual(['art-1024']);
    expect(createEngine(fresh.config).counters).toEqual({ task: 0, ctx: 0, msg: 0, art: 0 });
  });
});
