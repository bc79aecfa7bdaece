import { expect, type Page } from '@playwright/test';
import { PANELS } from '../../../src/app/panels';

export { expectNoA11yViolations } from './a11y';
export { collectCspViolations } from './csp';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** Every registered panel, in navigation order: `#/${id}` opens it under the heading `label`. */
export const panels: ReadonlyArray<{ readonly id: string; readonly label: string }> = PANELS.map(
  ({ id, label }) => ({ id, label }),
);

/**
 * Opens the built app, optionally at a hash route such as `#/cards`, and waits until the shell
 * has rendered its main region and the panel in it has finished loading.
 */
export async function openApp(page: Page, route = ''): Promise<void> {
  const hash = route === '' || route.startsWith('#') ? route : `#${route}`;
  await page.goto(`./${hash}`);
  await waitForPanel(page);
}

/** Waits until the main region shows a loaded panel rather than its loading message. */
export async function waitForPanel(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(0);
}

/** Picks `theme` with the header's theme switch and waits until the page is drawn in it. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  const name = theme === 'dark' ? 'Dark theme' : 'Light theme';
  await page.getByRole('radio', { name }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
