import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './scripts/build/route-preload';

/**
 * The Content-Security-Policy the built app runs under. It is added to index.html at build time
 * only: the dev server injects inline scripts for hot reload, which the policy rightly forbids.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
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

export default defineConfig({
  base: './',
  // The first panel in navigation order opens when the URL names none.
  plugins: [react(), contentSecurityPolicy(), routePreload('cards')],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
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
          include: ['test/{core,adapters,scenarios,scripts,lint}/**/*.test.ts'],
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
