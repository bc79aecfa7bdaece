// Renaming a card in place: Enter renames, Escape cancels; a refused name stays with the reason.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field';

export interface RenameFormProps {
  readonly name: string;
  /** Renames the card; returns the refusal message when the name cannot be used. */
  readonly rename: (to: string) => string | undefined;
  readonly onDone: () => void;
}

export function RenameForm({ name, rename, onDone }: RenameFormProps) {
  const id = useId();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text === name) {
      onDone();
      return;
    }
    const refused = rename(text);
    if (refused === undefined) onDone();
    else setError(refused);
  };
  return (
    <form className="cards-rename" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        New name for {name}
      </label>
      <input
        id={id}
        ref={input}
        className="input cards-mono"
        value={text}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          }
        }}
      />
      {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div className="cards-rename-actions">
        <Button size="sm" variant="primary" type="submit">
          Rename
        </Button>
        <Button size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
