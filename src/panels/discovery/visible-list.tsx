// The cards the caller may see, ranked: best skill-tag overlap first, then by name. Each says
// which skill matched, so the order can be checked by eye.
import { memo } from 'react';
import { Badge } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CheckIcon } from '../../components/icons';
import { RowSpacer } from '../../components/row-spacer';
import { SignatureStatus } from '../../components/signature-status';
import { sameRow, useWindowedRows, type RowProps } from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
import { trustOf, type CardTrust, type WorkspaceTrust } from '../../core/card-trust';
import type { Discovery } from '../../core/directory';
import { signatureView } from '../../store/signature-view';
import { bestSkillMatches } from './skill-match';

export interface VisibleListProps {
  readonly visible: Discovery['visible'];
  readonly tags: readonly string[];
  readonly callerId: string;
  /** Each card's signature verdicts (store `cardTrust`). */
  readonly trust: WorkspaceTrust;
  /** The policy's signature rule is on: a card without a trusted signature is listed but denied. */
  readonly signatureRule: boolean;
  /** Cards listed now that the baseline would not have listed for this caller and these tags. */
  readonly newly?: ReadonlySet<string>;
}

const quoteAll = (items: readonly string[]) => items.map((t) => `“${t}”`).join(', ');

interface VisibleRowProps {
  readonly listed: Discovery['visible'][number];
  readonly index: number;
  readonly tags: readonly string[];
  readonly row: RowProps;
  readonly tabIndex: 0 | -1 | undefined;
  readonly newly: boolean;
  readonly trust: CardTrust | undefined;
  readonly signatureRule: boolean;
}

/** What the signature rule does to a listed card without a trusted signature. */
const RULE_DENIES =
  'The policy delegates only to cards signed by a trusted key: delegation is denied (SIGNATURE_NOT_TRUSTED).';

const VisibleRow = memo(function VisibleRow({
  listed: { card, overlap },
  index,
  tags,
  row,
  tabIndex,
  newly,
  trust,
  signatureRule,
}: VisibleRowProps) {
  const signature = signatureView(trust);
  return (
    <li className="discovery-card" {...row} tabIndex={tabIndex}>
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
          {newly && <ChangeMark>newly listed</ChangeMark>}
        </div>
        <p className="discovery-card-description">{card.description}</p>
        <SignatureStatus
          {...signature}
          note={signatureRule && signature.status !== 'valid' ? RULE_DENIES : undefined}
        />
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
  );
}, sameRow);

export function VisibleList({
  visible,
  tags,
  callerId,
  trust,
  signatureRule,
  newly,
}: VisibleListProps) {
  const rows = useWindowedRows({
    count: visible.length,
    keyOf: (i) => visible[i]?.card.name ?? '',
    // Name, description and signature, and a line per matched skill when tags narrow the listing.
    estimate: () => (tags.length === 0 ? 96 : 120),
  });
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
        <>
          {rows.windowed && <WindowNote count={visible.length} noun="cards listed" />}
          <ol
            className="discovery-cards"
            aria-label={`Cards listed for ${callerId}, best first`}
            {...rows.listProps}
          >
            {rows.slots.map((slot) => {
              if (slot.kind === 'spacer') {
                return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
              }
              const index = slot.index;
              const listed = visible[index];
              if (listed === undefined) return null;
              return (
                <VisibleRow
                  key={listed.card.name}
                  listed={listed}
                  index={index}
                  tags={tags}
                  row={rows.rowProps(index)}
                  tabIndex={rows.tabIndexOf(index)}
                  newly={newly?.has(listed.card.name) === true}
                  trust={trustOf(trust, listed.card.name)}
                  signatureRule={signatureRule}
                />
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
