import type { PanelDefinition } from './panels';
import { panelHref } from './router';

export interface NavProps {
  readonly panels: readonly PanelDefinition[];
  readonly current: string | undefined;
}

export function Nav({ panels, current }: NavProps) {
  return (
    <nav className="app-nav" aria-label="Panels">
      <ul>
        {panels.map((panel) => (
          <li key={panel.id}>
            <a href={panelHref(panel.id)} aria-current={panel.id === current ? 'page' : undefined}>
              {panel.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
