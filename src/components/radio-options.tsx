// A row of radio buttons, each a label around a visually hidden input, so the label is what is
// drawn and clicked and the input keeps arrow keys, focus and the checked state. The caller gives
// the group its fieldset and legend (and any wrapper) and the options' class, which carries the
// look: a segmented control, the Lifecycle panel's pills, the matrix's orientation switch. What
// every option shares (the hidden input, the chosen option's accent ring, the focus ring) is
// `.radio-option` in styles/components.css.
import type { ReactNode } from 'react';

export interface RadioOption<T extends string> {
  readonly value: T;
  /** What the option shows: words, or an icon when `name` says it in words. */
  readonly label: ReactNode;
  /** The option's accessible name and tooltip, for an option whose label is not words. */
  readonly name?: string;
}

export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
  optionClassName,
}: {
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly options: ReadonlyArray<RadioOption<T>>;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly optionClassName: string;
}) {
  return options.map((option) => (
    <label key={option.value} className={`radio-option ${optionClassName}`} title={option.name}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        aria-label={option.name}
      />
      {typeof option.label === 'string' ? <span>{option.label}</span> : option.label}
    </label>
  ));
}
