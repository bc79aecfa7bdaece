// One panel: its chunk loaded on first visit, shown under its heading, and fenced by an error
// boundary so a failing panel shows what went wrong and two ways out instead of a blank page.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Button } from '../components/button';
import { ErrorBoundary } from '../components/error-boundary';
import { defaultWorkspace, useWorkbenchApi } from '../store';
import { BENCH_MODE } from './bench-mode';
import { EditTiming } from './edit-timing';
import type { PanelDefinition } from './panels';

// Each panel's component once its chunk has arrived, kept between visits.
const loaded = new Map<PanelDefinition, ComponentType>();

/**
 * Loads `panel`'s chunk and keeps its component, so the view draws it at once. The boot waits for
 * the opened route's panel, and a pointer or the focus on a panel's link starts loading it before
 * the click. A failure is left to the view, which loads again and shows the error.
 */
export async function preloadPanel(panel: PanelDefinition): Promise<void> {
  if (loaded.has(panel)) return;
  const { default: component } = await panel.load();
  if (!loaded.has(panel)) loaded.set(panel, component);
}

/** Throws `error` while rendering, for the error boundary around it to show. */
function Failed({ error }: { readonly error: Error }): never {
  throw error;
}

/**
 * The panel's component, loading its chunk first when it has not arrived: undefined while it
 * loads, the error when it failed. Loaded here rather than by React.lazy under Suspense: React
 * holds back the content of a boundary whose fallback it just showed until about 300 ms after
 * the fallback, so a chunk that came in 20 ms still showed its panel 300 ms late.
 */
function usePanelComponent(panel: PanelDefinition, attempt: number) {
  const component = loaded.get(panel);
  const [failure, setFailure] = useState<{ readonly attempt: number; readonly error: Error }>();
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (component !== undefined) return;
    let live = true;
    preloadPanel(panel).then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) =>
        live &&
        setFailure({ attempt, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [panel, attempt, component]);
  // Try again after a failed load loads again (attempt changed); after a render error, the
  // loaded component draws again.
  return failure?.attempt === attempt ? { failure: failure.error } : { component };
}

function PanelFailure({ label, error, retry }: { label: string; error: Error; retry: () => void }) {
  const store = useWorkbenchApi();
  const [unsaved, setUnsaved] = useState(false);
  // The download comes first: without it (its module did not load) nothing is reset.
  const reset = async () => {
    const { downloadWorkspace } = await import('./download-workspace');
    await downloadWorkspace(store);
    store.getState().actions.replaceWorkspace(defaultWorkspace(), 'Reset workspace');
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
        <Button onClick={() => void reset().catch(() => setUnsaved(true))}>
          Reset workspace (keeps a download of the current one)
        </Button>
      </div>
      {unsaved && <p>The download failed, so nothing was reset: reload the page and try again.</p>}
    </div>
  );
}

/** Render with `key={panel.id}` so each panel starts with its own error state. */
export function PanelView({ panel }: { readonly panel: PanelDefinition }) {
  const [attempt, setAttempt] = useState(0);
  const { component: Component, failure } = usePanelComponent(panel, attempt);
  const loading = (
    <p role="status" className="loading">
      Loading {panel.label}…
    </p>
  );
  return (
    <ErrorBoundary
      resetKey={String(attempt)}
      fallback={(error) => (
        <PanelFailure label={panel.label} error={error} retry={() => setAttempt((n) => n + 1)} />
      )}
    >
      {failure !== undefined ? (
        <Failed error={failure} />
      ) : Component === undefined ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <Component />
          {BENCH_MODE && <EditTiming />}
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
