// Picks one of a long run of numbered items (a recording's steps): a select while the run is short
// enough to list, a number field past that. A live run of 10,000 events gave each Envelopes step
// select 10,002 options, 30,000 in the panel, laid out every time it opened.
import { useState } from 'react';
import { count as commas } from './counts';

/** Items listed as options up to this many; a number field beyond. */
const LISTED = 500;

export interface IndexPickerProps {
  readonly id: string;
  /** How many items there are. */
  readonly count: number;
  /** The picked item, from 0. */
  readonly value: number;
  /** The words for item `index` ("Step 3 of 12 · working"). */
  readonly labelOf: (index: number) => string;
  /** The words after the number field for the picked item ("of 10,002 · working"). */
  readonly afterNumber: (index: number) => string;
  readonly onPick: (index: number) => void;
}

export function IndexPicker({ id, count, value, labelOf, afterNumber, onPick }: IndexPickerProps) {
  const [draft, setDraft] = useState<string>();
  if (count <= LISTED) {
    return (
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {Array.from({ length: count }, (_, index) => (
          <option key={index} value={index}>
            {labelOf(index)}
          </option>
        ))}
      </select>
    );
  }
  const inRange = (text: string) => {
    const n = Number(text);
    return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= count;
  };
  const shown = draft ?? String(value + 1);
  const valid = inRange(shown);
  const typed = Number(shown);
  /** Takes the number typed, if it is a step; either way the field then shows the step picked. */
  const commit = () => {
    if (draft !== undefined && inRange(draft)) onPick(Number(draft) - 1);
    setDraft(undefined);
  };
  return (
    <span className="index-picker">
      <input
        id={id}
        className="input index-picker-number"
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        value={shown}
        aria-invalid={!valid || undefined}
        aria-describedby={`${id}-of`}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // The arrow keys step at once; a number typed is taken on Enter or on leaving the field,
          // not at each digit on the way.
          const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
          if (by !== 0) {
            event.preventDefault();
            const next = value + by;
            setDraft(undefined);
            if (next >= 0 && next < count) onPick(next);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
      />
      <span id={`${id}-of`} className="index-picker-of">
        {!valid
          ? `Not a step: 1 to ${commas(count)}`
          : typed - 1 === value
            ? afterNumber(value)
            : `Enter to show step ${commas(typed)}`}
      </span>
    </span>
  );
}
