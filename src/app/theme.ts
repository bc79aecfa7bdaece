// The colour theme: light, dark, or whatever the system prefers. The preference is stored; the
// resolved theme is written to <html data-theme> where the CSS variables pick it up.
// public/theme-boot.js applies the same rule before the first paint, so there is no flash.
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** Keep in step with public/theme-boot.js. */
export const THEME_KEY = 'delegation-workbench:theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored preference; anything unreadable or unknown means system. */
export function readThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): ThemePreference {
  try {
    const value = storage?.getItem(THEME_KEY);
    return (THEMES as readonly (string | null | undefined)[]).includes(value)
      ? (value as ThemePreference)
      : 'system';
  } catch {
    return 'system';
  }
}

/** Stores the preference; a storage that refuses just means it is not remembered. */
export function writeThemePreference(
  storage: Pick<Storage, 'setItem'> | undefined,
  preference: ThemePreference,
): void {
  try {
    storage?.setItem(THEME_KEY, preference);
  } catch {
    // Not remembering a theme is harmless; the workspace save reports storage problems.
  }
}

/** Whether the system asks for dark; false where there is no window (the build's first view). */
export const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;

export const resolveTheme = (preference: ThemePreference, prefersDark: boolean): ResolvedTheme =>
  preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

/** Applies the theme to the document root. */
export function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.dataset.theme = theme;
}

/** Calls `onChange` when the system switches between light and dark; returns the unsubscribe. */
export function watchSystemTheme(onChange: (prefersDark: boolean) => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
