// The effect of the edit just made, shown beside the field that made it: how many verdicts it
// flipped and which. Announced politely, so a screen reader hears it after typing.
import './change-mark.css';

export interface WhatIfProps {
  /** "This edit flips 3 cells: 1 newly denied, 2 with other codes." */
  readonly summary: string;
  /** One line per flipped cell, already worded. */
  readonly lines: readonly string[];
  /** Lines beyond this many are counted, not listed. */
  readonly limit?: number;
}

export function WhatIf({ summary, lines, limit = 8 }: WhatIfProps) {
  const shown = lines.slice(0, limit);
  return (
    <div className="what-if" aria-live="polite">
      <p className="what-if-summary">
        <strong>What this edit did:</strong> {summary} Undo (Ctrl+Z) reverts it.
      </p>
      {shown.length > 0 && (
        <ul>
          {shown.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {lines.length > shown.length && <li>and {lines.length - shown.length} more</li>}
        </ul>
      )}
    </div>
  );
}
