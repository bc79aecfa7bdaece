// Caller edits. Paths start from a caller by agent id, so changing the id rewrites those paths.
import type { CallerContext } from '../../core/caller';
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';
import type { Workspace } from '../workspace';
import { uniqueName } from './list';

const ids = (ws: Workspace) => new Set(ws.callers.map((c) => c.agentId));

/** Adds `caller` (or a fresh one with a unique agent id) at the end. */
export function addCaller(ws: Workspace, caller?: CallerContext): EditResult<Workspace> {
  const next: CallerContext = caller ?? {
    agentId: uniqueName('new-caller', ids(ws)),
    tenant: '',
    userId: '',
    scopes: [],
    dataClassification: 'internal',
    delegationChain: [],
  };
  if (next.agentId.trim() === '') return refuse('EMPTY_NAME', 'An agent id');
  if (ids(ws).has(next.agentId)) return refuse('DUPLICATE_CALLER', next.agentId);
  return ok({ ...ws, callers: [...ws.callers, next] });
}

/** Replaces caller `agentId` with `caller`; a changed id is refused if taken, else rewrites paths. */
export function updateCaller(
  ws: Workspace,
  agentId: string,
  caller: CallerContext,
): EditResult<Workspace> {
  if (!ids(ws).has(agentId)) return refuse('NO_SUCH_CALLER', agentId);
  const to = caller.agentId;
  if (to !== agentId) {
    if (to.trim() === '') return refuse('EMPTY_NAME', 'An agent id');
    if (ids(ws).has(to)) return refuse('DUPLICATE_CALLER', to);
  }
  return ok({
    ...ws,
    callers: ws.callers.map((c) => (c.agentId === agentId ? caller : c)),
    paths:
      to === agentId
        ? ws.paths
        : ws.paths.map((p) => (p.callerId === agentId ? { ...p, callerId: to } : p)),
  });
}

/** Removes caller `agentId`. Paths that start from it keep the id and show the caller as missing. */
export function deleteCaller(ws: Workspace, agentId: string): EditResult<Workspace> {
  if (!ids(ws).has(agentId)) return refuse('NO_SUCH_CALLER', agentId);
  return ok({ ...ws, callers: ws.callers.filter((c) => c.agentId !== agentId) });
}
