import { describe, expect, it } from 'vitest';
import { compareWorkspaces } from '../../../src/core/compare';
import { withHopChanges } from '../../../src/panels/graph/hop-changes';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { flipsByHop } from '../../../src/store/review/comparison';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('withHopChanges', () => {
  it('marks the hops whose outcome changed, saying what they were, and leaves the rest alone', () => {
    const paths = [{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'c'] }];
    const before = workspaceWith(paths);
    // b stops serving wholesale: hop 2 is denied now and hop 3 is no longer reached.
    const after = workspaceWith(paths, {
      cards: [agent('a'), agent('b', { tenants: ['retail'] }), agent('c')],
    });
    const flow = toFlow(after, reportsOf(after));
    const marked = withHopChanges(flow.edges, flipsByHop(compareWorkspaces(before, after)));
    expect(marked.map((e) => e.data?.change)).toEqual([
      undefined,
      'changed since the baseline: was allowed',
      'changed since the baseline: was allowed',
    ]);
    expect(marked[0]).toBe(flow.edges[0]);
    expect(marked[1]?.ariaLabel).toBe(
      'p, hop 2: a to b, denied: TENANT_NOT_PERMITTED; changed since the baseline: was allowed',
    );
  });

  it('returns the same edges when nothing changed', () => {
    const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a'] }]);
    const { edges } = toFlow(ws, reportsOf(ws));
    expect(withHopChanges(edges, flipsByHop(compareWorkspaces(ws, ws)))).toBe(edges);
    expect(withHopChanges(edges, undefined)).toBe(edges);
  });
});
