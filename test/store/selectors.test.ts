import { describe, expect, it } from 'vitest';
import {
  admissionFor,
  admissionMatrixOf,
  createWorkbenchStore,
  defaultWorkspace,
  directoryOf,
  discoveryFor,
} from '../../src/store';

const investigator = 'payments-investigator';

describe('derived verdicts', () => {
  it('computes admission verdicts for a caller from the core', () => {
    const verdicts = admissionFor(defaultWorkspace(), investigator, {});
    expect(verdicts?.map((v) => [v.card.name, v.denials.map((d) => d.code)])).toEqual([
      ['sanctions-screening-agent', []],
      ['kyc-refresh-agent', ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']],
      ['marketing-copy-agent', ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH']],
    ]);
    expect(admissionFor(defaultWorkspace(), 'nobody', {})).toBeUndefined();
  });

  it('returns the same object until an input changes, so components do not re-render', () => {
    const store = createWorkbenchStore();
    const first = admissionFor(store.getState().workspace, investigator, {});
    store.getState().actions.setNodePosition('x', { x: 0, y: 0 });
    expect(admissionFor(store.getState().workspace, investigator, {})).toBe(first);
    store.getState().actions.setPolicy({ maxDepth: 1, acceptableSchemes: ['oauth2'] });
    const after = admissionFor(store.getState().workspace, investigator, {});
    expect(after).not.toBe(first);
    expect(after?.[0]?.denials.map((d) => d.code)).toEqual(['DEPTH_EXCEEDED']);
  });

  it('discovers by caller and tags, memoised per tag list', () => {
    const ws = defaultWorkspace();
    const found = discoveryFor(ws, investigator, ['sanctions']);
    expect(found?.visible.map((v) => v.card.name)).toEqual(['sanctions-screening-agent']);
    expect(discoveryFor(ws, investigator, ['sanctions'])).toBe(found);
    expect(discoveryFor(ws, investigator)).not.toBe(found);
  });

  it('builds the admission matrix and the directory by name', () => {
    const ws = defaultWorkspace();
    expect(admissionMatrixOf(ws.callers, ws.cards, ws.policy, {})).toHaveLength(1);
    expect([...directoryOf(ws.cards).keys()]).toEqual(ws.cards.map((c) => c.name));
  });
});

describe('directoryOf', () => {
  it('holds the cards by name through the core directory, refusing a duplicate name', async () => {
    const { SANCTIONS_CARD, KYC_CARD } = await import('../../src/scenarios/bank');
    expect([...directoryOf([SANCTIONS_CARD, KYC_CARD]).keys()]).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
    ]);
    expect(() => directoryOf([SANCTIONS_CARD, { ...KYC_CARD, name: SANCTIONS_CARD.name }])).toThrow(
      'workspace invariant: agent already registered: sanctions-screening-agent',
    );
  });
});
