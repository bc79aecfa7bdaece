// A monospaced textarea that wraps long lines, with line numbers. Behind the textarea each line is
// drawn again, invisibly and wrapped the same way, beside its number: a wrapped line's number
// stands by its first row and the next number waits until the line ends. The textarea grows with
// that copy and the pane around it scrolls, so the numbers never have to follow a scroll of their
// own. The numbers are hidden from assistive technology, which reads the textarea itself.

export interface JsonEditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly invalid: boolean;
  readonly describedBy?: string;
  readonly readOnly?: boolean;
}

export function JsonEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  readOnly = false,
}: JsonEditorProps) {
  const lines = value.split(/\r\n|\r|\n/);
  return (
    <div className={`cards-code${invalid ? ' is-invalid' : ''}`}>
      <div className="cards-code-sheet">
        <div className="cards-code-lines" aria-hidden="true">
          {lines.map((line, i) => (
            <div key={i} className="cards-code-line">
              <span className="cards-code-number">{i + 1}</span>
              {/* A space keeps an empty line one row tall, as the textarea draws it. */}
              <span className="cards-code-ghost">{line === '' ? ' ' : line}</span>
            </div>
          ))}
        </div>
        <textarea
          id={id}
          className="cards-code-text"
          aria-label={label}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
