// A list of short strings edited as removable chips: type and press Enter (or comma) to add, use a
// chip's button to remove it, or pick one of the suggestions. A repeat is refused with a message
// and the typed text stays in the box.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, IconButton } from './button';
import { FieldError } from './field';
import { CloseIcon } from './icons';
import './tag-input.css';

const MAX_SUGGESTIONS = 12;

export interface TagInputProps {
  /** The visible label of the text box. */
  readonly label: string;
  /** The singular noun for one item, used in button names ("Remove scope delegate"). */
  readonly itemName: string;
  readonly values: readonly string[];
  readonly onChange: (next: string[]) => void;
  /** Values offered as one-click additions (those already chosen are left out). */
  readonly suggestions?: readonly string[];
  readonly hint?: string;
  /** Shown in place of the chips when there are none. */
  readonly emptyText?: string;
  readonly placeholder?: string;
}

export function TagInput({
  label,
  itemName,
  values,
  onChange,
  suggestions = [],
  hint,
  emptyText = 'None',
  placeholder,
}: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const typed = draft.trim();

  const add = (value: string) => {
    const item = value.trim();
    if (item === '') return;
    if (values.includes(item)) {
      setError(`“${item}” is already in the list`);
      return;
    }
    onChange([...values, item]);
    setDraft('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    }
  };
  const offered = suggestions
    .filter((s) => !values.includes(s) && s.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, MAX_SUGGESTIONS);
  const describedBy =
    [hint !== undefined && `${id}-hint`, error !== undefined && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="field tag-input">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {values.length === 0 ? (
        <p className="tag-empty">{emptyText}</p>
      ) : (
        <ul className="tag-list" aria-label={`${label}: chosen`}>
          {values.map((value, index) => (
            // Saved or imported lists may repeat a value, so position is part of the key.
            <li key={`${index}:${value}`} className="tag">
              <span className="tag-text">{value}</span>
              <IconButton
                size="sm"
                className="tag-remove"
                label={`Remove ${itemName} ${value}`}
                icon={<CloseIcon size={12} />}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="tag-entry">
        <input
          id={id}
          className="input"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={error === undefined ? undefined : true}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          size="sm"
          aria-label={`Add ${itemName}`}
          disabled={typed === ''}
          onClick={() => add(draft)}
        >
          Add
        </Button>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {offered.length > 0 && (
        <div className="tag-suggestions" role="group" aria-label={`Suggested ${itemName}s`}>
          {offered.map((s) => (
            <button
              key={s}
              type="button"
              className="tag tag-suggestion"
              aria-label={`Add ${itemName} ${s}`}
              onClick={() => add(s)}
            >
              <span aria-hidden="true">+</span>
              {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
