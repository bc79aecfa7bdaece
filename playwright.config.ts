import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Browser tests run against the BUILT app (dist/, served by `vite preview`), because only the
 * build carries the Content-Security-Policy. Chromium is Debian's: browsers are never downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The real A2A test agents (test/helpers/live-agent) listen 1000 above the preview's port. */
export const LIVE_AGENT_PORT = Number(process.env.LIVE_AGENT_PORT ?? PORT + 1000);
const inCi = process.env.CI !== undefined && process.env.CI !== '';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: inCi,
  retries: 0,
  workers: 2,
  // Generous: a panel checked with axe in two themes can take half a minute on two busy cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // CI adds a JSON report for its summary: --reporter=list,json with PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    headless: true,
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !inCi,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // @a2a-js/sdk servers on loopback, started and stopped with the run.
      command: `npx tsx test/helpers/live-agent/main.ts ${LIVE_AGENT_PORT}`,
      url: `http://127.0.0.1:${LIVE_AGENT_PORT}/v1/screening/.well-known/agent-card.json`,
      reuseExistingServer: !inCi,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
