import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../../src/core/json';
import { acpLoss, decodeRun, encodeRun } from '../../../src/adapters/acp';
import { applyLoss } from '../../../src/adapters/shared/loss';
import { kernelTaskArb, overTheWire } from '../kernel-arbitrary';

const options = fc.record({
  agentName: fc.string({ maxLength: 20 }),
  createdTick: fc.nat(10_000),
  awaitPrompt: fc.string(),
});

describe('kernel → ACP → kernel', () => {
  it('is exact for every kernel task', () => {
    fc.assert(
      fc.property(kernelTaskArb, options, (kernel, opts) => {
        const decoded = decodeRun(overTheWire(encodeRun(kernel, opts)));
        expect(decoded.ok && decoded.value).toEqual(kernel);
      }),
      { numRuns: 300 },
    );
  });

  it('loses exactly what the loss report names when the workbench metadata is ignored', () => {
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        const plain = { ...encodeRun(kernel), metadata: undefined };
        const decoded = decodeRun(overTheWire(plain));
        if (!decoded.ok) throw new Error(decoded.error.message);
        expect(jsonEqual(decoded.value, applyLoss(kernel, acpLoss(kernel)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the metadata entry only when something is lost', () => {
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        expect(encodeRun(kernel).metadata !== undefined).toBe(acpLoss(kernel).length > 0);
      }),
    );
  });
});
