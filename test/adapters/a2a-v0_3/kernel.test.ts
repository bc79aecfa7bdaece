import { describe, expect, it } from 'vitest';
import { a2aV03Loss, encodeKernelTask } from '../../../src/adapters/a2a-v0_3';
import type { KernelTask } from '../../../src/core/kernel';

const kernel: KernelTask = {
  taskId: 'task-1',
  contextId: 'ctx-1',
  state: 'awaiting_auth',
  inputText: 'Screen Acme',
  outputText: 'one match',
  structured: { matches: 1 },
  delegationChain: ['orchestrator'],
  artifacts: ['sanctions-screening'],
};

describe('kernel ↔ A2A 0.3', () => {
  it('says every kernel state in A2A words without loss', () => {
    expect(encodeKernelTask(kernel).status.state).toBe('auth-required');
    expect(a2aV03Loss(kernel).map((e) => e.field)).toEqual(['delegationChain']);
  });

  it('carries the chain under its own key and nothing else when only the chain is lost', () => {
    const wire = encodeKernelTask(kernel, 7);
    expect(wire.metadata).toEqual({ 'delegation-workbench/delegationChain': ['orchestrator'] });
    expect(wire.status.timestamp).toBe('2025-01-01T00:00:07.000Z');
    expect(a2aV03Loss(kernel)[0]?.carriedIn).toBe(
      'metadata["delegation-workbench/delegationChain"]',
    );
  });

  it('reports output without an artifact name, and carries the names', () => {
    const orphan = { ...kernel, artifacts: [], delegationChain: [] };
    const loss = a2aV03Loss(orphan);
    expect(loss).toMatchObject([{ field: 'artifacts', kernel: [], readBack: [''] }]);
    expect(encodeKernelTask(orphan).metadata).toEqual({
      'delegation-workbench/kernel': { artifacts: [] },
    });
  });
});
