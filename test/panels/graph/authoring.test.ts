import { describe, expect, it } from 'vitest';
import { planConnection, removeHops } from '../../../src/panels/graph/authoring';
import { workspaceWith } from './fixture';

describe('connecting two nodes', () => {
  const ws = workspaceWith([
    { id: 'p1', callerId: 'desk', hops: ['a'] },
    { id: 'p2', callerId: 'desk', hops: ['b', 'a'] },
    { id: 'p3', callerId: 'desk', hops: ['b'] },
  ]);

  it('starts a new path when the connection comes from a caller', () => {
    expect(planConnection(ws, 'caller:desk', 'c')).toEqual({
      kind: 'new-path',
      callerId: 'desk',
      agent: 'c',
    });
  });

  it('extends the one path that ends at the source agent', () => {
    expect(planConnection(ws, 'b', 'c')).toEqual({ kind: 'extend', pathId: 'p3', agent: 'c' });
  });

  it('asks which path to extend when several end at the source agent', () => {
    const plan = planConnection(ws, 'a', 'c');
    expect(plan.kind).toBe('refused');
    expect(plan.kind === 'refused' && plan.message).toContain('Several paths end at a (p1, p2)');
  });

  it('extends the path of the selected hop when it ends at the source agent', () => {
    expect(planConnection(ws, 'a', 'c', 'p2')).toEqual({
      kind: 'extend',
      pathId: 'p2',
      agent: 'c',
    });
  });

  it('refuses a connection from an agent no path ends at', () => {
    const plan = planConnection(ws, 'c', 'a');
    expect(plan.kind === 'refused' && plan.message).toContain('No path ends at c');
  });

  it('refuses a hop to something that is not an agent card', () => {
    expect(planConnection(ws, 'caller:desk', 'missing:ghost').kind).toBe('refused');
    expect(planConnection(ws, 'missing:ghost', 'a').kind).toBe('refused');
  });
});

describe('removing hops', () => {
  const ws = workspaceWith([
    { id: 'p1', callerId: 'desk', hops: ['a', 'b', 'c'] },
    { id: 'p2', callerId: 'desk', hops: ['a'] },
  ]);

  it('removes several hops of one path in one edit', () => {
    const result = removeHops(ws, [
      { pathId: 'p1', index: 0 },
      { pathId: 'p1', index: 2 },
    ]);
    expect(result.ok && result.value.paths[0]?.hops).toEqual(['b']);
  });

  it('deletes a path when its last hop is removed', () => {
    const result = removeHops(ws, [{ pathId: 'p2', index: 0 }]);
    expect(result.ok && result.value.paths.map((p) => p.id)).toEqual(['p1']);
  });

  it('refuses to remove a hop of a path that does not exist', () => {
    const result = removeHops(ws, [{ pathId: 'nope', index: 0 }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('NO_SUCH_PATH');
  });
});
