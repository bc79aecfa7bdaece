// One titled part of the card editor.
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Section({ title, description, actions, className, children }: SectionProps) {
  const id = useId();
  return (
    <section className={`cards-section ${className ?? ''}`.trim()} aria-labelledby={id}>
      <header className="cards-section-head">
        <div>
          <h3 id={id} className="cards-section-title">
            {title}
          </h3>
          {description !== undefined && <p className="cards-section-text">{description}</p>}
        </div>
        {actions !== undefined && <div className="cards-section-actions">{actions}</div>}
      </header>
      <div className="cards-section-body">{children}</div>
    </section>
  );
}
