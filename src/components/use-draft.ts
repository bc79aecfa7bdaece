// A field that may hold text the store refused. The refused text stays on screen with its error
// until the user fixes it; if the stored value changes meanwhile (undo, another caller chosen),
// the draft is dropped and the field shows the store again.
import { useState } from 'react';

interface Draft {
  readonly text: string;
  readonly error: string;
  /** The stored value when the draft was made. */
  readonly over: string;
}

export interface DraftField {
  readonly text: string;
  readonly error: string | undefined;
  readonly change: (text: string) => void;
}

/** `apply` tries a new text and returns the refusal message, or undefined when it was stored. */
export function useDraft(value: string, apply: (text: string) => string | undefined): DraftField {
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const live = draft !== undefined && draft.over === value ? draft : undefined;
  return {
    text: live?.text ?? value,
    error: live?.error,
    change: (text) => {
      const error = apply(text);
      setDraft(error === undefined ? undefined : { text, error, over: value });
    },
  };
}
