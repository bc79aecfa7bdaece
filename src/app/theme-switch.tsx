import { RadioGroup, type RadioOption } from '../components/radio-group';
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

/** Three radio buttons drawn as icons. */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  return <RadioGroup legend="Theme" options={OPTIONS} value={value} onChange={onChange} />;
}
