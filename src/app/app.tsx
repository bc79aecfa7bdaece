// The workbench application: the store provider around the shell.
import { WorkbenchProvider, type WorkbenchStore } from '../store';
import { PANELS, type PanelDefinition } from './panels';
import { Shell } from './shell';

export interface AppProps {
  readonly store: WorkbenchStore;
  /** The panels to offer; tests pass their own. */
  readonly panels?: readonly PanelDefinition[];
  /** Where the theme preference is remembered (localStorage in the browser). */
  readonly themeStorage?: Storage;
}

export function App({ store, panels = PANELS, themeStorage }: AppProps) {
  return (
    <WorkbenchProvider store={store}>
      <Shell panels={panels} themeStorage={themeStorage} />
    </WorkbenchProvider>
  );
}
