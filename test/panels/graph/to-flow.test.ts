import { describe, expect, it } from 'vitest';
import { toFlow, type HopEdge } from '../../../src/panels/graph/to-flow';
import { agent, caller, reportsOf, workspaceWith } from './fixture';

const flowOf = (ws: ReturnType<typeof workspaceWith>) => toFlow(ws, reportsOf(ws));
const hop = (edges: HopEdge[], pathId: string, index: number) => {
  const edge = edges.find((e) => e.data?.pathId === pathId && e.data.index === index);
  if (edge?.data === undefined) throw new Error(`no hop ${pathId}#${index}`);
  return { edge, data: edge.data };
};

describe('toFlow', () => {
  it('draws a node per caller and per agent card, with their summary in the label', () => {
    const { nodes } = flowOf(workspaceWith([]));
    expect(nodes.map((n) => [n.id, n.type])).toEqual([
      ['caller:desk', 'caller'],
      ['a', 'agent'],
      ['b', 'agent'],
      ['c', 'agent'],
    ]);
    expect(nodes[1]?.ariaLabel).toBe(
      'Agent a: owner ops, tenants wholesale, cleared up to restricted',
    );
  });

  it('draws one edge per hop, from the caller and then from agent to agent', () => {
    const { edges } = flowOf(workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b'] }]));
    expect(edges.map((e) => [e.id, e.source, e.target, e.data?.tone])).toEqual([
      ['hop:p:0', 'caller:desk', 'a', 'allowed'],
      ['hop:p:1', 'a', 'b', 'allowed'],
    ]);
  });

  it('marks a hop that revisits an agent in the chain as a denied cycle', () => {
    const { edges } = flowOf(
      workspaceWith([{ id: 'loop', callerId: 'desk', hops: ['a', 'b', 'a'] }]),
    );
    const { edge, data } = hop(edges, 'loop', 2);
    expect([edge.source, edge.target]).toEqual(['b', 'a']);
    expect(data.tone).toBe('denied');
    expect(data.cycle).toBe(true);
    expect(data.codes).toContain('CYCLE_DETECTED');
    expect(edge.markerEnd).toBe('graph-arrow-cycle');
    expect(edge.ariaLabel).toContain('denied: CYCLE_DETECTED');
  });

  it('marks a hop past the policy depth as a depth overrun', () => {
    const ws = workspaceWith([{ id: 'deep', callerId: 'desk', hops: ['a', 'b', 'c'] }]);
    const { edges } = flowOf({ ...ws, policy: { ...ws.policy, maxDepth: 2 } });
    expect(hop(edges, 'deep', 1).data.depth).toBe(false);
    const { data, edge } = hop(edges, 'deep', 2);
    expect(data.depth).toBe(true);
    expect(data.cycle).toBe(false);
    expect(data.codes).toEqual(['DEPTH_EXCEEDED']);
    expect(edge.markerEnd).toBe('graph-arrow-depth');
  });

  it('shows every hop after a denial as unreachable, without evaluating it', () => {
    const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['retail-only', 'a', 'b'] }], {
      cards: [agent('a'), agent('b'), agent('retail-only', { tenants: ['retail'] })],
    });
    const { edges } = flowOf(ws);
    expect(edges.map((e) => e.data?.tone)).toEqual(['denied', 'unreachable', 'unreachable']);
    expect(hop(edges, 'p', 1).data.codes).toEqual([]);
    expect(hop(edges, 'p', 2).edge.ariaLabel).toContain('unreachable after an earlier denial');
  });

  it('names the tenant mismatch on a hop to an agent that does not serve the tenant', () => {
    const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['retail-only'] }], {
      cards: [agent('retail-only', { tenants: ['retail'] })],
    });
    const { data, edge } = hop(flowOf(ws).edges, 'p', 0);
    expect(data.tone).toBe('denied');
    expect(data.codes).toEqual(['TENANT_NOT_PERMITTED']);
    expect(edge.ariaLabel).toBe('p, hop 1: desk to retail-only, denied: TENANT_NOT_PERMITTED');
  });

  it('keeps the hops of paths that share an edge apart as numbered lanes', () => {
    const { edges } = flowOf(
      workspaceWith([
        { id: 'p1', callerId: 'desk', hops: ['a'] },
        { id: 'p2', callerId: 'desk', hops: ['a', 'b'] },
        { id: 'p3', callerId: 'desk', hops: ['a'] },
      ]),
    );
    const shared = edges.filter((e) => e.source === 'caller:desk');
    expect(shared.map((e) => [e.data?.pathId, e.data?.lane, e.data?.lanes])).toEqual([
      ['p1', 0, 3],
      ['p2', 1, 3],
      ['p3', 2, 3],
    ]);
    expect(hop(edges, 'p2', 1).data.lanes).toBe(1);
  });

  it('adds a node for an agent without a card and a caller that does not exist', () => {
    const { nodes, edges } = flowOf(
      workspaceWith([
        { id: 'p', callerId: 'desk', hops: ['ghost', 'a'] },
        { id: 'q', callerId: 'nobody', hops: ['a'] },
      ]),
    );
    expect(nodes.filter((n) => n.type === 'missing').map((n) => n.id)).toEqual([
      'missing:ghost',
      'caller:nobody',
    ]);
    expect(edges.map((e) => [e.source, e.target, e.data?.tone])).toEqual([
      ['caller:desk', 'missing:ghost', 'unknown'],
      ['missing:ghost', 'a', 'unreachable'],
      ['caller:nobody', 'a', 'unknown'],
    ]);
    expect(hop(edges, 'q', 0).data.evaluated).toBe(false);
    expect(hop(edges, 'p', 0).data.evaluated).toBe(true);
  });

  it('keeps the node of an unchanged card and each hop that draws as before as the same object', () => {
    const ws = workspaceWith([
      { id: 'p', callerId: 'desk', hops: ['a', 'b'] },
      { id: 'q', callerId: 'desk', hops: ['c'] },
      { id: 'r', callerId: 'desk', hops: ['c'] },
    ]);
    const first = flowOf(ws);
    // Card c gets a new description: its node is new; q and r are judged again, still allowed.
    const described = {
      ...ws,
      cards: ws.cards.map((c) => (c.name === 'c' ? { ...c, description: 'new words' } : c)),
    };
    const second = flowOf(described);
    const node = (flow: typeof first, id: string) => flow.nodes.find((n) => n.id === id);
    expect(node(second, 'a')).toBe(node(first, 'a'));
    expect(node(second, 'caller:desk')).toBe(node(first, 'caller:desk'));
    expect(node(second, 'c')).not.toBe(node(first, 'c'));
    second.edges.forEach((edge, i) => expect(edge).toBe(first.edges[i]));
    expect(hop(second.edges, 'q', 0).data.lanes).toBe(2);

    // A depth of 1 denies p's second hop (its chain holds desk) and leaves every other hop alone.
    const shallow = { ...described, policy: { ...described.policy, maxDepth: 1 } };
    const third = flowOf(shallow);
    expect(hop(third.edges, 'p', 1).data.codes).toEqual(['DEPTH_EXCEEDED']);
    expect(hop(third.edges, 'p', 1).edge).not.toBe(hop(second.edges, 'p', 1).edge);
    for (const [id, index] of [
      ['p', 0],
      ['q', 0],
      ['r', 0],
    ] as const) {
      expect(hop(third.edges, id, index).edge).toBe(hop(second.edges, id, index).edge);
    }
  });

  it('gives every node a distinct id even when a card is named like a caller node', () => {
    const ws = workspaceWith([], { cards: [agent('caller:desk')], callers: [caller('desk')] });
    const ids = flowOf(ws).nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
