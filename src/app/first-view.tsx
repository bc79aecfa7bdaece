// The first view a new visitor sees, drawn at build time into index.html
// (scripts/build/prerender.ts): the home panel of the default workspace, with no saved state and
// the system theme. The browser paints it as soon as the HTML and the stylesheets have arrived,
// without waiting for the scripts, and the boot (start.tsx) hydrates it: React takes over the
// same elements instead of drawing them again. A visit that would draw anything else (saved
// state, a theme chosen, another route, a share link, an OAuth return) hides it before it paints
// (boot.js) and draws the app itself, as without it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createWorkbenchStore } from '../store/store';
import { App } from './app';
import { panelForRoute, PANELS } from './panels';
import { preloadPanel } from './panel-view';

/** A part the server could not draw, left for the browser to draw: `<!--$!-->`. */
const LEFT_TO_CLIENT = '<!--$!-->';
/** How many drawings wait for lazy parts before giving up. */
const PASSES = 50;

/**
 * The app's markup for a new visitor at the home route: what `startApp` hydrates. The shell's lazy
 * parts (the file drop) start loading in the first drawing, which leaves them to the browser; the
 * view is drawn again until none is left. Throws when a part stays undrawn or failed, so a build
 * never ships a first view the browser would have to redraw.
 */
export async function renderFirstView(): Promise<string> {
  const opened = panelForRoute({ kind: 'home' }, PANELS);
  if (opened !== undefined) await preloadPanel(opened);
  const store = createWorkbenchStore();
  let html = '';
  for (let pass = 0; pass < PASSES; pass++) {
    html = renderToString(
      <StrictMode>
        <App store={store} panels={PANELS} />
      </StrictMode>,
    );
    if (!html.includes(LEFT_TO_CLIENT)) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const reason = /data-msg="([^"]*)"/.exec(html)?.[1] ?? 'a part suspended or failed';
  throw new Error(`the first view could not be drawn whole: ${reason}`);
}
