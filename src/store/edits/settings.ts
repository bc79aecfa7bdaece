// Workspace-wide settings: name, admission policy, callback allow-list and graph layout.
import { normalizeHost } from '../../core/callbacks';
import type { AdmissionPolicy } from '../../core/policy';
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';
import type { Position, Workspace } from '../workspace';

/** Renames the workspace (an empty name is allowed: the header shows a hint instead). */
export const setName = (ws: Workspace, name: string): EditResult<Workspace> => ok({ ...ws, name });

/** Replaces the admission policy; every verdict recomputes from it. */
export const setPolicy = (ws: Workspace, policy: AdmissionPolicy): EditResult<Workspace> =>
  ok({ ...ws, policy });

/** Adds `host` to the callback allow-list as the URL parser writes it (lower case, no port). */
export function addCallbackHost(ws: Workspace, host: string): EditResult<Workspace> {
  const normal = normalizeHost(host);
  if (normal === undefined) return refuse('INVALID_HOST', host.trim());
  if (ws.callbackHosts.includes(normal)) return refuse('DUPLICATE_HOST', normal);
  return ok({ ...ws, callbackHosts: [...ws.callbackHosts, normal] });
}

/** Removes `host` from the callback allow-list. */
export const removeCallbackHost = (ws: Workspace, host: string): EditResult<Workspace> =>
  ok({ ...ws, callbackHosts: ws.callbackHosts.filter((h) => h !== host) });

/**
 * Replaces the allow-list verbatim. Entries are kept as typed so the callbacks view can show why
 * a malformed entry matches nothing.
 */
export const setCallbackHosts = (ws: Workspace, hosts: readonly string[]): EditResult<Workspace> =>
  ok({ ...ws, callbackHosts: [...hosts] });

/** Pins graph node `id` at `position`. */
export const setNodePosition = (
  ws: Workspace,
  id: string,
  position: Position,
): EditResult<Workspace> =>
  ok({ ...ws, layout: { ...ws.layout, [id]: { x: position.x, y: position.y } } });

/** Forgets every dragged position so the graph lays itself out again. */
export const resetLayout = (ws: Workspace): EditResult<Workspace> => ok({ ...ws, layout: {} });
