// One of the three side-by-side forms: a heading with its copy button, a line saying what is
// shown, then the form itself.
import { useId, type ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';

export interface ColumnProps {
  readonly title: string;
  /** What is shown and where it comes from, in a sentence. */
  readonly source: ReactNode;
  /** The column's JSON, copied as shown. */
  readonly copy: () => string;
  /** The file the column's JSON downloads as. */
  readonly filename: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Column({ title, source, copy, filename, className, children }: ColumnProps) {
  const id = useId();
  return (
    <section className={`envelopes-column ${className ?? ''}`.trim()} aria-labelledby={id}>
      <header className="envelopes-column-header">
        <h2 id={id}>{title}</h2>
        <div className="envelopes-column-actions">
          <CopyButton
            size="sm"
            variant="ghost"
            text={copy}
            filename={filename}
            what={`the ${title}`}
            aria-label={`Copy the ${title} JSON`}
          >
            Copy
          </CopyButton>
          <DownloadButton
            size="sm"
            variant="ghost"
            filename={filename}
            content={copy}
            aria-label={`Download the ${title} JSON`}
          >
            Download
          </DownloadButton>
        </div>
      </header>
      <p className="envelopes-source">{source}</p>
      {children}
    </section>
  );
}
