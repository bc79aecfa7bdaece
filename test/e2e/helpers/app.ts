import { expect, type Page } from '@playwright/test';

export { expectNoA11yViolations, type A11yOptions } from './a11y';
export { collectCspViolations, type CspViolation, type PageProblems } from './csp';

export type Theme = 'light' | 'dark';

/**
 * Opens the built app, optionally at a hash route such as `#/cards`, and waits until the shell
 * has rendered its main landmark.
 */
export async function openApp(page: Page, route = ''): Promise<void> {
  const hash = route === '' || route.startsWith('#') ? route : `#${route}`;
  await page.goto(`./${hash}`);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Shows the app in `theme` by emulating the system colour scheme the app follows. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
}
