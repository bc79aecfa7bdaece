import { describe, expect, it } from 'vitest';
import {
  admissionFor,
  admissionMatrixOf,
  createWorkbenchStore,
  defaultWorkspace,
  directoryOf,
  discoveryFor,
  pathReportsOf,
} from '../../src/store';

const investigator = 'payments-investigator';

describe('derived verdicts', () => {
  it('computes admission verdicts for a caller from the core', () => {
    const verdicts = admissionFor(defaultWorkspace(), investigator);
    expect(verdicts?.map((v) => [v.card.name, v.denials.map((d) => d.code)])).toEqual([
      ['sanctions-screening-agent', []],
      ['kyc-refresh-agent', ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']],
      ['marketing-copy-agent', ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH']],
    ]);
    expect(admissionFor(defaultWorkspace(), 'nobody')).toBeUndefined();
  });

  it('returns the same object until an input changes, so components do not re-render', () => {
    const store = createWorkbenchStore();
    const first = admissionFor(store.getState().workspace, investigator);
    store.getState().actions.setNodePosition('x', { x: 0, y: 0 });
    expect(admissionFor(store.getState().workspace, investigator)).toBe(first);
    store.getState().actions.setPolicy({ maxDepth: 1, acceptableSchemes: ['oauth2'] });
    const after = admissionFor(store.getState().workspace, investigator);
    expect(after).not.toBe(first);
    expect(after?.[0]?.denials.map((d) => d.code)).toEqual(['DEPTH_EXCEEDED']);
  });

  it('evaluates every planned path hop by hop', () => {
    const reports = pathReportsOf(defaultWorkspace());
    expect(reports.map((r) => r.verdict?.hops.map((h) => h.status))).toEqual([
      ['allowed'],
      ['allowed', 'denied'],
    ]);
  });

  it('reports a path whose caller is gone without a verdict', () => {
    const store = createWorkbenchStore();
    store.getState().actions.deleteCaller(investigator);
    const reports = pathReportsOf(store.getState().workspace);
    expect(reports.map((r) => [r.caller, r.verdict])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('keeps the report of every path an edit cannot change, and re-evaluates the rest', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    const [path1, path2] = pathReportsOf(store.getState().workspace);
    // No path names the marketing agent: both reports stay the very same objects.
    actions.renameCard('marketing-copy-agent', 'copywriter');
    expect(pathReportsOf(store.getState().workspace)).toEqual([path1, path2]);
    expect(pathReportsOf(store.getState().workspace)[0]).toBe(path1);
    expect(pathReportsOf(store.getState().workspace)[1]).toBe(path2);
    // Only path-2 reaches the KYC agent: it is judged again under the new name, path-1 is kept.
    actions.renameCard('kyc-refresh-agent', 'kyc-agent');
    const [kept, renamed] = pathReportsOf(store.getState().workspace);
    expect(kept).toBe(path1);
    expect(renamed).not.toBe(path2);
    expect(renamed?.verdict?.hops.map((h) => [h.to, h.status])).toEqual([
      ['sanctions-screening-agent', 'allowed'],
      ['kyc-agent', 'denied'],
    ]);
    // The KYC card now serves the wholesale tenant: the same name, a new card, a new verdict.
    const kyc = store.getState().workspace.cards.find((c) => c.name === 'kyc-agent');
    if (kyc === undefined) throw new Error('no kyc-agent');
    actions.updateCard('kyc-agent', {
      ...kyc,
      platform: { ...kyc.platform, tenants: [...kyc.platform.tenants, 'wholesale'] },
    });
    const after = pathReportsOf(store.getState().workspace)[1];
    expect(after?.verdict?.hops[1]?.denials.map((d) => d.code)).toEqual([
      'CLASSIFICATION_EXCEEDED',
    ]);
    // A policy change can change every verdict: every path is judged again. With a depth of 2,
    // the second hop (chain: orchestrator, payments-investigator) is one too deep.
    actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 2 });
    const judged = pathReportsOf(store.getState().workspace);
    expect(judged[0]).not.toBe(kept);
    expect(judged[1]?.verdict?.hops[1]?.denials.map((d) => d.code)).toContain('DEPTH_EXCEEDED');
  });

  it('judges a path from the first caller with its id, as before', () => {
    const ws = defaultWorkspace();
    const first = ws.callers[0];
    if (first === undefined) throw new Error('no caller');
    const twin = { ...first, tenant: 'retail' };
    const reports = pathReportsOf({ ...ws, callers: [first, twin] });
    expect(reports.every((r) => r.caller === first)).toBe(true);
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
    expect(admissionMatrixOf(ws.callers, ws.cards, ws.policy)).toHaveLength(1);
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
