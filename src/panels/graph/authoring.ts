// What drawing a connection or deleting hops means for the workspace's paths. A connection from a
// caller starts a new path; a connection from an agent extends the path that ends at that agent.
import { ok } from '../../core/result';
import { edits, type EditResult, type Workspace } from '../../store';
import { callerNodeId } from './to-flow';

export type ConnectPlan =
  | { readonly kind: 'new-path'; readonly callerId: string; readonly agent: string }
  | { readonly kind: 'extend'; readonly pathId: string; readonly agent: string }
  | { readonly kind: 'refused'; readonly message: string };

const refused = (message: string): ConnectPlan => ({ kind: 'refused', message });

/** The ids of the paths whose last hop is `agent`, in workspace order. */
export const pathsEndingAt = (ws: Workspace, agent: string): string[] =>
  ws.paths.filter((p) => p.hops.at(-1) === agent).map((p) => p.id);

/**
 * What connecting node `source` to node `target` does. When several paths end at the source
 * agent, `preferredPathId` (the path of the selected hop) picks one.
 */
export function planConnection(
  ws: Workspace,
  source: string,
  target: string,
  preferredPathId?: string,
): ConnectPlan {
  if (!ws.cards.some((c) => c.name === target)) {
    return refused('A hop must end at an agent card.');
  }
  const caller = ws.callers.find((c) => callerNodeId(c.agentId) === source);
  if (caller !== undefined) return { kind: 'new-path', callerId: caller.agentId, agent: target };
  if (!ws.cards.some((c) => c.name === source)) {
    return refused('Start a hop from a caller or from an agent card.');
  }
  const ending = pathsEndingAt(ws, source);
  if (preferredPathId !== undefined && ending.includes(preferredPathId)) {
    return { kind: 'extend', pathId: preferredPathId, agent: target };
  }
  const [only, ...others] = ending;
  if (only === undefined) {
    return refused(
      `No path ends at ${source}. Start a new path from a caller, or connect from the last agent of a path.`,
    );
  }
  if (others.length > 0) {
    return refused(
      `Several paths end at ${source} (${ending.join(', ')}). Select a hop of the path to extend, then connect again.`,
    );
  }
  return { kind: 'extend', pathId: only, agent: target };
}

export interface HopRef {
  readonly pathId: string;
  readonly index: number;
}

/**
 * Removes the hops `refs` in one edit. A path whose every hop is removed is deleted: a path with
 * no hops would have nothing left to draw.
 */
export function removeHops(ws: Workspace, refs: readonly HopRef[]): EditResult<Workspace> {
  const byPath = new Map<string, Set<number>>();
  for (const { pathId, index } of refs) {
    byPath.set(pathId, (byPath.get(pathId) ?? new Set()).add(index));
  }
  let next = ws;
  for (const [pathId, indices] of byPath) {
    const path = next.paths.find((p) => p.id === pathId);
    if (path === undefined) return edits.deletePath(next, pathId);
    const kept = path.hops.filter((_, i) => !indices.has(i));
    const step =
      kept.length === 0
        ? edits.deletePath(next, pathId)
        : edits.updatePath(next, pathId, { hops: kept });
    if (!step.ok) return step;
    next = step.value;
  }
  return ok(next);
}
