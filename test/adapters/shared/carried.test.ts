import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPath } from '../../../src/adapters/shared/issues';
import { carriedKernelSchema, parseCarried } from '../../../src/adapters/shared/loss';
import { KERNEL_STATES } from '../../../src/core/kernel';

const field = fc.constantFrom(
  'taskId',
  'contextId',
  'state',
  'inputText',
  'outputText',
  'structured',
  'delegationChain',
  'artifacts',
  'extra',
);

/** Values a field may or may not accept: right and wrong types, states and near-misses. */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...KERNEL_STATES, 'Running', 'working', undefined, [], ['a', 1], [null], {}),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.constant({ a: Number.POSITIVE_INFINITY }),
);

/** An entry of up to five fields, any of them wrong, or something that is not an object at all. */
const entry = fc.oneof(
  fc.dictionary(field, value, { maxKeys: 5 }),
  fc.constantFrom(null, [], 'taskId', 3),
);

describe('reading the kernel entry a run or task carries', () => {
  it('reads exactly what the schema reads, and refuses what it refuses with the same issues', () => {
    fc.assert(
      fc.property(entry, (input) => {
        const ours = parseCarried(input, 'ACP run', ['metadata', 'k']);
        const schema = carriedKernelSchema.safeParse(input);
        expect(ours.ok).toBe(schema.success);
        if (ours.ok && schema.success) expect(ours.value).toEqual(schema.data);
        if (!ours.ok) {
          const first = schema.error?.issues[0]?.path ?? [];
          expect(ours.error.issues[0]?.path).toBe(jsonPath(['metadata', 'k', ...first]));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('copies carried lists, so a decoded task does not share them with the wire document', () => {
    const wire = { delegationChain: ['orch', 'inv'], artifacts: ['report'] };
    const read = parseCarried(wire, 'ACP run', []);
    expect(read.ok && read.value.delegationChain).toEqual(['orch', 'inv']);
    expect(read.ok && read.value.delegationChain).not.toBe(wire.delegationChain);
    expect(read.ok && read.value.artifacts).not.toBe(wire.artifacts);
  });
});
