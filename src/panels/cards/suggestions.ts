// Values offered as one-click additions in tag lists, drawn from what the workspace already uses.
import type { Workspace } from '../../store';

/** Media types most agents read or write. */
export const MEDIA_TYPES = [
  'text/plain',
  'application/json',
  'text/markdown',
  'text/csv',
  'application/pdf',
  'image/png',
];

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Tenants named anywhere: by callers and by cards. */
export const tenantSuggestions = (ws: Workspace) =>
  sorted([...ws.callers.map((c) => c.tenant), ...ws.cards.flatMap((c) => c.platform.tenants)]);

/** Skill tags any card already uses. */
export const tagSuggestions = (ws: Workspace) =>
  sorted(ws.cards.flatMap((c) => c.skills.flatMap((s) => s.tags)));
