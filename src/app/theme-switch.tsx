import { RadioOptions, type RadioOption } from '../components/radio-options';
import { MonitorIcon, MoonIcon, SunIcon } from '../components/icons';
import type { ThemePreference } from './theme';

const OPTIONS: ReadonlyArray<RadioOption<ThemePreference>> = [
  { value: 'light', name: 'Light theme', label: <SunIcon /> },
  { value: 'dark', name: 'Dark theme', label: <MoonIcon /> },
  { value: 'system', name: 'Follow the system theme', label: <MonitorIcon /> },
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
      <RadioOptions
        name="theme"
        options={OPTIONS}
        value={value}
        onChange={onChange}
        optionClassName="segmented-option"
      />
    </fieldset>
  );
}
