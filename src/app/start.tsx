// Mounting the workbench. The opened route's panel is loaded before the first render (its chunk
// is already on its way: route-preload.js asked for it with the shell), so the first frame shows
// the shell and the panel together instead of the shell with a loading line. A new visitor at
// the home panel already sees that view before any script has run: the build drew it into
// index.html (first-view.tsx), and React hydrates it rather than drawing it again.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterNextPaint } from '../components/after-paint';
import type { WorkbenchStore } from '../store';
import { App } from './app';
import { BUILT_VIEW_ATTRIBUTE, FIRST_VIEW_ATTRIBUTE } from './first-view-marks';
import { panelForRoute, PANELS, type PanelDefinition } from './panels';
import { preloadPanel } from './panel-view';
import { parseRoute } from './router';
import { whenIdle } from '../components/when-idle';

export interface StartOptions {
  readonly store: WorkbenchStore;
  readonly themeStorage: Storage | undefined;
  /** The panels to offer; tests pass their own. */
  readonly panels?: readonly PanelDefinition[];
  /** How long the first render waits for the opened panel (`PANEL_WAIT_MS` unless set). */
  readonly panelWaitMs?: number;
  /** Load the other panels' chunks while the page is idle (prefetch-panels.ts). Default true. */
  readonly prefetch?: boolean;
}

/**
 * The longest the first render waits for the opened panel's chunk. Past it (a stalled or slow
 * network), the shell draws with the panel's loading line rather than leaving the page blank.
 */
const PANEL_WAIT_MS = 2500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether React takes over the elements the build drew, instead of drawing its own. */
const takesBuiltView = (element: HTMLElement) =>
  element.hasAttribute(BUILT_VIEW_ATTRIBUTE) &&
  document.documentElement.getAttribute(FIRST_VIEW_ATTRIBUTE) === 'built';

/** A root that draws into `element` from empty: the build's view, if any, is removed first. */
function drawAfresh(element: HTMLElement): Root {
  element.removeAttribute(BUILT_VIEW_ATTRIBUTE);
  element.replaceChildren();
  return createRoot(element);
}

/**
 * React recovered from an error while taking over the built view: when the built view and the
 * app's first render differ, it draws the app again in its place (the page still works). Said in
 * the console and on `<html data-first-view="redrawn">`, which the browser tests check is never
 * set.
 */
function redrawn(element: HTMLElement, error: unknown): void {
  element.removeAttribute(BUILT_VIEW_ATTRIBUTE);
  document.documentElement.setAttribute(FIRST_VIEW_ATTRIBUTE, 'redrawn');
  console.error('React redrew the first view built into the page:', error);
}

/**
 * Renders the app into `element` once the panel the current hash opens has loaded (or failed, or
 * `panelWaitMs` has passed).
 */
export async function startApp(element: HTMLElement, options: StartOptions): Promise<Root> {
  const { store, themeStorage, panels = PANELS, panelWaitMs = PANEL_WAIT_MS } = options;
  const { prefetch = true } = options;
  const route = parseRoute(
    window.location.hash,
    panels.map((p) => p.id),
  );
  const opened = panelForRoute(route, panels);
  // A panel that fails to load is shown by its view, which loads it again and reports the error.
  const openedLoad =
    opened === undefined ? Promise.resolve() : preloadPanel(opened).catch(() => undefined);
  // The built view is on screen already, so it waits for the panel past the wait: hydrated
  // without it, the view would differ from the built one and React would draw it all again.
  const built = takesBuiltView(element);
  await (built ? openedLoad : Promise.race([openedLoad, delay(panelWaitMs)]));
  const app = (
    <StrictMode>
      <App store={store} panels={panels} themeStorage={themeStorage} />
    </StrictMode>
  );
  let root: Root;
  if (built) {
    root = hydrateRoot(element, app, { onRecoverableError: (error) => redrawn(element, error) });
  } else {
    root = drawAfresh(element);
    root.render(app);
  }
  // The other panels wait for the opened one: past the wait, its chunk still comes first. The
  // prefetch module itself is asked for once the first frame is drawn, in the idle period after
  // it, so the first page fetches nothing it does not draw.
  if (prefetch) {
    void openedLoad
      .then(() => new Promise<void>((resolve) => afterNextPaint(resolve)))
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() => import('./prefetch-panels'))
      .then(({ prefetchPanels }) => prefetchPanels(panels));
  }
  return root;
}
