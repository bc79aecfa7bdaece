// Every card's verdict for the caller: ALLOW, or DENY with each denial's code and reason. The
// words and icons carry the verdict; colour only repeats it.
import { Badge } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CheckIcon, CloseIcon } from '../../components/icons';
import type { CardVerdict } from '../../store';

export interface VerdictListProps {
  readonly verdicts: readonly CardVerdict[];
  /** How a card's verdict changed against the baseline, in words, if it did. */
  readonly changeOf?: (agent: string) => string | undefined;
  /** True for a card the baseline did not have. */
  readonly isNew?: (agent: string) => boolean;
}

export function VerdictList({ verdicts, changeOf, isNew }: VerdictListProps) {
  if (verdicts.length === 0) {
    return (
      <p className="admission-empty">There are no cards to admit. Add one in the Cards panel.</p>
    );
  }
  return (
    <ul className="admission-verdicts">
      {verdicts.map(({ card, denials }, index) => {
        const titleId = `admission-verdict-${index}`;
        const allowed = denials.length === 0;
        const change = changeOf?.(card.name);
        return (
          <li
            key={card.name}
            className={`admission-verdict ${allowed ? 'admission-allow' : 'admission-deny'}`}
            aria-labelledby={titleId}
          >
            <div className="admission-verdict-head">
              <h3 id={titleId} className="admission-card-name">
                {card.name}
              </h3>
              {allowed ? (
                <Badge tone="success" icon={<CheckIcon size={12} />}>
                  ALLOW
                </Badge>
              ) : (
                <Badge tone="danger" icon={<CloseIcon size={12} />}>
                  DENY · {denials.length} {denials.length === 1 ? 'reason' : 'reasons'}
                </Badge>
              )}
              {change !== undefined && <ChangeMark>{change}</ChangeMark>}
              {isNew?.(card.name) === true && (
                <ChangeMark glyph="added">new since the baseline</ChangeMark>
              )}
            </div>
            {!allowed && (
              <ul className="admission-denials" aria-label={`Why ${card.name} is denied`}>
                {denials.map(({ code, reason }) => (
                  <li key={code} className="admission-denial">
                    <Badge tone="danger" code>
                      {code}
                    </Badge>
                    <span className="admission-reason">{reason}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
