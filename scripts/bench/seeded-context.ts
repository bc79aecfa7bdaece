// A fresh browser context for the benchmark whose page starts with `value` saved under `key`:
// written once, before the app's first load in the tab, so reloads and edits keep what the app
// saved since.
import type { Browser, BrowserContext } from 'playwright-core';

export async function seededContext(
  browser: Browser,
  key: string,
  value: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    (seed) => {
      try {
        if (sessionStorage.getItem('bench-seeded') === null) {
          localStorage.setItem(seed.key, seed.value);
        }
        sessionStorage.setItem('bench-seeded', 'yes');
      } catch {
        // about:blank has no storage.
      }
    },
    { key, value },
  );
  return context;
}
