// The shown card's name and its key facts, with its links (only http(s) ones become links).
import type { ReactNode } from 'react';
import type { AgentCard } from '../../core/card';
import { SafeLink } from '../../components/safe-link';
import { ClassificationBadge } from './classification-badge';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="cards-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CardHeader({ card }: { readonly card: AgentCard }) {
  return (
    <header className="cards-head">
      <div className="cards-head-title">
        <h2 className="cards-head-name">{card.name}</h2>
        <ClassificationBadge level={card.platform.maxDataClassification} />
        <span className="cards-head-version">v{card.version}</span>
      </div>
      <dl className="cards-facts">
        <Fact label="Endpoint">
          {card.url === '' ? <span className="muted">none</span> : <SafeLink href={card.url} />}
        </Fact>
        {card.provider !== undefined && (
          <Fact label="Provider">
            <SafeLink href={card.provider.url}>
              {card.provider.organization || card.provider.url}
            </SafeLink>
          </Fact>
        )}
        {card.documentationUrl !== undefined && (
          <Fact label="Docs">
            <SafeLink href={card.documentationUrl} />
          </Fact>
        )}
        <Fact label="Transport">{card.preferredTransport}</Fact>
      </dl>
    </header>
  );
}
