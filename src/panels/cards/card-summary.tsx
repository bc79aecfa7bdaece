// A card at a glance: name, clearance, owner, tenants and how callers authenticate.
import { Fragment } from 'react';
import { offeredSchemeTypes, type AgentCard } from '../../core/card';
import { ClassificationBadge } from './classification-badge';
import { SCHEME_SHORT } from './scheme-types';

export interface CardSummaryProps {
  readonly card: AgentCard;
  /** Prefix for the ids of the parts, so a button can be named by the name, described by the rest. */
  readonly id: string;
}

/** The ids CardSummary gives its name and the rest: name the button by one, describe it by the other. */
export const summaryIds = (id: string) => ({
  name: `${id}-name`,
  about: `${id}-about`,
});

export function CardSummary({ card, id }: CardSummaryProps) {
  const schemes = offeredSchemeTypes(card);
  const { owner, tenants, maxDataClassification } = card.platform;
  return (
    <span className="cards-summary">
      <span id={`${id}-name`} className="cards-summary-name">
        {card.name}
      </span>
      <span id={`${id}-about`} className="cards-summary-about">
        {card.description !== '' && (
          <span className="cards-summary-description">{card.description}</span>
        )}{' '}
        <span className="cards-summary-meta">
          <span>
            <span className="cards-meta-key">Owner</span> {owner}
          </span>{' '}
          <span>
            <span className="cards-meta-key">Tenants</span>{' '}
            {tenants.length === 0 ? 'all' : tenants.join(', ')}
          </span>
        </span>{' '}
        <span className="cards-summary-schemes">
          <ClassificationBadge level={maxDataClassification} />{' '}
          {schemes.length === 0 ? (
            <span className="cards-pill cards-pill-none">no security scheme</span>
          ) : (
            schemes.map((type) => (
              <Fragment key={type}>
                <span className="cards-pill">{SCHEME_SHORT[type]}</span>{' '}
              </Fragment>
            ))
          )}
        </span>
      </span>
    </span>
  );
}
