// Loading every panel's chunk while the page is idle, one chunk at a time, so the first visit to
// any panel draws it at once instead of after a loading line (as a framework's router prefetches
// the routes its visible links lead to). Skipped when the browser asks to save data.
import { preloadPanel } from './panel-view';
import type { PanelDefinition } from './panels';
import { whenIdle, type WhenIdle } from '../components/when-idle';

/** True when the browser says the user wants to save data (Save-Data, `navigator.connection`). */
function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: unknown } }).connection;
  return connection?.saveData === true;
}

/**
 * Loads `panels`' chunks in order, each in an idle period of its own, until all are loaded or the
 * returned cancel is called. A chunk that fails is left for its panel to load again when opened.
 */
export function prefetchPanels(
  panels: readonly PanelDefinition[],
  idle: WhenIdle = whenIdle,
): () => void {
  if (savingData()) return () => undefined;
  let next = 0;
  let cancel: () => void = () => undefined;
  let stopped = false;
  const step = () => {
    const panel = panels[next];
    if (stopped || panel === undefined) return;
    next += 1;
    const loaded = preloadPanel(panel).catch(() => undefined);
    void loaded.then(() => {
      if (!stopped) cancel = idle(step);
    });
  };
  cancel = idle(step);
  return () => {
    stopped = true;
    cancel();
  };
}
