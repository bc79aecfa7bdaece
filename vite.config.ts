import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { panelChunks } from './scripts/build/panel-chunks';
import { prerenderFirstView } from './scripts/build/prerender';
import { routePreload } from './scripts/build/route-preload';
import { STYLE_HASH } from './src/store/review/report/style.ts';

/**
 * The Content-Security-Policy the built app runs under. It is added to index.html at build time
 * only: the dev server injects inline scripts for hot reload, which the policy rightly forbids.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The review report's one stylesheet, by hash: a recorded review opens read-only in a frame.
  `style-src 'self' '${STYLE_HASH}'`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Live agents can be anywhere the user points the workbench: any http(s) origin may be called
  // (the agent's own CORS rules still decide whether the page may read the answer). Scripts,
  // styles and everything else stay 'self'.
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'workbench-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      );
    },
  };
}

/**
 * `npm run dev` only: an agent on the developer's machine that sends no CORS headers can be
 * reached through the dev server at /agent-proxy/… (Vite's own proxy; no server of ours).
 * AGENT_PROXY_TARGET names the agent's origin, http://127.0.0.1:41241 unless set.
 */
const AGENT_PROXY_TARGET = process.env.AGENT_PROXY_TARGET ?? 'http://127.0.0.1:41241';

/** A panel's module: `src/panels/<id>/index.tsx`. */
const PANEL_MODULE = /\/src\/panels\/([a-z-]+)\/index\.tsx$/;
/** The baseline bar, loaded beside most panels (panels.ts). */
const BASELINE_BAR = /\/src\/app\/baseline-bar\.tsx$/;

export default defineConfig({
  base: './',
  // The first panel in navigation order opens when the URL names none; the baseline bar is loaded
  // beside most panels (panels.ts), so it is preloaded with each.
  plugins: [
    react(),
    contentSecurityPolicy(),
    routePreload(
      'cards',
      fileURLToPath(new URL('./public/theme-boot.js', import.meta.url)),
      BASELINE_BAR,
    ),
    prerenderFirstView(fileURLToPath(new URL('.', import.meta.url))),
  ],
  server: {
    proxy: {
      '/agent-proxy': {
        target: AGENT_PROXY_TARGET,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/agent-proxy/, ''),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that has modulepreload uses it natively; one without it (Firefox before 115,
    // Safari before 17) only loads the preloaded chunks when they are imported, as it would anyway,
    // so the polyfill's bytes are not sent with every first page.
    modulePreload: { polyfill: false },
    // Fewer, larger requests for the first view (scripts/build/panel-chunks.ts), with boot.js
    // after the entry's tags (route-preload.ts): a cold load of Cards asks for 6 scripts and 3
    // stylesheets where it asked for 33 and 6 (37 in all, one after another behind two blocking
    // scripts). Cold loads with the peers harness's measure.mjs, interleaved with the build before
    // and the A2A Editor (15 loads each, load average 14–16): FCP median 1,216 ms against 1,756 ms,
    // 1.13× the A2A Editor's against 1.63×; with the panel's stylesheets holding the first paint
    // too (no frame without them), FCP = LCP at 0.78–0.95× in two later runs at load 17–24.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: panelChunks({
            entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
            panel: PANEL_MODULE,
            home: 'cards',
            beside: BASELINE_BAR,
          }),
        },
      },
    },
  },
  test: {
    // A timeout catches a test that hangs; it is never how a test judges speed. Sized for a 2-core
    // machine at load 16, where a test gets about an eighth of a core: the slowest test and hook
    // (about 3 s quiet: a command-line run, a panel driven through many clicks) then need ~25 s.
    // Real servers start in beforeAll hooks, so their start-up is never inside a test's time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One environment per worker rather than per file: jsdom and the module graph (React, zod,
    // the schemas) are set up once, which is most of the suite's time. Each test still starts
    // clean: setup-dom.ts unmounts and clears storage, and every spy is restored after its test.
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['test/{core,adapters,live,scenarios,scripts,lint}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['test/{store,panels,components,app}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/helpers/setup-dom.ts'],
        },
      },
    ],
  },
});
