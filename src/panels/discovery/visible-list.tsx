// The cards the caller may see, ranked: best skill-tag overlap first, then by name. Each says
// which skill matched, so the order can be checked by eye.
import { Badge } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CheckIcon } from '../../components/icons';
import type { Discovery } from '../../core/directory';
import { bestSkillMatches } from './skill-match';

export interface VisibleListProps {
  readonly visible: Discovery['visible'];
  readonly tags: readonly string[];
  readonly callerId: string;
  /** Cards listed now that the baseline would not have listed for this caller and these tags. */
  readonly newly?: ReadonlySet<string>;
}

const quoteAll = (items: readonly string[]) => items.map((t) => `“${t}”`).join(', ');

export function VisibleList({ visible, tags, callerId, newly }: VisibleListProps) {
  return (
    <section className="discovery-column" aria-labelledby="discovery-visible-title">
      <h2 id="discovery-visible-title">
        Listed for {callerId} ({visible.length})
      </h2>
      {visible.length === 0 ? (
        <p className="discovery-empty">
          {tags.length === 0
            ? 'No card may be listed for this caller.'
            : 'No card this caller may use has a skill with these tags.'}
        </p>
      ) : (
        <ol className="discovery-cards" aria-label={`Cards listed for ${callerId}, best first`}>
          {visible.map(({ card, overlap }, index) => (
            <li key={card.name} className="discovery-card">
              <span className="discovery-rank" aria-hidden="true">
                {index + 1}
              </span>
              <div className="discovery-card-body">
                <div className="discovery-card-head">
                  <h3 className="discovery-card-name">{card.name}</h3>
                  <Badge tone="success" icon={<CheckIcon size={12} />}>
                    {tags.length === 0
                      ? 'listed'
                      : `${overlap} of ${tags.length} ${tags.length === 1 ? 'tag' : 'tags'}`}
                  </Badge>
                  {newly?.has(card.name) === true && <ChangeMark>newly listed</ChangeMark>}
                </div>
                <p className="discovery-card-description">{card.description}</p>
                {tags.length > 0 && (
                  <ul className="discovery-matches">
                    {bestSkillMatches(card, tags).map(({ skill, tags: matched }, at) => (
                      <li key={at}>
                        Skill <strong>{skill.name === '' ? skill.id : skill.name}</strong> matches{' '}
                        {quoteAll(matched)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
