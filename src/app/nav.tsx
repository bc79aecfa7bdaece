import { preloadPanel } from './panel-view';
import type { PanelDefinition } from './panels';
import { panelHref } from './router';

export interface NavProps {
  readonly panels: readonly PanelDefinition[];
  readonly current: string | undefined;
}

/** Starts loading a panel's chunk when its link is pointed at or focused, before the click. */
const preload = (panel: PanelDefinition) => () => void preloadPanel(panel).catch(() => undefined);

export function Nav({ panels, current }: NavProps) {
  return (
    <nav className="app-nav" aria-label="Panels">
      <ul>
        {panels.map((panel) => (
          <li key={panel.id}>
            <a
              href={panelHref(panel.id)}
              aria-current={panel.id === current ? 'page' : undefined}
              onPointerEnter={preload(panel)}
              onFocus={preload(panel)}
            >
              {panel.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
