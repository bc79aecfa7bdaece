import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { useFlowHops } from '../../../src/panels/graph/use-flow-hops';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('the hops React Flow holds', () => {
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'c'] }], {
    cards: [agent('a'), agent('b'), agent('c')],
  });
  const edges = toFlow(ws, reportsOf(ws)).edges;
  const picked = edges.map((e) => (e.id === 'hop:p:1' ? { ...e, selected: true } : e));

  it('are every hop while they are readable', () => {
    const { result } = renderHook(() => useFlowHops(picked, false));
    expect(result.current).toBe(picked);
  });

  it('are the selected hops only when zoomed out, in the same array while they stay the same', () => {
    const { result, rerender } = renderHook(({ hops }) => useFlowHops(hops, true), {
      initialProps: { hops: picked },
    });
    expect(result.current.map((e) => e.id)).toEqual(['hop:p:1']);
    const first = result.current;
    // Another edit hands in new arrays holding the same selected hop object: nothing changes.
    rerender({ hops: [...picked] });
    expect(result.current).toBe(first);
    rerender({ hops: edges });
    expect(result.current).toEqual([]);
  });
});
