// A labelled select and a labelled checkbox; both store on change (a choice is one undo step).
import { useId } from 'react';
import { Field } from '../../components/field';

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

export interface CheckFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: string;
}

export function CheckField({ label, checked, onChange, hint }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="cards-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
      />
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <span id={`${id}-hint`} className="cards-check-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
