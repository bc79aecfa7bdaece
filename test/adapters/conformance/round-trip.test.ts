import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLoss } from '../../../src/adapters/shared/loss';
import { jsonEqual } from '../../../src/core/json';
import { kernelTaskArb, overTheWire } from '../kernel-arbitrary';
import { KERNEL_ADAPTERS, withoutWorkbench } from './kernel-adapters';

describe.each(KERNEL_ADAPTERS)('kernel → $name → kernel', (adapter) => {
  it('is exact for every kernel task, awkward strings, nested data and "__proto__" keys included', () => {
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        const decoded = adapter.decode(overTheWire(adapter.encode(kernel)));
        expect(decoded.ok && decoded.value).toEqual(kernel);
      }),
      { numRuns: 300 },
    );
  });

  it('loses exactly what the loss report names when the workbench metadata is ignored', () => {
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        const decoded = adapter.decode(overTheWire(withoutWorkbench(adapter.encode(kernel))));
        if (!decoded.ok) throw new Error(decoded.error.message);
        expect(jsonEqual(decoded.value, applyLoss(kernel, adapter.loss(kernel)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the workbench metadata only when something is lost', () => {
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        const metadata = adapter.encode(kernel).metadata ?? {};
        const written = Object.keys(metadata).some((k) => k.startsWith('delegation-workbench/'));
        expect(written).toBe(adapter.loss(kernel).length > 0);
      }),
    );
  });

  it('never changes Object.prototype, whatever the keys', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(kernelTaskArb, (kernel) => {
        adapter.decode(overTheWire(adapter.encode(kernel)));
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
      }),
      { numRuns: 50 },
    );
  });
});
