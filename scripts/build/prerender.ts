// A build step (vite.config.ts): draws the first view a new visitor sees into index.html, so the
// browser paints it from the HTML and the stylesheets, before any script has run
// (src/app/first-view.tsx says what is drawn; src/app/start.tsx hydrates it). The view is drawn
// in Node through a Vite server of its own, which loads the app's modules as the browser would.
import { createServer } from 'vite';
import type { Plugin } from 'vite';
import { BUILT_VIEW_ATTRIBUTE } from '../../src/app/first-view-marks';

const ROOT = '<div id="root"></div>';

/** Draws the first view with `src/app/first-view.tsx` in `root` (the project's folder). */
async function drawFirstView(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/first-view.tsx')) as {
      renderFirstView: () => Promise<string>;
    };
    return await module.renderFirstView();
  } finally {
    await server.close();
  }
}

/** Puts `view` into `html`'s empty `#root`, marked as the built view; throws when there is none. */
export function withFirstView(html: string, view: string): string {
  if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to draw into`);
  return html.replace(ROOT, () => `<div id="root" ${BUILT_VIEW_ATTRIBUTE}>${view}</div>`);
}

/** The build step: index.html carries the first view, drawn from the project in `root`. */
export function prerenderFirstView(root: string): Plugin {
  return {
    name: 'workbench-first-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => withFirstView(html, await drawFirstView(root)),
    },
  };
}
