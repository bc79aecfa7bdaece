// Delegation path edits: a path is a caller and an ordered list of hops (agent names).
import type { DelegationPath } from '../../core/paths';
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';
import type { Workspace } from '../workspace';
import { insertAt, moveItem, removeAt } from './list';

/** The path id `addPath` would give the next path. */
const nextPathId = (ws: Workspace): string => {
  const taken = new Set(ws.paths.map((p) => p.id));
  for (let n = ws.paths.length + 1; ; n += 1) if (!taken.has(`path-${n}`)) return `path-${n}`;
};

/** Adds a path from caller `callerId` through `hops`. */
export function addPath(
  ws: Workspace,
  callerId: string,
  hops: readonly string[] = [],
): EditResult<Workspace> {
  const path: DelegationPath = { id: nextPathId(ws), callerId, hops: [...hops] };
  return ok({ ...ws, paths: [...ws.paths, path] });
}

/** Removes path `id`. */
export function deletePath(ws: Workspace, id: string): EditResult<Workspace> {
  if (!ws.paths.some((p) => p.id === id)) return refuse('NO_SUCH_PATH', id);
  return ok({ ...ws, paths: ws.paths.filter((p) => p.id !== id) });
}

/** Replaces path `id`'s caller and hops (its id stays). */
export function updatePath(
  ws: Workspace,
  id: string,
  change: Partial<Omit<DelegationPath, 'id'>>,
): EditResult<Workspace> {
  return editHops(ws, id, (p) => ok({ ...p, ...change, id }));
}

function editHops(
  ws: Workspace,
  id: string,
  edit: (path: DelegationPath) => EditResult<DelegationPath>,
): EditResult<Workspace> {
  const path = ws.paths.find((p) => p.id === id);
  if (path === undefined) return refuse('NO_SUCH_PATH', id);
  const next = edit(path);
  if (!next.ok) return next;
  return ok({ ...ws, paths: ws.paths.map((p) => (p.id === id ? next.value : p)) });
}

const withHops = (path: DelegationPath, hops: EditResult<string[]>): EditResult<DelegationPath> =>
  hops.ok ? ok({ ...path, hops: hops.value }) : hops;

/** Inserts hop `agent` into path `id` before `index` (at the end when omitted). */
export function addHop(
  ws: Workspace,
  id: string,
  agent: string,
  index?: number,
): EditResult<Workspace> {
  if (agent.trim() === '') return refuse('EMPTY_NAME', 'A hop');
  return editHops(ws, id, (p) => withHops(p, insertAt(p.hops, agent, index)));
}

/** Removes hop `index` from path `id`. */
export function removeHop(ws: Workspace, id: string, index: number): EditResult<Workspace> {
  return editHops(ws, id, (p) => withHops(p, removeAt(p.hops, index)));
}

/** Moves hop `from` of path `id` to position `to`. */
export function moveHop(
  ws: Workspace,
  id: string,
  from: number,
  to: number,
): EditResult<Workspace> {
  return editHops(ws, id, (p) => withHops(p, moveItem(p.hops, from, to)));
}
