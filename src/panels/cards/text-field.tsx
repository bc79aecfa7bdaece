// A labelled text input bound to the store through a draft: refused text stays, with its reason.
import type { ReactNode } from 'react';
import { Field } from '../../components/field';
import { useDraft } from '../../components/use-draft';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** Stores the text; returns the refusal message when it was not stored. */
  readonly apply: (text: string) => string | undefined;
  readonly hint?: ReactNode;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'url';
  readonly placeholder?: string;
  readonly mono?: boolean;
  readonly className?: string;
  /** The input's name, for finding it from elsewhere in the panel (focus after "Add card"). */
  readonly name?: string;
}

export function TextField({
  label,
  value,
  apply,
  hint,
  multiline = false,
  type = 'text',
  placeholder,
  mono = false,
  className,
  name,
}: TextFieldProps) {
  const field = useDraft(value, apply);
  return (
    <Field label={label} hint={hint} error={field.error} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="input cards-textarea"
            rows={3}
            value={field.text}
            placeholder={placeholder}
            onChange={(e) => field.change(e.target.value)}
          />
        ) : (
          <input
            {...control}
            className={`input${mono ? ' cards-mono' : ''}`}
            type={type}
            name={name}
            value={field.text}
            placeholder={placeholder}
            spellCheck={mono || type === 'url' ? false : undefined}
            onChange={(e) => field.change(e.target.value)}
          />
        )
      }
    </Field>
  );
}
