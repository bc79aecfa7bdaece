import type { ReactNode } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '../components/icons';
import type { ThemePreference } from './theme';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactNode }> = [
  { value: 'light', label: 'Light theme', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark theme', icon: <MoonIcon /> },
  { value: 'system', label: 'Follow the system theme', icon: <MonitorIcon /> },
];

export interface ThemeSwitchProps {
  readonly value: ThemePreference;
  readonly onChange: (value: ThemePreference) => void;
}

/** Three radio buttons drawn as a segmented control. */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Theme</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="segmented-option" title={option.label}>
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-label={option.label}
          />
          {option.icon}
        </label>
      ))}
    </fieldset>
  );
}
