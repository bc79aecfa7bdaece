// A radio group: a fieldset named by its legend, its options in one track. Each option is a label
// around a visually hidden radio input, so the label is what is drawn and clicked while the input
// keeps Tab (one stop, on the chosen option), the arrow keys, focus and the checked state.
import { useId, type ReactNode } from 'react';
import './radio-group.css';

export interface RadioOption<T extends string> {
  readonly value: T;
  /** What the option shows: words, or an icon when `name` says it in words. */
  readonly label: ReactNode;
  /** The option's accessible name and tooltip, for an option whose label is not words. */
  readonly name?: string;
}

export interface RadioGroupProps<T extends string> {
  /** What the choice is, as assistive technology announces the group ("Theme"). */
  readonly legend: string;
  /** The class of a visible legend; without one the legend is announced but not drawn. */
  readonly legendClassName?: string;
  readonly options: ReadonlyArray<RadioOption<T>>;
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** Smaller, bolder type, for a switch between short names (A2A 0.3, A2A 1.0) in a header. */
  readonly compact?: boolean;
  /** The group's place in its layout. */
  readonly className?: string;
  /** Drawn under the options, inside the group: a hint about the chosen one. */
  readonly children?: ReactNode;
}

export function RadioGroup<T extends string>({
  legend,
  legendClassName = 'visually-hidden',
  options,
  value,
  onChange,
  compact = false,
  className,
  children,
}: RadioGroupProps<T>) {
  const name = useId();
  const classes = ['radio-group', compact && 'radio-group-compact', className].filter(Boolean);
  return (
    <fieldset className={classes.join(' ')}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="radio-track">
        {options.map((option) => (
          <label
            key={option.value}
            className={
              typeof option.label === 'string' ? 'radio-option' : 'radio-option radio-icon'
            }
            title={option.name}
          >
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
        ))}
      </div>
      {children}
    </fieldset>
  );
}
