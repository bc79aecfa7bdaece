// One of the three side-by-side forms: a heading with its copy button, a line saying what is
// shown, then the form itself.
import { useId, type ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button';

export interface ColumnProps {
  readonly title: string;
  /** What is shown and where it comes from, in a sentence. */
  readonly source: ReactNode;
  /** The column's JSON, copied as shown. */
  readonly copy: () => string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Column({ title, source, copy, className, children }: ColumnProps) {
  const id = useId();
  return (
    <section className={`envelopes-column ${className ?? ''}`.trim()} aria-labelledby={id}>
      <header className="envelopes-column-header">
        <h2 id={id}>{title}</h2>
        <CopyButton size="sm" variant="ghost" text={copy} aria-label={`Copy the ${title} JSON`}>
          Copy JSON
        </CopyButton>
      </header>
      <p className="envelopes-source">{source}</p>
      {children}
    </section>
  );
}
