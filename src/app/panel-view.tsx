// One panel: loaded lazily, shown under its heading, and fenced by an error boundary so a failing
// panel shows what went wrong and two ways out instead of a blank page.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button } from '../components/button';
import { downloadText } from '../components/download';
import { ErrorBoundary } from '../components/error-boundary';
import { defaultWorkspace, exportFileName, exportWorkspace, useWorkbenchApi } from '../store';
import { BENCH_MODE } from './bench-mode';
import { EditTiming } from './edit-timing';
import type { PanelDefinition } from './panels';

// One lazy component per panel, created once so React keeps it (and its loaded chunk) between
// visits.
const loaded = new Map<PanelDefinition, LazyExoticComponent<ComponentType> | ComponentType>();

function panelComponent(panel: PanelDefinition, fresh = false) {
  let component = loaded.get(panel);
  if (component === undefined || fresh) {
    component = lazy(panel.load);
    loaded.set(panel, component);
  }
  return component;
}

/**
 * Loads `panel` before it is first shown, so its view draws in the same frame as the shell rather
 * than its loading line first (a lazy component suspends once even when its chunk has arrived).
 * The boot waits for the opened route's panel; a failure is left to the view, which loads again
 * and shows the error.
 */
export async function preloadPanel(panel: PanelDefinition): Promise<void> {
  const { default: component } = await panel.load();
  if (!loaded.has(panel)) loaded.set(panel, component);
}

function PanelFailure({ label, error, retry }: { label: string; error: Error; retry: () => void }) {
  const store = useWorkbenchApi();
  const reset = () => {
    const { workspace, actions } = store.getState();
    downloadText(exportFileName(workspace), exportWorkspace(workspace, new Date().toISOString()));
    actions.replaceWorkspace(defaultWorkspace(), 'Reset workspace');
    retry();
  };
  return (
    <div className="panel-failure" role="alert">
      <p className="panel-failure-title">The {label} panel failed.</p>
      <pre className="panel-failure-message">{error.message}</pre>
      <div className="panel-failure-actions">
        <Button variant="primary" onClick={retry}>
          Try again
        </Button>
        <Button onClick={reset}>Reset workspace (keeps a download of the current one)</Button>
      </div>
    </div>
  );
}

/** Render with `key={panel.id}` so each panel starts with its own error state. */
export function PanelView({ panel }: { readonly panel: PanelDefinition }) {
  const [attempt, setAttempt] = useState(0);
  const [Component, setComponent] = useState(() => panelComponent(panel));
  const retry = () => {
    // React remembers a failed lazy import; a new one loads the chunk again.
    setComponent(() => panelComponent(panel, true));
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKey={String(attempt)}
      fallback={(error) => <PanelFailure label={panel.label} error={error} retry={retry} />}
    >
      <Suspense
        fallback={
          <p role="status" className="loading">
            Loading {panel.label}…
          </p>
        }
      >
        <Component />
        {BENCH_MODE && <EditTiming />}
      </Suspense>
    </ErrorBoundary>
  );
}
