// A labelled form control with an optional hint and an error shown right under it. The control
// gets its id, its description (hint and error) and its invalid state from the render prop, so
// screen readers announce the same words sighted users read next to the field.
import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import './field.css';

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Why the last value was refused; the control is marked invalid while it is set. */
  readonly error?: string | undefined;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint !== undefined && hintId, error !== undefined && errorId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error === undefined ? undefined : true,
      })}
      {hint !== undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** An error message for a control; announced when it appears. */
export function FieldError({
  id,
  children,
}: {
  readonly id?: string;
  readonly children: ReactNode;
}) {
  return (
    <p id={id} className="field-error" role="alert">
      <AlertIcon size={14} />
      {children}
    </p>
  );
}
