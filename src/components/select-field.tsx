// A labelled select over a list of string values; names give friendlier labels to raw values.
import { Field } from './field';

export interface SelectFieldProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly onChange: (value: T) => void;
  /** Visible names for options, when the raw value is not friendly. */
  readonly names?: Partial<Record<T, string>>;
  readonly hint?: string;
  readonly className?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  names,
  hint,
  className,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={value}
          onChange={(e) => {
            const chosen = options.find((o) => o === e.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {names?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
