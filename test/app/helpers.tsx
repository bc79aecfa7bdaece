import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { App } from '../../src/app/app';
import type { PanelDefinition } from '../../src/app/panels';
import {
  createWorkbenchStore,
  selectName,
  useWorkbench,
  type WorkbenchOptions,
} from '../../src/store';

const panel = (id: string, label: string, component: ComponentType): PanelDefinition => ({
  id,
  label,
  load: () => Promise.resolve({ default: component }),
});

function CardsProbe() {
  const name = useWorkbench(selectName);
  return <p>Cards of {name}</p>;
}

const TEST_PANELS: readonly PanelDefinition[] = [
  panel('cards', 'Cards', CardsProbe),
  panel('callers', 'Callers', () => <p>Callers content</p>),
];

export function renderApp(
  options: WorkbenchOptions = {},
  panels: readonly PanelDefinition[] = TEST_PANELS,
) {
  const store = createWorkbenchStore(options);
  const user = userEvent.setup();
  const view = render(<App store={store} panels={panels} themeStorage={localStorage} />);
  return { store, user, ...view };
}

export { panel };
