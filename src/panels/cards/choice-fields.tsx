// A labelled checkbox that stores on change (a choice is one undo step).
import { useId } from 'react';

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
