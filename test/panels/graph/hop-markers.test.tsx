import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HopMarkers } from '../../../src/panels/graph/hop-markers';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('the hops’ arrowheads', () => {
  // One path of each look: allowed, denied (tenant), a cycle, past the depth, unreachable after a
  // denial, and a hop to an agent without a card.
  const ws = workspaceWith(
    [
      { id: 'ok', callerId: 'desk', hops: ['a'] },
      { id: 'tenant', callerId: 'desk', hops: ['retail-only', 'a'] },
      { id: 'loop', callerId: 'desk', hops: ['a', 'b', 'a'] },
      { id: 'deep', callerId: 'desk', hops: ['a', 'b', 'c'] },
      { id: 'ghost', callerId: 'desk', hops: ['nobody'] },
    ],
    { cards: [agent('a'), agent('b'), agent('c'), agent('retail-only', { tenants: ['retail'] })] },
  );
  const deep = { ...ws, policy: { ...ws.policy, maxDepth: 2 } };
  const flow = toFlow(deep, reportsOf(deep));

  it('names a marker of its look on every hop, and each is defined once', () => {
    const { container } = render(
      <svg>
        <HopMarkers />
      </svg>,
    );
    const markerEnds = new Set(
      flow.edges.map((e) => (typeof e.markerEnd === 'string' ? e.markerEnd : 'not an id')),
    );
    expect([...markerEnds].sort()).toEqual([
      'graph-arrow-allowed',
      'graph-arrow-cycle',
      'graph-arrow-denied',
      'graph-arrow-depth',
      'graph-arrow-unknown',
      'graph-arrow-unreachable',
    ]);
    for (const id of markerEnds) {
      const markers = container.querySelectorAll(`marker[id="${id}"]`);
      expect(markers).toHaveLength(1);
      // Coloured by the look's class, as the hop's line is.
      const look = id.replace('graph-arrow-', '');
      expect(markers[0]?.querySelector('polyline')?.getAttribute('class')).toBe(
        `graph-hop-arrow graph-hop-${look}`,
      );
    }
  });

  it('draws React Flow’s closed arrow, scaled with the hop’s stroke', () => {
    const { container } = render(
      <svg>
        <HopMarkers />
      </svg>,
    );
    const marker = container.querySelector('marker#graph-arrow-allowed');
    expect(marker?.getAttribute('markerUnits')).toBe('strokeWidth');
    expect(marker?.getAttribute('orient')).toBe('auto-start-reverse');
    expect(marker?.getAttribute('viewBox')).toBe('-10 -10 20 20');
    expect(marker?.querySelector('polyline')?.getAttribute('points')).toBe('-5,-4 0,0 -5,4 -5,-4');
  });
});
