import { useEffect, useState } from 'react';
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  systemPrefersDark,
  watchSystemTheme,
  writeThemePreference,
  type ThemePreference,
} from './theme';

/** The theme preference, kept in `storage` and applied to <html data-theme>. */
export function useTheme(storage: Storage | undefined) {
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference(storage));
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => watchSystemTheme(setPrefersDark), []);
  useEffect(() => applyTheme(resolveTheme(preference, prefersDark)), [preference, prefersDark]);

  const choose = (next: ThemePreference) => {
    setPreference(next);
    writeThemePreference(storage, next);
  };
  return { preference, choose };
}
