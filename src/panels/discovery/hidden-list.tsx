// The cards left out of the caller's listing, each with every reason. The caller never sees this
// list; it is here so a reviewer can check that the filter hides what it should, and why.
import { Badge, type BadgeTone } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CloseIcon, InfoIcon } from '../../components/icons';
import type { Discovery, HiddenCode } from '../../core/directory';

// Policy reasons are denials; the other two are not about permission at all.
const TONES: Record<HiddenCode, BadgeTone> = {
  SELF: 'neutral',
  TENANT_NOT_PERMITTED: 'danger',
  CLASSIFICATION_EXCEEDED: 'danger',
  NO_SKILL_MATCH: 'neutral',
};

export interface HiddenListProps {
  readonly hidden: Discovery['hidden'];
  /** Cards hidden now that the baseline listed for this caller and these tags. */
  readonly newly?: ReadonlySet<string>;
}

export function HiddenList({ hidden, newly }: HiddenListProps) {
  return (
    <section className="discovery-column" aria-labelledby="discovery-hidden-title">
      <h2 id="discovery-hidden-title">Hidden ({hidden.length})</h2>
      {hidden.length === 0 ? (
        <p className="discovery-empty">Nothing is hidden: every card may be listed.</p>
      ) : (
        <ul className="discovery-cards" aria-label="Hidden cards with their reasons">
          {hidden.map(({ card, reasons }) => (
            <li key={card.name} className="discovery-card discovery-card-hidden">
              <div className="discovery-card-body">
                <div className="discovery-card-head">
                  <h3 className="discovery-card-name">{card.name}</h3>
                  {newly?.has(card.name) === true && <ChangeMark>newly hidden</ChangeMark>}
                </div>
                <ul className="discovery-reasons" aria-label={`Why ${card.name} is hidden`}>
                  {reasons.map(({ code, reason }) => (
                    <li key={code} className="discovery-reason">
                      <Badge
                        tone={TONES[code]}
                        code
                        icon={
                          TONES[code] === 'danger' ? (
                            <CloseIcon size={12} />
                          ) : (
                            <InfoIcon size={12} />
                          )
                        }
                      >
                        {code}
                      </Badge>
                      <span className="discovery-reason-text">{reason}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
