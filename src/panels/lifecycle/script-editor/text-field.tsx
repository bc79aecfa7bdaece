// One text property of a step. The store only ever holds valid steps, so a refused value stays
// in the box with the rule it breaks until it is fixed.
import { useId } from 'react';
import { FieldError } from '../../../components/field';
import { useDraft } from '../../../components/use-draft';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** Tries the new text; returns why it was refused, or undefined when stored. */
  readonly apply: (text: string) => string | undefined;
  readonly multiline?: boolean;
  readonly hint?: string;
}

export function TextField({ label, value, apply, multiline = false, hint }: TextFieldProps) {
  const id = useId();
  const draft = useDraft(value, apply);
  const describedBy =
    [hint !== undefined && `${id}-hint`, draft.error !== undefined && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = {
    id,
    className: 'input',
    value: draft.text,
    'aria-invalid': draft.error === undefined ? undefined : true,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...control}
          className="input lifecycle-textarea"
          rows={2}
          onChange={(event) => draft.change(event.target.value)}
        />
      ) : (
        <input {...control} onChange={(event) => draft.change(event.target.value)} />
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {draft.error !== undefined && <FieldError id={`${id}-error`}>{draft.error}</FieldError>}
    </div>
  );
}
