// A monospaced textarea with line numbers. The numbers scroll with the text and are hidden from
// assistive technology, which reads the textarea itself.
import { useRef, type UIEvent } from 'react';

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
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split(/\r\n|\r|\n/).length;
  const syncGutter = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current !== null) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };
  return (
    <div className={`cards-code${invalid ? ' is-invalid' : ''}`}>
      <div ref={gutter} className="cards-code-gutter" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i}>{i + 1}</div>
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
        wrap="off"
        onChange={(e) => onChange(e.target.value)}
        onScroll={syncGutter}
      />
    </div>
  );
}
