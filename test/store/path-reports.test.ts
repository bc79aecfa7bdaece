import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, defaultWorkspace } from '../../src/store';
import { pathReportsOf } from '../../src/store/path-reports';

const investigator = 'payments-investigator';

describe('path reports', () => {
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
});
