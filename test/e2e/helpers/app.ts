import { expect, type Locator, type Page } from '@playwright/test';
import { PANELS } from '../../../src/app/panels';
import { STORAGE_KEY } from '../../../src/store/persistence';

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

/**
 * For each option (a label holding a radio) of the switch `group`: whether it is checked, and the
 * contrast against the track's background of the inset ring it carries (1 when it has none).
 */
export function chosenRings(
  group: Locator,
): Promise<{ readonly checked: boolean; readonly contrast: number }[]> {
  return group.evaluate((track) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const trackLuminance = luminance(getComputedStyle(track).backgroundColor);
    return [...track.querySelectorAll('label')].map((option) => {
      const shadow = getComputedStyle(option).boxShadow;
      const ring = /^(rgba?\([^)]*\)) 0px 0px 0px [1-9][\d.]*px inset$/.exec(shadow);
      const checked = option.querySelector('input')?.checked === true;
      if (ring?.[1] === undefined) return { checked, contrast: 1 };
      const [hi, lo] = [luminance(ring[1]), trackLuminance].sort((a, b) => b - a) as [
        number,
        number,
      ];
      return { checked, contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 10) / 10 };
    });
  });
}

/**
 * Saves `saved` (envelope JSON text) as the workspace before the page's first load, once per tab:
 * a reload then finds what the app itself saved since.
 */
export async function seedWorkspace(page: Page, saved: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('seeded') !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', 'yes');
    },
    { key: STORAGE_KEY, value: saved },
  );
}

/** Waits two animation frames: whatever the last change set off has been drawn. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}
