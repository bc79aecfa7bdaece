// The panel registry: the only place panels meet. Each panel is a folder src/panels/<id>/ whose
// index.tsx default-exports a component with no props. It is loaded lazily: the first page loads
// only the panel it opens, and the others load while the page is idle (prefetch-panels.ts) or when
// their link is pointed at. To add a panel, add one line to PANELS.
import type { ComponentType } from 'react';
import type { Route } from './router';
import { withBaselineBar } from './with-baseline-bar';

/** Every panel the workbench has a place for, in navigation order. */
const PANEL_ORDER = [
  'cards',
  'callers',
  'discovery',
  'admission',
  'graph',
  'matrix',
  'review',
  'lifecycle',
  'envelopes',
] as const;

export interface PanelDefinition {
  readonly id: string;
  /** The navigation label and the page heading. */
  readonly label: string;
  readonly load: () => Promise<{ default: ComponentType }>;
}

/**
 * Registered panels. One line each: `{ id: 'cards', label: 'Cards', load: () => import('../panels/cards') },`
 * A panel whose content a baseline comparison marks wraps its load in `withBaselineBar`, which puts
 * the baseline bar above it.
 */
const REGISTERED: readonly PanelDefinition[] = [
  { id: 'cards', label: 'Cards', load: withBaselineBar(() => import('../panels/cards')) },
  { id: 'callers', label: 'Callers', load: withBaselineBar(() => import('../panels/callers')) },
  {
    id: 'discovery',
    label: 'Discovery',
    load: withBaselineBar(() => import('../panels/discovery')),
  },
  {
    id: 'admission',
    label: 'Admission',
    load: withBaselineBar(() => import('../panels/admission')),
  },
  { id: 'graph', label: 'Graph', load: withBaselineBar(() => import('../panels/graph')) },
  { id: 'matrix', label: 'Policy matrix', load: withBaselineBar(() => import('../panels/matrix')) },
  { id: 'review', label: 'Review', load: withBaselineBar(() => import('../panels/review')) },
  { id: 'lifecycle', label: 'Lifecycle', load: () => import('../panels/lifecycle') },
  { id: 'envelopes', label: 'Envelopes', load: () => import('../panels/envelopes') },
];

const rank = (id: string) => {
  const index = (PANEL_ORDER as readonly string[]).indexOf(id);
  return index < 0 ? PANEL_ORDER.length : index;
};

/** The registered panels in navigation order. */
export const PANELS: readonly PanelDefinition[] = [...REGISTERED].sort(
  (a, b) => rank(a.id) - rank(b.id),
);

/** The panel a route shows: its own, else Cards (else the first), as for an empty or unknown one. */
export function panelForRoute(
  route: Route,
  panels: readonly PanelDefinition[],
): PanelDefinition | undefined {
  const own = route.kind === 'panel' ? panels.find((p) => p.id === route.id) : undefined;
  return own ?? panels.find((p) => p.id === 'cards') ?? panels[0];
}
