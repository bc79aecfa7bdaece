// The cards left out of the caller's listing, each with every reason. The caller never sees this
// list; it is here so a reviewer can check that the filter hides what it should, and why.
import { memo } from 'react';
import { Badge, type BadgeTone } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CloseIcon, InfoIcon } from '../../components/icons';
import { RowSpacer } from '../../components/row-spacer';
import { sameRow, useWindowedRows, type RowProps } from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
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

interface HiddenRowProps {
  readonly entry: Discovery['hidden'][number];
  readonly row: RowProps;
  readonly tabIndex: 0 | -1 | undefined;
  readonly newly: boolean;
}

const HiddenRow = memo(function HiddenRow({
  entry: { card, reasons },
  row,
  tabIndex,
  newly,
}: HiddenRowProps) {
  return (
    <li className="discovery-card discovery-card-hidden" {...row} tabIndex={tabIndex}>
      <div className="discovery-card-body">
        <div className="discovery-card-head">
          <h3 className="discovery-card-name">{card.name}</h3>
          {newly && <ChangeMark>newly hidden</ChangeMark>}
        </div>
        <ul className="discovery-reasons" aria-label={`Why ${card.name} is hidden`}>
          {reasons.map(({ code, reason }) => (
            <li key={code} className="discovery-reason">
              <Badge
                tone={TONES[code]}
                code
                icon={TONES[code] === 'danger' ? <CloseIcon size={12} /> : <InfoIcon size={12} />}
              >
                {code}
              </Badge>
              <span className="discovery-reason-text">{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}, sameRow);

export function HiddenList({ hidden, newly }: HiddenListProps) {
  const rows = useWindowedRows({
    count: hidden.length,
    keyOf: (i) => hidden[i]?.card.name ?? '',
    // The name, then a line per reason.
    estimate: (i) => 52 + 25 * (hidden[i]?.reasons.length ?? 1),
  });
  return (
    <section className="discovery-column" aria-labelledby="discovery-hidden-title">
      <h2 id="discovery-hidden-title">Hidden ({hidden.length})</h2>
      {hidden.length === 0 ? (
        <p className="discovery-empty">Nothing is hidden: every card may be listed.</p>
      ) : (
        <>
          {rows.windowed && <WindowNote count={hidden.length} noun="cards hidden" />}
          <ul
            className="discovery-cards"
            aria-label="Hidden cards with their reasons"
            {...rows.listProps}
          >
            {rows.slots.map((slot) => {
              if (slot.kind === 'spacer') {
                return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
              }
              const index = slot.index;
              const entry = hidden[index];
              if (entry === undefined) return null;
              return (
                <HiddenRow
                  key={entry.card.name}
                  entry={entry}
                  row={rows.rowProps(index)}
                  tabIndex={rows.tabIndexOf(index)}
                  newly={newly?.has(entry.card.name) === true}
                />
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
